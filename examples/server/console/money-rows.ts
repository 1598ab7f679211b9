// What the console's money calls share (calls/order-calls.ts, remittance-calls.ts, refund-calls.ts,
// coupon-calls.ts): the "refund due" rule, and how much of
// an order's money may still go back. Read-only.
import type { Queryable } from '../db/database.js';


/** A phone as typed, digits only: matched as stored (users.phone) or with its country code in front. */
export const phoneDigits = (typed: string): string => typed.replace(/[^0-9]/g, '');
/** SQL matching users u against the digits in parameter `$n` (listing search reads phones the same way). */
export const phoneMatch = (n: number): string => `(u.phone = $${n}::text or coalesce(u.mobile_code, '') || u.phone = $${n}::text)`;

/**
 * An order (orders as o) whose money must partly go back: the money core recorded money it could
 * not keep — 'overpaid' (paid twice, or paid after the order failed) or 'notDelivered' (paid, but
 * what was bought no longer applied) carry refundDue (payments/events.ts) — and less than the
 * order's amount was refunded since. Or a goods payment order one of whose goods orders was
 * closed after payment when the provider could not pay it back ('refundDue', goods/refund.ts):
 * due while the refunds recorded by hand (the console's, without a goods order number: the
 * automatic ones name theirs) add up to less than what was recorded as due.
 */
export const REFUND_DUE = `((o.refunded_amount < o.amount and exists (
  select 1 from payment_events e where e.order_no = o.order_no and e.kind in ('overpaid', 'notDelivered') and e.detail->>'refundDue' = 'true'))
  or exists (select 1 from payment_events e where e.order_no = o.order_no and e.kind = 'refundDue' having
    sum((e.detail->>'amount')::int) > coalesce((select sum((m.detail->>'amount')::int) from payment_events m
      where m.order_no = o.order_no and m.kind = 'refund' and m.detail->>'tradeOrderNo' is null), 0)))`;

/** Whether money came in for the order: paid, an accepted (or refunded) online attempt, or a confirmed proof. */
export const MONEY_RECEIVED = `(o.state = 2
  or exists (select 1 from payments p where p.order_no = o.order_no and p.status in ('accepted', 'refunded'))
  or exists (select 1 from remittances r2 where r2.order_no = o.order_no and r2.status = 'confirmed'))`;

export interface RefundState {
  amount: number;
  refunded: number;
  received: boolean;
  /** What may still be paid back: 0 when nothing came in. */
  refundable: number;
  /** The latest accepted online attempt, the one the provider is asked to refund; null without one. */
  transactionId: string | null;
}

/** The order's refund state; `lock` takes the order's row lock first (refundOrder). Null: no such order. */
export async function refundState(q: Queryable, orderNo: string, lock = false): Promise<RefundState | null> {
  if (lock) {
    const [locked] = await q.query('select 1 from orders where order_no = $1 for update', [orderNo]);
    if (!locked) return null;
  }
  const [row] = await q.query<{ amount: number; refunded_amount: number; received: boolean; transaction_id: string | null }>(
    `select o.amount, o.refunded_amount, ${MONEY_RECEIVED} as received,
       (select p.transaction_id from payments p where p.order_no = o.order_no and p.status = 'accepted'
        order by p.updated_at desc, p.transaction_id desc limit 1) as transaction_id
     from orders o where o.order_no = $1`,
    [orderNo],
  );
  if (!row) return null;
  const amount = Number(row.amount);
  const refunded = Number(row.refunded_amount);
  return { amount, refunded, received: row.received, refundable: row.received ? Math.max(0, amount - refunded) : 0, transactionId: row.transaction_id };
}

/** jsonb as the drivers hand it: an object (pg, PGlite) or its text. */
export const jsonOf = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);
