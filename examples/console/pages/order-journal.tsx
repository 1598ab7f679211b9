// An order's journal (payment_events) as a readable timeline, oldest first: what happened in
// words (a provider's notification, its status check, a delivery, a proof, a refund…), when, on
// which attempt, the few facts an operator reads first, and the raw record behind a toggle —
// what the provider actually sent, for a dispute.
import type { PaymentEventItem } from '../../../src/contract/console-payments.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

/** Facts shown in the line itself, in this order, when the record has them. */
const FACTS = ['status', 'amount', 'currency', 'method', 'reason', 'why', 'mode', 'reference', 'remark', 'operator', 'source'] as const;
/** Kinds that ask for an operator's attention (money kept that was not ours, nothing delivered). */
const ALARMS = new Set(['overpaid', 'notDelivered', 'amountMismatch', 'forged', 'refundFailed', 'createFailed', 'checkFailed']);

const factText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));

export function OrderJournal({ events }: { events: PaymentEventItem[] }) {
  const { t, i18n } = useConsole();
  if (events.length === 0) return <p className="muted">{t('orders.noEvents')}</p>;
  return (
    <ol className="timeline journal">
      {events.map((e) => {
        const facts = FACTS.filter((k) => e.detail[k] !== undefined && e.detail[k] !== '');
        return (
          <li key={e.id} className={`event${ALARMS.has(e.kind) ? ' event-reject' : ''}`} data-kind={e.kind}>
            <span className="event-head">
              <strong>{t(`events.${e.kind}`, { defaultValue: e.kind })}</strong>
              <span className="muted small nowrap">{formatTime(e.at, i18n.language)}</span>
              {e.detail.refundDue === true && <span className="badge failed">{t('orders.refundDue')}</span>}
            </span>
            {e.transactionId && <span className="muted small mono">{e.transactionId}</span>}
            {facts.length > 0 && <span className="small">{facts.map((k) => `${t(`orders.facts.${k}`)}: ${factText(e.detail[k])}`).join(' · ')}</span>}
            <details className="raw">
              <summary>{t('orders.raw')}</summary>
              <pre>{JSON.stringify(e.detail, null, 2)}</pre>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
