// The payer's own order actions (spec §4 "Order actions: pay, view, …, remove, …, delete"; spec §2
// usercenter/order ibuy, isale, details). Always the caller's orders: another user's number reads
// as no order (4404), as everywhere in the money calls.
//
// cancelOrder ("remove"): an order still waiting for payment becomes failed, 'cancelled' (state
// 1 → 0, forward only), its coupon usable again, in one transaction under the order's lock.
// Refused while money may be on its way:
// - an attempt pending at the provider: the provider is asked first, through the same check as the
//   return page (settle.ts), so a payment that went through is DELIVERED and the cancel refused;
//   one still pending (or a provider that cannot be asked) refuses the cancel until it ends;
// - a remittance proof waiting for an operator.
// The lock orders it against everything else that moves the order: delivery (deliver.ts `update …
// where state = 1`: whichever commits first wins, the other finds the order no longer waiting),
// a new attempt (attempt.ts opens one only under the same lock, on a waiting order), a proof
// (remittance.ts locks the order too) and expiry. Cancelling an order already failed (cancelled
// before, expired) changes nothing and answers it as it is: a repeated tap is harmless.
//
// deleteOrder ("delete"): a finished order (paid or failed) leaves the payer's lists (getOrderList,
// getBillList) but is not destroyed: hidden_at is set once (018-order-removal.ts), operators,
// refunds, the journal and the order's own page keep it. A waiting order cannot be deleted (remove
// it first); deleting twice is harmless.
import { CODE } from '../../../src/contract/codes.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { orderNoRequestSchema } from '../../../src/contract/validation/payment.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { fileUrlSigner } from '../private-files/file-key.js';
import { requireUser } from '../usercenter/caller.js';
import { freeCoupon } from './coupons.js';
import type { ClosedTradeOrder } from '../goods/close.js';
import { closeGoodsOfFailedOrder, tellGoodsClosed } from '../goods/payment-hooks.js';
import { closeParcelOfFailedOrder, tellParcelsClosed } from '../express/payment-hooks.js';
import { logPaymentEvent } from './events.js';
import { PAYMENT_LIMITS } from './limits.js';
import { readAttempts } from './order-attempts.js';
import { orderOf, readOrder } from './order-view.js';
import { settlePayment } from './settle.js';

interface OwnOrder {
  user_id: string;
  state: number;
}

const notFound = () => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');

/** The caller's order `orderNo` (locked when `lock`), or 4404. */
async function ownOrder(q: Queryable, orderNo: string, userId: string, lock: boolean): Promise<OwnOrder> {
  const [row] = await q.query<OwnOrder>(`select user_id, state from orders where order_no = $1${lock ? ' for update' : ''}`, [orderNo]);
  if (!row || row.user_id !== userId) throw notFound();
  return row;
}

/**
 * Asks the provider about the order's pending attempts not asked in the last resultCheckGapMs (so a
 * tapping payer asks it no more often than the polling return page does). The attempts the
 * provider never made — their creation failed (journal 'createFailed', never 'created') and the
 * provider refuses to hear of them — cannot carry money: they are returned, to be closed.
 */
export async function askProvider(ctx: Pick<RequestContext, 'db' | 'services'>, orderNo: string): Promise<string[]> {
  if (!ctx.services.payments) return [];
  const now = ctx.services.clock();
  const due = await ctx.db.query<{ transaction_id: string; never_made: boolean }>(
    `update payments p set updated_at = $2 where p.order_no = $1 and p.status = 'pending' and p.updated_at < $3
     returning p.transaction_id,
       (exists (select 1 from payment_events e where e.order_no = $1 and e.transaction_id = p.transaction_id and e.kind = 'createFailed')
        and not exists (select 1 from payment_events e where e.order_no = $1 and e.transaction_id = p.transaction_id and e.kind = 'created')) as never_made`,
    [orderNo, new Date(now), new Date(now - PAYMENT_LIMITS.resultCheckGapMs)],
  );
  const neverMade: string[] = [];
  for (const a of due) {
    const outcome = await settlePayment(ctx, a.transaction_id);
    if (outcome.kind === 'error' && !outcome.retryable && a.never_made) neverMade.push(a.transaction_id);
  }
  return neverMade;
}

