// Receiving a parcel at the warehouse (console-express.ts; issue "Goods orders and air express",
// operator console: "receive at the warehouse (weigh and measure, re-quote if different)"). ONE
// transaction: the parcel's payment order locked, then the parcel (the order payments lock them in
// that order: a payment or a refund meanwhile cannot deadlock with us); only a paid parcel waiting
// for drop-off is received (forward only: a second receipt is errors.parcelState, nothing changes).
// The measures are saved and the price quoted again on them with the route's tariff (express/
// tariff.ts; contract/parcel-price.ts, the formula the sender's form and createParcel use). The
// money follows the difference with the price in force (the reply's `difference`: new − old):
// - heavier: a supplement payment order for the difference (express/payment-order.ts), paid by
//   the sender before departure (parcel-advance-calls.ts refuses 'departed' until then);
// - lighter: the difference goes back on the price's payment order (payments/refund-part.ts: by the
//   provider, or recorded as due for a cashier), paid_amount less what went back;
// - the same: nothing.
// Events 'received' (with the place) and, when the price changed, 'requoted'; the audit row; after
// the commit the sender is told (express/notify.ts).
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_EXPRESS_ERRORS, type ParcelRequote } from '../../../../src/contract/console-express.js';
import { EXPRESS } from '../../../../src/contract/express-limits.js';
import { parcelQuote } from '../../../../src/contract/parcel-price.js';
import { PARCEL_STATE } from '../../../../src/contract/statuses.js';
import type { ParcelGoods, ParcelMeasures } from '../../../../src/contract/types/air-express.js';
import { MSG } from '../../../../src/contract/validation/messages.js';
import type { Queryable } from '../../db/database.js';
import { notifyParcel } from '../../express/notify.js';
import { logParcelEvent } from '../../express/parcel-events.js';
import { insertExpressPaymentOrder } from '../../express/payment-order.js';
import { routeTariff } from '../../express/tariff.js';
import { roundedAmounts } from '../../goods/payment-amounts.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { PRICE_FLAG } from '../../payments/catalogue/texts.js';
import { PAYMENT_LIMITS } from '../../payments/limits.js';
import { refundPaymentPart } from '../../payments/refund-part.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleContext, type ConsoleHandler } from '../console-context.js';
import { parcelDetailOf, parcelNotFound } from './parcel-rows.js';

const DAY_MS = 86_400_000;

interface Locked {
  sender_id: string;
  state: number;
  warehouse_id: string;
  to_area_id: string;
  goods: ParcelGoods | string;
  total: number;
  payment_order_no: string;
}

/** What the receipt did to the money (the parcel's row already re-quoted). */
interface Settled {
  requote: ParcelRequote;
  /** The supplement's payment order, or what went back. */
  supplementOrderNo?: string;
  refunded?: number;
}

interface Receipt {
  parcelNo: string;
  p: Locked;
  goods: ParcelGoods;
  fromTotal: number;
  toTotal: number;
  operatorId: string;
  now: number;
}

/** The parcel's row, locked after its payment order's (see the top); null when there is none. */
async function lockParcel(tx: Queryable, parcelNo: string): Promise<Locked | null> {
  const [ref] = await tx.query<{ payment_order_no: string }>('select payment_order_no from parcels where parcel_no = $1', [parcelNo]);
  if (!ref) return null;
  await tx.query('select 1 from orders where order_no = $1 for update', [ref.payment_order_no]);
  const [p] = await tx.query<Locked>(
    'select sender_id, state, warehouse_id, to_area_id, goods, total, payment_order_no from parcels where parcel_no = $1 for update',
    [parcelNo],
  );
  return p ?? null;
}

/** Heavier: the difference to pay before departure, as a payment order of its own. */
async function chargeSupplement(tx: Queryable, r: Receipt): Promise<Settled> {
  const difference = r.toTotal - r.fromTotal;
  // A difference the provider cannot take (below its least online amount: a few francs of rounding
  // on an odd tariff) is not worth a payment the sender must make before departure: it is waived.
  if (roundedAmounts(difference, 0).amount < PAYMENT_LIMITS.minOnlineAmount) return { requote: 'same' };
  const order = await insertExpressPaymentOrder(tx, {
    kind: 'supplement', userId: r.p.sender_id, goodsName: r.goods.name, listAmount: difference, now: r.now,
    expiresAt: new Date(r.now + EXPRESS.supplementDays * DAY_MS),
  });
  await tx.query('update parcels set supplement_order_no = $2 where parcel_no = $1', [r.parcelNo, order.orderNo]);
  return { requote: 'supplement', supplementOrderNo: order.orderNo };
}

