// Bad input against the money calls (issue 3: "bad input gets a clear coded error and never a
// 500"): each valid request of the paying and order calls with one field at a time replaced by
// nasty values, then whole random bodies, plus random forms and headers at the webhook. Every
// answer is a coded reply (never 5000), every webhook answer a 2xx/4xx (never 5xx), and nothing
// is paid by garbage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { PAYMENTS_NOTIFY_PATH } from '../../../examples/server/payments/cinetpay/notification.js';
import type { EndpointName } from '../../../src/contract/endpoints.js';
import { PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { INPUT_TEST_DATABASES } from '../databases.js';
import { startMoneyRig, type MoneyRig } from './money-rig.js';

const NASTY: unknown[] = [
  null, undefined, '', ' ', 0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 'NaN', '1e309', true, [], [1], {}, { toString: 'x' },
  "' or 1=1 --", '<script>alert(1)</script>', '\u0000', '\uD800', 'x'.repeat(5_000), '../../etc/passwd', 'co2026', 'iko' + '9'.repeat(40),
  'javascript:alert(1)', 'http://127.0.0.1:1/common/payConfirmReal', '/common/payConfirmReal', '__proto__', '科特迪瓦', 'DEMO-CHNC-0001',
];

describe.each(INPUT_TEST_DATABASES)('money calls refuse garbage on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  const valid = {} as Record<EndpointName, Record<string, unknown>>;

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    const [c] = await db.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 limit 1");
    const [l] = await db.query<{ id: string; module_id: number }>("select id::text as id, module_id from listings where user_id = 'u-seller' and status = 7 limit 1");
    const order = await rig.call<PaymentReply>('payment', { commodityId: c!.id, payType: PAYMENT_METHOD.bank, returnUrl: rig.returnUrl }, 'seller');
    const base = { payType: PAYMENT_METHOD.bank, returnUrl: rig.returnUrl };
    Object.assign(valid, {
      payment: { commodityId: c!.id, ...base, couponId: 'cp-none' },
      republishPayment: { serviceId: l!.id, moduleId: l!.module_id, ...base },
      refreshPayment: { serviceId: l!.id, moduleId: l!.module_id, ...base },
      orderListPayment: { orderNos: [order.customData.orderNo], ...base },
      getPaymentResult: { orderNo: order.customData.orderNo },
      getOrderDetail: { orderNo: order.customData.orderNo },
      getOrderList: { side: 'buy', state: 1, page: { index: 1, size: 5 } },
      submitRemittance: { orderNo: order.customData.orderNo, voucherImg: '/uploads/2026-11/x.png', remark: 'r' },
      exchangeCode: { code: 'ABCD-EFGH-JKLM' },
      // Last: they end the order the calls above use (remove, then delete).
      cancelOrder: { orderNo: order.customData.orderNo },
      deleteOrder: { orderNo: order.customData.orderNo },
    });
    await db.query("delete from rate_hits");
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  it('answers every mutated request with a coded reply, never 5000', async () => {
    const failures: string[] = [];
    const codes = new Map<number, number>();
    for (const [name, body] of Object.entries(valid) as [EndpointName, Record<string, unknown>][]) {
      for (const field of [...Object.keys(body), 'memberLevelId', 'serviceId', 'moduleId', 'amount']) {
        for (const value of NASTY) {
          const customData: Record<string, unknown> = { ...body };
          Object.defineProperty(customData, field, { value, enumerable: true, configurable: true, writable: true });
          const r = await rig.call(name, customData, 'seller');
          codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
          if (r.code === 5000 || typeof r.message !== 'string') failures.push(`${name}.${field}=${JSON.stringify(value)?.slice(0, 40)} → ${r.code} ${r.message}`);
        }
      }
      for (const whole of [null, [], 'x', 42, {}]) {
        const r = await rig.call(name, whole, 'seller');
        if (r.code === 5000) failures.push(`${name} ${JSON.stringify(whole)} → 5000`);
      }
      await db.query('delete from rate_hits');
    }
    expect(failures).toEqual([]);
    expect(codes.get(4422) ?? 0).toBeGreaterThan(200);
    // Garbage paid nothing: no order of the seller is paid.
    expect((await db.query("select 1 from orders where user_id = 'u-seller' and state = 2")).length).toBe(0);
  });

  it('the webhook answers random forms and headers with 2xx/4xx, never 5xx, and acts on none', async () => {
    const acted = async () => (await db.query("select 1 from payment_events where kind in ('notified', 'delivered')")).length;
    const before = await acted();
    const statuses = new Set<number>();
    const bodies = ['', 'a=b', 'cpm_trans_id=%00', '%', '&&&=', 'cpm_site_id=1&cpm_trans_id=x'.repeat(500), JSON.stringify({ cpm_trans_id: 'x' }), '\u0000\uD800'];
    for (const body of bodies) {
      const headerSets: Record<string, string>[] = [{}, { 'x-token': 'a'.repeat(64) }, { 'x-token': `${'a'.repeat(64)}, ${'b'.repeat(64)}` }, { 'content-type': 'application/json' }];
      for (const headers of headerSets) {
        const res = await fetch(`${rig.origin}${PAYMENTS_NOTIFY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
        await res.arrayBuffer();
        statuses.add(res.status);
      }
    }
    expect([...statuses].filter((s) => s < 200 || s >= 500)).toEqual([]);
    expect(await acted()).toBe(before);
  });
});
