// Cancelling a parcel before drop-off (spec §2 /sea details; endpoints cancelParcel, states 1 and 2
// only): a layer (kit/form-dialog.tsx) that says what happens (a paid parcel's price goes back) and
// takes an optional reason, checked by the contract's cancelParcelSchema, the one the server runs.
import { useShell } from '../../app/use-shell.js';
import { EXPRESS } from '../../contract/express-limits.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import { PARCEL_STATE } from '../../contract/statuses.js';
import type { Parcel } from '../../contract/types/air-express.js';
import { cancelParcelSchema } from '../../contract/validation/air-express.js';
import { useT } from '../../ui/t-context.js';
import { AppLayer, FormDialog } from '../kit/form-dialog.js';
import { ErrorText, TextAreaField, useForm, useFormStyle, useSubmit, type Form, type FormValues } from '../kit/form/index.js';
import { useMoney } from '../kit/money/use-money.js';

type Values = { reason: string };

export function ParcelCancelDialog({ parcel, open, onClose, onDone }: {
  parcel: Parcel;
  open: boolean;
  onClose(): void;
  onDone(next: Parcel): void;
}) {
  return <AppLayer>{open ? <CancelForm parcel={parcel} onClose={onClose} onDone={onDone} /> : null}</AppLayer>;
}

function CancelForm({ parcel, onClose, onDone }: { parcel: Parcel; onClose(): void; onDone(next: Parcel): void }) {
  const t = useT();
  const { money } = useMoney();
  const { dialogs } = useShell();
  useFormStyle();
  const form = useForm<Values>(cancelParcelSchema, { reason: '' }, { input: (v) => ({ parcelNo: parcel.parcelNo, reason: v.reason.trim() }) });
  const submit = useSubmit();
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
    <FormDialog className="mkt-pdialog" data={{ 'data-dialog': 'cancel-parcel' }} title={t('sea.details.cancelTitle')} onClose={onClose}
      onSubmit={(e) => void send(e)} back={t('sea.details.cancelBack')} submit={t('sea.details.cancelConfirm')} busy={submit.busy}>
      <p>{t('sea.details.cancelText')}</p>
      {parcel.state === PARCEL_STATE.toDropOff && parcel.paidAmount > 0 && (
        <p className="mkt-mnote" role="note" data-refund={parcel.paidAmount}>{t('sea.details.cancelRefund', { amount: money(parcel.paidAmount) })}</p>
      )}
      <TextAreaField form={form} name="reason" label={t('sea.details.cancelReason')} maxLength={EXPRESS.remarkMax} />
      <ErrorText error={form.formError} role="alert" />
    </FormDialog>
  );
}
