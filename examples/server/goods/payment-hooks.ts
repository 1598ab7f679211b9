// Where the payments code meets goods orders (goods-context decisions): a goods payment order
// (orders kind 'goods') pays the checkout's online orders together, so what happens to it happens
// to them. Paid: GRANTS.goods (payments/grants.ts) moves them to be shipped in the delivery's
// transaction, and tellGoodsPaid tells each seller after the commit (payments/settle.ts). Failed
// (expired by the reconciliation, cancelled by the payer): closeGoodsOfFailedOrder closes those
// still to be paid, stock back, in the failing transaction (payments/reconcile.ts,
// payments/order-removal.ts), and tellGoodsClosed tells both sides after the commit.
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { closeUnpaidOfPayment, type ClosedTradeOrder } from './close.js';
import { notifyTradeMove, type NotifyDeps } from './notify.js';

/** Closes the goods orders of failed payment order `orderNo` still to be paid (none for other kinds). */
export async function closeGoodsOfFailedOrder(
  tx: Queryable, orderNo: string, reason: 'expired' | 'buyerCancelled', now: number,
): Promise<ClosedTradeOrder[]> {
  const [goods] = await tx.query("select 1 from orders where order_no = $1 and kind = 'goods'", [orderNo]);
  return goods ? closeUnpaidOfPayment(tx, orderNo, reason, now) : [];
}

/** After the commit: each seller of a goods payment order just delivered hears that the buyer paid. */
export async function tellGoodsPaid(deps: NotifyDeps, paymentOrderNo: string): Promise<void> {
  const rows = await deps.db.query<{ order_no: string }>(
    `select t.order_no from trade_orders t join orders o on o.order_no = t.payment_order_no
     where t.payment_order_no = $1 and o.kind = 'goods' and t.state = ${TRADE_ORDER_STATE.toBeShipped} and t.paid_at is not null order by t.order_no`,
    [paymentOrderNo],
  );
  for (const r of rows) await notifyTradeMove(deps, { orderNo: r.order_no, kind: 'paid' });
}

/** After the commit: both sides of each closed order hear why. */
export async function tellGoodsClosed(deps: NotifyDeps, closed: readonly ClosedTradeOrder[], kind: 'expired' | 'cancel'): Promise<void> {
  for (const c of closed) await notifyTradeMove(deps, { orderNo: c.orderNo, kind });
}
