// /usercenter/order/details?orderNo=…[&from=…] (spec §2 usercenter/order details; §4 order states,
// payment methods, order actions): the order as the server keeps it — what it buys, its state, the
// list price, the coupon and the amount the server computed, the method and the times, every
// attempt at paying it (order-attempts.tsx) — and what can be done with it now: pay a waiting order
// (again, or another way), send the proof of a bank transfer or offline payment, remove it (cancel,
// after a confirm), see the listing it is about, buy again after it failed, delete a finished one
// from the lists (order-actions.tsx; the record itself stays with the marketplace).
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { ORDER_STATE, PAYMENT_METHOD } from '../../contract/statuses.js';
import type { Order } from '../../contract/types/payment.js';
import { TRADE_ORDER_NO_PATTERN } from '../../contract/validation/goods-order.js';
import { ORDER_NO_PATTERN } from '../../contract/validation/money-reads.js';
import { IDENTITIES, modulePath } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { MethodChoice } from '../kit/money/method-choice.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { KIND_NAMES, OrderStateBadge } from '../kit/money/order-states.js';
import { isOnlineMethod, payMethodOf, payTypeName } from '../kit/money/pay-methods.js';
import { returnPageOf, returnPathOf, safeFrom, storeOf } from '../kit/money/purchase-origin.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { orderActions, useOrderActionsStyle, useOrderChanges } from './order-actions.js';
import { OrderAttempts } from './order-attempts.js';
import { ORDERS_PATH, remittanceHref, SERVICE_ORDERS_PATH } from './order-links.js';
import { Missing, OrderLoader, paidByProof } from './order-loader.js';
import { RemittanceInfo } from './remittance-info.js';
import { TradeDetails } from './trade-details.js';


export function OrderDetailsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const orderNo = (query.get('orderNo') ?? '').trim();
  const from = safeFrom(query.get('from'));
  return (
    <AccountFrame title={t('money.order.title')} fallback={ORDERS_PATH} className="mkt-money mkt-order">
      {/* Goods orders ('go', contract TRADE_ORDER_PREFIX) have their own details: trade-details.tsx. */}
      {TRADE_ORDER_NO_PATTERN.test(orderNo) ? <TradeDetails key={orderNo} orderNo={orderNo} />
        : ORDER_NO_PATTERN.test(orderNo) ? <Details key={orderNo} orderNo={orderNo} from={from} /> : <Missing />}
    </AccountFrame>
  );
}

function Details({ orderNo, from }: { orderNo: string; from: string }) {
  return <OrderLoader orderNo={orderNo}>{(order, reload) => <OrderView order={order} from={from} reload={reload} />}</OrderLoader>;
}

function OrderView({ order, from, reload }: { order: Order; from: string; reload: () => void }) {
  const t = useT();
  const waiting = order.state === ORDER_STATE.waitPay;
  const remit = paidByProof(order.payType);
  return (
    <>
      <Summary order={order} />
      {order.remittance && <Proof order={order} />}
      <OrderAttempts order={order} />
      {/* How to pay and the proof's upload, until a proof waits for an operator (or was confirmed). */}
      {waiting && remit && order.remittance?.status !== 'submitted' && order.remittance?.status !== 'confirmed' && (
        <>
          <RemittanceInfo payType={order.payType} amount={order.amount} orderNo={order.orderNo} />
          <div className="mkt-mactions mkt-mpad">
            <Link href={remittanceHref(order.orderNo, from)} className="mkt-btn" data-action="remittance">{t('money.remit.send')}</Link>
          </div>
        </>
      )}
      {waiting && <PayAgain order={order} from={from} reload={reload} />}
      <Actions order={order} from={from} reload={reload} />
    </>
  );
}

function Summary({ order }: { order: Order }) {
  const t = useT();
  const lang = useLanguage();
  const { money, discount } = useMoney();
  const method = payTypeName(order.payType);
  const item = order.items[0];
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-order-title" data-order-no={order.orderNo} data-state={order.state}>
      <div className="mkt-mhead">
        <span className="mkt-muted">{t(KIND_NAMES[order.kind])}</span>
        <OrderStateBadge state={order.state} failReason={order.failReason} />
      </div>
      <h2 id="mkt-order-title">{order.title}</h2>
      <p className="mkt-muted mkt-orderno">{t('money.order.numberIs', { orderNo: order.orderNo })}</p>
      <dl className="mkt-dl">
        {item && item.validDays > 0 && (<><dt>{t('money.order.lasts')}</dt><dd>{t('money.vas.days', { count: item.validDays })}</dd></>)}
        <dt>{t('money.order.listPrice')}</dt>
        <dd>{money(order.listAmount)}</dd>
        {order.coupon && (<><dt>{order.coupon.name || t('money.pay.coupon')}</dt><dd>{discount(order.discount)}</dd></>)}
        <dt className="mkt-dl-total">{t(order.state === ORDER_STATE.paid ? 'money.order.paidAmount' : 'money.pay.toPay')}</dt>
        <dd className="mkt-dl-total" data-amount={order.amount}>{money(order.amount)}</dd>
        {method && (<><dt>{t('money.order.method')}</dt><dd>{t(method)}</dd></>)}
        <dt>{t('money.order.created')}</dt>
        <dd>{formatTime(order.createTime, lang)}</dd>
        {order.state === ORDER_STATE.waitPay && (<><dt>{t('money.order.expires')}</dt><dd>{formatTime(order.expiresAt, lang)}</dd></>)}
        {order.paidAt && (<><dt>{t('money.order.paidAt')}</dt><dd>{formatTime(order.paidAt, lang)}</dd></>)}
      </dl>
      {order.failReason === 'declined' && <p className="mkt-mnote mkt-mnote-bad" role="note">{t('money.order.declinedNote')}</p>}
      {order.failReason === 'expired' && <p className="mkt-mnote mkt-mnote-bad" role="note">{t('errors.orderExpired')}</p>}
      {order.failReason === 'cancelled' && <p className="mkt-mnote" role="note">{t('money.order.cancelledNote')}</p>}
    </section>
  );
}

