// The payer's order actions (spec §4 "Order actions: … remove, … delete"; payments/order-removal.ts)
// and the attempts an order's details list, for real: the reference server, the real CinetPay
// adapter and the sandbox over HTTP (money-rig.ts). Remove cancels a waiting order — the caller's
// only, never a paid one, never while money may be on its way (an attempt pending at the provider,
// which is asked first, or a proof waiting for an operator) — and frees its coupon, once. Delete
// hides a finished order from the payer's lists and keeps the record. A cancel racing a payment's
// delivery, or a new attempt, never leaves an order both paid and cancelled.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { rejectRemittance } from '../../../examples/server/payments/remittance.js';
import { settlePayment } from '../../../examples/server/payments/settle.js';
import { ORDER_STATE, PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Order, PaymentReply } from '../../../src/contract/types/payment.js';
import type { Bill } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import {
  journal, openMoneyFixture, orderState, payAtSandbox, postNotification, signedNotification, until, type MoneyFixture, type MoneyRig, type SeedName,
} from './money-rig.js';

const DAY = 86_400_000;
const BANK = PAYMENT_METHOD.bank;
const MOMO = PAYMENT_METHOD.mobileMoney;
/** Past getPaymentResult's and cancelOrder's pause between two questions to the provider (limits.ts resultCheckGapMs). */
const ASK_AGAIN_MS = 6_000;

