// The modal for alert / confirm (spec §8). Focus goes to the primary button, Tab cycles inside,
// Escape and a backdrop tap cancel only when cancelling is allowed; focus returns afterwards.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import type { Dialogs } from './dialogs.js';
import { useT } from './t-context.js';

export function DialogHost({ dialogs }: { dialogs: Dialogs }) {
  const { dialog } = useStore(dialogs.state);
  const t = useT();
  const labelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const id = dialog?.id;

  useEffect(() => {
    const button = primary.current;
    if (id === undefined || !button) return;
    const root = button.getRootNode() as Document | ShadowRoot;
    const before = root.activeElement;
    button.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [id]);

  if (!dialog) return null;
  const cancellable = dialog.kind === 'confirm' && dialog.cancel;
  const answer = (ok: boolean) => dialogs.answer(dialog.id, ok);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      if (cancellable) answer(false);
      e.stopPropagation();
    } else if (e.key === 'Tab') {
      // Keep focus among the dialog's own buttons (there are at most two).
      const buttons = Array.from(box.current?.querySelectorAll('button') ?? []);
      const root = box.current?.getRootNode() as Document | ShadowRoot | undefined;
      const at = buttons.indexOf(root?.activeElement as HTMLButtonElement);
      const next = buttons[(at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
      e.preventDefault();
      next?.focus();
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
