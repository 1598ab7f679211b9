// Coupons on orders (spec §2 usercenter/coupon; §4 "Coupon filter: 1 usable, 2 used, 3 expired").
// A coupon is bound to the order that uses it (coupons.order_no) by one conditional update in the
// order's transaction: the caller's, unexpired, not used, not bound to another order, its minimum
// met. Delivery marks it used; a failed or expired order frees it again (in that transaction).
import { CODE } from '../../../src/contract/codes.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { PAYMENT_LIMITS } from './limits.js';

/**
 * The part of `listAmount` a coupon of `couponAmount` pays. What is left to pay is 0 or a sum a
 * provider takes (limits.ts minOnlineAmount and amountStep): a coupon worth nearly the whole price
 * leaves the minimum to pay rather than an amount no provider accepts.
 */
export function discountFor(listAmount: number, couponAmount: number): number {
  const { minOnlineAmount: min, amountStep: step } = PAYMENT_LIMITS;
  let discount = Math.min(couponAmount, listAmount);
  let rest = listAmount - discount;
  if (rest > 0 && rest < min) discount = Math.max(0, listAmount - min);
  rest = listAmount - discount;
  if (rest > 0 && rest % step !== 0) discount = Math.max(0, discount - (step - (rest % step)));
  return discount;
}

/** Binds coupon `couponId` of `userId` to `orderNo`; the discount, or 4422 couponId when it cannot be used. */
export async function bindCoupon(
  tx: Queryable, o: { couponId: string; userId: string; orderNo: string; listAmount: number; now: number },
): Promise<number> {
  const [row] = await tx.query<{ amount: number }>(
    `update coupons set order_no = $3
     where id = $1 and user_id = $2 and order_no is null and used_at is null and expires_at > $4 and min_amount <= $5
     returning amount`,
    [o.couponId, o.userId, o.orderNo, new Date(o.now), o.listAmount],
  );
  if (!row) throw new ReplyError(CODE.VALIDATION, 'errors.couponUnusable', { issues: [{ path: 'couponId', key: 'errors.couponUnusable' }] });
  return discountFor(o.listAmount, Number(row.amount));
}

/** The order's coupon counts as used (delivery). */
export async function useCoupon(tx: Queryable, orderNo: string, now: number): Promise<void> {
  await tx.query('update coupons set used_at = $2 where order_no = $1 and used_at is null', [orderNo, new Date(now)]);
}

/** The order failed: its coupon may be used again. */
export async function freeCoupon(tx: Queryable, orderNo: string): Promise<void> {
  await tx.query('update coupons set order_no = null where order_no = $1 and used_at is null', [orderNo]);
}
