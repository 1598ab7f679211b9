// The console's goods orders (src/contract/console-trade.ts; examples/server/console/calls/
// trade-order-calls.ts, trade-dispute-calls.ts) on orders made by SQL (trade-fixtures.ts): only
// the money roles read and decide; the list filters by state, by dispute and by one search text,
// newest first, paged; the detail reads lines, address, amounts, history, dispute and payment
// order; a refund decision closes the order 'refunded' and pays its total back through the
// provider (or records it as due when the provider cannot: the orders page shows "refund due"),
// stock untouched; a release completes it; each decision is one transaction with an event by the
// operator and an audit row; a second decision is refused; garbage is answered with codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePage } from '../../../src/contract/console-api.js';
import type { OrderDetail, OrderSearchItem } from '../../../src/contract/console-payments.js';
import { CONSOLE_TRADE_CALLS, type TradeOrderDetail, type TradeOrderItem } from '../../../src/contract/console-trade.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import { TEST_DATABASES } from '../databases.js';
import { refundingProvider } from '../test-doubles.js';
import type { PaymentProvider } from '../../../examples/server/payments/provider.js';
import { auditRows } from './console-client.js';
import { openMoneyRig, type MoneyRig, type Role } from './payments-rig.js';
import { insertTradeOrder, type TradeFixture } from './trade-fixtures.js';

const { toBePaid, toBeShipped, shipped, completed, closed } = TRADE_ORDER_STATE;
const HOUR = 3_600_000;

const unsupportedProvider = (): PaymentProvider => ({
  ...refundingProvider([]),
  async refund() {
    return { ok: false, reason: 'unsupported', raw: { why: 'no refund API' } };
  },
});