describe.each(TEST_DATABASES)('removing and deleting orders on $name', (target) => {
  let fixture: MoneyFixture | undefined;
  let db: Database;
  let rig: MoneyRig;
  let chances = 0;

  beforeAll(async () => {
    fixture = await openMoneyFixture(target);
    ({ db, rig, chances } = fixture);
  });
  afterAll(() => fixture?.close());
  // Many orders per user here: the order rate limit is not under test.
  beforeEach(async () => {
    await db.query('delete from rate_hits');
  });

  const buy = async (user: SeedName = 'seller', payType: number = BANK, couponId?: string) => {
    const r = await rig.call<PaymentReply>('payment', { commodityId: chances, payType, returnUrl: rig.returnUrl, ...(couponId ? { couponId } : {}) }, user);
    expect(r.code, JSON.stringify(r)).toBe(200);
    return r.customData;
  };
  const cancel = (orderNo: string, user: SeedName = 'seller', language: 'en' | 'fr' = 'en') => rig.call<Order>('cancelOrder', { orderNo }, user, language);
  const remove = (orderNo: string, user: SeedName = 'seller') => rig.call<null>('deleteOrder', { orderNo }, user);
  const attempts = async (orderNo: string) =>
    db.query<{ transaction_id: string; status: string }>('select transaction_id, status from payments where order_no = $1 order by created_at', [orderNo]);
  const count = (kinds: string[], kind: string) => kinds.filter((k) => k === kind).length;

  it('checks the caller, the input and the state', async () => {
    const order = await buy();
    for (const call of ['cancelOrder', 'deleteOrder'] as const) {
      expect((await rig.call(call, { orderNo: order.orderNo }, 'member')).code).toBe(4404);
      expect((await rig.call(call, { orderNo: 'co2026010100000000xx' }, 'seller')).code).toBe(4404);
      expect((await rig.call(call, { orderNo: "x'; drop table orders --" }, 'seller')).code).toBe(4422);
      expect((await rig.call(call, {}, 'seller')).code).toBe(4422);
      expect((await rig.call(call, { orderNo: order.orderNo }, null)).code).toBe(4001);
    }
    // Waiting: it cannot be deleted (remove it first).
    const waiting = await remove(order.orderNo);
    expect([waiting.code, waiting.message]).toEqual([4422, 'An order waiting for payment cannot be deleted: remove it first']);
    expect((await orderState(db, order.orderNo)).state).toBe(ORDER_STATE.waitPay);
    // A paid order is never cancelled: Koffi's seeded membership.
    const [paid] = await db.query<{ order_no: string }>("select order_no from orders where user_id = 'u-member' and state = 2 limit 1");
    const refused = await cancel(paid!.order_no, 'member', 'fr');
    expect([refused.code, refused.message]).toEqual([4422, 'Cette commande est déjà payée']);
    expect((await orderState(db, paid!.order_no)).state).toBe(ORDER_STATE.paid);
  });

  it('cancels a waiting order once, in French, and frees its coupon for another order', async () => {
    await db.query(`insert into coupons (id, user_id, names, amount, expires_at) values ('cp-removal', 'u-seller', '{"en":"test"}', 300, $1)`, [new Date(rig.now() + 30 * DAY)]);
    const order = await buy('seller', BANK, 'cp-removal');
    const first = await cancel(order.orderNo, 'seller', 'fr');
    expect(first.code).toBe(200);
    expect(first.customData).toMatchObject({ orderNo: order.orderNo, state: ORDER_STATE.failed, failReason: 'cancelled', amount: 700, attempts: [] });
    expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.failed, fail_reason: 'cancelled', delivered: false });
    const [coupon] = await db.query<{ order_no: string | null; used: boolean }>("select order_no, used_at is not null as used from coupons where id = 'cp-removal'");
    expect(coupon).toEqual({ order_no: null, used: false });
    // Again: the same answer, nothing more happens.
    const again = await cancel(order.orderNo);
    expect(again.code).toBe(200);
    expect(again.customData).toMatchObject({ state: ORDER_STATE.failed, failReason: 'cancelled' });
    expect(count(await journal(db, order.orderNo), 'cancelled')).toBe(1);
    // Cancelled is final: no payment, no proof.
    expect((await rig.call('orderListPayment', { orderNos: [order.orderNo], payType: MOMO, returnUrl: rig.returnUrl }, 'seller')).code).toBe(4422);
    expect((await buy('seller', BANK, 'cp-removal')).amount).toBe(700);
  });

  it('an order that expired meanwhile is answered as it is, not cancelled', async () => {
    const order = await buy('personal');
    rig.shift(8 * DAY);
    try {
      await rig.reconciliation.runOnce();
    } finally {
      rig.shift(-8 * DAY);
    }
    const r = await cancel(order.orderNo, 'personal');
    expect(r.code).toBe(200);
    expect(r.customData).toMatchObject({ state: ORDER_STATE.failed, failReason: 'expired' });
    expect(count(await journal(db, order.orderNo), 'cancelled')).toBe(0);
  });

  it('refused while a proof waits for an operator; allowed once the operator rejected it', async () => {
    const order = await buy('seller', PAYMENT_METHOD.offline);
    await db.query(`insert into uploads (user_id, path, mime, bytes, kind) values ('u-seller', '/uploads/2026-11/removal-proof.png', 'image/png', 1000, 'proof')`);
    expect((await rig.call('submitRemittance', { orderNo: order.orderNo, voucherImg: '/uploads/2026-11/removal-proof.png' }, 'seller')).code).toBe(200);
    const refused = await cancel(order.orderNo);
    expect([refused.code, refused.message]).toEqual([4422, 'Your proof of payment is being checked: the order cannot be removed meanwhile']);
    const [operator] = await db.query<{ id: string }>("insert into operators (username, password_hash, role) values ('removal-cashier', 'x', 'admin') returning id::text as id");
    await rejectRemittance(rig, order.orderNo, operator!.id, 'Illisible');
    expect((await cancel(order.orderNo)).customData).toMatchObject({ state: ORDER_STATE.failed, failReason: 'cancelled' });
  });

  it('an attempt open at the provider refuses the cancel until the provider says it ended', async () => {
    const order = await buy('seller', MOMO);
    // Just created: not asked again so soon, and pending.
    const early = await cancel(order.orderNo);
    expect([early.code, early.message]).toEqual([
      4422, 'A payment of this order is still in progress with the operator. Finish it or wait until it ends, then try again',
    ]);
    // Asked: the payer has not decided on the hosted page yet.
    rig.shift(ASK_AGAIN_MS);
    expect((await cancel(order.orderNo)).code).toBe(4422);
    expect(await journal(db, order.orderNo)).toContain('checked');
    // The payer declines: the attempt ends (the notification, or the next question, says so).
    await payAtSandbox(order.payUrl!, '0700000000', 'decline');
    await until(async () => (await attempts(order.orderNo))[0]?.status === 'refused', 8_000, 'declined attempt');
    const done = await cancel(order.orderNo);
    expect(done.code).toBe(200);
    expect(done.customData).toMatchObject({ state: ORDER_STATE.failed, failReason: 'cancelled' });
    expect(done.customData.attempts.map((a) => [a.status, a.payType, a.amount])).toEqual([['refused', MOMO, 1000]]);
  });

  it('a payment the provider accepted but nobody notified is delivered, not cancelled', async () => {
    const order = await buy('seller', MOMO);
    // …33: the sandbox never notifies; only a question to the provider tells.
    await payAtSandbox(order.payUrl!, '0700000033');
    rig.shift(ASK_AGAIN_MS);
    const r = await cancel(order.orderNo, 'seller', 'fr');
    expect([r.code, r.message]).toEqual([4422, 'Cette commande est déjà payée']);
    expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.paid, delivered: true });
    const kinds = await journal(db, order.orderNo);
    expect(count(kinds, 'delivered')).toBe(1);
    expect(count(kinds, 'cancelled')).toBe(0);
    expect((await db.query('select 1 from posting_chances where order_no = $1', [order.orderNo])).length).toBe(1);
  });

  it('a cancel racing the notification that delivers the payment: never both delivered and cancelled', async () => {
    for (const asks of [false, true, false, true]) {
      // The server's clock back on time: an attempt just made is not asked about again so soon.
      rig.shift(Date.now() - rig.now());
      const order = await buy('enterprise', MOMO);
      await payAtSandbox(order.payUrl!, '0700000033');
      const [attempt] = await attempts(order.orderNo);
      const fields = {
        cpm_site_id: rig.account.siteId, cpm_trans_id: attempt!.transaction_id, cpm_trans_date: '2026-11-26 10:00:00', cpm_amount: '1000',
        cpm_currency: 'XOF', signature: 'sig', payment_method: 'OM', cel_phone_num: '0700000033', cpm_phone_prefixe: '225',
        cpm_language: 'fr', cpm_version: 'V4', cpm_payment_config: 'SINGLE', cpm_page_action: 'PAYMENT', cpm_custom: attempt!.transaction_id,
        cpm_designation: 'x', cpm_error_message: 'SUCCES',
      };
      const n = signedNotification(rig.account, fields);
      // Without asking, the cancel meets the attempt still pending; asking, it delivers too: two
      // deliveries race in settle.ts and one wins.
      if (asks) rig.shift(ASK_AGAIN_MS);
      const [cancelled, notified, checked] = await Promise.all([
        cancel(order.orderNo, 'enterprise'),
        postNotification(rig, n.body, { 'x-token': n.token }),
        settlePayment(rig, attempt!.transaction_id),
      ]);
      expect(notified).toBe(200);
      expect(['accepted', 'settled']).toContain(checked.kind);
      expect(cancelled.code).toBe(4422);
      await until(async () => (await orderState(db, order.orderNo)).delivered, 8_000, 'delivery');
      expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.paid, fail_reason: '' });
      const kinds = await journal(db, order.orderNo);
      expect([count(kinds, 'delivered'), count(kinds, 'cancelled')]).toEqual([1, 0]);
    }
  });

  it('a cancel racing a new attempt: either the attempt opens or the order is cancelled, never an attempt on a cancelled order', async () => {
    for (let i = 0; i < 3; i++) {
      const order = await buy('personal', MOMO);
      await payAtSandbox(order.payUrl!, '0700000000', 'decline');
      await until(async () => (await attempts(order.orderNo))[0]?.status === 'refused', 8_000, 'declined attempt');
      const [cancelled, again] = await Promise.all([
        cancel(order.orderNo, 'personal'),
        rig.call<PaymentReply>('orderListPayment', { orderNos: [order.orderNo], payType: MOMO, returnUrl: rig.returnUrl }, 'personal'),
      ]);
      const state = (await orderState(db, order.orderNo)).state;
      const tries = await attempts(order.orderNo);
      if (state === ORDER_STATE.failed) {
        expect(cancelled.code).toBe(200);
        expect(again.code).toBe(4422);
        expect(tries).toHaveLength(1);
      } else {
        expect(state).toBe(ORDER_STATE.waitPay);
        expect([cancelled.code, again.code]).toEqual([4422, 200]);
        expect(tries.map((t) => t.status)).toEqual(['refused', 'pending']);
      }
    }
  });

  it('deletes a finished order from the payer\'s lists only: the order and its bill still open by number', async () => {
    const order = await buy('member', MOMO);
    await payAtSandbox(order.payUrl!, '0700000000');
    await until(async () => (await orderState(db, order.orderNo)).delivered, 8_000, 'delivery');
    const inList = async () => (await rig.call<SearchReply<Order>>('getOrderList', { side: 'buy', page: { index: 1, size: 15 } }, 'member')).customData;
    const inBills = async () => (await rig.call<SearchReply<Bill>>('getBillList', { page: { index: 1, size: 15 } }, 'member')).customData;
    const before = await inList();
    const billsBefore = await inBills();
    expect(before.resultList.map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await remove(order.orderNo, 'member')).code).toBe(200);
    expect((await remove(order.orderNo, 'member')).code).toBe(200);
    const after = await inList();
    expect(after.resultList.map((o) => o.orderNo)).not.toContain(order.orderNo);
    expect(after.totalCount).toBe(before.totalCount - 1);
    const billsAfter = await inBills();
    expect(billsAfter.resultList.map((b) => b.billId)).not.toContain(order.orderNo);
    expect(billsAfter.totalCount).toBe(billsBefore.totalCount - 1);
    // The record stays: the order, its bill, its payment; the journal says who hid it, once.
    expect((await rig.call<Order>('getOrderDetail', { orderNo: order.orderNo }, 'member')).customData).toMatchObject({ state: ORDER_STATE.paid });
    expect((await rig.call<Bill>('getBillDetail', { billId: order.orderNo }, 'member')).code).toBe(200);
    expect(await orderState(db, order.orderNo)).toMatchObject({ state: ORDER_STATE.paid, delivered: true });
    expect(count(await journal(db, order.orderNo), 'hidden')).toBe(1);
    // The table refuses hiding a waiting order whatever the caller.
    const waiting = await buy('member');
    await expect(db.query('update orders set hidden_at = now() where order_no = $1', [waiting.orderNo])).rejects.toThrow();
  });

  it('the details list every attempt, newest first: a declined one, then the paid one', async () => {
    const order = await buy('seller', MOMO);
    await payAtSandbox(order.payUrl!, '0700000000', 'decline');
    await until(async () => (await attempts(order.orderNo))[0]?.status === 'refused', 8_000, 'declined attempt');
    const again = await rig.call<PaymentReply>('orderListPayment', { orderNos: [order.orderNo], payType: MOMO, returnUrl: rig.returnUrl }, 'seller');
    await payAtSandbox(again.customData.payUrl!, '0700000000');
    await until(async () => (await orderState(db, order.orderNo)).delivered, 8_000, 'delivery');
    const detail = (await rig.call<Order>('getOrderDetail', { orderNo: order.orderNo }, 'seller')).customData;
    const [paid, declined] = (await attempts(order.orderNo)).reverse();
    expect(detail.attempts).toEqual([
      { reference: paid!.transaction_id, payType: MOMO, method: 'OM', amount: 1000, status: 'accepted', createTime: expect.any(String) },
      { reference: declined!.transaction_id, payType: MOMO, method: expect.any(String), amount: 1000, status: 'refused', createTime: expect.any(String) },
    ]);
    expect(detail.attempts[0]!.createTime >= detail.attempts[1]!.createTime).toBe(true);
    // The list carries them too.
    const list = (await rig.call<SearchReply<Order>>('getOrderList', { side: 'buy', state: ORDER_STATE.paid }, 'seller')).customData;
    expect(list.resultList.find((o) => o.orderNo === order.orderNo)?.attempts).toHaveLength(2);
  });
});
