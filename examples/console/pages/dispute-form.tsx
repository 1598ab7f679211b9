// The decision on a goods order's open dispute (src/contract/console-trade.ts decideDispute):
// refund the buyer (the order closes, its total goes back through the payment provider or is
// recorded as due for a cashier; the goods are not put back in stock: they left) or release the
// money to the seller (the order completes). The note is required for a refund (1–DISPUTE_NOTE_MAX
// characters, checked here before the server checks it again); both decisions ask for a
// confirmation that names the order, the amount and who gets it.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import {
  CONSOLE_TRADE_ERRORS, DISPUTE_DECISIONS, DISPUTE_NOTE_MAX, type DisputeDecision, type TradeOrderDetail,
} from '../../../src/contract/console-trade.js';
import { consoleCall } from '../console-api.js';
import { formatMoney } from '../ui/format.js';
import { refusalText, useConsole } from '../use-console.js';

/** What the detail shows once the form is gone: a locale key and its values (the amount is the order's), translated at each render: the language may change. */
export interface DecisionNotice {
  kind: 'ok' | 'error';
  key: string;
  values: Record<string, string>;
}

/** onDone: decided (ok), or decided by someone else meanwhile (error); the order is read again either way. */
export function DisputeForm({ detail, onDone }: { detail: TradeOrderDetail; onDone(notice: DecisionNotice): void }) {
  const { t, i18n } = useConsole();
  const { order } = detail;
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'decision' | 'note' | ''; text: string } | null>(null);
  const amount = formatMoney(order.total, i18n.language);

  const ask = (e: Event) => {
    e.preventDefault();
    if (decision === null) return setError({ field: 'decision', text: t('validation.choose') });
    const trimmed = note.trim();
    if ((decision === 'refund' && trimmed === '') || trimmed.length > DISPUTE_NOTE_MAX) return setError({ field: 'note', text: t('trade.decide.noteRule', { max: DISPUTE_NOTE_MAX }) });
    setError(null);
    setConfirming(true);
  };

  const send = async () => {
    if (decision === null) return;
    setBusy(true);
    const r = await consoleCall('decideDispute', { orderNo: order.orderNo, decision, note: note.trim() });
    setBusy(false);
    setConfirming(false);
    if (r.ok) {
      const key = r.data.refund ? `trade.decide.done_${r.data.refund}` : 'trade.decide.done_release';
      return onDone({ kind: 'ok', key, values: { orderNo: order.orderNo } });
    }
    // Decided by another operator meanwhile: show the order as it now is.
    if (r.code === CODE.VALIDATION && r.message === CONSOLE_TRADE_ERRORS.disputeState) return onDone({ kind: 'error', key: r.message, values: {} });
    setError({ field: '', text: refusalText(t, r.message, { max: DISPUTE_NOTE_MAX }) });
  };

  const choose = (d: DisputeDecision) => {
    setDecision(d);
    setConfirming(false);
    setError(null);
  };

  return (
    <form className="card refund dispute-form" onSubmit={(e) => ask(e as unknown as Event)} noValidate aria-labelledby="dispute-form-title">
      <h4 id="dispute-form-title">{t('trade.decide.title')}</h4>
      <fieldset className="modes" aria-invalid={error?.field === 'decision'}>
        <legend>{t('trade.decide.how')}</legend>
        {DISPUTE_DECISIONS.map((d) => (
          <label key={d} className="radio">
            <input type="radio" name="decision" value={d} checked={decision === d} onChange={() => choose(d)} />
            <span>{t(`trade.decide.${d}`, { amount })}</span>
          </label>
        ))}
        {error?.field === 'decision' && <span className="field-error" role="alert">{error.text}</span>}
      </fieldset>
      {decision === 'refund' && <p className="notice warn">{t('trade.decide.noStock')}</p>}
      <label className="field">
        <span>{t(decision === 'refund' ? 'trade.decide.noteRequired' : 'trade.decide.note')}</span>
        <textarea name="note" rows={3} maxLength={DISPUTE_NOTE_MAX} value={note} aria-invalid={error?.field === 'note'}
          onInput={(e) => { setNote(e.currentTarget.value); setConfirming(false); }} />
        {error?.field === 'note' && <span className="field-error" role="alert">{error.text}</span>}
      </label>
      {error?.field === '' && <p className="notice error" role="alert">{error.text}</p>}
      {confirming && decision ? (
        <div className="confirm-row" role="group" aria-label={t('trade.decide.confirmTitle')}>
          <span>{t(`trade.decide.confirm_${decision}`, { amount, orderNo: order.orderNo, buyer: order.buyer.name || order.buyer.userId, seller: order.seller.name || order.seller.userId })}</span>
          <button type="button" className={`btn ${decision === 'refund' ? 'danger' : 'primary'}`} disabled={busy} onClick={() => void send()}>{t(`trade.decide.yes_${decision}`)}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(false)}>{t('trade.decide.cancel')}</button>
        </div>
      ) : (
        <button type="submit" className="btn primary">{t('trade.decide.submit')}</button>
      )}
    </form>
  );
}