/**
 * The cancel itself, under the order's lock; false when the order had already failed (nothing done).
 * A goods payment order takes its orders still to be paid with it (`closedGoods` receives them, to
 * be told after the commit: goods/payment-hooks.ts); a parcel's payment order its parcel still to
 * be paid (`closedParcels`: express/payment-hooks.ts).
 */
export async function cancelInTx(
  tx: Queryable, orderNo: string, userId: string, neverMade: readonly string[], now: number, closedGoods: ClosedTradeOrder[] = [],
  closedParcels: string[] = [],
): Promise<boolean> {
  const order = await ownOrder(tx, orderNo, userId, true);
  if (order.state === ORDER_STATE.paid) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaid');
  if (order.state !== ORDER_STATE.waitPay) return false;
  // Read after the lock: an attempt or a proof committed meanwhile is seen.
  const [proof] = await tx.query(`select 1 from remittances where order_no = $1 and status = 'submitted'`, [orderNo]);
  if (proof) throw new ReplyError(CODE.VALIDATION, 'errors.orderProofWaiting');
  const pending = await tx.query<{ transaction_id: string }>(`select transaction_id from payments where order_no = $1 and status = 'pending'`, [orderNo]);
  if (pending.some((p) => !neverMade.includes(p.transaction_id))) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaymentPending');
  await tx.query(`update orders set state = ${ORDER_STATE.failed}, fail_reason = 'cancelled' where order_no = $1 and state = ${ORDER_STATE.waitPay}`, [orderNo]);
  await freeCoupon(tx, orderNo);
  closedGoods.push(...(await closeGoodsOfFailedOrder(tx, orderNo, 'buyerCancelled', now)));
  closedParcels.push(...(await closeParcelOfFailedOrder(tx, orderNo, 'cancelled', now)));
  if (neverMade.length > 0) {
    await tx.query(`update payments set status = 'expired', updated_at = $2 where transaction_id = any($1::text[]) and status = 'pending'`, [neverMade, new Date(now)]);
  }
  await logPaymentEvent(tx, orderNo, null, 'cancelled', { by: 'payer', ...(neverMade.length > 0 ? { closedAttempts: neverMade } : {}) });
  return true;
}

export const cancelOrder: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { orderNo } = parseInput(orderNoRequestSchema, input);
  const before = await ownOrder(ctx.db, orderNo, userId, false);
  const neverMade = before.state === ORDER_STATE.waitPay ? await askProvider(ctx, orderNo) : [];
  const closedGoods: ClosedTradeOrder[] = [];
  const closedParcels: string[] = [];
  await ctx.db.transaction((tx) => cancelInTx(tx, orderNo, userId, neverMade, ctx.services.clock(), closedGoods, closedParcels));
  await tellGoodsClosed(ctx, closedGoods, 'cancel');
  await tellParcelsClosed(ctx, closedParcels, 'cancelled');
  const row = await readOrder(ctx.db, orderNo, ctx.language);
  if (!row) throw notFound();
  const attempts = await readAttempts(ctx.db, [orderNo]);
  const fileUrl = await fileUrlSigner(ctx.db, ctx.services.clock());
  return okReply(orderOf(row, attempts.get(orderNo) ?? [], fileUrl));
};

export const deleteOrder: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { orderNo } = parseInput(orderNoRequestSchema, input);
  const now = ctx.services.clock();
  await ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, orderNo, userId, true);
    if (order.state === ORDER_STATE.waitPay) throw new ReplyError(CODE.VALIDATION, 'errors.orderNotFinished');
    const [hidden] = await tx.query('update orders set hidden_at = $2 where order_no = $1 and hidden_at is null returning 1', [orderNo, new Date(now)]);
    if (hidden) await logPaymentEvent(tx, orderNo, null, 'hidden', { by: 'payer' });
  });
  return okReply(null);
};
