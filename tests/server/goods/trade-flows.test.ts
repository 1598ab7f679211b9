// What the moves do beyond the state (goods-context decisions): cancel and close give the stock
// back; a paid order is refunded through the provider or recorded as due for an operator; a
// to-be-paid cancel cancels the whole payment order; a price change recomputes the payment order
// and waits for a pending attempt; ship needs a courier and tracking number for a delivery; extend
// pushes receive_by once; the sweep completes overdue shipped orders but not disputed ones; the
// other side gets the queue event and a chat line in their language; the payment's expiry closes
// what was not paid (closeUnpaidOfPayment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUnpaidOfPayment } from '../../../examples/server/goods/close.js';
import { completeOverdueTradeOrders } from '../../../examples/server/goods/sweep.js';
import { startPaymentJobs } from '../../../examples/server/payments/start.js';
import { createCinetPay } from '../../../examples/server/payments/cinetpay/adapter.js';
import { CODE } from '../../../src/contract/codes.js';
import { TRADE } from '../../../src/contract/constants.js';
import { TRADE_ORDER_EVENT, TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { TradeOrder } from '../../../src/contract/types/goods-order.js';
import { TEST_DATABASES } from '../databases.js';
import { BUYER, DAY, eventKinds, goodsListing, lastLine, makeOrder, openTradeRig, SELLER, stockOf, type TradeRig } from './trade-fixtures.js';

const { toBePaid, toBeShipped, shipped, completed, closed } = TRADE_ORDER_STATE;

describe.each(TEST_DATABASES)('trade order flows ($name)', (target) => {
  let rig: TradeRig;
  beforeAll(async () => { rig = await openTradeRig(target); });
  afterAll(async () => rig?.close());

  const paymentEvents = async (orderNo: string) =>
    rig.db.query<{ kind: string; detail: Record<string, unknown> | string }>('select kind, detail from payment_events where order_no = $1 order by id', [orderNo]);
  const detailOf = (d: Record<string, unknown> | string) => (typeof d === 'string' ? (JSON.parse(d) as Record<string, unknown>) : d);
  const paymentOrder = async (orderNo: string) =>
    (await rig.db.query<{ state: number; fail_reason: string; list_amount: number; discount: number; amount: number; refunded_amount: number }>(
      'select state, fail_reason, list_amount, discount, amount, refunded_amount from orders where order_no = $1', [orderNo]))[0]!;

  it('cancel of a paid order: stock back, closed refunded, the refund recorded as due when the provider cannot (CinetPay)', async () => {
    const listingId = await goodsListing(rig.db, { stock: 4 });
    const order = await makeOrder(rig, { state: toBeShipped, lines: [{ listingId, number: 3, price: 2000 }] });
    expect(await stockOf(rig.db, listingId)).toBe(1);
    // The real CinetPay adapter: its checkout API has no refund.
    const before = rig.server.services.payments;
    rig.server.services.payments = createCinetPay({ apiUrl: 'http://127.0.0.1:9', apiKey: 'k', siteId: 's', secretKey: 'x', label: 'cinetpay (test)' });
    try {
      const r = await rig.call<TradeOrder>('cancelTradeOrder', BUYER, { orderNo: order.orderNo, reason: 'Trop long' });
      expect(r.code).toBe(200);
      expect(r.customData).toMatchObject({ state: closed, closeReason: 'refunded' });
      expect(r.customData.events.map((e) => e.kind)).toEqual(['created', 'cancel', 'refunded']);
      expect(r.customData.events[2]!.data).toEqual({ amount: order.total, mode: 'due' });
    } finally {
      rig.server.services.payments = before;
    }
    expect(await stockOf(rig.db, listingId)).toBe(4);
    const due = (await paymentEvents(order.paymentOrderNo!)).filter((e) => e.kind === 'refundDue');
    expect(due).toHaveLength(1);
    expect(detailOf(due[0]!.detail)).toMatchObject({ amount: order.total, tradeOrderNo: order.orderNo, refundDue: true, why: 'unsupported' });
    expect((await paymentOrder(order.paymentOrderNo!)).refunded_amount).toBe(0);
  });

  it('close of a paid order by the seller: refunded through a provider that can, on the payment order', async () => {
    rig.refundAnswer = { ok: true, reference: 'RF-1' };
    try {
      const order = await makeOrder(rig, { state: toBeShipped });
      const r = await rig.call<TradeOrder>('closeTradeOrder', SELLER, { orderNo: order.orderNo, reason: 'Rupture' });
      expect(r.code).toBe(200);
      expect(r.customData).toMatchObject({ state: closed, closeReason: 'refunded' });
      expect(rig.refundsAsked.at(-1)).toEqual({ transactionId: `${order.paymentOrderNo}-000001`, amount: order.total });
      const po = await paymentOrder(order.paymentOrderNo!);
      expect(po.refunded_amount).toBe(order.total);
      const refund = (await paymentEvents(order.paymentOrderNo!)).find((e) => e.kind === 'refund');
      expect(detailOf(refund!.detail)).toMatchObject({ amount: order.total, reference: 'RF-1', tradeOrderNo: order.orderNo });
      const [attempt] = await rig.db.query<{ status: string }>('select status from payments where order_no = $1', [order.paymentOrderNo]);
      expect(attempt!.status).toBe('refunded');
    } finally {
      rig.refundAnswer = { ok: false, reason: 'unsupported' };
    }
  });

  it('cancel or close of an order paid on delivery refunds nothing', async () => {
    const order = await makeOrder(rig, { state: toBeShipped, payMode: 'onDelivery' });
    const asked = rig.refundsAsked.length;
    const r = await rig.call<TradeOrder>('cancelTradeOrder', BUYER, { orderNo: order.orderNo, reason: '' });
    expect(r.customData).toMatchObject({ state: closed, closeReason: 'buyerCancelled', paymentOrderNo: '' });
    expect(rig.refundsAsked.length).toBe(asked);
  });

  it('cancel of an order to be paid cancels its payment order and every order it pays', async () => {
    const first = await makeOrder(rig, { state: toBePaid });
    const second = await makeOrder(rig, { state: toBePaid, paymentOrderNo: first.paymentOrderNo! });
    const r = await rig.call<TradeOrder>('cancelTradeOrder', BUYER, { orderNo: second.orderNo, reason: 'Erreur' });
    expect(r.code).toBe(200);
    expect(r.customData).toMatchObject({ state: closed, closeReason: 'buyerCancelled', payBy: '' });
    const other = await rig.call<TradeOrder>('getTradeOrder', BUYER, { orderNo: first.orderNo });
    expect(other.customData).toMatchObject({ state: closed, closeReason: 'buyerCancelled' });
    expect(await stockOf(rig.db, first.listingId)).toBe(5);
    expect(await stockOf(rig.db, second.listingId)).toBe(5);
    expect(await paymentOrder(first.paymentOrderNo!)).toMatchObject({ state: 0, fail_reason: 'cancelled' });
  });

  it('cancel of an order to be paid waits for an attempt pending at the provider', async () => {
    const order = await makeOrder(rig, { state: toBePaid, pendingAttempt: true });
    const r = await rig.call('cancelTradeOrder', BUYER, { orderNo: order.orderNo, reason: '' });
    expect(r.code).toBe(CODE.VALIDATION);
    expect(await eventKinds(rig.db, order.orderNo)).toEqual(['created']);
    expect(await stockOf(rig.db, order.listingId)).toBe(3);
  });

  it('seller close of one order to be paid takes it out of the payment order; the last one cancels it', async () => {
    const first = await makeOrder(rig, { state: toBePaid });
    const second = await makeOrder(rig, { state: toBePaid, paymentOrderNo: first.paymentOrderNo! });
    expect((await paymentOrder(first.paymentOrderNo!)).amount).toBe(first.total + second.total);
    expect((await rig.call('closeTradeOrder', SELLER, { orderNo: first.orderNo, reason: '' })).code).toBe(200);
    expect(await paymentOrder(first.paymentOrderNo!)).toMatchObject({ state: 1, list_amount: second.total, amount: second.total });
    expect((await rig.call('closeTradeOrder', SELLER, { orderNo: second.orderNo, reason: '' })).code).toBe(200);
    expect(await paymentOrder(first.paymentOrderNo!)).toMatchObject({ state: 0, fail_reason: 'cancelled' });
  });

  it('change price recomputes the payment order (rounded down to the provider step) and waits for a pending attempt', async () => {
    const order = await makeOrder(rig, { state: toBePaid });
    const r = await rig.call<TradeOrder>('changeTradePrice', SELLER, { orderNo: order.orderNo, total: 4503 });
    expect(r.code).toBe(200);
    expect(r.customData.total).toBe(4503);
    expect(r.customData.events.at(-1)).toMatchObject({ kind: 'changePrice', by: 'seller', data: { from: order.total, to: 4503 } });
    expect(r.customData.payBy).not.toBe('');
    expect(await paymentOrder(order.paymentOrderNo!)).toMatchObject({ list_amount: 4503, discount: 3, amount: 4500 });
    expect((await rig.call('changeTradePrice', SELLER, { orderNo: order.orderNo, total: 50 })).code).toBe(CODE.VALIDATION);
    const pending = await makeOrder(rig, { state: toBePaid, pendingAttempt: true });
    const refused = await rig.call('changeTradePrice', SELLER, { orderNo: pending.orderNo, total: 3000 });
    expect(refused.code).toBe(CODE.VALIDATION);
    expect(refused.message).toMatch(/in progress/);
    expect((await paymentOrder(pending.paymentOrderNo!)).amount).toBe(pending.total);
  });

  it('ship needs a courier and a tracking number for a delivery, not for a pickup; receive_by = now + receiveDays', async () => {
    const delivered = await makeOrder(rig, { state: toBeShipped });
    const noCourier = await rig.call<{ issues: { path: string }[] }>('shipTradeOrder', SELLER, { orderNo: delivered.orderNo, courier: '', trackingNo: '123' });
    expect(noCourier.code).toBe(CODE.VALIDATION);
    expect(noCourier.customData.issues[0]!.path).toBe('courier');
    const noTracking = await rig.call<{ issues: { path: string }[] }>('shipTradeOrder', SELLER, { orderNo: delivered.orderNo, courier: 'DHL', trackingNo: '  ' });
    expect(noTracking.customData.issues[0]!.path).toBe('trackingNo');
    const shippedNow = await rig.call<TradeOrder>('shipTradeOrder', SELLER, { orderNo: delivered.orderNo, courier: 'DHL', trackingNo: '123' });
    expect(shippedNow.customData).toMatchObject({ state: shipped, courier: 'DHL', trackingNo: '123', receiveBy: new Date(rig.clock.now + TRADE.receiveDays * DAY).toISOString() });
    const pickup = await makeOrder(rig, { state: toBeShipped, delivery: 'pickup' });
    expect((await rig.call('shipTradeOrder', SELLER, { orderNo: pickup.orderNo, courier: '', trackingNo: '' })).code).toBe(200);
  });

  it('extend pushes receive_by by extendDays, once', async () => {
    const order = await makeOrder(rig, { state: shipped, receiveInMs: 2 * DAY });
    const r = await rig.call<TradeOrder>('extendReceipt', BUYER, { orderNo: order.orderNo });
    expect(r.customData).toMatchObject({ extended: true, receiveBy: new Date(rig.clock.now + (2 + TRADE.extendDays) * DAY).toISOString() });
    expect((await rig.call('extendReceipt', BUYER, { orderNo: order.orderNo })).code).toBe(CODE.VALIDATION);
  });

  it('the sweep completes shipped orders past receive_by; a dispute stops it', async () => {
    const due = await makeOrder(rig, { state: shipped, receiveInMs: DAY });
    const disputed = await makeOrder(rig, { state: shipped, receiveInMs: DAY });
    const later = await makeOrder(rig, { state: shipped, receiveInMs: 5 * DAY });
    expect((await rig.call('openDispute', BUYER, { orderNo: disputed.orderNo, reason: 'Colis abîmé' })).code).toBe(200);
    const deps = { db: rig.db, services: rig.server.services };
    expect(await completeOverdueTradeOrders(deps, rig.clock.now)).not.toContain(due.orderNo);
    const done = await completeOverdueTradeOrders(deps, rig.clock.now + 2 * DAY);
    expect(done).toContain(due.orderNo);
    expect(done).not.toContain(disputed.orderNo);
    expect(done).not.toContain(later.orderNo);
    const read = await rig.call<TradeOrder>('getTradeOrder', SELLER, { orderNo: due.orderNo });
    expect(read.customData.state).toBe(completed);
    expect(read.customData.events.at(-1)).toMatchObject({ kind: 'autoConfirmed', by: 'system' });
    const still = await rig.call<TradeOrder>('getTradeOrder', BUYER, { orderNo: disputed.orderNo });
    expect(still.customData).toMatchObject({ state: shipped, dispute: { status: 'open', reason: 'Colis abîmé' } });
    expect(await completeOverdueTradeOrders(deps, rig.clock.now + 2 * DAY)).toEqual([]);
  });

  it('the server\'s periodic payment jobs run the sweep', async () => {
    const overdue = await makeOrder(rig, { state: shipped, receiveInMs: -DAY });
    const jobs = startPaymentJobs({ publicOrigin: undefined }, rig.db, rig.server.services, null);
    try {
      for (let i = 0; i < 100; i++) {
        const [row] = await rig.db.query<{ state: number }>('select state from trade_orders where order_no = $1', [overdue.orderNo]);
        if (Number(row!.state) === completed) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await jobs.stop();
    }
    expect(await eventKinds(rig.db, overdue.orderNo)).toEqual(['created', 'autoConfirmed']);
  });

  it('the other side gets the queue event and a chat line in their language', async () => {
    const order = await makeOrder(rig, { state: toBeShipped });
    const from = rig.published.length;
    expect((await rig.call('shipTradeOrder', SELLER, { orderNo: order.orderNo, courier: 'DHL', trackingNo: 'TRK 42' })).code).toBe(200);
    const sent = rig.published.slice(from);
    const event = sent.find((p) => p.msgType === TRADE_ORDER_EVENT);
    expect(event).toEqual({ userMq: 'mq.user.u-personal', msgType: TRADE_ORDER_EVENT, msgData: { orderNo: order.orderNo, state: shipped, kind: 'ship', side: 'buy', title: 'Pagne wax 6 yards' } });
    expect(sent.filter((p) => p.msgType === TRADE_ORDER_EVENT && p.userMq === 'mq.user.u-seller')).toEqual([]);
    expect(sent.some((p) => p.msgType === 'chatInfo' && p.userMq === 'mq.user.u-personal')).toBe(true);
    // u-personal reads French.
    const line = await lastLine(rig.db, SELLER, BUYER);
    expect(line).toEqual({ content: `Commande ${order.orderNo} (Pagne wax 6 yards) expédiée\u00a0: DHL, suivi TRK 42.`, module_id: 4 });
    // The buyer's move reaches the seller, in English, with the reason.
    expect((await rig.call('openDispute', BUYER, { orderNo: (await makeOrder(rig, { state: shipped })).orderNo, reason: 'Nothing came' })).code).toBe(200);
    expect((await lastLine(rig.db, BUYER, SELLER))!.content).toMatch(/^Awa Kouassi opened a dispute on order go\d+ \(Pagne wax 6 yards\)\. Our team will look into it\. Reason: Nothing came$/);
  });

  it('a stranger can neither read nor move an order; the lists are each side\'s own', async () => {
    const order = await makeOrder(rig, { state: shipped });
    expect((await rig.call('getTradeOrder', 'u-member', { orderNo: order.orderNo })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('confirmReceipt', 'u-member', { orderNo: order.orderNo })).code).toBe(CODE.NOT_FOUND);
    const buyerView = await rig.call<TradeOrder>('getTradeOrder', BUYER, { orderNo: order.orderNo });
    expect(buyerView.customData).toMatchObject({
      side: 'buy', buyerName: 'Awa Kouassi', sellerName: 'Yao Seller', priceFlag: 'FCFA', delivery: 'delivery',
      lines: [{ unusedItemId: order.listingId, title: 'Pagne wax 6 yards', price: 2500, number: 2 }],
      address: { landmark: 'Derrière la pharmacie' }, dispute: null,
    });
    expect((await rig.call<TradeOrder>('getTradeOrder', SELLER, { orderNo: order.orderNo })).customData.side).toBe('sale');
    const bought = await rig.call<{ totalCount: number; resultList: TradeOrder[] }>('getTradeOrderList', BUYER, { side: 'buy', state: shipped });
    expect(bought.customData.resultList.every((o) => o.side === 'buy' && o.state === shipped)).toBe(true);
    expect(bought.customData.resultList.map((o) => o.orderNo)).toContain(order.orderNo);
    const times = bought.customData.resultList.map((o) => o.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const sold = await rig.call<{ totalCount: number; resultList: TradeOrder[] }>('getTradeOrderList', SELLER, { side: 'sale', page: { index: 1, size: 3 } });
    expect(sold.customData.resultList).toHaveLength(3);
    expect(sold.customData.totalCount).toBeGreaterThan(3);
    const none = await rig.call<{ totalCount: number }>('getTradeOrderList', 'u-member', { side: 'buy' });
    expect(none.customData.totalCount).toBe(0);
  });

  it('the payment\'s expiry closes the orders still to be paid and gives the stock back', async () => {
    const order = await makeOrder(rig, { state: toBePaid });
    const closedNow = await rig.db.transaction((tx) => closeUnpaidOfPayment(tx, order.paymentOrderNo!, 'expired', rig.clock.now));
    expect(closedNow).toEqual([{ orderNo: order.orderNo, buyerId: BUYER, sellerId: SELLER }]);
    expect(await stockOf(rig.db, order.listingId)).toBe(5);
    const read = await rig.call<TradeOrder>('getTradeOrder', BUYER, { orderNo: order.orderNo });
    expect(read.customData).toMatchObject({ state: closed, closeReason: 'expired' });
    expect(read.customData.events.at(-1)).toMatchObject({ kind: 'expired', by: 'system' });
    // Again: nothing left to close.
    expect(await rig.db.transaction((tx) => closeUnpaidOfPayment(tx, order.paymentOrderNo!, 'expired', rig.clock.now))).toEqual([]);
    expect(await stockOf(rig.db, order.listingId)).toBe(5);
  });
});
