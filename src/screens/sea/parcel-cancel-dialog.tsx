// Cancelling a parcel before drop-off (spec §2 /sea details; endpoints cancelParcel, states 1 and 2
// only): a layer that says what happens (a paid parcel's price goes back) and takes an optional
// reason, checked by the contract's cancelParcelSchema, the one the server runs. Drawn and held like
// user-order/trade-move-dialog.tsx: in the app box, focus inside, Escape and a backdrop tap close it.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useShell } from '../../app/use-shell.js';
import { EXPRESS } from '../../contract/constants.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import { PARCEL_STATE } from '../../contract/statuses.js';
import type { Parcel } from '../../contract/types/air-express.js';
import { cancelParcelSchema } from '../../contract/validation/air-express.js';
import { useT } from '../../ui/t-context.js';
import { useFocusTrap } from '../../ui/use-focus-trap.js';
import { ErrorText, useForm, useFormStyle, useSubmit, type Form, type FormValues } from '../kit/form/index.js';
import { useMoney } from '../kit/money/use-money.js';

type Values = { reason: string };

export function ParcelCancelDialog({ parcel, open, onClose, onDone }: {
  parcel: Parcel;
  open: boolean;
  onClose(): void;
  onDone(next: Parcel): void;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [host, setHost] = useState<Element | 'inline' | null>(null);
  useLayoutEffect(() => setHost(anchor.current?.closest('.mkt-app') ?? 'inline'), []);
  const layer = open && host !== null ? <CancelForm parcel={parcel} onClose={onClose} onDone={onDone} /> : null;
  return (
    <>
      <span ref={anchor} hidden />
      {layer && (host === 'inline' ? layer : createPortal(layer, host!))}
    </>
  );
}

function CancelForm({ parcel, onClose, onDone }: { parcel: Parcel; onClose(): void; onDone(next: Parcel): void }) {
  const t = useT();
  const { money } = useMoney();
  const { dialogs } = useShell();
  useFormStyle();
  const titleId = useId();
  const fieldId = useId();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLHeadingElement>(null);
  const trapTab = useFocusTrap(box, first);
  const form = useForm<Values>(cancelParcelSchema, { reason: '' }, { input: (v) => ({ parcelNo: parcel.parcelNo, reason: v.reason.trim() }) });
  const submit = useSubmit();
  const error = form.error('reason');
  const send = async (e: Event) => {
    e.preventDefault();
    if (submit.busy || form.check() === null) return;
    const body = { parcelNo: parcel.parcelNo, reason: form.values.reason.trim() };
    const reply = await submit.run(AIR_EXPRESS_ENDPOINTS.cancelParcel, body, form as unknown as Form<FormValues>);
    if (!reply) return;
    dialogs.toast(t('sea.details.cancelled'));
    onDone(reply.data);
  };
  return (
    <div className="mkt-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className="mkt-dialog mkt-pdialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-dialog="cancel-parcel"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          } else trapTab(e as unknown as KeyboardEvent);
        }}>
        <form className="mkt-form" noValidate onSubmit={(e) => void send(e as unknown as Event)}>
          <h2 id={titleId} ref={first} tabIndex={-1}>{t('sea.details.cancelTitle')}</h2>
          <p>{t('sea.details.cancelText')}</p>
          {parcel.state === PARCEL_STATE.toDropOff && parcel.paidAmount > 0 && (
            <p className="mkt-mnote" role="note" data-refund={parcel.paidAmount}>{t('sea.details.cancelRefund', { amount: money(parcel.paidAmount) })}</p>
          )}
          <div className="mkt-field">
            <label htmlFor={fieldId}>{t('sea.details.cancelReason')}</label>
            <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
              <textarea id={fieldId} name="reason" maxLength={EXPRESS.remarkMax} value={form.values.reason}
                aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-e` : undefined}
                onInput={(e) => form.set('reason', e.currentTarget.value)} onBlur={() => form.blur('reason')} />
            </div>
            <ErrorText id={`${fieldId}-e`} error={error} />
          </div>
          <ErrorText error={form.formError} role="alert" />
          <div className="mkt-dialog-actions">
            <button type="button" className="mkt-btn mkt-btn-ghost" data-choice="back" onClick={onClose}>{t('sea.details.cancelBack')}</button>
            <button type="submit" className="mkt-btn" data-choice="submit" disabled={submit.busy} aria-busy={submit.busy || undefined}>
              {t('sea.details.cancelConfirm')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