describe.each(TEST_DATABASES)('console goods orders ($name)', (target) => {
  let rig: MoneyRig;
  let t0: number;
  const order = (no: string, over: Partial<TradeFixture> = {}) => insertTradeOrder(rig.env.db, {
    orderNo: no, buyerId: 'u-personal', sellerId: 'u-seller', state: shipped, payMode: 'online', price: 12_000, deliveryFee: 1_000,
    createdAt: new Date(t0), ...over,
  });
  const list = async (body: Record<string, unknown>) => (await rig.call<ConsolePage<TradeOrderItem>>('tradeOrderList', body)).customData;
  const detail = async (orderNo: string) => (await rig.call<TradeOrderDetail>('tradeOrderDetail', { orderNo })).customData;
  /** Chat lines between the seeded buyer and seller about goods (either way). */
  const chatLines = async () => Number((await rig.env.db.query<{ n: number }>(
    "select count(*)::int as n from chat_messages where (from_user_id, to_user_id) in (('u-personal', 'u-seller'), ('u-seller', 'u-personal'))",
  ))[0]?.n ?? 0);
  const stockOf = async (listingId: string) => (await rig.env.db.query<{ n: string | null }>("select attrs->>'number' as n from listings where id = $1::bigint", [listingId]))[0]?.n ?? null;

  beforeAll(async () => {
    rig = await openMoneyRig(target, 'trade');
    t0 = rig.env.clock.now;
    // Five orders, one hour apart (newest last): the list shows them newest first.
    await order('go2030011500000000001', { state: toBePaid, createdAt: new Date(t0 - 5 * HOUR) });
    await order('go2030011500000000002', { state: toBeShipped, payMode: 'onDelivery', createdAt: new Date(t0 - 4 * HOUR) });
    await order('go2030011500000000003', { state: shipped, dispute: 'open', createdAt: new Date(t0 - 3 * HOUR) });
    await order('go2030011500000000004', { state: shipped, dispute: 'open', buyerId: 'u-member', sellerId: 'u-enterprise', createdAt: new Date(t0 - 2 * HOUR) });
    await order('go2030011500000000005', { state: shipped, dispute: 'open', payMode: 'onDelivery', createdAt: new Date(t0 - HOUR) });
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('lets only cashiers and admins read and decide goods orders (refusals audited)', async () => {
    const calls = Object.keys(CONSOLE_TRADE_CALLS);
    const may: Record<Role, boolean> = { cashier: true, admin: true, reviewer: false, translator: false, moderator: false };
    for (const [role, allowed] of Object.entries(may) as [Role, boolean][]) {
      for (const call of calls) {
        const before = (await auditRows(rig.env.db)).length;
        const r = await rig.call(call, {}, role);
        if (allowed) expect(r.code, `${role} ${call}`).not.toBe(4403);
        else {
          expect(r, `${role} ${call}`).toMatchObject({ code: 4403, message: 'errors.forbidden' });
          expect((await auditRows(rig.env.db)).slice(before)[0]).toMatchObject({ action: 'refused', target: call });
        }
      }
    }
  });

  it('lists newest first, filters by state, dispute and search text, and pages', async () => {
    const all = await list({});
    expect(all.totalCount).toBe(5);
    expect(all.resultList.map((o) => o.orderNo.slice(-1))).toEqual(['5', '4', '3', '2', '1']);
    expect(all.resultList[1]).toMatchObject({
      state: shipped, total: 13_000, title: 'Téléphone Tecno Spark 10', lineCount: 1, payMode: 'online', dispute: 'open',
      buyer: { userId: 'u-member', name: 'Koffi Member' }, seller: { userId: 'u-enterprise', name: 'Abidjan Services SARL' },
    });
    expect((await list({ state: toBePaid })).resultList.map((o) => o.orderNo)).toEqual(['go2030011500000000001']);
    expect((await list({ state: shipped })).totalCount).toBe(3);
    expect((await list({ dispute: 'open' })).resultList.map((o) => o.orderNo.slice(-1))).toEqual(['5', '4', '3']);
    expect((await list({ dispute: 'decided' })).totalCount).toBe(0);
    // One search text: an order number, a payment order number, a buyer's or a seller's id.
    expect((await list({ query: 'go2030011500000000002' })).resultList.map((o) => o.orderNo)).toEqual(['go2030011500000000002']);
    expect((await list({ query: 'co2030011500000000003' })).resultList.map((o) => o.orderNo)).toEqual(['go2030011500000000003']);
    expect((await list({ query: 'u-member' })).resultList.map((o) => o.orderNo)).toEqual(['go2030011500000000004']);
    expect((await list({ query: 'u-enterprise', dispute: 'open' })).totalCount).toBe(1);
    expect((await list({ query: 'u-seller' })).totalCount).toBe(4);
    expect((await list({ query: 'nobody' })).totalCount).toBe(0);
    const page2 = await list({ pageNum: 2, pageSize: 2 });
    expect(page2.totalCount).toBe(5);
    expect(page2.resultList.map((o) => o.orderNo.slice(-1))).toEqual(['3', '2']);
  });

  it('reads one order whole: lines, address, amounts, history, dispute, payment order', async () => {
    const d = await detail('go2030011500000000003');
    expect(d.order).toMatchObject({
      orderNo: 'go2030011500000000003', state: shipped, goodsAmount: 12_000, deliveryFee: 1_000, total: 13_000, payMode: 'online', delivery: 'delivery',
      courier: 'Yango Express', trackingNo: 'YG-4471', remark: 'Appelez avant de venir', address: { landmark: 'Derrière la pharmacie Sococé', district: 'Cocody' },
      buyer: { userId: 'u-personal', phone: '+225 0700000001' },
    });
    expect(d.order.shippedAt).not.toBe('');
    expect(d.lines).toEqual([expect.objectContaining({ title: 'Téléphone Tecno Spark 10', price: 12_000, number: 1 })]);
    expect(d.events.map((e) => `${e.kind}/${e.by}`)).toEqual(['created/buyer', 'paid/system', 'ship/seller', 'dispute/buyer']);
    expect(d.events[3]!.data).toEqual({ reason: 'Le colis est arrivé vide' });
    expect(d.dispute).toMatchObject({ status: 'open', reason: 'Le colis est arrivé vide', decidedAt: '', operator: '' });
    expect(d.payment).toEqual({ orderNo: 'co2030011500000000003', state: 2, amount: 13_000, refundedAmount: 0 });
    expect((await detail('go2030011500000000002')).payment).toBeNull();
    expect(await rig.call('tradeOrderDetail', { orderNo: 'go2030011599999999999' })).toMatchObject({ code: 4404, message: 'errors.tradeOrderNotFound' });
  });

  it('refunds a disputed order through the provider: closed refunded, money back, stock untouched, event and audit, once', async () => {
    const asked: unknown[] = [];
    rig.env.server.services.payments = refundingProvider(asked);
    const { listingId } = await order('go2030011500000000006', { state: shipped, dispute: 'open', price: 20_000, deliveryFee: 0 });
    const stock = await stockOf(listingId);
    const auditBefore = (await auditRows(rig.env.db)).length;
    const linesBefore = await chatLines();
    const r = await rig.call('decideDispute', { orderNo: 'go2030011500000000006', decision: 'refund', note: '  Colis vide, photo à l’appui ' });
    expect(r).toMatchObject({ code: 200, customData: { orderNo: 'go2030011500000000006', state: closed, dispute: 'refunded', refund: 'refunded' } });
    expect(asked).toEqual([{ transactionId: 'co2030011500000000006-123456', amount: 20_000, reason: 'Colis vide, photo à l’appui' }]);
    const d = await detail('go2030011500000000006');
    expect(d.order).toMatchObject({ state: closed, closeReason: 'refunded', closeNote: 'Colis vide, photo à l’appui' });
    expect(d.dispute).toMatchObject({ status: 'refunded', operator: 'trade-cashier' });
    expect(d.dispute!.decidedAt).not.toBe('');
    expect(d.payment).toMatchObject({ amount: 20_000, refundedAmount: 20_000 });
    const decision = d.events.find((e) => e.by === 'operator');
    expect(decision).toMatchObject({ kind: 'refunded', by: 'operator', operator: 'trade-cashier', data: { operatorId: rig.operatorIds.cashier, note: 'Colis vide, photo à l’appui' } });
    expect(d.events.at(-1)).toMatchObject({ kind: 'refunded', by: 'system', data: { amount: 20_000, mode: 'provider' } });
    // The buyer reads the decision in the chat with the seller (goods/notify.ts).
    expect(await chatLines()).toBe(linesBefore + 1);
    // The goods left the seller: no stock back.
    expect(await stockOf(listingId)).toBe(stock);
    const audit = (await auditRows(rig.env.db)).slice(auditBefore);
    expect(audit).toEqual([expect.objectContaining({
      action: 'tradeOrder.refund', target: 'tradeOrder:go2030011500000000006', operator_id: rig.operatorIds.cashier,
      detail: expect.objectContaining({ note: 'Colis vide, photo à l’appui', total: 20_000, refund: 'refunded' }),
    })]);
    // The payment order's journal shows the refund.
    const po = (await rig.call<OrderDetail>('orderDetail', { orderNo: 'co2030011500000000006' })).customData;
    expect(po.events.at(-1)).toMatchObject({ kind: 'refund', detail: { amount: 20_000, tradeOrderNo: 'go2030011500000000006' } });
    // A second decision, either way, is refused and changes nothing.
    for (const decision2 of ['refund', 'release']) {
      expect(await rig.call('decideDispute', { orderNo: 'go2030011500000000006', decision: decision2, note: 'encore' }, 'admin')).toMatchObject({ code: 4422, message: 'errors.disputeState' });
    }
    expect(asked).toHaveLength(1);
    expect((await detail('go2030011500000000006')).events.filter((e) => e.by === 'operator')).toHaveLength(1);
    rig.env.server.services.payments = undefined;
  });

  it('records the refund as due when the provider cannot refund: the orders page shows it until refunded by hand', async () => {
    rig.env.server.services.payments = unsupportedProvider();
    await order('go2030011500000000007', { state: shipped, dispute: 'open', price: 5_000, deliveryFee: 500 });
    expect(await rig.call('decideDispute', { orderNo: 'go2030011500000000007', decision: 'refund', note: 'Article non conforme' })).toMatchObject({
      code: 200, customData: { state: closed, dispute: 'refunded', refund: 'refundDue' },
    });
    const due = async () => (await rig.call<ConsolePage<OrderSearchItem>>('orderSearch', { orderNo: 'co2030011500000000007' })).customData.resultList[0]!;
    expect(await due()).toMatchObject({ refundDue: true, refundedAmount: 0 });
    expect((await rig.call<ConsolePage<OrderSearchItem>>('orderSearch', { filter: 'refundDue' })).customData.resultList.map((o) => o.orderNo)).toContain('co2030011500000000007');
    // The cashier pays it back from the provider's back-office and records it: no longer due.
    expect((await rig.call('refundOrder', { orderNo: 'co2030011500000000007', amount: 5_500, reason: 'Litige go…07', mode: 'manual', reference: 'BO-778' })).code).toBe(200);
    expect(await due()).toMatchObject({ refundDue: false, refundedAmount: 5_500 });
    rig.env.server.services.payments = undefined;
  });

  it('closes a disputed cash-on-delivery order with nothing to pay back', async () => {
    expect(await rig.call('decideDispute', { orderNo: 'go2030011500000000005', decision: 'refund', note: 'Vendeur injoignable' }, 'admin')).toMatchObject({
      code: 200, customData: { state: closed, dispute: 'refunded', refund: 'none' },
    });
    expect((await detail('go2030011500000000005')).dispute).toMatchObject({ status: 'refunded', operator: 'trade-admin' });
  });

  it('releases a disputed order to the seller: completed, note optional, once', async () => {
    const auditBefore = (await auditRows(rig.env.db)).length;
    expect(await rig.call('decideDispute', { orderNo: 'go2030011500000000004', decision: 'release' })).toMatchObject({
      code: 200, customData: { orderNo: 'go2030011500000000004', state: completed, dispute: 'released', refund: null },
    });
    const d = await detail('go2030011500000000004');
    expect(d.order.state).toBe(completed);
    expect(d.order.completedAt).not.toBe('');
    expect(d.payment).toMatchObject({ refundedAmount: 0 });
    expect(d.events.at(-1)).toMatchObject({ kind: 'released', by: 'operator', operator: 'trade-cashier', data: { operatorId: rig.operatorIds.cashier, note: '' } });
    expect((await auditRows(rig.env.db)).slice(auditBefore)).toEqual([expect.objectContaining({ action: 'tradeOrder.release', target: 'tradeOrder:go2030011500000000004' })]);
    expect(await rig.call('decideDispute', { orderNo: 'go2030011500000000004', decision: 'refund', note: 'trop tard' })).toMatchObject({ code: 4422, message: 'errors.disputeState' });
    expect((await list({ dispute: 'decided' })).totalCount).toBe(4);
  });

  it('refuses a decision on an order without an open dispute, and a refund without a note', async () => {
    for (const no of ['go2030011500000000001', 'go2030011500000000002']) {
      expect(await rig.call('decideDispute', { orderNo: no, decision: 'release' })).toMatchObject({ code: 4422, message: 'errors.disputeState' });
    }
    expect((await detail('go2030011500000000001')).order.state).toBe(toBePaid);
    expect(await rig.call('decideDispute', { orderNo: 'go2030011500000000003', decision: 'refund', note: '   ' })).toMatchObject({
      code: 4422, customData: { issues: [{ path: 'note', key: 'validation.reviewReason' }] },
    });
    expect(await rig.call('decideDispute', { orderNo: 'go2030011599999999999', decision: 'release' })).toMatchObject({ code: 4404, message: 'errors.tradeOrderNotFound' });
    expect((await detail('go2030011500000000003')).dispute?.status).toBe('open');
  });

  it('answers garbage with coded refusals, never a 500', async () => {
    const cases: [string, unknown, string][] = [
      ['tradeOrderList', { state: 9 }, 'state'],
      ['tradeOrderList', { state: '3' }, 'state'],
      ['tradeOrderList', { dispute: 'maybe' }, 'dispute'],
      ['tradeOrderList', { query: 'x'.repeat(65) }, 'query'],
      ['tradeOrderList', { query: 'a\u0000b' }, 'query'],
      ['tradeOrderList', { pageNum: 0 }, 'pageNum'],
      ['tradeOrderDetail', { orderNo: 'co2030011500000000003' }, 'orderNo'],
      ['tradeOrderDetail', { orderNo: "go1' or 1=1 --" }, 'orderNo'],
      ['tradeOrderDetail', {}, 'orderNo'],
      ['decideDispute', { orderNo: 'go2030011500000000003', decision: 'split' }, 'decision'],
      ['decideDispute', { orderNo: 'go2030011500000000003', decision: 'refund', note: 'x'.repeat(501) }, 'note'],
      ['decideDispute', { orderNo: 'go2030011500000000003', decision: 'refund', note: 12 }, 'note'],
      ['decideDispute', { orderNo: ['go2030011500000000003'], decision: 'release' }, 'orderNo'],
    ];
    for (const [call, body, path] of cases) {
      const r = await rig.call<{ issues?: { path: string }[] }>(call, body);
      expect(r.code, `${call} ${JSON.stringify(body).slice(0, 60)}`).toBe(4422);
      expect(r.customData.issues?.[0]?.path, `${call} ${JSON.stringify(body).slice(0, 60)}`).toBe(path);
    }
    expect((await detail('go2030011500000000003')).dispute?.status).toBe('open');
  });
});
