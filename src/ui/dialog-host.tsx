// The modal for alert / confirm (spec §8). Focus goes to the primary button, Tab cycles inside,
// Escape and a backdrop tap cancel only when cancelling is allowed; focus returns afterwards
// (use-focus-trap.ts).
import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import type { Dialogs } from './dialogs.js';
import { useT } from './t-context.js';
import { useFocusTrap } from './use-focus-trap.js';

export function DialogHost({ dialogs }: { dialogs: Dialogs }) {
  const { dialog } = useStore(dialogs.state);
  const t = useT();
  const labelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  // Keyed by the dialog's id: the next queued dialog takes focus again.
  const trapTab = useFocusTrap(box, primary, dialog?.id);

  if (!dialog) return null;
  const cancellable = dialog.kind === 'confirm' && dialog.cancel;
  const answer = (ok: boolean) => dialogs.answer(dialog.id, ok);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      if (cancellable) answer(false);
      e.stopPropagation();
    } else {
      trapTab(e);
    }
  };

  return (
    <div className="mkt-backdrop" onClick={(e) => cancellable && e.target === e.currentTarget && answer(false)}>
      <div ref={box} className="mkt-dialog" role="dialog" aria-modal="true" aria-labelledby={labelId} onKeyDown={onKeyDown}>
        <p id={labelId} className="mkt-dialog-msg">{dialog.message}</p>
        <div className="mkt-dialog-actions">
          {cancellable && (
            <button type="button" className="mkt-btn mkt-btn-ghost" onClick={() => answer(false)}>
              {t('dialog.cancel')}
            </button>
          )}
          <button ref={primary} type="button" className="mkt-btn" onClick={() => answer(true)}>
            {t(dialog.kind === 'alert' ? 'dialog.ok' : 'dialog.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
