// The refund form under an order (issue "Payments": refund): how much (at most what is left to
// pay back), how — through the provider when the order was paid online, or recorded by hand with
// its reference (the provider's back-office, a bank transfer, cash) —, and why. The provider may
// say it cannot refund by API (CinetPay: from its back-office only): the form then switches to
// the manual way and says what to do. A refund takes back nothing the payer was given; the form
// says so before the operator confirms.
import { useState } from 'react';
import { CONSOLE_PAYMENT_ERRORS, MONEY_REASON_MAX, REFUND_REFERENCE_MAX, type OrderDetail } from '../../../src/contract/console-payments.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatMoney } from '../ui/format.js';
import { refusedField, wholeNumber } from '../ui/money.js';
import { refusalText, useConsole } from '../use-console.js';

type Mode = 'provider' | 'manual';

/** onDone: the refund was recorded (the text says how much); the order is read again. */
export function RefundForm({ detail, onDone }: { detail: OrderDetail; onDone(text: string): void }) {
  const { t, i18n } = useConsole();
  const [amount, setAmount] = useState(String(detail.refundable));
  const [mode, setMode] = useState<Mode>(detail.providerRefund ? 'provider' : 'manual');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const value = wholeNumber(amount);

  /** The form's own checks, the server's rules (console-payments.ts refundOrder); '' when fine. */
  const check = (): Record<string, string> => {
    const e: Record<string, string> = {};
    if (!(value >= 1 && value <= detail.refundable)) e.amount = t('refund.amountRule', { max: formatMoney(detail.refundable, i18n.language) });
    if (mode === 'manual' && reference.trim() === '') e.reference = t('refund.referenceRequired');
    if (reason.trim() === '') e.reason = t('validation.reviewReason', { max: MONEY_REASON_MAX });
    return e;
  };

  const ask = (e: Event) => {
    e.preventDefault();
    const problems = check();
    setErrors(problems);
    setNotice(null);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };

  const send = async () => {
    setBusy(true);
    const r = await consoleCall('refundOrder', { orderNo: detail.order.orderNo, amount: value, mode, reference: mode === 'manual' ? reference.trim() : '', reason: reason.trim() });
    setBusy(false);
    setConfirming(false);
    if (r.ok) {
      onDone(t('refund.done', { amount: formatMoney(value, i18n.language), total: formatMoney(r.data.refundedAmount, i18n.language) }));
      return;
    }
    const text = refusalText(t, r.message, { max: MONEY_REASON_MAX, ...messageValues(r.customData) });
    if (r.message === CONSOLE_PAYMENT_ERRORS.refundProviderUnsupported || r.message === CONSOLE_PAYMENT_ERRORS.refundManualOnly) setMode('manual');
    const field = refusedField(r.customData);
    if (['amount', 'reference', 'reason'].includes(field)) setErrors({ [field]: text });
    else setNotice({ kind: 'error', text });
  };

  const error = (f: string) => errors[f] && <span className="field-error" role="alert">{errors[f]}</span>;

  return (
    <form className="card refund" onSubmit={(e) => ask(e as unknown as Event)} noValidate aria-labelledby="refund-title">
      <h4 id="refund-title">{t('refund.title')}</h4>
      <p className="muted small">{t('refund.left', { amount: formatMoney(detail.refundable, i18n.language) })}</p>
      <p className="notice warn">{t('refund.keepsGrants')}</p>
      <label className="field">
        <span>{t('refund.amount')}</span>
        <input name="amount" inputMode="numeric" value={amount} aria-invalid={Boolean(errors.amount)} onInput={(e) => { setAmount(e.currentTarget.value); setConfirming(false); }} />
        {error('amount')}
      </label>
      <fieldset className="field modes">
        <legend>{t('refund.how')}</legend>
        <label className="radio">
          <input type="radio" name="mode" value="provider" checked={mode === 'provider'} disabled={!detail.providerRefund} onChange={() => { setMode('provider'); setConfirming(false); }} />
          <span>{t('refund.provider')}</span>
        </label>
        <label className="radio">
          <input type="radio" name="mode" value="manual" checked={mode === 'manual'} onChange={() => { setMode('manual'); setConfirming(false); }} />
          <span>{t('refund.manual')}</span>
        </label>
        {!detail.providerRefund && <span className="muted small">{t('refund.manualOnly')}</span>}
      </fieldset>
      {mode === 'manual' && (
        <label className="field">
          <span>{t('refund.reference')}</span>
          <input name="reference" value={reference} maxLength={REFUND_REFERENCE_MAX} autoComplete="off" aria-invalid={Boolean(errors.reference)} onInput={(e) => setReference(e.currentTarget.value)} />
          {error('reference')}
        </label>
      )}
      <label className="field">
        <span>{t('refund.reason')}</span>
        <textarea name="reason" rows={2} maxLength={MONEY_REASON_MAX} value={reason} aria-invalid={Boolean(errors.reason)} onInput={(e) => setReason(e.currentTarget.value)} />
        {error('reason')}
      </label>
      {notice && <p className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.text}</p>}
      {confirming ? (
        <div className="confirm-row" role="group" aria-label={t('refund.confirmTitle')}>
          <span>{t(mode === 'provider' ? 'refund.confirmProvider' : 'refund.confirmManual', { amount: formatMoney(value, i18n.language), name: detail.order.user.name || detail.order.user.userId })}</span>
          <button type="button" className="btn danger" disabled={busy} onClick={() => void send()}>{t('refund.confirm')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(false)}>{t('review.cancel')}</button>
        </div>
      ) : (
        <button type="submit" className="btn primary">{t('refund.submit')}</button>
      )}
    </form>
  );
}
