// Closing goods orders (goods-context decisions; spec §4 "to be paid, to be shipped, shipped,
// completed, closed"): one conditional update from the state the caller read (`where state =
// <from>`), so of two closes, a close and a payment, or a close and a shipping only one wins and a
// repeat changes nothing. Before shipping the goods are still the seller's: their stock comes back
// (stock.ts giveBack, the only code that changes stock). A dispute decided "refund" closes a shipped
// order without it: the goods left.
import { TRADE_ORDER_STATE, type TradeOrderState } from '../../../src/contract/statuses.js';
import type { TradeCloseReason } from '../../../src/contract/types/goods-order.js';
import type { Queryable } from '../db/database.js';
import { giveBack } from './stock.js';
import { logTradeEvent, type TradeEventBy } from './trade-events.js';

/** Who is told of a closed order after the commit (notify.ts). */
export interface ClosedTradeOrder {
  orderNo: string;
  buyerId: string;
  sellerId: string;
}

export interface CloseTradeOrder {
  orderNo: string;
  /** The state the order must still be in. */
  from: TradeOrderState;
  reason: Exclude<TradeCloseReason, ''>;
  /** Why, as the buyer or seller wrote it ('' when none). */
  note: string;
  event: { kind: string; by: TradeEventBy; data?: Record<string, string | number> };
  stockBack: boolean;
  now: number;
}

/** Puts the pieces of `orderNo` back in stock. */
async function giveBackLines(tx: Queryable, orderNo: string): Promise<void> {
  const lines = await tx.query<{ listing_id: string; number: number }>(
    'select listing_id::text as listing_id, number from trade_order_lines where order_no = $1 order by listing_id', [orderNo]);
  for (const line of lines) await giveBack(tx, line.listing_id, Number(line.number));
}

/** Closes one order if it is still in `from`; null when it is not (closed, paid or shipped meanwhile). */
export async function closeTradeOrderInTx(tx: Queryable, c: CloseTradeOrder): Promise<ClosedTradeOrder | null> {
  const at = new Date(c.now);
  const [row] = await tx.query<{ order_no: string; buyer_id: string; seller_id: string }>(
    `update trade_orders set state = ${TRADE_ORDER_STATE.closed}, closed_at = $3, close_reason = $4, close_note = $5, updated_at = $3
     where order_no = $1 and state = $2 returning order_no, buyer_id, seller_id`,
    [c.orderNo, c.from, at, c.reason, c.note],
  );
  if (!row) return null;
  if (c.stockBack) await giveBackLines(tx, c.orderNo);
  await logTradeEvent(tx, c.orderNo, c.event.kind, c.event.by, c.now, c.event.data ?? {});
  return { orderNo: row.order_no, buyerId: row.buyer_id, sellerId: row.seller_id };
}

/**
 * Closes every goods order of payment order `paymentOrderNo` still to be paid: its expiry
 * ('expired', payments' reconciliation) or the buyer's cancel of one of them (the payment order
 * pays them together, so they go together: the screen says so). Stock back, an event each. Runs in
 * the caller's transaction; the orders closed, for notifyTradeMove after the commit.
 */
export async function closeUnpaidOfPayment(
  tx: Queryable, paymentOrderNo: string, reason: 'expired' | 'buyerCancelled', now: number,
): Promise<ClosedTradeOrder[]> {
  const rows = await tx.query<{ order_no: string }>(
    `select order_no from trade_orders where payment_order_no = $1 and state = ${TRADE_ORDER_STATE.toBePaid} order by order_no for update`,
    [paymentOrderNo],
  );
  const event = reason === 'expired' ? { kind: 'expired', by: 'system' as const } : { kind: 'cancel', by: 'buyer' as const };
  const closed: ClosedTradeOrder[] = [];
  for (const { order_no } of rows) {
    const done = await closeTradeOrderInTx(tx, { orderNo: order_no, from: TRADE_ORDER_STATE.toBePaid, reason, note: '', event, stockBack: true, now });
    if (done) closed.push(done);
  }
  return closed;
}
