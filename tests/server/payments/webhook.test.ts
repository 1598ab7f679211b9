// Paying for real (issue "Payments" quality bar): the reference server, the real CinetPay adapter and
// the CinetPay sandbox over HTTP. The payer approves or declines on the sandbox's hosted page, the
// sandbox posts signed notifications to the real webhook, the server checks with the provider and
// delivers. Forged, replayed, late and duplicated notifications; amount tampering; 20 notifications
// and checks at once; a restart between a notification and its delivery: nothing lost, nothing
// delivered twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { PAYMENTS_NOTIFY_PATH } from '../../../examples/server/payments/cinetpay/notification.js';
import { PAYMENT_RATES } from '../../../examples/server/payments/limits.js';
import { PaymentProviderError, type PaymentProvider } from '../../../examples/server/payments/provider.js';
import { ORDER_STATE, PAYMENT_METHOD, PAYMENT_STATE } from '../../../src/contract/statuses.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { TEST_DATABASES } from '../databases.js';
import {
  journal, openMoneyFixture, orderState, payAtSandbox, postNotification, signedNotification, startMoneyRig, until, type MoneyFixture, type MoneyRig, type SeedName,
} from './money-rig.js';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('payments over the CinetPay protocol on $name', (target) => {
  let fixture: MoneyFixture | undefined;
  let db: Database;
  let rig: MoneyRig;
  let chances = 0;

  beforeAll(async () => {
    fixture = await openMoneyFixture(target);
    ({ db, rig, chances } = fixture);
  });
  afterAll(() => fixture?.close());

  /** The seller (no coupons, no chances) buys the 5-chance package (1,000 FCFA) by mobile money. */
  const buy = async (user: SeedName = 'seller', payType: number = PAYMENT_METHOD.mobileMoney) => {
    const r = await rig.call<PaymentReply>('payment', { commodityId: chances, payType, returnUrl: rig.returnUrl }, user);
    expect(r.code, JSON.stringify(r)).toBe(200);
    return r.customData;
  };
  const grants = async (orderNo: string) => (await db.query<{ quantity: number }>('select quantity from posting_chances where order_no = $1', [orderNo])).map((r) => r.quantity);
  const attempts = async (orderNo: string) =>
    db.query<{ transaction_id: string; status: string }>('select transaction_id, status from payments where order_no = $1 order by created_at', [orderNo]);
  const notifiedFields = async (orderNo: string) => {
    const [row] = await db.query<{ detail: { fields: Record<string, string> } }>("select detail from payment_events where order_no = $1 and kind = 'notified' order by id limit 1", [orderNo]);
    return row!.detail.fields;
  };
  /** A notification as CinetPay would sign it, for an attempt the sandbox never notified (…33). */
  const fieldsOf = (transactionId: string, amount: number) => ({
    cpm_site_id: rig.account.siteId, cpm_trans_id: transactionId, cpm_trans_date: '2026-11-26 10:00:00', cpm_amount: String(amount),
    cpm_currency: 'XOF', signature: 'sig', payment_method: 'OM', cel_phone_num: '0700000033', cpm_phone_prefixe: '225',
    cpm_language: 'fr', cpm_version: 'V4', cpm_payment_config: 'SINGLE', cpm_page_action: 'PAYMENT', cpm_custom: transactionId,
    cpm_designation: 'x', cpm_error_message: 'SUCCES',
  });

  it('pays a package by mobile money end to end: hosted page, signed notification, check, chances granted once', async () => {
    const order = await buy();
    expect(order).toMatchObject({ payState: PAYMENT_STATE.waiting, orderState: ORDER_STATE.waitPay, amount: 1000, kind: 'commodity', priceFlag: 'FCFA', failReason: '' });
    expect(order.orderNo).toMatch(/^co\d{18}$/);
    expect(order.payUrl!.startsWith(`${rig.sandbox.origin}/dev/cinetpay/checkout/`)).toBe(true);
    // The return page reads the result; it never marks the order paid.
    expect((await rig.call<PaymentReply>('getPaymentResult', { orderNo: order.orderNo }, 'seller')).customData.payState).toBe(PAYMENT_STATE.waiting);
    await payAtSandbox(order.payUrl!, '0700000000');
    await until(async () => (await orderState(db, order.orderNo)).state === ORDER_STATE.paid, 8_000, 'delivery');
    expect(await grants(order.orderNo)).toEqual([5]);
    expect(await journal(db, order.orderNo)).toEqual(['create', 'created', 'notified', 'checked', 'delivered']);
    const [attempt] = await attempts(order.orderNo);
    expect(attempt!.status).toBe('accepted');
    const result = await rig.call<PaymentReply>('getPaymentResult', { orderNo: order.orderNo }, 'seller', 'fr');
    expect(result.customData).toMatchObject({ payState: PAYMENT_STATE.success, orderState: ORDER_STATE.paid });
    // The provider's own GET ping of notify_url.
    expect((await fetch(`${rig.origin}${PAYMENTS_NOTIFY_PATH}`)).status).toBe(200);
  });

  it('a declined payment says "Payment failed" and leaves the order payable; a new attempt pays it', async () => {
    const order = await buy();
    await payAtSandbox(order.payUrl!, '0700000000', 'decline');
    await until(async () => (await attempts(order.orderNo))[0]?.status === 'refused', 8_000, 'refusal');
    const result = (await rig.call<PaymentReply>('getPaymentResult', { orderNo: order.orderNo }, 'seller', 'fr')).customData;
    expect(result).toMatchObject({ payState: PAYMENT_STATE.failed, failReason: 'declined', orderState: ORDER_STATE.waitPay });
    expect(await grants(order.orderNo)).toEqual([]);
    const again = await rig.call<PaymentReply>('orderListPayment', { orderNos: [order.orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'seller');
    expect(again.code).toBe(200);
    expect(again.customData.payUrl).not.toBe(order.payUrl);
    await payAtSandbox(again.customData.payUrl!, '0500000000');
    await until(async () => (await orderState(db, order.orderNo)).state === ORDER_STATE.paid, 8_000, 'delivery');
    expect((await attempts(order.orderNo)).map((a) => a.status)).toEqual(['refused', 'accepted']);
    expect(await grants(order.orderNo)).toEqual([5]);
  });

  it('a notification sent twice delivers once (…11)', async () => {
    const order = await buy();
    await payAtSandbox(order.payUrl!, '0700000011');
    await until(async () => (await journal(db, order.orderNo)).filter((k) => k === 'notified').length === 2, 8_000, 'two notifications');
    await until(async () => (await journal(db, order.orderNo)).includes('duplicate'), 8_000, 'the duplicate settled');
    expect((await journal(db, order.orderNo)).filter((k) => k === 'delivered')).toHaveLength(1);
    expect(await grants(order.orderNo)).toEqual([5]);
  });

  it('refuses forged notifications (401/400), journals them and never acts on them', async () => {
    // The sandbox signs with another key (…55): refused; the payment is real, though, and the
    // reconciliation job's check delivers it.
    const order = await buy();
    await payAtSandbox(order.payUrl!, '0700000055');
    await until(async () => (await journal(db, order.orderNo)).includes('forged'), 8_000, 'the forged notification');
    expect((await orderState(db, order.orderNo)).state).toBe(ORDER_STATE.waitPay);
    // Made by hand: a wrong token, no token, fields missing, another site.
    const [attempt] = await attempts(order.orderNo);
    const fields = fieldsOf(attempt!.transaction_id, 1000);
    const good = signedNotification(rig.account, fields);
    expect(await postNotification(rig, good.body, { 'x-token': 'f'.repeat(64) })).toBe(401);
    expect(await postNotification(rig, good.body, {})).toBe(400);
    expect(await postNotification(rig, new URLSearchParams({ cpm_trans_id: attempt!.transaction_id }).toString(), { 'x-token': good.token })).toBe(400);
    const other = signedNotification(rig.account, { ...fields, cpm_site_id: '999999' });
    expect(await postNotification(rig, other.body, { 'x-token': other.token })).toBe(400);
    expect(await postNotification(rig, 'x'.repeat(20_000), { 'x-token': good.token })).toBe(400);
    expect((await journal(db, order.orderNo)).filter((k) => k === 'forged').length).toBeGreaterThanOrEqual(4);
    expect((await orderState(db, order.orderNo)).state).toBe(ORDER_STATE.waitPay);
    expect(await grants(order.orderNo)).toEqual([]);
    // The job asks the provider once the attempt is due: ACCEPTED, delivered.
    rig.shift(2 * MINUTE);
    await rig.reconciliation.runOnce();
    expect((await orderState(db, order.orderNo)).state).toBe(ORDER_STATE.paid);
    expect(await grants(order.orderNo)).toEqual([5]);
  });

  it('a flood of forged notifications is refused and journaled at most up to the limit per address; a valid one after it is delivered', async () => {
    const { forgedIp } = PAYMENT_RATES;
    const order = await buy();
    // …33: the sandbox never notifies; only the valid notification below tells the server.
    await payAtSandbox(order.payUrl!, '0700000033');
    const [attempt] = await attempts(order.orderNo);
    const fields = fieldsOf(attempt!.transaction_id, 1000);
    const forged = signedNotification({ ...rig.account, secretKey: 'not-our-key' }, fields);
    const from = (ip: string) => ({ 'x-token': forged.token, 'x-forwarded-for': ip });
    const journaledFrom = async (ip: string) =>
      Number((await db.query<{ n: number }>("select count(*)::int as n from payment_events where kind = 'forged' and detail->>'ip' = $1", [ip]))[0]!.n);
    // One after the other, then all at once: every one refused as the protocol says (401).
    for (let i = 0; i < forgedIp.limit + 5; i++) expect(await postNotification(rig, forged.body, from('203.0.113.7'))).toBe(401);
    expect(await journaledFrom('203.0.113.7')).toBe(forgedIp.limit);
    const burst = await Promise.all(Array.from({ length: 20 }, () => postNotification(rig, forged.body, from('203.0.113.7'))));
    expect(burst.every((status) => status === 401)).toBe(true);
    expect(await journaledFrom('203.0.113.7')).toBe(forgedIp.limit);
    // Another address still gets its refusals journaled (the console sees a misconfigured key).
    expect(await postNotification(rig, forged.body, from('198.51.100.9'))).toBe(401);
    expect(await journaledFrom('198.51.100.9')).toBe(1);
    expect((await orderState(db, order.orderNo)).state).toBe(ORDER_STATE.waitPay);
    // The provider's valid notification, from the flooded address: never limited, delivered.
    const valid = signedNotification(rig.account, fields);
    expect(await postNotification(rig, valid.body, { 'x-token': valid.token, 'x-forwarded-for': '203.0.113.7' })).toBe(200);
    expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.paid, delivered: true });
    expect(await grants(order.orderNo)).toEqual([5]);
    expect((await journal(db, order.orderNo)).filter((k) => k === 'notified')).toHaveLength(1);
  });

  it('a replayed notification after delivery changes nothing', async () => {
    const order = await buy();
    await payAtSandbox(order.payUrl!, '0700000000');
    await until(async () => (await orderState(db, order.orderNo)).delivered, 8_000, 'delivery');
    const replay = signedNotification(rig.account, await notifiedFields(order.orderNo));
    for (let i = 0; i < 3; i++) expect(await postNotification(rig, replay.body, { 'x-token': replay.token })).toBe(200);
    expect((await journal(db, order.orderNo)).filter((k) => k === 'delivered')).toHaveLength(1);
    expect((await journal(db, order.orderNo)).filter((k) => k === 'duplicate')).toHaveLength(3);
    expect(await grants(order.orderNo)).toEqual([5]);
  });

  it('20 notifications and checks of one payment at once: one delivery, one grant', async () => {
    const order = await buy();
    // …33: the sandbox never notifies; the payment is accepted, only our notifications and checks tell.
    await payAtSandbox(order.payUrl!, '0700000033');
    const [attempt] = await attempts(order.orderNo);
    const n = signedNotification(rig.account, fieldsOf(attempt!.transaction_id, 1000));
    rig.shift(2 * MINUTE);
    const statuses = await Promise.all([
      ...Array.from({ length: 20 }, () => postNotification(rig, n.body, { 'x-token': n.token })),
      ...Array.from({ length: 5 }, () => rig.reconciliation.runOnce().then(() => 200)),
      ...Array.from({ length: 5 }, () => rig.call('getPaymentResult', { orderNo: order.orderNo }, 'seller').then((r) => r.code)),
    ]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await journal(db, order.orderNo)).filter((k) => k === 'delivered')).toHaveLength(1);
    expect(await grants(order.orderNo)).toEqual([5]);
    expect((await attempts(order.orderNo)).map((a) => a.status)).toEqual(['accepted']);
  });

  it('one order paid twice (two attempts accepted): delivered once, the second recorded as overpaid for a refund', async () => {
    const order = await buy();
    const second = await rig.call<PaymentReply>('orderListPayment', { orderNos: [order.orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'seller');
    await payAtSandbox(order.payUrl!, '0700000033');
    await payAtSandbox(second.customData.payUrl!, '0700000033');
    rig.shift(2 * MINUTE);
    await rig.reconciliation.runOnce();
    expect((await attempts(order.orderNo)).map((a) => a.status)).toEqual(['accepted', 'accepted']);
    const kinds = await journal(db, order.orderNo);
    expect(kinds.filter((k) => k === 'delivered')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'overpaid')).toHaveLength(1);
    expect(await grants(order.orderNo)).toEqual([5]);
  });

  it('a late payment of an expired order is not delivered: recorded as overpaid', async () => {
    const order = await buy();
    // The payer leaves the hosted page open past the order's 30 minutes and the grace.
    rig.shift(50 * MINUTE);
    await rig.reconciliation.runOnce();
    expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.failed, fail_reason: 'expired' });
    expect((await rig.call<PaymentReply>('getPaymentResult', { orderNo: order.orderNo }, 'seller')).customData).toMatchObject({ payState: PAYMENT_STATE.failed, failReason: 'expired' });
    // A new attempt is refused ("Order is expired").
    const retry = await rig.call('orderListPayment', { orderNos: [order.orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'seller', 'fr');
    expect(retry.code).toBe(4422);
    expect(retry.message).toBe('La commande a expiré');
    await payAtSandbox(order.payUrl!, '0700000000');
    await until(async () => (await journal(db, order.orderNo)).includes('overpaid'), 8_000, 'the late payment recorded');
    expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.failed, delivered: false });
    expect(await grants(order.orderNo)).toEqual([]);
  });

  it('amount tampering: the provider reports another amount than the order\'s — nothing delivered, recorded', async () => {
    const order = await buy();
    // An attempt of this order made at the provider for 100 FCFA instead of 1,000 (someone holding
    // our key, or a provider fault): our row says 1,000.
    const transactionId = `${order.orderNo}-999999`;
    await db.query(`insert into payments (transaction_id, order_no, provider, amount, currency) values ($1, $2, 'sandbox', 1000, 'XOF')`, [transactionId, order.orderNo]);
    const created = await rig.provider.create({
      transactionId, amount: 100, currency: 'XOF', description: 'tampered', notifyUrl: `${rig.origin}${PAYMENTS_NOTIFY_PATH}`,
      returnUrl: rig.returnUrl, channels: 'MOBILE_MONEY', lang: 'fr',
    });
    await payAtSandbox(created.paymentUrl, '0700000000');
    await until(async () => (await journal(db, order.orderNo)).includes('amountMismatch'), 8_000, 'the mismatch recorded');
    expect((await orderState(db, order.orderNo)).state).toBe(ORDER_STATE.waitPay);
    expect(await grants(order.orderNo)).toEqual([]);
    const [row] = await db.query<{ status: string }>('select status from payments where transaction_id = $1', [transactionId]);
    expect(row!.status).toBe('refused');
  });

  it('a provider failure at creation answers "Network busy"; the order stays payable', async () => {
    const real = rig.services.payments!;
    const down: PaymentProvider = { ...real, create: async () => { throw new PaymentProviderError('unavailable', '429', 'sandbox busy'); } };
    rig.services.payments = down;
    let order: { code: number; message: string; orderNo: string };
    try {
      const r = await rig.call<PaymentReply>('payment', { commodityId: chances, payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'seller', 'fr');
      const [made] = await db.query<{ order_no: string }>("select order_no from orders where user_id = 'u-seller' order by created_at desc limit 1");
      order = { code: r.code, message: r.message, orderNo: made!.order_no };
    } finally {
      rig.services.payments = real;
    }
    expect(order.code).toBe(4502);
    expect(order.message).toBe('Réseau occupé');
    expect(await journal(db, order.orderNo)).toEqual(['create', 'createFailed']);
    const again = await rig.call<PaymentReply>('orderListPayment', { orderNos: [order.orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, 'seller');
    expect(again.code).toBe(200);
    await payAtSandbox(again.customData.payUrl!, '0700000000');
    await until(async () => (await orderState(db, order.orderNo)).delivered, 8_000, 'delivery');
  });
});

describe.each(TEST_DATABASES)('a restart between a notification and its delivery on $name', (target) => {
  it('the notification is journaled, the process dies; after the restart the reconciliation job delivers once', async () => {
    const db = await target.open();
    const first = await startMoneyRig(db);
    let second: MoneyRig | undefined;
    try {
      const [c] = await db.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1");
      const r = await first.call<PaymentReply>('payment', { commodityId: c!.id, payType: PAYMENT_METHOD.mobileMoney, returnUrl: first.returnUrl }, 'seller');
      const { orderNo, payUrl } = r.customData;
      // The process "dies" right after journaling the notification: its check never answers.
      first.services.payments = { ...first.provider, check: () => new Promise(() => undefined) };
      await payAtSandbox(payUrl!, '0700000000');
      await until(async () => (await journal(db, orderNo)).includes('notified'), 8_000, 'the notification journaled');
      expect((await orderState(db, orderNo)).state).toBe(ORDER_STATE.waitPay);
      // Killed: its connections cut, its server gone (the hung check never finishes).
      first.app.server.closeAllConnections();
      await first.app.close();
      // A new process on the same database and provider.
      second = await startMoneyRig(db, { reuse: { sandbox: first.sandbox, account: first.account } });
      second.shift(2 * MINUTE);
      await second.reconciliation.runOnce();
      await second.reconciliation.runOnce();
      expect(await orderState(db, orderNo)).toMatchObject({ state: ORDER_STATE.paid, delivered: true });
      expect((await journal(db, orderNo)).filter((k) => k === 'delivered')).toHaveLength(1);
      expect((await db.query('select 1 from posting_chances where order_no = $1', [orderNo])).length).toBe(1);
    } finally {
      await second?.close();
      await first.sandbox.close();
      await first.reconciliation.stop();
      await db.close();
      await target.cleanup();
    }
  });
});
