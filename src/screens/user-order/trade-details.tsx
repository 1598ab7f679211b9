// /usercenter/order/details?orderNo=go… (spec §2 usercenter/order details; §4 trade order states
// and delivery actions): a goods order as the caller's side sees it — the state with what happens
// next and when (pay before, completes by itself on), the address or the pickup, the lines and the
// amounts, the message to the seller, the courier and tracking number, the dispute, the history
// (trade-timeline.ts), the moves (trade-card.tsx TradeMoveBar, use-trade-moves.tsx), paying it
// (trade-pay.tsx), and a chat with the other side. A move of the other side (the queue's
// TRADE_ORDER_EVENT) reads the order again in place.
import { useEffect, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import { SESSION_TYPE, TRADE_ORDER_STATE } from '../../contract/statuses.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { LoadError } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { chatHref } from '../message/chat-href.js';
import { useOrderActionsStyle } from './order-actions.js';
import { Missing } from './order-loader.js';
import { TradeLines, TradeMoveBar, useTradeCardStyle } from './trade-card.js';
import { TradePay } from './trade-pay.js';
import { timelineText } from './trade-timeline.js';
import { moveButtons, tradeStateName, tradeStateView } from './trade-view.js';
import { useTradeEvents } from './use-trade-events.js';
import { useTradeMoves } from './use-trade-moves.js';

const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

const CSS =
  '.mkt-tstate{background:#fff7ed}' +
  '.mkt-tstate p{margin:6px 0 0}' +
  '.mkt-tleft{font-weight:600;color:#7a4100;font-variant-numeric:tabular-nums}' +
  '.mkt-ttrack{display:flex;align-items:center;gap:8px;justify-content:flex-end;flex-wrap:wrap}' +
  '.mkt-ttrack .mkt-btn{min-height:40px;padding:0 12px;font-size:14px}' +
  '.mkt-timeline{margin:0;padding:0 0 0 14px;list-style:none;border-left:2px solid #e4e4ea}' +
  '.mkt-timeline li{position:relative;padding:0 0 12px 8px;display:flex;flex-direction:column;gap:2px;font-size:14px;line-height:1.4;overflow-wrap:anywhere}' +
  '.mkt-timeline li:before{content:"";position:absolute;left:-20px;top:5px;width:10px;height:10px;border-radius:50%;background:#c4c4cc}' +
  '.mkt-timeline li:last-child:before{background:var(--mkt-accent)}' +
  '.mkt-timeline li:last-child{padding-bottom:0}' +
  '.mkt-tdetails .mkt-morder-actions{margin:12px 0 0;padding:0 12px}' +
  '.mkt-tdetails .mkt-morder-actions .mkt-btn{flex:1 1 auto}' +
  '.mkt-tparty{display:flex;align-items:center;justify-content:space-between;gap:8px 12px;flex-wrap:wrap}' +
  '.mkt-tparty-name{display:flex;flex-direction:column;gap:2px;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-tparty .mkt-btn{min-height:40px;padding:0 14px;font-size:14px}' +
  '.mkt-tdetails{padding-bottom:16px}';

/** The order, read again silently when the other side moves it. */
export function TradeDetails({ orderNo }: { orderNo: string }) {
  const lang = useLanguage();
  const { api } = useServices();
  const call = useCall(GOODS_ORDER_ENDPOINTS.getTradeOrder, { orderNo }, `${orderNo}:${lang}`, INLINE);
  const reread = () => {
    void api.call(GOODS_ORDER_ENDPOINTS.getTradeOrder, { orderNo }, { silent: true }).then((reply) => {
      const next = reply.code === 200 ? reply.customData : null;
      if (next) call.patch(() => next);
    });
  };
  useTradeEvents((moved) => moved === orderNo && reread(), reread);
  const t = useT();
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return INLINE.includes(call.state.code) ? <Missing /> : <LoadError retry={call.retry} />;
  return <TradeView order={call.state.data} onChanged={(next) => call.patch(() => next)} />;
}

function TradeView({ order, onChanged }: { order: TradeOrder; onChanged(next: TradeOrder): void }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  useStyle('trade-details', CSS);
  useTradeCardStyle();
  useOrderActionsStyle();
  const moves = useTradeMoves(onChanged, () => document.getElementById('mkt-trade-pay')?.focus());
  const adjust = order.total - order.goodsAmount - order.deliveryFee;
  const payable = moveButtons(order.side, order).some((b) => b.move === 'pay') && order.paymentOrderNo !== '';
  return (
    <div className="mkt-tdetails" data-order-no={order.orderNo} data-state={order.state} data-side={order.side}>
      <StateHeader order={order} />
      <Party order={order} />
      <Where order={order} />
      <section className="mkt-mcard" aria-labelledby="mkt-tgoods">
        <h2 id="mkt-tgoods">{t('tradeOrder.details.goods')}</h2>
        <TradeLines order={order} />
        <dl className="mkt-dl" style={{ marginTop: '12px' }}>
          <dt>{t('tradeOrder.details.goodsAmount')}</dt><dd>{money(order.goodsAmount)}</dd>
          <dt>{t('tradeOrder.details.deliveryFee')}</dt><dd>{money(order.deliveryFee)}</dd>
          {adjust !== 0 && (<><dt>{t('tradeOrder.details.priceChange')}</dt><dd data-adjust={adjust}>{adjust > 0 ? '+' : '−'}{money(Math.abs(adjust))}</dd></>)}
          <dt className="mkt-dl-total">{t('tradeOrder.details.total')}</dt><dd className="mkt-dl-total" data-total={order.total}>{money(order.total)}</dd>
          <dt>{t('tradeOrder.details.payMode')}</dt><dd>{t(order.payMode === 'online' ? 'tradeOrder.details.online' : 'tradeOrder.details.onDelivery')}</dd>
          <dt>{t('tradeOrder.details.created')}</dt><dd>{formatTime(order.createTime, lang)}</dd>
        </dl>
        <p className="mkt-muted" style={{ marginTop: '8px' }}>{t('tradeOrder.details.orderNo', { orderNo: order.orderNo })}</p>
      </section>
      {order.remark && (
        <section className="mkt-mcard" aria-labelledby="mkt-tremark">
          <h2 id="mkt-tremark">{t('tradeOrder.details.remark')}</h2>
          <p data-remark>{order.remark}</p>
        </section>
      )}
      <Shipping order={order} />
      {order.dispute && (
        <section className="mkt-mcard" aria-labelledby="mkt-tdispute" data-dispute={order.dispute.status}>
          <h2 id="mkt-tdispute">{t('tradeOrder.details.dispute')}</h2>
          <p>{order.dispute.reason}</p>
          <p className="mkt-muted">{formatTime(order.dispute.openedAt, lang)}</p>
        </section>
      )}
      {payable && <TradePay order={order} />}
      <Timeline order={order} />
      <TradeMoveBar order={order} moves={moves} without="pay" />
      {moves.dialog}
    </div>
  );
}

/** Seconds-precise clock while a deadline is near (the pay-before countdown). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const clock = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** What the state means for the caller's side, and what happens next and when. */
export function nextStepKey(o: Pick<TradeOrder, 'state' | 'side' | 'payMode' | 'delivery' | 'dispute'>): MessageKey {
  const buy = o.side === 'buy';
  if (o.dispute?.status === 'open') return buy ? 'tradeOrder.next.disputeBuy' : 'tradeOrder.next.disputeSale';
  switch (o.state) {
    case TRADE_ORDER_STATE.toBePaid: return buy ? 'tradeOrder.next.buyPay' : 'tradeOrder.next.salePay';
    case TRADE_ORDER_STATE.toBeShipped:
      if (buy) return o.payMode === 'onDelivery' ? 'tradeOrder.next.buyShipCash' : 'tradeOrder.next.buyShip';
      if (o.delivery === 'pickup') return 'tradeOrder.next.saleShipPickup';
      return o.payMode === 'onDelivery' ? 'tradeOrder.next.saleShipCash' : 'tradeOrder.next.saleShip';
    case TRADE_ORDER_STATE.shipped: return buy ? 'tradeOrder.next.buyShipped' : 'tradeOrder.next.saleShipped';
    case TRADE_ORDER_STATE.completed: return 'tradeOrder.next.completed';
    default: return 'tradeOrder.next.closed';
  }
}

function StateHeader({ order }: { order: TradeOrder }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const paying = order.state === TRADE_ORDER_STATE.toBePaid && order.payBy !== '';
  const now = useNow(paying);
  const left = paying ? Date.parse(order.payBy) - now : 0;
  const name = tradeStateName(order.state);
  return (
    <section className="mkt-mcard mkt-tstate" aria-labelledby="mkt-tstate" data-trade-state={name}>
      <h2 id="mkt-tstate">{t(tradeStateView(order).label)}</h2>
      <p data-next>
        {t(nextStepKey(order), {
          time: order.payBy ? formatTime(order.payBy, lang) : '',
          date: order.receiveBy ? formatTime(order.receiveBy, lang, false) : '',
          amount: money(order.total),
        })}
      </p>
      {paying && left > 0 && <p className="mkt-tleft" role="timer" data-left>{t('tradeOrder.next.left', { time: clock(left) })}</p>}
      {order.closeReason && <p className="mkt-muted" data-close-reason={order.closeReason}>{t(`tradeOrder.closeReason.${order.closeReason}`)}</p>}
    </section>
  );
}

/** The other side, and the way to write to them. */
function Party({ order }: { order: TradeOrder }) {
  const t = useT();
  const buy = order.side === 'buy';
  return (
    <section className="mkt-mcard mkt-tparty" aria-label={t(buy ? 'tradeOrder.seller' : 'tradeOrder.buyer')}>
      <span className="mkt-tparty-name">
        <span className="mkt-muted">{t(buy ? 'tradeOrder.seller' : 'tradeOrder.buyer')}</span>
        <strong data-party>{buy ? order.sellerName : order.buyerName}</strong>
      </span>
      <Chat order={order} />
    </section>
  );
}

function Where({ order }: { order: TradeOrder }) {
  const t = useT();
  const a = order.address;
  if (order.delivery === 'pickup' || !a) {
    return (
      <section className="mkt-mcard" aria-labelledby="mkt-twhere" data-delivery="pickup">
        <h2 id="mkt-twhere">{t('tradeOrder.details.pickup')}</h2>
        <p>{t('tradeOrder.details.pickupText')}</p>
      </section>
    );
  }
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-twhere" data-delivery="delivery">
      <h2 id="mkt-twhere">{t('tradeOrder.details.address')}</h2>
      <p><strong>{a.name}</strong> <span dir="ltr">+{a.mobileCode}{'\u00a0'}{a.phone}</span></p>
      <p>{[a.street, a.district, a.cityName].filter(Boolean).join(', ')}</p>
      {a.landmark && <p className="mkt-muted">{t('tradeOrder.details.landmark', { landmark: a.landmark })}</p>}
    </section>
  );
}

