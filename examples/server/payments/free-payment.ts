// The payment record of an order delivered without money (orders.ts: a coupon covering the whole
// price leaves 0 to pay). No provider is asked — CinetPay refuses less than 100 XOF
// (limits.ts minOnlineAmount) and a server may have none configured — yet bills and the console
// read how an order was paid from its payments rows (catalogue/bills.ts `method`, the console's
// attempts): one row, already accepted, for 0, whose provider and method say "coupon". The
// reconciliation job and the result page only look at pending rows, settle.ts takes an accepted one
// as settled, so nothing acts on it; its refundable amount is the order's, 0.
import type { Queryable } from '../db/database.js';
import { newTransactionId } from './order-number.js';

/**
 * Writes the record of zero-amount order `orderNo` in the delivering transaction: its method is
 * 'coupon' (or 'free' for a price of 0 without one). The transaction id; null when the order is
 * not a zero amount (nothing written).
 */
export async function recordFreePayment(tx: Queryable, orderNo: string, now: number): Promise<string | null> {
  const [row] = await tx.query<{ transaction_id: string }>(
    `insert into payments (transaction_id, order_no, provider, amount, currency, status, method, next_check_at, created_at, updated_at)
     select $1, o.order_no, m.method, 0, o.currency, 'accepted', m.method, $3, $3, $3
     from orders o cross join lateral (select case when o.coupon_id is not null then 'coupon' else 'free' end as method) m
     where o.order_no = $2 and o.amount = 0
     returning transaction_id`,
    [newTransactionId(orderNo), orderNo, new Date(now)],
  );
  return row?.transaction_id ?? null;
}
