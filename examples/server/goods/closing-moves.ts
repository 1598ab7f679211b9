// Closing an order before the goods leave (contract/trade-moves.ts cancel for the buyer, close for
// the seller; goods-context decisions):
// - to be paid: the buyer's cancel cancels the whole payment order through the payments' own
//   cancel (payments/order-removal.ts: refused while an attempt is pending at the provider), and so
//   closes every order it paid for (the screen says so). The seller's close takes only their
//   order out: the payment order is recomputed for the others (payment-amounts.ts), or cancelled
//   when none is left.
// - to be shipped: closed, and if it was paid online its total goes back (refund.ts: through the
//   provider, or recorded as due for an operator); closed 'refunded' then.
// Either way the pieces go back in stock (close.ts).
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { TradeMove } from '../../../src/contract/trade-moves.js';
import { closeTradeSchema } from '../../../src/contract/validation/goods-order.js';
import type { Queryable } from '../db/database.js';
import type { Handler, RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { askProvider, cancelInTx } from '../payments/order-removal.js';
import { requireUser } from '../usercenter/caller.js';
import { closeTradeOrderInTx, closeUnpaidOfPayment } from './close.js';
import { moveRefused, runTradeMove, type LockedTradeOrder } from './move-runner.js';
import type { TradeNotice } from './notify.js';
import { refuseWhilePending, repricePaymentOrder } from './payment-amounts.js';
import { refundTradeOrder } from './refund.js';

const { toBePaid, toBeShipped } = TRADE_ORDER_STATE;

type Closing = Extract<TradeMove, 'cancel' | 'close'>;

interface CloseInput {
  move: Closing;
  orderNo: string;
  reason: string;
  neverMade: readonly string[];
}

const BY = { cancel: 'buyer', close: 'seller' } as const;

/** To be paid, buyer: the payment order and all its orders (the buyer's reason on the one cancelled). */
async function cancelUnpaid(tx: Queryable, o: LockedTradeOrder, c: CloseInput, now: number, paymentOrderNo: string): Promise<TradeNotice[]> {
  const closed = await closeUnpaidOfPayment(tx, paymentOrderNo, 'buyerCancelled', now);
  if (!closed.some((x) => x.orderNo === o.order_no)) throw moveRefused();
  await tx.query('update trade_orders set close_note = $2 where order_no = $1', [o.order_no, c.reason]);
  await cancelInTx(tx, paymentOrderNo, o.buyer_id, c.neverMade, now);
  return closed.map((x) => ({ orderNo: x.orderNo, kind: 'cancel' as const, ...(x.orderNo === o.order_no ? { reason: c.reason } : {}) }));
}

/** To be paid, seller: this order out of its payment order. */
async function closeUnpaid(tx: Queryable, o: LockedTradeOrder, c: CloseInput, now: number, paymentOrderNo: string): Promise<TradeNotice[]> {
  await refuseWhilePending(tx, paymentOrderNo, c.neverMade);
  const done = await closeTradeOrderInTx(tx, {
    orderNo: o.order_no, from: toBePaid, reason: 'sellerClosed', note: c.reason, event: { kind: 'close', by: 'seller', data: c.reason ? { reason: c.reason } : {} }, stockBack: true, now,
  });
  if (!done) throw moveRefused();
  const [left] = await tx.query(`select 1 from trade_orders where payment_order_no = $1 and state = ${toBePaid} limit 1`, [paymentOrderNo]);
  if (left) await repricePaymentOrder(tx, paymentOrderNo, 'orderNo');
  else await cancelInTx(tx, paymentOrderNo, o.buyer_id, c.neverMade, now);
  return [{ orderNo: o.order_no, kind: 'close', reason: c.reason }];
}

/** To be shipped (or to be paid with no payment order): closed, refunded when paid online. */
async function closeBeforeShipping(tx: Queryable, ctx: RequestContext, o: LockedTradeOrder, c: CloseInput, now: number): Promise<TradeNotice[]> {
  const paid = o.state === toBeShipped && o.paid;
  const by = BY[c.move];
  const done = await closeTradeOrderInTx(tx, {
    orderNo: o.order_no, from: o.state, reason: paid ? 'refunded' : c.move === 'cancel' ? 'buyerCancelled' : 'sellerClosed', note: c.reason,
    event: { kind: c.move, by, data: c.reason ? { reason: c.reason } : {} }, stockBack: true, now,
  });
  if (!done) throw moveRefused();
  if (paid) await refundTradeOrder(tx, ctx.services, { orderNo: o.order_no, by, reason: c.reason || c.move, now });
  return [{ orderNo: o.order_no, kind: c.move, reason: c.reason }];
}

async function closing(ctx: RequestContext, input: unknown, move: Closing) {
  const me = requireUser(ctx);
  const req = parseInput(closeTradeSchema, input);
  const reason = req.reason.trim();
  const [pre] = await ctx.db.query<{ payment_order_no: string | null; buyer_id: string; seller_id: string; state: number }>(
    'select payment_order_no, buyer_id, seller_id, state from trade_orders where order_no = $1', [req.orderNo]);
  // Asked before the lock, as the payments' cancel does: a payment the provider accepted is
  // delivered first (the order is then paid, and refunded by this close).
  const mine = pre && (move === 'cancel' ? pre.buyer_id : pre.seller_id) === me;
  const neverMade = mine && pre.payment_order_no && Number(pre.state) === toBePaid ? await askProvider(ctx, pre.payment_order_no) : [];
  const c: CloseInput = { move, orderNo: req.orderNo, reason, neverMade };
  return runTradeMove(ctx, me, req.orderNo, move, async ({ tx, order, now }) => {
    if (order.state === toBePaid && order.payment_order_no) {
      return move === 'cancel' ? cancelUnpaid(tx, order, c, now, order.payment_order_no) : closeUnpaid(tx, order, c, now, order.payment_order_no);
    }
    return closeBeforeShipping(tx, ctx, order, c, now);
  });
}

export const cancelTradeOrder: Handler = (input, ctx) => closing(ctx, input, 'cancel');
export const closeTradeOrder: Handler = (input, ctx) => closing(ctx, input, 'close');
