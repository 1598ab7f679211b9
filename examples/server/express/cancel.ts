// The sender's cancel (endpoints/air-express.ts cancelParcel), before drop-off only:
// - to be paid (1): the parcel closes 'cancelled' and its payment order is cancelled exactly as the
//   payer's own cancel does it (payments/order-removal.ts: the provider asked first about pending
//   attempts, refused with errors.orderPaymentPending while one may still carry money);
// - to drop off (2): the parcel closes 'cancelled' and what was paid goes back
//   (payments/refund-part.ts: by the provider, or recorded as due for an operator), paid_amount
//   lowered by what went back;
// - later (the warehouse has it) or closed: 4422 errors.parcelState.
// One transaction, the payment order locked before the parcel (the order payments' delivery takes
// them in: orders, then parcels), so a cancel and a payment of the same parcel cannot both win.
import { CODE } from '../../../src/contract/codes.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import { cancelParcelSchema } from '../../../src/contract/validation/air-express.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { askProvider, cancelInTx } from '../payments/order-removal.js';
import { refundPaymentPart } from '../payments/refund-part.js';
import { requireUser } from '../usercenter/caller.js';
import { closeParcelInTx } from './close.js';
import { notifyParcel } from './notify.js';
import { logParcelEvent } from './parcel-events.js';
import { readParcel } from './parcel-read.js';

interface Cancel {
  parcelNo: string;
  paymentOrderNo: string;
  senderId: string;
  reason: string;
  /** Attempts the provider never made (askProvider): closed with the order. */
  neverMade: readonly string[];
  now: number;
}

const stateError = () => new ReplyError(CODE.VALIDATION, 'errors.parcelState');

async function cancelInTransaction(tx: Queryable, ctx: Pick<RequestContext, 'services'>, c: Cancel): Promise<void> {
  await tx.query('select 1 from orders where order_no = $1 for update', [c.paymentOrderNo]);
  const [p] = await tx.query<{ state: number; paid_amount: number }>('select state, paid_amount from parcels where parcel_no = $1 for update', [c.parcelNo]);
  const state = Number(p?.state);
  const cancelled = { kind: 'cancelled', by: 'sender' as const, now: c.now, data: { reason: c.reason } };
  if (state === PARCEL_STATE.toBePaid) {
    await closeParcelInTx(tx, { parcelNo: c.parcelNo, from: state, reason: 'cancelled', event: cancelled });
    // Already failed (expired meanwhile) is nothing to do; pending money refuses the whole cancel.
    await cancelInTx(tx, c.paymentOrderNo, c.senderId, c.neverMade, c.now);
    return;
  }
  if (state !== PARCEL_STATE.toDropOff) throw stateError();
  await closeParcelInTx(tx, { parcelNo: c.parcelNo, from: state, reason: 'cancelled', event: cancelled });
  const refund = await refundPaymentPart(tx, ctx.services, {
    paymentOrderNo: c.paymentOrderNo, amount: Number(p?.paid_amount ?? 0), reason: c.reason || 'parcel cancelled before drop-off', now: c.now,
    journal: { parcelNo: c.parcelNo, by: 'sender' },
  });
  if (refund.kind === 'none') return;
  await tx.query('update parcels set paid_amount = paid_amount - $2 where parcel_no = $1', [c.parcelNo, refund.amount]);
  await logParcelEvent(tx, c.parcelNo, { kind: refund.kind, by: 'system', now: c.now, data: { amount: refund.amount } });
}

export const cancelParcel: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { parcelNo, reason } = parseInput(cancelParcelSchema, input);
  const [p] = await ctx.db.query<{ sender_id: string; state: number; payment_order_no: string }>(
    'select sender_id, state, payment_order_no from parcels where parcel_no = $1', [parcelNo]);
  if (!p || p.sender_id !== me) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  if (Number(p.state) !== PARCEL_STATE.toBePaid && Number(p.state) !== PARCEL_STATE.toDropOff) throw stateError();
  // Outside the transaction, as cancelOrder: a payment that went through is delivered first (the parcel is then refunded).
  const neverMade = Number(p.state) === PARCEL_STATE.toBePaid ? await askProvider(ctx, p.payment_order_no) : [];
  const now = ctx.services.clock();
  await ctx.db.transaction((tx) => cancelInTransaction(tx, ctx, { parcelNo, paymentOrderNo: p.payment_order_no, senderId: me, reason, neverMade, now }));
  await notifyParcel(ctx, parcelNo, 'cancelled');
  return okReply(await readParcel(ctx.db, parcelNo, ctx.language, me));
};
