// Orders and refunds in the console (examples/server/console/calls/order-calls.ts,
// refund-calls.ts): the search by number, payer and phone with its filters (refund due among
// them), the detail with every attempt and the raw journal; refunds — never more than what was
// paid and not refunded yet, partial then full (the attempt becomes 'refunded'), through the
// provider when it can (a provider that refunds by API), recorded by hand with a reference when
// it cannot (the real CinetPay adapter says so) or for a bank transfer; each one journalled and
// audited in its transaction; concurrent refunds never exceed the amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderSearchItem } from '../../../src/contract/console-payments.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { createCinetPay } from '../../../examples/server/payments/cinetpay/adapter.js';
import { logPaymentEvent } from '../../../examples/server/payments/events.js';
import { TEST_DATABASES } from '../databases.js';
import { refundingProvider } from '../test-doubles.js';
import { insertOrder, insertPayment } from '../payments/catalogue-fixtures.js';
import { auditRows } from './console-client.js';
import { openMoneyRig, type MoneyRig } from './payments-rig.js';

describe.each(TEST_DATABASES)('console orders and refunds ($name)', (target) => {
  let rig: MoneyRig;
  const paidOnline = async (orderNo: string, userId = 'u-personal', amount = 2000) => {
    await insertOrder(rig.env.db, { orderNo, userId, state: 2, listAmount: amount, payType: 7, createdAt: rig.env.clock.now });
    await insertPayment(rig.env.db, orderNo, `tx-${orderNo}`, 'accepted', 'OM', rig.env.clock.now);
    rig.env.clock.advance(1000);
  };
  const search = async (body: Record<string, unknown>) => (await rig.call<SearchReply<OrderSearchItem>>('orderSearch', { pageSize: 100, ...body })).customData;
  const detail = async (orderNo: string) => (await rig.call<OrderDetail>('orderDetail', { orderNo })).customData;

  beforeAll(async () => {
    rig = await openMoneyRig(target, 'ord');
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('finds orders by number, payer id or phone (with or without the country code), by filter, newest first', async () => {
    await paidOnline('co2030011500000000001');
    await insertOrder(rig.env.db, { orderNo: 'co2030011500000000002', userId: 'u-seller', state: 0, payType: 7, createdAt: rig.env.clock.now });
    rig.env.clock.advance(1000);
    const bank = await rig.bankOrder('seller');
    expect((await search({ orderNo: 'co2030011500000000001' })).resultList.map((o) => o.orderNo)).toEqual(['co2030011500000000001']);
    const sellers = await search({ userId: 'u-seller' });
    expect(sellers.resultList.map((o) => o.orderNo)).toEqual([bank, 'co2030011500000000002']);
    expect(sellers.totalCount).toBe(2);
    for (const phone of ['0700000004', '+225 07 00 00 00 04', '2250700000004']) {
      expect((await search({ phone })).resultList.map((o) => o.orderNo), phone).toEqual([bank, 'co2030011500000000002']);
    }
    expect((await search({ userId: 'u-seller', filter: 'failed' })).resultList.map((o) => o.orderNo)).toEqual(['co2030011500000000002']);
    expect((await search({ userId: 'u-seller', filter: 'waiting' })).resultList.map((o) => o.orderNo)).toEqual([bank]);
    const [paid] = (await search({ orderNo: 'co2030011500000000001' })).resultList;
    expect(paid).toMatchObject({
      kind: 'commodity', amount: 2000, refundedAmount: 0, currency: 'XOF', payType: 7, state: 2, refundDue: false, remittance: '',
      user: { userId: 'u-personal', phone: '+225 0700000001' }, titles: { fr: 'Commande co2030011500000000001' },
    });
    // No criterion: every order, paged.
    const all = await search({ pageSize: 2 });
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.resultList).toHaveLength(2);
    expect((await search({ phone: '0799999999' })).resultList).toEqual([]);
  });

  it('shows an order whole: attempts, the raw journal, the proof and what may be refunded', async () => {
    const orderNo = await rig.bankOrder('personal');
    await rig.sendProof('personal', orderNo, 'Reçu');
    const waiting = await detail(orderNo);
    expect(waiting.order).toMatchObject({ orderNo, state: 1, payType: 4, amount: 1000, listAmount: 1000, discount: 0, remittance: 'submitted', commodityId: 1, quantity: 5 });
    expect(waiting.attempts).toEqual([]);
    expect(waiting.events.map((e) => e.kind)).toEqual(['remittance']);
    expect(waiting.events[0]!.detail).toMatchObject({ remark: 'Reçu' });
    expect(waiting.remittance).toMatchObject({ status: 'submitted', remark: 'Reçu', operator: '' });
    expect(waiting.refundable).toBe(0);
    expect(waiting.providerRefund).toBe(false);

    await paidOnline('co2030011500000000003');
    await logPaymentEvent(rig.env.db, 'co2030011500000000003', 'tx-co2030011500000000003', 'checked', { status: 'ACCEPTED', amount: '2000' });
    const paid = await detail('co2030011500000000003');
    expect(paid.attempts).toEqual([expect.objectContaining({ transactionId: 'tx-co2030011500000000003', provider: 'sandbox', status: 'accepted', method: 'OM', amount: 2000 })]);
    expect(paid.events).toEqual([expect.objectContaining({ kind: 'checked', transactionId: 'tx-co2030011500000000003', detail: { status: 'ACCEPTED', amount: '2000' } })]);
    expect(paid.refundable).toBe(2000);
    expect(paid.providerRefund).toBe(true);
    expect(await rig.call('orderDetail', { orderNo: 'co99999999999999' })).toMatchObject({ code: 4404, message: 'errors.orderNotFound' });
  });

  it('refunds part then the rest by hand with a reference; never more than what is left; the attempt ends refunded', async () => {
    const orderNo = 'co2030011500000000004';
    await paidOnline(orderNo);
    const auditBefore = (await auditRows(rig.env.db)).length;
    const refund = (body: Record<string, unknown>, role: 'cashier' | 'admin' = 'cashier') =>
      rig.call('refundOrder', { orderNo, reason: 'Double paiement signalé au support', mode: 'manual', reference: 'CP-BO-7781', ...body }, role);
    expect(await refund({ amount: 2001 })).toMatchObject({ code: 4422, message: 'errors.refundTooMuch', customData: { issues: [{ path: 'amount', values: { max: 2000 } }] } });
    expect(await refund({ amount: 500 })).toMatchObject({ code: 200, customData: { orderNo, refundedAmount: 500, refundable: 1500, mode: 'manual', reference: 'CP-BO-7781' } });
    expect((await detail(orderNo)).attempts[0]!.status).toBe('accepted');
    expect(await refund({ amount: 1501 }, 'admin')).toMatchObject({ code: 4422, message: 'errors.refundTooMuch', customData: { issues: [{ values: { max: 1500 } }] } });
    expect((await refund({ amount: 1500, reference: 'CP-BO-7790' }, 'admin')).code).toBe(200);
    expect(await refund({ amount: 5 })).toMatchObject({ code: 4422, message: 'errors.refundTooMuch', customData: { issues: [{ values: { max: 0 } }] } });
    const d = await detail(orderNo);
    expect(d.order.refundedAmount).toBe(2000);
    expect(d.refundable).toBe(0);
    expect(d.attempts[0]!.status).toBe('refunded');
    expect(d.refunds).toEqual([
      expect.objectContaining({ amount: 500, mode: 'manual', reference: 'CP-BO-7781', reason: 'Double paiement signalé au support', operator: 'ord-cashier' }),
      expect.objectContaining({ amount: 1500, mode: 'manual', reference: 'CP-BO-7790', operator: 'ord-admin' }),
    ]);
    const audit = (await auditRows(rig.env.db)).slice(auditBefore);
    expect(audit.map((r) => [r.action, r.target, r.detail.amount])).toEqual([['order.refund', `order:${orderNo}`, 500], ['order.refund', `order:${orderNo}`, 1500]]);
    expect((await search({ orderNo, filter: 'refunded' })).resultList).toHaveLength(1);
    // The table's own rule, whatever a caller does.
    await expect(rig.env.db.query('update orders set refunded_amount = amount + 1 where order_no = $1', [orderNo])).rejects.toThrow();
  });

  it('asks the provider: CinetPay cannot (manual way offered, journalled, nothing recorded); a provider that can refunds', async () => {
    const orderNo = 'co2030011500000000005';
    await paidOnline(orderNo, 'u-member', 3500);
    rig.env.server.services.payments = createCinetPay({ apiUrl: 'http://127.0.0.1:9', siteId: '1', apiKey: 'k', secretKey: 's' });
    const refused = await rig.call('refundOrder', { orderNo, amount: 3500, reason: 'Client parti', mode: 'provider' });
    expect(refused).toMatchObject({ code: 4422, message: 'errors.refundProviderUnsupported', customData: { issues: [{ path: 'mode' }] } });
    let d = await detail(orderNo);
    expect(d.order.refundedAmount).toBe(0);
    expect(d.events.map((e) => e.kind)).toEqual(['refundFailed']);
    expect(d.events[0]!.detail).toMatchObject({ amount: 3500, operator: 'ord-cashier', provider: { transactionId: `tx-${orderNo}` } });

    const asked: unknown[] = [];
    rig.env.server.services.payments = refundingProvider(asked);
    expect(await rig.call('refundOrder', { orderNo, amount: 3500, reason: 'Client parti', mode: 'provider' })).toMatchObject({
      code: 200, customData: { refundedAmount: 3500, refundable: 0, mode: 'provider', reference: `RF-tx-${orderNo}-3500` },
    });
    expect(asked).toEqual([{ transactionId: `tx-${orderNo}`, amount: 3500, reason: 'Client parti' }]);
    d = await detail(orderNo);
    expect(d.attempts[0]!.status).toBe('refunded');
    expect(d.refunds).toEqual([expect.objectContaining({ amount: 3500, mode: 'provider', reference: `RF-tx-${orderNo}-3500` })]);
    expect(d.events.at(-1)).toMatchObject({ kind: 'refund', detail: { provider: { status: 'REFUNDED' } } });
    rig.env.server.services.payments = undefined;
    // Without a provider at all: the manual way.
    await paidOnline('co2030011500000000006');
    expect(await rig.call('refundOrder', { orderNo: 'co2030011500000000006', amount: 100, reason: 'x', mode: 'provider' })).toMatchObject({ code: 4422, message: 'errors.refundProviderUnsupported' });
  });

  it('refunds a bank transfer by hand only, and only once the money came in', async () => {
    const orderNo = await rig.bankOrder('seller');
    const body = { orderNo, amount: 1000, reason: 'Annulation', mode: 'manual', reference: 'VIR-2030-01' };
    expect(await rig.call('refundOrder', body)).toMatchObject({ code: 4422, message: 'errors.refundNothingPaid' });
    await rig.sendProof('seller', orderNo);
    expect((await rig.call('decideRemittance', { orderNo, decision: 'confirm' })).code).toBe(200);
    expect(await rig.call('refundOrder', { ...body, mode: 'provider' })).toMatchObject({ code: 4422, message: 'errors.refundManualOnly', customData: { issues: [{ path: 'mode' }] } });
    expect(await rig.call('refundOrder', body)).toMatchObject({ code: 200, customData: { refundedAmount: 1000, refundable: 0 } });
    // Refunding takes back nothing that was granted: the chances stay.
    const [chances] = await rig.env.db.query<{ n: number }>('select coalesce(sum(quantity), 0)::int as n from posting_chances where order_no = $1', [orderNo]);
    expect(chances!.n).toBe(5);
  });

  it('lists money it could not keep as refund due until refunded', async () => {
    const orderNo = 'co2030011500000000007';
    await paidOnline(orderNo, 'u-enterprise', 1000);
    await logPaymentEvent(rig.env.db, orderNo, `tx-${orderNo}`, 'overpaid', { why: 'order already paid', amount: 1000, refundDue: true });
    const due = await search({ filter: 'refundDue' });
    expect(due.resultList.map((o) => o.orderNo)).toContain(orderNo);
    expect(due.resultList.find((o) => o.orderNo === orderNo)!.refundDue).toBe(true);
    expect((await rig.call('refundOrder', { orderNo, amount: 1000, reason: 'Payé deux fois', mode: 'manual', reference: 'OM-REV-1' })).code).toBe(200);
    expect((await search({ filter: 'refundDue' })).resultList.map((o) => o.orderNo)).not.toContain(orderNo);
  });

  it('two refunds at once never pay back more than the amount', async () => {
    const orderNo = 'co2030011500000000008';
    await paidOnline(orderNo, 'u-personal', 1000);
    const answers = await Promise.all([600, 600, 600].map((amount, i) =>
      rig.call('refundOrder', { orderNo, amount, reason: 'Concurrence', mode: 'manual', reference: `R-${i}` }, i % 2 ? 'admin' : 'cashier')));
    expect(answers.map((a) => a.code).sort()).toEqual([200, 4422, 4422]);
    expect((await detail(orderNo)).order.refundedAmount).toBe(600);
  });

  it('refuses bad refund and search input with codes', async () => {
    const orderNo = 'co2030011500000000009';
    await paidOnline(orderNo);
    const ok = { orderNo, amount: 100, reason: 'Raison', mode: 'manual', reference: 'R-1' };
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...ok, amount: 0 }, 'amount', 'validation.checkWarning'],
      [{ ...ok, amount: 10.5 }, 'amount', 'validation.checkWarning'],
      [{ ...ok, amount: '100' }, 'amount', 'validation.checkWarning'],
      [{ ...ok, reason: '  ' }, 'reason', 'validation.reviewReason'],
      [{ ...ok, reason: 'x'.repeat(501) }, 'reason', 'validation.reviewReason'],
      [{ ...ok, reference: '' }, 'reference', 'validation.pleaseInput'],
      [{ ...ok, reference: 'a\nb' }, 'reference', 'validation.checkWarning'],
      [{ ...ok, mode: 'cash' }, 'mode', 'validation.choose'],
      [{ ...ok, orderNo: 'xx1' }, 'orderNo', 'validation.checkWarning'],
    ];
    for (const [body, path, key] of bad) {
      expect(await rig.call('refundOrder', body), JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 4422, message: key, customData: { issues: [{ path }] } });
    }
    for (const body of [{ filter: 'everything' }, { phone: 'abc' }, { orderNo: 'co1' }, { pageSize: 101 }, { userId: 'a\u0001' }]) {
      expect((await rig.call('orderSearch', body)).code, JSON.stringify(body)).toBe(4422);
    }
    expect((await detail(orderNo)).order.refundedAmount).toBe(0);
  });
});
