// Bank transfer and offline payments (spec §4 methods 4 and 8; spec §2 usercenter/order/remittance):
// the payer uploads a proof (a private picture of their own, at most 2 MB: uploadPrivateImg with use
// 'proof', private-files/; only their signed URL and the cashiers' console show it), an operator
// confirms it — the order is delivered through deliver.ts like any payment — or rejects it with a
// reason, and the payer may send a new proof while the order waits. A proof is replaced, never
// piled up: one row per order.
import { CODE } from '../../../src/contract/codes.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { remittanceRequestSchema } from '../../../src/contract/validation/payment.js';
import type { Database, Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type ServerServices } from '../http/handler.js';
import { parseInput, withoutNul } from '../http/input.js';
import { publicDataChanged } from '../listings/write.js';
import { requireUser } from '../usercenter/caller.js';
import { checkOwnedUploads } from '../usercenter/owned-uploads.js';
import { deliverOrder, type Delivery } from './deliver.js';
import { logPaymentEvent } from './events.js';
import { isOnline } from './pay-types.js';

export const submitRemittance: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(remittanceRequestSchema, input);
  const voucher = req.voucherImg.trim();
  await checkOwnedUploads(ctx.db, userId, [{ field: 'voucherImg', path: voucher, picture: true }], 'proof');
  const now = ctx.services.clock();
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.query<{ user_id: string; state: number; pay_type: number; expires_at: Date | string }>(
      'select user_id, state, pay_type, expires_at from orders where order_no = $1 for update',
      [req.orderNo],
    );
    if (!order || order.user_id !== userId) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
    if (order.state === ORDER_STATE.paid) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaid');
    if (order.state !== ORDER_STATE.waitPay || new Date(order.expires_at).getTime() <= now) throw new ReplyError(CODE.VALIDATION, 'errors.orderExpired');
    if (isOnline(order.pay_type)) throw new ReplyError(CODE.VALIDATION, 'errors.orderNotRemittance');
    const [saved] = await tx.query(
      `insert into remittances (order_no, user_id, voucher_path, remark, status, submitted_at) values ($1, $2, $3, $4, 'submitted', $5)
       on conflict (order_no) do update set voucher_path = excluded.voucher_path, remark = excluded.remark, status = 'submitted',
         reason = '', operator_id = null, submitted_at = excluded.submitted_at, decided_at = null
       where remittances.status <> 'confirmed'
       returning 1`,
      [req.orderNo, userId, voucher, withoutNul(req.remark.trim()), new Date(now)],
    );
    if (!saved) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaid');
    await logPaymentEvent(tx, req.orderNo, null, 'remittance', { voucher, remark: req.remark.trim() });
  });
  return okReply(null);
};

export interface RemittanceDeps {
  db: Database;
  services: Pick<ServerServices, 'clock' | 'replyCache'>;
}

/**
 * An operator confirms the proof of `orderNo` (console): the order is delivered (deliver.ts), once.
 * 4404 when there is no proof waiting; the console writes its own audit row.
 */
export async function confirmRemittance(
  deps: RemittanceDeps, orderNo: string, operatorId: string,
  /** Runs last in the decision's transaction (the console's audit row: both or neither). */
  inTx?: (tx: Queryable, d: Delivery) => Promise<void>,
): Promise<Delivery> {
  const now = deps.services.clock();
  const delivery = await deps.db.transaction(async (tx) => {
    const [r] = await tx.query(
      `update remittances set status = 'confirmed', operator_id = $2::bigint, decided_at = $3 where order_no = $1 and status = 'submitted' returning 1`,
      [orderNo, operatorId, new Date(now)],
    );
    if (!r) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
    await logPaymentEvent(tx, orderNo, null, 'remittanceConfirmed', { operatorId });
    const d = await deliverOrder(tx, orderNo, { kind: 'remittance', operatorId }, now);
    // A proof of an order no longer waiting (expired meanwhile): the money came, nothing is granted.
    if (d.outcome === 'notWaiting') await logPaymentEvent(tx, orderNo, null, 'overpaid', { why: 'order not waiting', refundDue: true });
    await inTx?.(tx, d);
    return d;
  });
  if (delivery.publicChange) await publicDataChanged(deps);
  return delivery;
}

/** An operator rejects the proof with a reason the payer reads; the order keeps waiting for a new one. */
export async function rejectRemittance(
  deps: RemittanceDeps, orderNo: string, operatorId: string, reason: string, inTx?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const now = deps.services.clock();
  await deps.db.transaction(async (tx) => {
    const [r] = await tx.query(
      `update remittances set status = 'rejected', reason = $4, operator_id = $2::bigint, decided_at = $3 where order_no = $1 and status = 'submitted' returning 1`,
      [orderNo, operatorId, new Date(now), withoutNul(reason.trim()).slice(0, 500)],
    );
    if (!r) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
    await logPaymentEvent(tx, orderNo, null, 'remittanceRejected', { operatorId, reason: reason.trim() });
    await inTx?.(tx);
  });
}
