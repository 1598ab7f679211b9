// A goods order from checkout to its end, through the real server, the real CinetPay adapter and
// its sandbox (tests/server/payments/money-rig.ts): the buyer orders and pays online, the seller
// ships with a tracking number, the buyer confirms — each move a line in their chat, in the
// receiver's language. And a paid order cancelled before shipping: stock back, and the refund
// recorded as due, since CinetPay's checkout API cannot pay it back (goods/refund.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { PAYMENT_METHOD, TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { CheckoutReply, ShippingAddress, TradeOrder } from '../../../src/contract/types/goods-order.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { TEST_DATABASES } from '../databases.js';
import { orderState, payAtSandbox, startMoneyRig, until, type MoneyRig } from '../payments/money-rig.js';
import { abidjanCityId, addressBody, goodsOf, stockOf } from './goods-rig.js';

describe.each(TEST_DATABASES)('a goods order from checkout to completion on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  let addressId = '';

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    addressId = (await rig.call<ShippingAddress>('saveAddress', addressBody(await abidjanCityId(db)), 'buyer')).customData.addressId;
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  /** Orders `pieces` of `listingId` from u-seller, delivered, paid online; the order and its payment order, paid. */
  const orderAndPay = async (listingId: string, pieces: number): Promise<{ orderNo: string; paymentOrderNo: string }> => {
    const made = await rig.call<CheckoutReply>('checkout', {
      groups: [{ sellerId: 'u-seller', lines: [{ unusedItemId: listingId, number: pieces }], delivery: 'delivery', payMode: 'online', remark: '' }],
      addressId,
    }, 'buyer');
    expect(made.code, made.message).toBe(200);
    const paymentOrderNo = made.customData.paymentOrderNo!;
    const pay = await rig.call<PaymentReply>('orderListPayment', { orderNos: [paymentOrderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'buyer');
    expect(pay.code).toBe(200);
    await payAtSandbox(pay.customData.payUrl!, '0700000000');
    await until(async () => (await orderState(db, paymentOrderNo)).delivered, 10_000, 'goods payment delivered');
    return { orderNo: made.customData.orderNos[0]!, paymentOrderNo };
  };
  const lastLine = async (from: string, to: string) =>
    (await db.query<{ content: string }>('select content from chat_messages where from_user_id = $1 and to_user_id = $2 order by id desc limit 1', [from, to]))[0]?.content;

  it('pay, ship with a tracking number, confirm: both sides read each step in their chat', async () => {
    const item = await goodsOf(db, 'u-seller', 0, { price: 6_000, number: 3, deliveryFee: 1_000 });
    const { orderNo } = await orderAndPay(item, 1);
    // u-seller reads English, u-buyer French. The line is written after the payment's commit: wait for it.
    await until(async () => (await lastLine('u-buyer', 'u-seller')) !== undefined, 10_000, 'the paid line');
    expect(await lastLine('u-buyer', 'u-seller')).toMatch(new RegExp(`^Adjoua Buyer paid order ${orderNo} \\(.+\\)\\. You can ship it now\\.$`));
    const forSeller = await rig.call<TradeOrder>('getTradeOrder', { orderNo }, 'seller');
    expect(forSeller.customData).toMatchObject({ state: TRADE_ORDER_STATE.toBeShipped, side: 'sale', total: 7_000, payBy: '' });
    const shipped = await rig.call<TradeOrder>('shipTradeOrder', { orderNo, courier: 'Yango Delivery', trackingNo: 'YD-2030-77' }, 'seller');
    expect(shipped.code).toBe(200);
    expect(await lastLine('u-seller', 'u-buyer')).toMatch(new RegExp(`^Commande ${orderNo} \\(.+\\) expédiée\u00a0: Yango Delivery, suivi YD-2030-77\\.$`));
    const confirmed = await rig.call<TradeOrder>('confirmReceipt', { orderNo }, 'buyer');
    expect(confirmed.customData.state).toBe(TRADE_ORDER_STATE.completed);
    expect(confirmed.customData.events.map((e) => `${e.kind}:${e.by}`)).toEqual(['created:buyer', 'paid:system', 'ship:seller', 'confirm:buyer']);
    expect(await lastLine('u-buyer', 'u-seller')).toMatch(/^Adjoua Buyer confirmed receiving order go\d+ .+ The order is completed\.$/);
    expect(await stockOf(db, item)).toBe(2);
  });

  it('a paid order cancelled before shipping: stock back, closed refunded, the refund due for an operator', async () => {
    const item = await goodsOf(db, 'u-seller', 1, { price: 3_000, number: 4, deliveryFee: 500 });
    const { orderNo, paymentOrderNo } = await orderAndPay(item, 2);
    expect(await stockOf(db, item)).toBe(2);
    const cancelled = await rig.call<TradeOrder>('cancelTradeOrder', { orderNo, reason: 'Commande en double' }, 'buyer');
    expect(cancelled.code).toBe(200);
    expect(cancelled.customData).toMatchObject({ state: TRADE_ORDER_STATE.closed, closeReason: 'refunded' });
    expect(await stockOf(db, item)).toBe(4);
    const [due] = await db.query<{ detail: Record<string, unknown> | string }>(
      "select detail from payment_events where order_no = $1 and kind = 'refundDue'", [paymentOrderNo]);
    const detail = typeof due!.detail === 'string' ? JSON.parse(due!.detail) as Record<string, unknown> : due!.detail;
    expect(detail).toMatchObject({ amount: 6_500, tradeOrderNo: orderNo, refundDue: true, why: 'unsupported' });
    expect(await lastLine('u-buyer', 'u-seller')).toMatch(/^Adjoua Buyer cancelled order go\d+ .+ Reason: Commande en double$/);
  });
});
