// The online order's clocks as operators set them (payments/payment-times.ts, README variables
// PAYMENT_ORDER_SECONDS, PAYMENT_EXPIRY_GRACE_SECONDS, PAYMENT_RECONCILE_SECONDS; spec §8 "Order is
// expired"): read by readConfig with the defaults of limits.ts, bad values refused at start naming
// the variable; then a real server started with them makes orders that live that long, fails them
// as expired after the grace, and polls on the configured period.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../examples/server/config.js';
import type { Database } from '../../../examples/server/db/database.js';
import { PAYMENT_LIMITS } from '../../../examples/server/payments/limits.js';
import { ORDER_STATE, PAYMENT_METHOD, PAYMENT_STATE } from '../../../src/contract/statuses.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { TEST_DATABASES } from '../databases.js';
import { journal, orderState, startMoneyRig, until, type MoneyRig, type SeedName } from './money-rig.js';

const dir = mkdtempSync(join(tmpdir(), 'mkt-payment-times-'));
const config = (more: Record<string, string>) => readConfig({ DATA_DIR: dir, APP_DIR: join(dir, 'no-app'), ...more });

describe('payment times configuration', () => {
  it('unset or empty: the defaults of limits.ts', () => {
    const want = { onlineOrderMs: 30 * 60_000, expiryGraceMs: 15 * 60_000, reconcilePollMs: 30_000 };
    expect(want).toEqual({ onlineOrderMs: PAYMENT_LIMITS.onlineOrderMs, expiryGraceMs: PAYMENT_LIMITS.expiryGraceMs, reconcilePollMs: PAYMENT_LIMITS.reconcilePollMs });
    expect(config({}).paymentTimes).toEqual(want);
    expect(config({ PAYMENT_ORDER_SECONDS: '', PAYMENT_EXPIRY_GRACE_SECONDS: '  ', PAYMENT_RECONCILE_SECONDS: '' }).paymentTimes).toEqual(want);
  });

  it('whole seconds within bounds, a grace of 0 included', () => {
    expect(config({ PAYMENT_ORDER_SECONDS: '600', PAYMENT_EXPIRY_GRACE_SECONDS: '0', PAYMENT_RECONCILE_SECONDS: '5' }).paymentTimes)
      .toEqual({ onlineOrderMs: 600_000, expiryGraceMs: 0, reconcilePollMs: 5_000 });
    expect(config({ PAYMENT_ORDER_SECONDS: ' 86400 ', PAYMENT_EXPIRY_GRACE_SECONDS: '86400', PAYMENT_RECONCILE_SECONDS: '3600' }).paymentTimes)
      .toEqual({ onlineOrderMs: 86_400_000, expiryGraceMs: 86_400_000, reconcilePollMs: 3_600_000 });
    // Seconds in development (a test server's orders expire in moments); one changed, the others default.
    expect(config({ PAYMENT_ORDER_SECONDS: '1' }).paymentTimes).toEqual({ onlineOrderMs: 1_000, expiryGraceMs: PAYMENT_LIMITS.expiryGraceMs, reconcilePollMs: PAYMENT_LIMITS.reconcilePollMs });
  });

  it.each([
    ['PAYMENT_ORDER_SECONDS', '0'], ['PAYMENT_ORDER_SECONDS', '-5'], ['PAYMENT_ORDER_SECONDS', '30m'], ['PAYMENT_ORDER_SECONDS', '1.5'],
    ['PAYMENT_ORDER_SECONDS', '1e3'], ['PAYMENT_ORDER_SECONDS', '86401'], ['PAYMENT_ORDER_SECONDS', '0x10'], ['PAYMENT_ORDER_SECONDS', '99999999999'],
    ['PAYMENT_EXPIRY_GRACE_SECONDS', '-1'], ['PAYMENT_EXPIRY_GRACE_SECONDS', 'none'], ['PAYMENT_EXPIRY_GRACE_SECONDS', '86401'],
    ['PAYMENT_RECONCILE_SECONDS', '0'], ['PAYMENT_RECONCILE_SECONDS', '3601'], ['PAYMENT_RECONCILE_SECONDS', 'fast'],
  ])('%s=%s stops the server at start, naming the variable and the bounds', (name, value) => {
    const start = () => config({ [name]: value });
    expect(start).toThrow(new RegExp(`^${name} must be a whole number of seconds from \\d+ to \\d+; `));
    expect(start).toThrow(`Got ${JSON.stringify(value)}`);
  });

  it('production refuses an order shorter than 5 minutes (payers approve on their phone)', () => {
    const prod = { NODE_ENV: 'production' };
    expect(() => config({ ...prod, PAYMENT_ORDER_SECONDS: '299' })).toThrow(/^PAYMENT_ORDER_SECONDS must be a whole number of seconds from 300 to 86400 \(at least 300 with NODE_ENV=production/);
    expect(config({ ...prod, PAYMENT_ORDER_SECONDS: '300', PAYMENT_EXPIRY_GRACE_SECONDS: '0', PAYMENT_RECONCILE_SECONDS: '1' }).paymentTimes)
      .toEqual({ onlineOrderMs: 300_000, expiryGraceMs: 0, reconcilePollMs: 1_000 });
  });
});

describe.each(TEST_DATABASES)('configured payment times on $name', (target) => {
  const LIFETIME_S = 120;
  let db: Database;
  /** No grace, a 1-second poll. */
  let quick: MoneyRig;
  /** A 45-second grace. */
  let graced: MoneyRig;
  let chances = 0;

  beforeAll(async () => {
    db = await target.open();
    quick = await startMoneyRig(db, { env: { PAYMENT_ORDER_SECONDS: String(LIFETIME_S), PAYMENT_EXPIRY_GRACE_SECONDS: '0', PAYMENT_RECONCILE_SECONDS: '1' } });
    graced = await startMoneyRig(db, { env: { PAYMENT_ORDER_SECONDS: String(LIFETIME_S), PAYMENT_EXPIRY_GRACE_SECONDS: '45' }, reuse: { sandbox: quick.sandbox, account: quick.account } });
    chances = (await db.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1"))[0]!.id;
  });
  afterAll(async () => {
    await graced?.close();
    await quick?.close();
    await db?.close();
    await target.cleanup();
  });

  /**
   * A mobile-money order of 5 chances, its attempt left open at the provider (the payer never
   * decides). Each rig pays as its own user: a second login of one user on one device ends the first.
   */
  const buyer = (rig: MoneyRig): SeedName => (rig === quick ? 'seller' : 'personal');
  const buy = async (rig: MoneyRig): Promise<string> => {
    const r = await rig.call<PaymentReply>('payment', { commodityId: chances, payType: PAYMENT_METHOD.mobileMoney, returnUrl: rig.returnUrl }, buyer(rig), 'fr');
    expect(r.code).toBe(200);
    expect(r.customData.payUrl).toBeTruthy();
    return r.customData.orderNo;
  };
  const grants = async (orderNo: string) => (await db.query('select 1 from posting_chances where order_no = $1', [orderNo])).length;
  const result = (rig: MoneyRig, orderNo: string) => rig.call<PaymentReply>('getPaymentResult', { orderNo }, buyer(rig), 'fr');

  it('an order lives PAYMENT_ORDER_SECONDS; with no grace it fails as expired right after, and nothing is delivered', async () => {
    const orderNo = await buy(quick);
    const [row] = await db.query<{ created_at: Date; expires_at: Date }>('select created_at, expires_at from orders where order_no = $1', [orderNo]);
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(LIFETIME_S * 1_000);
    expect(new Date((await result(quick, orderNo)).customData.expiresAt).getTime()).toBe(new Date(row!.expires_at).getTime());

    quick.shift((LIFETIME_S - 1) * 1_000);
    await quick.reconciliation.runOnce();
    expect((await orderState(db, orderNo)).state).toBe(ORDER_STATE.waitPay);

    quick.shift(2_000);
    await quick.reconciliation.runOnce();
    expect(await orderState(db, orderNo)).toEqual({ state: ORDER_STATE.failed, fail_reason: 'expired', delivered: false });
    expect((await db.query<{ status: string }>('select status from payments where order_no = $1', [orderNo])).map((p) => p.status)).toEqual(['expired']);
    expect(await journal(db, orderNo)).toContain('expired');
    expect(await grants(orderNo)).toBe(0);
    // What the return page reads: failed, expired ("Order is expired").
    expect((await result(quick, orderNo)).customData).toMatchObject({ orderState: ORDER_STATE.failed, payState: PAYMENT_STATE.failed, failReason: 'expired' });
  });

  it('PAYMENT_EXPIRY_GRACE_SECONDS: an order with a pending attempt waits that long past its expiry', async () => {
    const orderNo = await buy(graced);
    graced.shift((LIFETIME_S + 1) * 1_000);
    await graced.reconciliation.runOnce();
    expect((await orderState(db, orderNo)).state).toBe(ORDER_STATE.waitPay);
    graced.shift(43_000);
    await graced.reconciliation.runOnce();
    expect((await orderState(db, orderNo)).state).toBe(ORDER_STATE.waitPay);
    graced.shift(2_000);
    await graced.reconciliation.runOnce();
    expect(await orderState(db, orderNo)).toMatchObject({ state: ORDER_STATE.failed, fail_reason: 'expired' });
    expect(await grants(orderNo)).toBe(0);
  });

  it('PAYMENT_RECONCILE_SECONDS: the running job expires the order on its own within a poll or two', async () => {
    const orderNo = await buy(quick);
    quick.reconciliation.start();
    try {
      // The job's first round runs at once, before the order is due; only a later round can fail it.
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await orderState(db, orderNo)).state).toBe(ORDER_STATE.waitPay);
      quick.shift((LIFETIME_S + 1) * 1_000);
      // The default poll (30 s) would not come round in time.
      await until(async () => (await orderState(db, orderNo)).state === ORDER_STATE.failed, 4_000, 'the job to expire the order');
    } finally {
      await quick.reconciliation.stop();
    }
    expect((await orderState(db, orderNo)).fail_reason).toBe('expired');
  });
});
