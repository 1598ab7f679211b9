// Every attempt at paying an order online, newest first (spec §2 usercenter/order details; §4
// payment state and methods): when, with which method and operator, the amount, what became of it,
// and its reference — the one the provider's receipt carries, which support asks for. A declined
// try followed by a paid one reads as both, not only as the last.
import type { AttemptStatus, Order } from '../../contract/types/payment.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { formatTime } from '../kit/format-time.js';
import { paidWith } from '../kit/money/pay-methods.js';
import type { Tone } from '../kit/money/order-states.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';

const STATUS: Readonly<Record<AttemptStatus, { label: MessageKey; tone: Tone }>> = {
  pending: { label: 'money.attempt.pending', tone: 'wait' },
  accepted: { label: 'money.attempt.accepted', tone: 'ok' },
  refused: { label: 'money.attempt.refused', tone: 'bad' },
  expired: { label: 'money.attempt.expired', tone: 'info' },
  refunded: { label: 'money.attempt.refunded', tone: 'info' },
};

const CSS =
  '.mkt-attempts{margin:0;padding:0;list-style:none}' +
  '.mkt-attempts li{display:flex;flex-direction:column;gap:4px;padding:10px 0;border-top:1px solid #f0f0f3}' +
  '.mkt-attempts li:first-child{border-top:0;padding-top:4px}' +
  '.mkt-attempt-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 12px}' +
  '.mkt-attempt-ref{font-size:12px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}';

export function OrderAttempts({ order }: { order: Order }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  useStyle('order-attempts', CSS);
  if (order.attempts.length === 0) return null;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-order-attempts" data-attempts={order.attempts.length}>
      <h2 id="mkt-order-attempts">{t('money.order.attempts')}</h2>
      <ol className="mkt-attempts">
        {order.attempts.map((a) => {
          const status = STATUS[a.status] ?? STATUS.pending;
          const how = paidWith(t, a.payType, a.method);
          return (
            <li key={a.reference} data-attempt={a.reference} data-status={a.status}>
              <span className="mkt-attempt-head">
                <strong>{money(a.amount)}</strong>
                <span className="mkt-mbadge" data-tone={status.tone}>{t(status.label)}</span>
              </span>
              <span className="mkt-muted">{formatTime(a.createTime, lang)}{how ? ` · ${how}` : ''}</span>
              <span className="mkt-muted mkt-attempt-ref">{t('money.order.reference')} {a.reference}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
