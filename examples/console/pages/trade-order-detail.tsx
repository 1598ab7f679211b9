// One goods order whole, as a cashier judges its dispute: both parties, the lines at the price
// ordered, the amounts, the delivery (address copied when ordered, courier and tracking number),
// the dates, the payment order that paid it online (a link to the orders page, where its journal
// and refunds are), the dispute with the buyer's reason, the order's history (trade-history.tsx),
// and the decision form (dispute-form.tsx) while the dispute is open.
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import { DetailPending, useDetailLoad } from '../ui/detail-load.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusalText, useConsole } from '../use-console.js';
import { DisputeForm, type DecisionNotice } from './dispute-form.js';
import { TradeBadges } from './trade-badges.js';
import { TradeHistory } from './trade-history.js';

type Fact = [string, string];

export function TradeOrderDetailPane({ orderNo, onBack, onChanged }: { orderNo: string; onBack(): void; onChanged(): void }) {
  const { t, i18n, operator } = useConsole();
  /** The decision's outcome (or why it was refused: decided meanwhile), shown over the order read again. */
  const [notice, setNotice] = useState<DecisionNotice | null>(null);
  const mayDecide = operator?.calls.includes('decideDispute') ?? false;

  const { detail, error, load } = useDetailLoad('tradeOrderDetail', { orderNo }, orderNo);

  const money = (n: number) => formatMoney(n, i18n.language);
  const time = (iso: string) => (iso ? formatTime(iso, i18n.language) : '—');

  if (!detail) return <DetailPending back={t('trade.back')} error={error} onBack={onBack} />;
  const { order, lines, dispute, payment } = detail;
  const party = (u: { name: string; userId: string; phone: string }) => [u.name, u.userId, u.phone].filter(Boolean).join(' · ');
  const address = order.address
    ? [`${order.address.name} · +${order.address.mobileCode} ${order.address.phone}`, [order.address.district, order.address.street, order.address.cityName].filter(Boolean).join(', '), order.address.landmark].filter(Boolean).join(' — ')
    : t('trade.pickup');
  const facts: Fact[] = [
    ['trade.facts.number', order.orderNo],
    ['trade.facts.buyer', party(order.buyer)],
    ['trade.facts.seller', party(order.seller)],
    ['trade.facts.goodsAmount', money(order.goodsAmount)],
    ['trade.facts.deliveryFee', money(order.deliveryFee)],
    ['trade.facts.total', money(order.total)],
    ['trade.facts.payMode', t(`trade.payModes.${order.payMode}`)],
    ['trade.facts.delivery', t(`trade.deliveries.${order.delivery}`)],
    ['trade.facts.address', address],
    ...(order.remark ? [['trade.facts.remark', order.remark] as Fact] : []),
    ...(order.courier || order.trackingNo ? [['trade.facts.parcel', [order.courier, order.trackingNo].filter(Boolean).join(' · ')] as Fact] : []),
    ['trade.facts.created', time(order.createdAt)],
    ['trade.facts.paid', time(order.paidAt)],
    ['trade.facts.shipped', time(order.shippedAt)],
    ...(order.receiveBy && order.state === TRADE_ORDER_STATE.shipped ? [['trade.facts.receiveBy', `${time(order.receiveBy)}${order.extended ? ` (${t('trade.extended')})` : ''}`] as Fact] : []),
    ...(order.completedAt ? [['trade.facts.completed', time(order.completedAt)] as Fact] : []),
    ...(order.closedAt ? [['trade.facts.closed', `${time(order.closedAt)} · ${t(`trade.closeReasons.${order.closeReason}`, { defaultValue: order.closeReason })}`] as Fact] : []),
    ...(order.closeNote ? [['trade.facts.closeNote', order.closeNote] as Fact] : []),
  ];

  return (
    <article className="detail wide trade-detail" aria-labelledby="trade-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('trade.back')}</button>
      <div className="detail-head"><TradeBadges order={order} /></div>
      <h2 id="trade-title">{t('trade.title', { orderNo: order.orderNo })}</h2>
      <dl className="facts">
        {facts.map(([k, value]) => <Fragment key={k}><dt>{t(k)}</dt><dd>{value}</dd></Fragment>)}
      </dl>

      <h3>{t('trade.lines')}</h3>
      <div className="table-wrap">
        <table className="table">
          <thead><tr><th>{t('trade.item')}</th><th>{t('trade.unitPrice')}</th><th>{t('trade.number')}</th></tr></thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.unusedItemId}>
                <td>{l.title}<div className="muted small mono">{l.unusedItemId}</div></td>
                <td className="nowrap">{money(l.price)}</td>
                <td>{l.number}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t('trade.payment')}</h3>
      {payment ? (
        <p>
          <Link href={`/orders?orderNo=${encodeURIComponent(payment.orderNo)}`} className="mono">{payment.orderNo}</Link>
          {' · '}{t(`money.states.${payment.state}`, { defaultValue: String(payment.state) })}
          {' · '}{money(payment.amount)}
          {payment.refundedAmount > 0 ? ` · ${t('trade.paymentRefunded', { amount: money(payment.refundedAmount) })}` : ''}
        </p>
      ) : <p className="muted">{t('trade.noPayment')}</p>}

      {dispute && (
        <>
          <h3>{t('trade.disputeTitle')}</h3>
          <dl className="facts">
            <dt>{t('trade.disputeReason')}</dt><dd className="event-reason">{dispute.reason}</dd>
            <dt>{t('trade.disputeOpened')}</dt><dd>{time(dispute.openedAt)}</dd>
            {dispute.decidedAt && <><dt>{t('trade.disputeDecided')}</dt><dd>{time(dispute.decidedAt)} · {dispute.operator} · {t(`trade.disputes.${dispute.status}`)}</dd></>}
          </dl>
        </>
      )}
      {notice && <p className={`notice ${notice.kind}`} role={notice.kind === 'ok' ? 'status' : 'alert'}>{refusalText(t, notice.key, { ...notice.values, amount: money(order.total) })}</p>}
      {mayDecide && dispute?.status === 'open' && order.state === TRADE_ORDER_STATE.shipped && (
        <DisputeForm key={dispute.openedAt} detail={detail} onDone={(n) => { setNotice(n); void load(); onChanged(); }} />
      )}

      <h3>{t('trade.history')}</h3>
      <TradeHistory events={detail.events} />
    </article>
  );
}
