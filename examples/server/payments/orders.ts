// Making an order (spec §7 payment, republishPayment, refreshPayment): what is bought and its list
// price come from the data (purchase.ts), the coupon is bound in the same transaction
// (coupons.ts), the number is unguessable (order-number.ts), the order waits for its money until
// expires_at (pay-types.ts: online as configured, 30 minutes by default, payment-times.ts; 7 days
// by bank or offline). A zero amount (a coupon covering the price) is delivered at once without a
// provider.
import type { Queryable } from '../db/database.js';
import { bindCoupon } from './coupons.js';
import { deliverOrder, type Delivery } from './deliver.js';
import { logPaymentEvent } from './events.js';
import { newOrderNo } from './order-number.js';
import { orderLifetimeMs } from './pay-types.js';
import type { Purchase } from './purchase.js';

export interface OrderChoice {
  userId: string;
  payType: number;
  couponId: string | undefined;
  /** The validated return page (site.ts), stored for the record. */
  returnPath: string;
  now: number;
  /** The configured lifetime of an online order (payment-times.ts). */
  onlineOrderMs: number;
}

export interface MadeOrder {
  orderNo: string;
  /** A waiting publish order of the same listing was found and is paid instead of a new one. */
  reused: boolean;
  /** Set when the order was delivered at once (zero amount). */
  delivery: Delivery | null;
}

/** The waiting publish (or publish-again) order of a listing: one at a time (orders_listing_waiting). */
async function waitingListingOrder(tx: Queryable, p: Purchase): Promise<string | null> {
  if (p.listingId === null || (p.kind !== 'publish' && p.kind !== 'republish')) return null;
  const [row] = await tx.query<{ order_no: string }>(
    'select order_no from orders where listing_id = $1::bigint and kind = $2 and state = 1',
    [p.listingId, p.kind],
  );
  return row?.order_no ?? null;
}

/**
 * A waiting order's method changes (orderListPayment, or a second payment call for one listing),
 * unless a remittance proof already waits for an operator.
 */
export async function changeMethod(tx: Queryable, orderNo: string, payType: number, onlineOrderMs: number): Promise<boolean> {
  // The deadline follows the method (pay-types.ts orderLifetimeMs), counted from the order's
  // creation and never moved earlier: a payer who turns to a bank transfer gets the transfer's days
  // to pay and send the proof, not what was left of the mobile-money half hour; one who turns from
  // a transfer to mobile money keeps the days they had. Switching back and forth gains nothing:
  // no deadline goes past creation + the longest lifetime.
  const [row] = await tx.query<{ old: number }>(
    `update orders o set pay_type = $2, expires_at = greatest(o.expires_at, o.created_at + make_interval(secs => $3::double precision / 1000))
     from (select pay_type as old from orders where order_no = $1) prev
     where o.order_no = $1 and o.state = 1 and o.pay_type <> $2
       and not exists (select 1 from remittances r where r.order_no = $1 and r.status = 'submitted')
     returning prev.old`,
    [orderNo, payType, orderLifetimeMs(payType, onlineOrderMs)],
  );
  if (row) await logPaymentEvent(tx, orderNo, null, 'methodChanged', { from: row.old, to: payType });
  return row !== undefined;
}

/** Makes the order of `p` inside the caller's transaction (which also read `p`, locking its listing). */
export async function createOrder(tx: Queryable, p: Purchase, c: OrderChoice): Promise<MadeOrder> {
  const waiting = await waitingListingOrder(tx, p);
  if (waiting) {
    await changeMethod(tx, waiting, c.payType, c.onlineOrderMs);
    return { orderNo: waiting, reused: true, delivery: null };
  }
  const orderNo = newOrderNo(p.prefix, c.now);
  const discount = c.couponId ? await bindCoupon(tx, { couponId: c.couponId, userId: c.userId, orderNo, listAmount: p.listAmount, now: c.now }) : 0;
  const amount = p.listAmount - discount;
  await tx.query(
    `insert into orders (order_no, prefix, user_id, kind, commodity_id, member_level_id, listing_id, module_id, titles, quantity, valid_days,
       list_amount, discount, amount, coupon_id, pay_type, return_path, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      orderNo, p.prefix, c.userId, p.kind, p.commodityId, p.memberLevelId, p.listingId, p.moduleId, JSON.stringify(p.titles), p.quantity,
      p.validDays, p.listAmount, discount, amount, c.couponId ?? null, c.payType, c.returnPath, new Date(c.now),
      new Date(c.now + orderLifetimeMs(c.payType, c.onlineOrderMs)),
    ],
  );
  if (amount > 0) return { orderNo, reused: false, delivery: null };
  await logPaymentEvent(tx, orderNo, null, 'free', { listAmount: p.listAmount, discount });
  return { orderNo, reused: false, delivery: await deliverOrder(tx, orderNo, { kind: 'free' }, c.now) };
}
