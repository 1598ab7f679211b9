// One order whole, as a cashier answers a payer's question about it: the order and its payer,
// every attempt at the provider, the remittance proof, the refunds, the journal of everything the
// provider said and we did (order-journal.tsx), and the refund form (refund-form.tsx) while money
// is left to pay back.
import { Fragment, useState } from 'react';
import { DetailPending, useDetailLoad } from '../ui/detail-load.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { textIn } from '../ui/money.js';
import { useConsole } from '../use-console.js';
import { OrderJournal } from './order-journal.js';
import { OrderBadges } from './order-badges.js';
import { RefundForm } from './refund-form.js';

export function OrderDetailPane({ orderNo, onBack, onChanged }: { orderNo: string; onBack(): void; onChanged(): void }) {
  const { t, i18n, operator } = useConsole();
  /** The last refund's confirmation, shown above the form (which starts afresh). */
  const [done, setDone] = useState('');
  const mayRefund = operator?.calls.includes('refundOrder') ?? false;

  const { detail, error, load } = useDetailLoad('orderDetail', { orderNo }, orderNo);

  const money = (n: number) => formatMoney(n, i18n.language);
  const time = (iso: string) => (iso ? formatTime(iso, i18n.language) : '—');

  if (!detail) return <DetailPending back={t('orders.back')} error={error} onBack={onBack} />;
  const { order, attempts, remittance, refunds } = detail;
  const facts: [string, string][] = [
    ['orders.number', order.orderNo],
    ['orders.payer', [order.user.name, order.user.userId].filter(Boolean).join(' · ')],
    ['orders.phone', order.user.phone || '—'],
    ['orders.what', `${t(`money.kinds.${order.kind}`, { defaultValue: order.kind })}${order.validDays > 0 ? ` · ${t('orders.days', { count: order.validDays })}` : ''}`],
    ['orders.method', t(`money.payTypes.${order.payType}`, { defaultValue: String(order.payType) })],
    ['orders.listAmount', money(order.listAmount)],
    ...(order.discount > 0 ? [['orders.discount', `− ${money(order.discount)}${order.couponId ? ` (${order.couponId})` : ''}`] as [string, string]] : []),
    ['orders.amount', money(order.amount)],
    ['orders.refundedAmount', money(order.refundedAmount)],
    ['orders.created', time(order.createdAt)],
    ['orders.expires', time(order.expiresAt)],
    ['orders.paid', time(order.paidAt)],
    ['orders.delivered', time(order.deliveredAt)],
    ...(order.serviceId ? [['orders.listing', order.serviceId] as [string, string]] : []),
    ...(order.failReason ? [['orders.failReason', t(`orders.failReasons.${order.failReason}`, { defaultValue: order.failReason })] as [string, string]] : []),
  ];

  return (
    <article className="detail wide order-detail" aria-labelledby="order-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('orders.back')}</button>
      <div className="detail-head"><OrderBadges order={order} /></div>
      <h2 id="order-title">{textIn(order.titles, i18n.language)}</h2>
      <dl className="facts">
        {facts.map(([k, value]) => <Fragment key={k}><dt>{t(k)}</dt><dd>{value}</dd></Fragment>)}
      </dl>

      <h3>{t('orders.attempts')}</h3>
      {attempts.length === 0 ? <p className="muted">{t('orders.noAttempts')}</p> : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr><th>{t('orders.transaction')}</th><th>{t('orders.attemptStatus')}</th><th>{t('orders.amount')}</th><th>{t('orders.payMethod')}</th><th>{t('orders.created')}</th><th>{t('orders.checks')}</th></tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.transactionId}>
                  <td className="mono">{a.transactionId}<div className="muted small">{a.provider}</div></td>
                  <td><span className={`badge attempt-${a.status}`}>{t(`money.attempts.${a.status}`, { defaultValue: a.status })}</span></td>
                  <td className="nowrap">{money(a.amount)}{a.currency !== 'XOF' ? ` ${a.currency}` : ''}</td>
                  <td>{a.method || '—'}</td>
                  <td className="nowrap">{time(a.createdAt)}</td>
                  <td>{a.checks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {remittance && (
        <>
          <h3>{t('orders.remittance')}</h3>
          <div className="proof">
            {remittance.voucherUrl && (
              <a href={remittance.voucherUrl} target="_blank" rel="noopener noreferrer" aria-label={t('remittances.openProof')}>
                <img src={remittance.voucherUrl} alt={t('remittances.proof')} loading="lazy" />
              </a>
            )}
            <dl className="facts">
              <dt>{t('remittances.status')}</dt><dd>{t(`money.remittance.${remittance.status}`)}</dd>
              <dt>{t('remittances.sent')}</dt><dd>{time(remittance.submittedAt)}</dd>
              <dt>{t('remittances.remark')}</dt><dd>{remittance.remark || '—'}</dd>
              {remittance.decidedAt && <><dt>{t('remittances.decided')}</dt><dd>{time(remittance.decidedAt)} · {remittance.operator}</dd></>}
              {remittance.reason && <><dt>{t('remittances.reasonShown')}</dt><dd>{remittance.reason}</dd></>}
            </dl>
          </div>
        </>
      )}

      <h3>{t('orders.refunds')}</h3>
      {refunds.length === 0 ? <p className="muted">{t('orders.noRefunds')}</p> : (
        <ul className="refund-list">
          {refunds.map((r, i) => (
            <li key={i}>
              <strong>{money(r.amount)}</strong> · {t(`orders.refundModes.${r.mode}`)}{r.reference ? ` · ${r.reference}` : ''}
              <div className="muted small">{time(r.at)} · {r.operator} · {r.reason}</div>
            </li>
          ))}
        </ul>
      )}
      {done && <p className="notice ok" role="status">{done}</p>}
      {mayRefund && detail.refundable > 0 && (
        <RefundForm key={order.refundedAmount} detail={detail} onDone={(text) => { setDone(text); void load(); onChanged(); }} />
      )}

      <h3>{t('orders.journal')}</h3>
      <OrderJournal events={detail.events} />
    </article>
  );
}
