// The paying calls (spec §7 payment, republishPayment, refreshPayment, orderListPayment). Each
// makes (or picks) one waiting order of the caller in one transaction, then — for an online method
// — starts an attempt at the provider and answers the hosted page's URL. Bank transfer and offline
// answer no URL: the order waits for a remittance proof (remittance.ts). orderListPayment pays ONE
// order per call (more are refused with errors.oneOrderAtATime): one provider transaction then
// always pays exactly one order, so an amount check and a refund are about one order, never a
// share of a basket.
import { CODE } from '../../../src/contract/codes.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { listingPaymentRequestSchema, orderListPaymentRequestSchema, paymentRequestSchema } from '../../../src/contract/validation/payment.js';
import { moduleById } from '../../../src/modules/index.js';
import { rateHit } from '../accounts/rate-limit.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { publicDataChanged } from '../listings/write.js';
import { requireUser } from '../usercenter/caller.js';
import { onlinePayments, startAttempt } from './attempt.js';
import { PAYMENT_RATES } from './limits.js';
import { readOrder, paymentReplyOf } from './order-view.js';
import { changeMethod, createOrder, type MadeOrder } from './orders.js';
import { isOnline } from './pay-types.js';
import { paymentTimesOf } from './payment-times.js';
import { commodityPurchase, listingPurchase, membershipPurchase, type Purchase } from './purchase.js';
import { checkReturnUrl, type ReturnTarget } from './site.js';

const paymentRequest = paymentRequestSchema(moduleById);
const listingPaymentRequest = listingPaymentRequestSchema(moduleById);

/**
 * The reply of a paying call: the order as it now stands, with the hosted page for an online method.
 * `stillWaiting`: the call was to pay an order already made (orderListPayment), so one cancelled or
 * expired between its transaction and this read is refused like one found so inside it — never a
 * 200 that paid nothing.
 */
async function answer(ctx: RequestContext, made: Pick<MadeOrder, 'orderNo' | 'delivery'>, target: ReturnTarget, stillWaiting = false) {
  if (made.delivery?.publicChange) await publicDataChanged(ctx);
  let row = await readOrder(ctx.db, made.orderNo, ctx.language);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  if (stillWaiting && row.state !== ORDER_STATE.waitPay) throw new ReplyError(CODE.VALIDATION, row.state === ORDER_STATE.paid ? 'errors.orderPaid' : 'errors.orderExpired');
  if (row.state !== ORDER_STATE.waitPay || !isOnline(row.pay_type)) return okReply(paymentReplyOf(row));
  const payUrl = await startAttempt(ctx, made.orderNo, target, ctx.language);
  row = (await readOrder(ctx.db, made.orderNo, ctx.language)) ?? row;
  return okReply(paymentReplyOf(row, payUrl));
}

interface Common {
  userId: string;
  payType: number;
  couponId?: string | undefined;
  returnUrl: string;
}

/** Checks shared by the calls that make an order, then the order, then the answer. */
async function order(ctx: RequestContext, c: Common, purchase: (tx: Queryable, now: number) => Promise<Purchase>) {
  const target = checkReturnUrl(c.returnUrl, ctx.services.paymentSite);
  const now = ctx.services.clock();
  await rateHit(ctx.db, `order:${c.userId}`, PAYMENT_RATES.ordersUser, now);
  const made = await ctx.db.transaction(async (tx) => {
    const m = await createOrder(tx, await purchase(tx, now), {
      userId: c.userId, payType: c.payType, couponId: c.couponId, returnPath: target.path, now, onlineOrderMs: paymentTimesOf(ctx.services).onlineOrderMs,
    });
    // An order a coupon paid in full was delivered at once, whatever the method: it needs no
    // provider. Any other online order does: refused inside the transaction, so the order and its
    // coupon are rolled back — no order for a method this server cannot take.
    if (m.delivery === null && isOnline(c.payType)) onlinePayments(ctx.services);
    return m;
  });
  return answer(ctx, made, target);
}

export const payment: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(paymentRequest, input);
  const listing = req.serviceId && req.moduleId ? { m: req.moduleId, serviceId: req.serviceId } : null;
  return order(ctx, { userId, ...req }, (tx, now) => {
    if (req.memberLevelId !== undefined) return membershipPurchase(tx, userId, req.memberLevelId, now);
    if (req.commodityId !== undefined) return commodityPurchase(tx, userId, req.commodityId, listing, now);
    // The schema let nothing else through: a listing's publish (status 0, spec §2 /common/publishPay).
    return listingPurchase(tx, userId, 'publish', listing!, now);
  });
};

const listingPayment = (kind: 'republish' | 'refresh'): Handler => async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(listingPaymentRequest, input);
  return order(ctx, { userId, ...req }, (tx, now) => listingPurchase(tx, userId, kind, { m: req.moduleId, serviceId: req.serviceId }, now));
};

/** Publish a taken-down listing again (3 → 7) for the 'publish' price instead of a posting chance. */
export const republishPayment = listingPayment('republish');
/** Refresh a published listing for the 'refresh' price (beyond the free refresh once a day). */
export const refreshPayment = listingPayment('refresh');

/** Pays one of the caller's waiting orders again: a new attempt, or a change of method. */
export const orderListPayment: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(orderListPaymentRequestSchema, input);
  if (req.orderNos.length > 1) throw new ReplyError(CODE.VALIDATION, 'errors.oneOrderAtATime', { issues: [{ path: 'orderNos', key: 'errors.oneOrderAtATime' }] });
  const target = checkReturnUrl(req.returnUrl, ctx.services.paymentSite);
  if (isOnline(req.payType)) onlinePayments(ctx.services);
  const orderNo = req.orderNos[0]!;
  const now = ctx.services.clock();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string; state: number; expires_at: Date | string }>(
      'select user_id, state, expires_at from orders where order_no = $1 for update',
      [orderNo],
    );
    // Someone else's order reads as no order at all: numbers are not confirmed to strangers.
    if (!row || row.user_id !== userId) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
    if (row.state === ORDER_STATE.paid) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaid');
    if (row.state !== ORDER_STATE.waitPay || new Date(row.expires_at).getTime() <= now) throw new ReplyError(CODE.VALIDATION, 'errors.orderExpired');
    await changeMethod(tx, orderNo, req.payType, paymentTimesOf(ctx.services).onlineOrderMs);
  });
  return answer(ctx, { orderNo, delivery: null }, target, true);
};
