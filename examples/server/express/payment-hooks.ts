// Where the payments code meets parcels, as goods/payment-hooks.ts for goods orders: a parcel's
// price is a payment order (orders kind 'express', prefix 'ao'), and so is the supplement of a
// heavier measure. Paid: grantExpress (payments/grants.ts GRANTS.express) moves the parcel to be
// dropped off, or records the supplement, in the delivery's transaction; tellParcelPaid tells the
// sender after the commit (payments/settle.ts). Failed (expired by the reconciliation, cancelled
// by the payer): closeParcelOfFailedOrder closes a parcel still to be paid in the failing
// transaction (payments/reconcile.ts, payments/order-removal.ts), tellParcelsClosed after the commit.
import { CODE } from '../../../src/contract/codes.js';
import { EXPRESS } from '../../../src/contract/express-limits.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { closeParcelInTx } from './close.js';
import { notifyParcel, type ParcelNotifyDeps } from './notify.js';
import { logParcelEvent } from './parcel-events.js';
import { insertExpressPaymentOrder } from './payment-order.js';

const DAY_MS = 86_400_000;

/**
 * A paid 'express' order: the price of a parcel still to be paid (→ 2 to drop off, paid_amount
 * grows, no deadline any more) or the supplement of a parcel not closed. Anything else (the parcel
 * closed meanwhile) is a grant that no longer applies: deliver.ts records the money for a refund.
 * The order and the result are written out (grants.ts PaidOrder, GrantResult), not imported:
 * grants.ts imports this file.
 */
export async function grantExpress(tx: Queryable, o: { order_no: string }, now: number): Promise<{ publicChange: boolean }> {
  const at = new Date(now);
  const [order] = await tx.query<{ amount: number }>('select amount from orders where order_no = $1', [o.order_no]);
  const amount = Number(order?.amount ?? 0);
  const [paid] = await tx.query<{ parcel_no: string }>(
    `update parcels set state = ${PARCEL_STATE.toDropOff}, paid_amount = paid_amount + $2, pay_by = null, updated_at = $3
     where payment_order_no = $1 and state = ${PARCEL_STATE.toBePaid} returning parcel_no`,
    [o.order_no, amount, at],
  );
  if (paid) {
    await logParcelEvent(tx, paid.parcel_no, { kind: 'paid', by: 'system', now, data: { amount } });
    return { publicChange: false };
  }
  const [supplement] = await tx.query<{ parcel_no: string }>(
    `update parcels set paid_amount = paid_amount + $2, updated_at = $3
     where supplement_order_no = $1 and state <> ${PARCEL_STATE.closed} returning parcel_no`,
    [o.order_no, amount, at],
  );
  if (supplement) {
    await logParcelEvent(tx, supplement.parcel_no, { kind: 'supplementPaid', by: 'system', now, data: { amount } });
    return { publicChange: false };
  }
  throw new ReplyError(CODE.VALIDATION, 'errors.orderExpired');
}

/**
 * A failed supplement is still owed (the parcel waits at the warehouse and cannot depart without
 * it): a new payment order for the same amount replaces it, so the sender always has one to pay.
 */
async function renewFailedSupplement(tx: Queryable, orderNo: string, now: number): Promise<void> {
  const [p] = await tx.query<{ parcel_no: string; sender_id: string; name: string; list_amount: number }>(
    `select p.parcel_no, p.sender_id, p.goods->>'name' as name, o.list_amount from parcels p join orders o on o.order_no = p.supplement_order_no
     where p.supplement_order_no = $1 and p.state <> ${PARCEL_STATE.closed} for update of p`,
    [orderNo],
  );
  if (!p) return;
  const renewed = await insertExpressPaymentOrder(tx, {
    kind: 'supplement', userId: p.sender_id, goodsName: p.name, listAmount: Number(p.list_amount), now,
    expiresAt: new Date(now + EXPRESS.supplementDays * DAY_MS),
  });
  await tx.query('update parcels set supplement_order_no = $2, updated_at = $3 where parcel_no = $1', [p.parcel_no, renewed.orderNo, new Date(now)]);
  await logParcelEvent(tx, p.parcel_no, { kind: 'supplementRenewed', by: 'system', now, data: { from: orderNo, to: renewed.orderNo } });
}

/**
 * Failed payment order `orderNo` (none of a parcel's: nothing): the parcel it was the price of
 * closes if it is still to be paid; a supplement is renewed. The parcels closed.
 */
export async function closeParcelOfFailedOrder(tx: Queryable, orderNo: string, reason: 'expired' | 'cancelled', now: number): Promise<string[]> {
  await renewFailedSupplement(tx, orderNo, now);
  const rows = await tx.query<{ parcel_no: string }>(
    `select parcel_no from parcels where payment_order_no = $1 and state = ${PARCEL_STATE.toBePaid} for update`, [orderNo]);
  const closed: string[] = [];
  for (const { parcel_no } of rows) {
    const event = { kind: reason, by: reason === 'expired' ? 'system' as const : 'sender' as const, now };
    if (await closeParcelInTx(tx, { parcelNo: parcel_no, from: PARCEL_STATE.toBePaid, reason, event })) closed.push(parcel_no);
  }
  return closed;
}

/** After the commit: the sender of the parcel a just delivered 'express' order paid for hears of it. */
export async function tellParcelPaid(deps: ParcelNotifyDeps, orderNo: string): Promise<void> {
  const rows = await deps.db.query<{ parcel_no: string; main: boolean }>(
    'select parcel_no, payment_order_no = $1 as main from parcels where payment_order_no = $1 or supplement_order_no = $1', [orderNo]);
  for (const r of rows) await notifyParcel(deps, r.parcel_no, r.main ? 'paid' : 'supplementPaid');
}

/** After the commit: each sender of a parcel closed by its failed payment hears why. */
export async function tellParcelsClosed(deps: ParcelNotifyDeps, parcelNos: readonly string[], kind: 'expired' | 'cancelled'): Promise<void> {
  for (const parcelNo of parcelNos) await notifyParcel(deps, parcelNo, kind);
}
