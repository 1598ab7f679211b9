// Toasts (spec §8 "Any other code: toast the message"): one at a time, in order, each dismissed
// after its time or when tapped. The live region stays mounted so screen readers hear each one.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Dialogs } from './dialogs.js';

export function ToastHost({ dialogs }: { dialogs: Dialogs }) {
  const { toasts } = useStore(dialogs.state);
  const current = toasts[0];

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dialogs.dismissToast(current.id), current.ms);
    return () => clearTimeout(timer);
  }, [current, dialogs]);

  return (
    <div className="mkt-toasts" role="status" aria-live="polite">
      {current && (
        <div key={current.id} className="mkt-toast" onClick={() => {
          current.onTap?.();
          dialogs.dismissToast(current.id);
        }}>
          {current.message}
        </div>
      )}
    </div>
  );
}
