// Air express, paying and cancelling (examples/server/express payment-hooks.ts, cancel.ts; the
// payments' GRANTS.express, reconcile.ts, order-removal.ts): paid in the CinetPay sandbox → to drop
// off; the payment order's expiry and the payer's own cancel close a parcel still to be paid; the
// sender's cancel in state 1 (payment order cancelled, refused while an attempt is pending) and in
// state 2 (what was paid goes back: recorded as due, the sandbox has no refund), refused after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { ORDER_STATE, PARCEL_EVENT, PARCEL_STATE, PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { Parcel } from '../../../src/contract/types/air-express.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { translate } from '../../../examples/server/http/messages.js';
import { insertExpressPaymentOrder } from '../../../examples/server/express/payment-order.js';
import { TEST_DATABASES } from '../databases.js';
import { recordingBroker, type Published } from '../test-doubles.js';
import { orderState, payAtSandbox, startMoneyRig, until, type MoneyRig } from '../payments/money-rig.js';
import { fillBook, parcelBody, parcelEvents, parcelRow, type Book } from './express-rig.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('air express: pay and cancel on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  let book: Book;
  /** What the server put on users' queues (express/notify.ts), decoded. */
  const published: Published[] = [];

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    rig.services.broker = recordingBroker(published);
    book = await fillBook(rig, db);
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  const create = async (): Promise<Parcel> => {
    const r = await rig.call<Parcel>('createParcel', parcelBody(book), 'buyer');
    if (r.code !== 200) throw new Error(JSON.stringify(r));
    return r.customData;
  };
  const startPaying = async (p: Parcel): Promise<string> => {
    const pay = await rig.call<PaymentReply>('orderListPayment', { orderNos: [p.paymentOrderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'buyer');
    expect(pay.code).toBe(200);
    return pay.customData.payUrl!;
  };
  const pay = async (p: Parcel): Promise<void> => {
    await payAtSandbox(await startPaying(p), '0700000000');
    await until(async () => (await orderState(db, p.paymentOrderNo)).delivered, 10_000, 'parcel payment delivered');
  };
  const cancel = (p: Parcel, reason = '') => rig.call<Parcel>('cancelParcel', { parcelNo: p.parcelNo, reason }, 'buyer');

  it('paid in the sandbox: to drop off, paid amount recorded, no deadline, event paid', async () => {
    const p = await create();
    await pay(p);
    expect(await parcelRow(db, p.parcelNo)).toMatchObject({ state: PARCEL_STATE.toDropOff, paid_amount: 38_600 });
    const read = (await rig.call<Parcel>('getParcel', { parcelNo: p.parcelNo }, 'buyer')).customData;
    expect(read).toMatchObject({ state: PARCEL_STATE.toDropOff, paidAmount: 38_600, payBy: '' });
    expect(read.events.map((e) => e.kind)).toEqual(['created', 'paid']);
    // The sender's queue heard of it (an open parcel screen reloads). Told after the commit, so
    // possibly a moment after the order reads delivered.
    const told = () => published.filter((m) => m.msgType === PARCEL_EVENT && m.msgData.parcelNo === p.parcelNo);
    await until(async () => told().length > 0, 10_000, 'the sender told of the payment');
    expect(told()).toEqual([{
      userMq: SEED_USERS.buyer.userMq, msgType: PARCEL_EVENT, msgData: { parcelNo: p.parcelNo, state: PARCEL_STATE.toDropOff, kind: 'paid', goodsName: 'Robes en wax' },
    }]);
  });

  it('the payment order expiring closes the parcel (expired)', async () => {
    const p = await create();
    rig.shift(31 * MINUTE);
    try {
      await rig.reconciliation.runOnce();
    } finally {
      rig.shift(-31 * MINUTE);
    }
    expect(await parcelRow(db, p.parcelNo)).toMatchObject({ state: PARCEL_STATE.closed, close_reason: 'expired' });
    expect((await parcelEvents(db, p.parcelNo)).map((e) => e.kind)).toEqual(['created', 'expired']);
    expect(published.filter((m) => m.msgData.parcelNo === p.parcelNo).map((m) => m.msgData.kind)).toEqual(['expired']);
    expect((await orderState(db, p.paymentOrderNo)).state).toBe(ORDER_STATE.failed);
  });

  it('a supplement left unpaid until it expires is renewed: the parcel still has one to pay', async () => {
    const p = await create();
    await pay(p);
    // A heavier measure's supplement, made as the console's receipt makes it (payment-order.ts).
    const now = rig.services.clock();
    const first = await db.transaction(async (tx) => {
      const o = await insertExpressPaymentOrder(tx, { kind: 'supplement', userId: 'u-buyer', goodsName: 'Robes en wax', listAmount: 4_750, now, expiresAt: new Date(now + 7 * DAY) });
      await tx.query(`update parcels set state = ${PARCEL_STATE.received}, supplement_order_no = $2 where parcel_no = $1`, [p.parcelNo, o.orderNo]);
      return o.orderNo;
    });
    rig.shift(7 * DAY + MINUTE);
    try {
      await rig.reconciliation.runOnce();
    } finally {
      rig.shift(-(7 * DAY + MINUTE));
    }
    expect((await orderState(db, first)).state).toBe(ORDER_STATE.failed);
    const read = (await rig.call<Parcel>('getParcel', { parcelNo: p.parcelNo }, 'buyer')).customData;
    expect(read.state).toBe(PARCEL_STATE.received);
    expect(read.supplement).toMatchObject({ amount: 4_750, paid: false });
    expect(read.supplement!.paymentOrderNo).not.toBe(first);
    expect(read.events.at(-1)).toMatchObject({ kind: 'supplementRenewed', by: 'system', data: { from: first, to: read.supplement!.paymentOrderNo } });
  });

  it("the payer's own cancel of the payment order closes the parcel (cancelled)", async () => {
    const p = await create();
    expect((await rig.call('cancelOrder', { orderNo: p.paymentOrderNo }, 'buyer')).code).toBe(200);
    expect(await parcelRow(db, p.parcelNo)).toMatchObject({ state: PARCEL_STATE.closed, close_reason: 'cancelled' });
    expect((await parcelEvents(db, p.parcelNo)).map((e) => e.kind)).toEqual(['created', 'cancelled']);
  });

  it('cancel in state 1: closed with the reason, its payment order cancelled; refused while an attempt is pending', async () => {
    const p = await create();
    const r = await cancel(p, 'Plus besoin');
    expect(r.code).toBe(200);
    expect(r.customData).toMatchObject({ state: PARCEL_STATE.closed, closeReason: 'cancelled', payBy: '' });
    expect(r.customData.events.at(-1)).toMatchObject({ kind: 'cancelled', by: 'sender', data: { reason: 'Plus besoin' } });
    expect(await orderState(db, p.paymentOrderNo)).toMatchObject({ state: ORDER_STATE.failed, fail_reason: 'cancelled' });
    // Closed: a second cancel is refused, nothing changes.
    expect((await cancel(p)).message).toBe(translate('errors.parcelState', 'en'));

    const pending = await create();
    await startPaying(pending);
    const refused = await cancel(pending);
    expect(refused.code).toBe(4422);
    expect(refused.message).toBe(translate('errors.orderPaymentPending', 'en'));
    expect(await parcelRow(db, pending.parcelNo)).toMatchObject({ state: PARCEL_STATE.toBePaid });
    expect((await orderState(db, pending.paymentOrderNo)).state).toBe(ORDER_STATE.waitPay);
  });

  it('cancel in state 2: closed, what was paid goes back (recorded as due: the sandbox cannot refund)', async () => {
    const p = await create();
    await pay(p);
    const r = await cancel(p, 'Commande annulée');
    expect(r.code).toBe(200);
    expect(r.customData).toMatchObject({ state: PARCEL_STATE.closed, closeReason: 'cancelled', paidAmount: 0 });
    expect(r.customData.events.map((e) => e.kind)).toEqual(['created', 'paid', 'cancelled', 'refundDue']);
    expect(r.customData.events.at(-1)!.data).toEqual({ amount: 38_600 });
    const [due] = await db.query<{ detail: Record<string, unknown> | string }>(
      "select detail from payment_events where order_no = $1 and kind = 'refundDue'", [p.paymentOrderNo]);
    const detail = typeof due!.detail === 'string' ? JSON.parse(due!.detail) as Record<string, unknown> : due!.detail;
    expect(detail).toMatchObject({ amount: 38_600, parcelNo: p.parcelNo, refundDue: true });
  });

  it('cancel refused once the warehouse has it (state 3) and for the seeded departed parcel', async () => {
    const p = await create();
    await pay(p);
    await db.query(`update parcels set state = ${PARCEL_STATE.received} where parcel_no = $1`, [p.parcelNo]);
    const r = await cancel(p);
    expect(r.code).toBe(4422);
    expect(r.message).toBe(translate('errors.parcelState', 'en'));
    expect(await parcelRow(db, p.parcelNo)).toMatchObject({ state: PARCEL_STATE.received, paid_amount: 38_600 });
    const [seeded] = await db.query<{ parcel_no: string }>(`select parcel_no from parcels where sender_id = 'u-buyer' and state = ${PARCEL_STATE.departed}`);
    expect((await rig.call('cancelParcel', { parcelNo: seeded!.parcel_no, reason: '' }, 'buyer')).message).toBe(translate('errors.parcelState', 'en'));
  });
});
