// What a goods payment order asks for (goods-context decisions): its list amount is the sum of the
// totals of its orders still to be paid; the coupon bound to it pays its part (payments/coupons.ts
// discountFor); what is left is rounded DOWN to a sum the provider takes (payments/limits.ts
// amountStep), the rounding counted in the discount (orders: amount = list_amount - discount).
// A seller's price change or close of one of its orders recomputes it here, in that move's
// transaction, and is refused while an attempt is pending at the provider: the payer may be
// approving the old amount on their phone right now.
import { CODE } from '../../../src/contract/codes.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { discountFor, freeCoupon } from '../payments/coupons.js';
import { PAYMENT_LIMITS } from '../payments/limits.js';

export interface PaymentAmounts {
  listAmount: number;
  discount: number;
  amount: number;
}

/** The amounts for `listAmount` with a coupon worth `couponAmount` (0: none). */
export function paymentAmounts(listAmount: number, couponAmount: number): PaymentAmounts {
  return roundedAmounts(listAmount, couponAmount > 0 ? discountFor(listAmount, couponAmount) : 0);
}

/** What is left once the coupon's part `couponPart` is known, rounded down to the provider's step. */
export function roundedAmounts(listAmount: number, couponPart: number): PaymentAmounts {
  const step = PAYMENT_LIMITS.amountStep;
  const amount = Math.floor((listAmount - couponPart) / step) * step;
  return { listAmount, discount: listAmount - amount, amount };
}

/** 4422 errors.orderPaymentPending while an attempt of `paymentOrderNo` is pending (except those the provider never made). */
export async function refuseWhilePending(tx: Queryable, paymentOrderNo: string, neverMade: readonly string[]): Promise<void> {
  const pending = await tx.query<{ transaction_id: string }>(`select transaction_id from payments where order_no = $1 and status = 'pending'`, [paymentOrderNo]);
  if (pending.some((p) => !neverMade.includes(p.transaction_id))) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaymentPending');
}

/**
 * Recomputes payment order `paymentOrderNo` (locked by the caller) from its orders still to be
 * paid. `path`: the request field a too small amount is blamed on. A coupon whose minimum is no
 * longer met is unbound (usable again), as when its order fails.
 */
export async function repricePaymentOrder(tx: Queryable, paymentOrderNo: string, path: string): Promise<PaymentAmounts> {
  const [sum] = await tx.query<{ list: number }>(
    `select coalesce(sum(total), 0)::int as list from trade_orders where payment_order_no = $1 and state = ${TRADE_ORDER_STATE.toBePaid}`,
    [paymentOrderNo],
  );
  const listAmount = Number(sum?.list ?? 0);
  const [coupon] = await tx.query<{ amount: number; min_amount: number }>(
    'select amount, min_amount from coupons where order_no = $1 and used_at is null', [paymentOrderNo]);
  let couponAmount = coupon ? Number(coupon.amount) : 0;
  if (coupon && listAmount < Number(coupon.min_amount)) {
    await freeCoupon(tx, paymentOrderNo);
    couponAmount = 0;
  }
  const amounts = paymentAmounts(listAmount, couponAmount);
  if (amounts.amount > 0 && amounts.amount < PAYMENT_LIMITS.minOnlineAmount) {
    const key = 'errors.onlineAmountTooSmall';
    throw new ReplyError(CODE.VALIDATION, key, { issues: [{ path, key }] });
  }
  await tx.query('update orders set list_amount = $2, discount = $3, amount = $4 where order_no = $1', [
    paymentOrderNo, amounts.listAmount, amounts.discount, amounts.amount,
  ]);
  return amounts;
}