/** The proof of a bank or offline payment and the operator's decision. */
function Proof({ order }: { order: Order }) {
  const t = useT();
  const lang = useLanguage();
  const r = order.remittance!;
  const tone = r.status === 'confirmed' ? 'ok' : r.status === 'rejected' ? 'bad' : 'wait';
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-proof" data-remittance={r.status}>
      <div className="mkt-mhead">
        <h2 id="mkt-proof">{t('money.remit.proof')}</h2>
        <span className="mkt-mbadge" data-tone={tone}>{t(`money.remit.status.${r.status}`)}</span>
      </div>
      <dl className="mkt-dl">
        <dt>{t('money.remit.sentAt')}</dt>
        <dd>{formatTime(r.submittedAt, lang)}</dd>
        {r.remark && (<><dt>{t('money.remit.note')}</dt><dd>{r.remark}</dd></>)}
        {r.reason && (<><dt>{t('money.remit.reason')}</dt><dd>{r.reason}</dd></>)}
      </dl>
    </section>
  );
}

/** A waiting order paid again: the same method at once, or another one (spec §7 orderListPayment). */
function PayAgain({ order, from, reload }: { order: Order; from: string; reload(): void }) {
  const t = useT();
  const { api, media } = useServices();
  const [payType, setPayType] = useState<number>(payMethodOf(order.payType) ? order.payType : PAYMENT_METHOD.mobileMoney);
  const [busy, setBusy] = useState(false);
  const changing = payType !== order.payType;
  // A bank or offline order keeps its method unless the payer picks another one.
  if (!isOnlineMethod(order.payType) && !changing && order.remittance?.status === 'submitted') return null;
  const pay = async () => {
    setBusy(true);
    const reply = await api.call(PAYMENT_ENDPOINTS.orderListPayment, {
      orderNos: [order.orderNo], payType, returnUrl: media(returnPathOf(returnPageOf(order.kind), from)),
    });
    setBusy(false);
    if (reply.code !== 200 || !reply.customData) return;
    if (reply.customData.payUrl) window.location.assign(reply.customData.payUrl);
    // Now a bank or offline order: the order read again shows how to pay.
    else reload();
  };
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-pay-again">
      <h2 id="mkt-pay-again">{t('money.order.payNow')}</h2>
      <MethodChoice value={payType} onChange={setPayType} />
      <div className="mkt-mactions">
        <button type="button" className="mkt-btn mkt-submit" disabled={busy || (!changing && !isOnlineMethod(payType))} aria-busy={busy || undefined}
          data-action="pay-order" onClick={() => void pay()}>
          {isOnlineMethod(payType) ? t('money.order.payAmount') : t('money.order.useMethod')}
        </button>
      </div>
    </section>
  );
}

/** The listing an order is about, buying again after a failure, remove and delete (spec §4 order actions). */
function Actions({ order, from, reload }: { order: Order; from: string; reload(): void }) {
  const t = useT();
  const { navigate } = useShell();
  const changes = useOrderChanges();
  useOrderActionsStyle();
  const offered = orderActions(order);
  const busy = changes.busy === order.orderNo;
  const module = order.moduleId ? Object.values(IDENTITIES).find((m) => m.moduleId === order.moduleId) : undefined;
  const links: { key: string; href: string; label: string }[] = [];
  if (module && order.serviceId) {
    links.push({ key: 'view', href: `${modulePath(module, 'publishDetails')}?serviceId=${encodeURIComponent(order.serviceId)}`, label: t('money.order.viewListing') });
    links.push({ key: 'manage', href: `/common/publishManage?moduleId=${module.moduleId}`, label: t('money.order.manage') });
  }
  if (order.state === ORDER_STATE.failed) links.push({ key: 'buy-again', href: storeOf(order.kind, from, order.moduleId), label: t('money.result.buyAgain') });
  const remove = async () => {
    if (await changes.remove(order)) reload();
  };
  const del = async () => {
    if (await changes.delete(order)) navigate(SERVICE_ORDERS_PATH, { replace: true });
  };
  if (links.length === 0 && !offered.includes('remove') && !offered.includes('delete')) return null;
  return (
    <div className="mkt-mactions mkt-mpad">
      {links.map((l, i) => (
        <Fragment key={l.key}>
          <Link href={l.href} className={i === 0 && l.key === 'buy-again' ? 'mkt-btn' : 'mkt-btn mkt-btn-ghost'} data-action={l.key}>{l.label}</Link>
        </Fragment>
      ))}
      {offered.includes('remove') && (
        <button type="button" className="mkt-btn mkt-btn-ghost" data-action="remove" disabled={busy} aria-busy={busy || undefined} onClick={() => void remove()}>
          {t('money.order.remove')}
        </button>
      )}
      {offered.includes('delete') && (
        <button type="button" className="mkt-btn mkt-btn-ghost" data-action="delete" disabled={busy} aria-busy={busy || undefined} onClick={() => void del()}>
          {t('money.order.delete')}
        </button>
      )}
    </div>
  );
}