/** Lighter: the difference back on the price's payment order (by the provider, or due for a cashier). */
async function refundDifference(tx: Queryable, ctx: ConsoleContext, r: Receipt): Promise<Settled> {
  const refund = await refundPaymentPart(tx, ctx.services, {
    paymentOrderNo: r.p.payment_order_no, amount: r.fromTotal - r.toTotal, reason: `Parcel ${r.parcelNo} measured lighter than declared`, now: r.now,
    journal: { parcelNo: r.parcelNo, by: 'operator', operatorId: r.operatorId },
  });
  // 'none': nothing of the payment order is left to pay back (it never came in, or went back
  // already): nothing moves, and the reply says the difference is owed, for the operator to look at.
  if (refund.kind === 'none') return { requote: 'refundDue', refunded: 0 };
  await tx.query('update parcels set paid_amount = greatest(paid_amount - $2, 0) where parcel_no = $1', [r.parcelNo, refund.amount]);
  await logParcelEvent(tx, r.parcelNo, { kind: refund.kind, by: 'system', now: r.now, data: { amount: refund.amount } });
  return { requote: refund.kind, refunded: refund.amount };
}

const receiveParcel: ConsoleHandler<'receiveParcel'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.receiveParcel, raw);
  const measured: ParcelMeasures = { weightG: input.weightG, lengthCm: input.lengthCm, widthCm: input.widthCm, heightCm: input.heightCm };
  const done = await ctx.db.transaction(async (tx) => {
    const p = await lockParcel(tx, input.parcelNo);
    if (!p) throw parcelNotFound();
    if (Number(p.state) !== PARCEL_STATE.toDropOff) throw new ReplyError(CODE.VALIDATION, CONSOLE_EXPRESS_ERRORS.parcelState);
    const tariff = await routeTariff(tx, p.warehouse_id, p.to_area_id);
    // Routes are seeded, never removed: one gone since the parcel was made cannot be priced.
    if (!tariff) throw new ReplyError(CODE.VALIDATION, MSG.parcelRoute);
    const goods = typeof p.goods === 'string' ? (JSON.parse(p.goods) as ParcelGoods) : p.goods;
    const quote = parcelQuote(measured, Number(goods.declaredValue), tariff, PRICE_FLAG);
    const r: Receipt = { parcelNo: input.parcelNo, p, goods, fromTotal: Number(p.total), toTotal: quote.total, operatorId: operator.operatorId, now: ctx.now };
    await tx.query(
      'update parcels set state = $2, measured = $3::jsonb, quote = $4::jsonb, total = $5, updated_at = $6 where parcel_no = $1',
      [input.parcelNo, PARCEL_STATE.received, JSON.stringify(measured), JSON.stringify(quote), quote.total, new Date(ctx.now)],
    );
    await logParcelEvent(tx, input.parcelNo, { kind: 'received', by: 'operator', operatorId: operator.operatorId, place: input.place, now: ctx.now });
    if (r.toTotal !== r.fromTotal) {
      await logParcelEvent(tx, input.parcelNo, {
        kind: 'requoted', by: 'operator', operatorId: operator.operatorId, now: ctx.now, data: { fromTotal: r.fromTotal, toTotal: r.toTotal, weightG: measured.weightG },
      });
    }
    const settled = r.toTotal > r.fromTotal ? await chargeSupplement(tx, r) : r.toTotal < r.fromTotal ? await refundDifference(tx, ctx, r) : { requote: 'same' as const };
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'parcel.receive',
      target: `parcel:${input.parcelNo}`,
      detail: { ...measured, place: input.place, fromTotal: r.fromTotal, toTotal: r.toTotal, senderId: p.sender_id, ...settled },
    }, ctx.now);
    return { settled, difference: r.toTotal - r.fromTotal };
  });
  await notifyParcel({ db: ctx.db, services: ctx.services }, input.parcelNo, 'received');
  return { ...(await parcelDetailOf(ctx.db, input.parcelNo, input.language)), requote: done.settled.requote, difference: done.difference };
};

export const PARCEL_RECEIVE_CALLS = { receiveParcel };