function Shipping({ order }: { order: TradeOrder }) {
  const t = useT();
  const { dialogs } = useShell();
  if (!order.courier && !order.trackingNo) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.trackingNo);
      dialogs.toast(t('tradeOrder.details.copied'));
    } catch {
      // No clipboard (an insecure context): the number stays selectable on the page.
    }
  };
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-tship">
      <h2 id="mkt-tship">{t('tradeOrder.details.shipping')}</h2>
      <dl className="mkt-dl">
        {order.courier && (<><dt>{t('tradeOrder.details.courier')}</dt><dd data-courier>{order.courier}</dd></>)}
        {order.trackingNo && (
          <>
            <dt>{t('tradeOrder.details.trackingNo')}</dt>
            <dd className="mkt-ttrack">
              <span data-tracking>{order.trackingNo}</span>
              <button type="button" className="mkt-btn mkt-btn-ghost" data-action="copy-tracking" onClick={() => void copy()}
                aria-label={`${t('tradeOrder.details.copy')} ${t('tradeOrder.details.trackingNo')}`}>{t('tradeOrder.details.copy')}</button>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Timeline({ order }: { order: TradeOrder }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  if (order.events.length === 0) return null;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-ttimeline">
      <h2 id="mkt-ttimeline">{t('tradeOrder.details.timeline')}</h2>
      <ol className="mkt-timeline">
        {order.events.map((e, i) => (
          <li key={`${e.at}:${i}`} data-event={e.kind}>
            <span>{timelineText(e, t, money)}</span>
            <span className="mkt-muted">{formatTime(e.at, lang)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The other side's chat (spec §2 "Chat start opens /message/chat with otherUserMq, …, sessionType 0"). */
function Chat({ order }: { order: TradeOrder }) {
  const t = useT();
  const { api } = useServices();
  const { navigate } = useShell();
  const [busy, setBusy] = useState(false);
  const buy = order.side === 'buy';
  const open = async () => {
    setBusy(true);
    try {
      // The order names the other side by id; its queue name and picture are its public profile's.
      const reply = await api.call(USERCENTER_ENDPOINTS.showMeInfo, { userId: buy ? order.sellerId : order.buyerId });
      const other = reply.code === 200 ? reply.customData : null;
      if (!other) return;
      navigate(chatHref({
        otherUserMq: other.userMq, otherUserAvatarPath: other.avatarPath,
        otherUserPetName: (buy ? order.sellerName : order.buyerName) || other.entName || other.petName, sessionType: SESSION_TYPE.user,
      }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="mkt-btn mkt-btn-ghost" data-action="chat" disabled={busy} aria-busy={busy || undefined} onClick={() => void open()}>
      {t(buy ? 'tradeOrder.details.chatSeller' : 'tradeOrder.details.chatBuyer')}
    </button>
  );
}
