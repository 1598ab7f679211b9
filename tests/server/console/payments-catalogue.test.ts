// Products, coupons and exchange codes in the console (examples/server/console/calls/
// product-calls.ts, coupon-calls.ts, exchange-calls.ts): a price change applies to new orders
// only and a product taken off sale is no longer sold; a coupon given to a user named by phone
// (with or without the country code; a number two countries share needs its code) shows in their
// coupon list; a batch of codes is answered once, only hashes are kept, and its codes redeem
// through the app's exchangeCode call; every change audited; bad input coded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedBatch, ExchangeBatchItem, IssuedCoupon, ProductItem, ProductList } from '../../../src/contract/console-payments.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { ExchangeCodeReply, PaymentReply } from '../../../src/contract/types/payment.js';
import type { Commodity, Coupon } from '../../../src/contract/types/usercenter.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { TEST_DATABASES } from '../databases.js';
import { auditRows } from './console-client.js';
import { FIVE_CHANCES, openMoneyRig, type MoneyRig } from './payments-rig.js';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('console products, coupons and codes ($name)', (target) => {
  let rig: MoneyRig;
  beforeAll(async () => {
    rig = await openMoneyRig(target, 'cat');
  });
  afterAll(async () => {
    await rig?.close();
  });

  const products = async (role: 'cashier' | 'admin' = 'cashier') => (await rig.call<ProductList>('productList', {}, role)).customData;

  it('lists levels and commodities to cashiers and admins; only admins change a price', async () => {
    const list = await products();
    expect(list.levels.map((l) => [l.id, l.type, l.price])).toEqual([[1, 'personal', 5000], [2, 'personal', 12000], [3, 'enterprise', 50000]]);
    expect(list.commodities.find((c) => c.id === FIVE_CHANCES)).toEqual({
      kind: 'commodity', id: 1, type: 'chances', names: expect.objectContaining({ fr: '5 annonces' }), moduleId: null, memberLevelId: 0,
      quantity: 5, validDays: 30, price: 1000, active: true,
    });
    expect(await products('admin')).toEqual(list);
    expect(await rig.call('updateProduct', { kind: 'commodity', id: 1, price: 1500, active: true })).toMatchObject({ code: 4403, message: 'errors.forbidden' });
    expect((await products()).commodities.find((c) => c.id === 1)!.price).toBe(1000);
  });

  it('a new price applies to new orders; orders already made keep their amounts', async () => {
    const before = await rig.bankOrder('personal');
    const r = await rig.call<ProductItem>('updateProduct', { kind: 'commodity', id: 1, price: 1500, active: true }, 'admin');
    expect(r).toMatchObject({ code: 200, customData: { id: 1, price: 1500, active: true } });
    const after = await rig.bankOrder('seller');
    expect((await rig.orderOf('personal', before)).amount).toBe(1000);
    expect((await rig.orderOf('seller', after)).amount).toBe(1500);
    const [audit] = (await auditRows(rig.env.db)).slice(-1);
    expect(audit).toMatchObject({ action: 'product.update', target: 'commodity:1', detail: { oldPrice: 1000, price: 1500, oldActive: true, active: true } });
    // A membership level too.
    expect((await rig.call<ProductItem>('updateProduct', { kind: 'level', id: 1, price: 6000, active: true }, 'admin')).customData.price).toBe(6000);
    await rig.call('updateProduct', { kind: 'level', id: 1, price: 5000, active: true }, 'admin');
    await rig.call('updateProduct', { kind: 'commodity', id: 1, price: 1000, active: true }, 'admin');
  });

  it('a product off sale is not listed nor sold; back on sale it is', async () => {
    expect((await rig.call('updateProduct', { kind: 'commodity', id: 2, price: 3500, active: false }, 'admin')).code).toBe(200);
    const listed = async () => (await rig.app<Commodity[]>('personal', ENDPOINTS.getCommodityList.path, {})).customData.map((c) => c.commodityId);
    expect(await listed()).not.toContain(2);
    const bought = await rig.app<PaymentReply>('personal', ENDPOINTS.payment.path, { commodityId: 2, payType: 4, returnUrl: '/common/payConfirmVirtual' });
    expect(bought.code).not.toBe(200);
    expect((await rig.call('updateProduct', { kind: 'commodity', id: 2, price: 3500, active: true }, 'admin')).code).toBe(200);
    expect(await listed()).toContain(2);
  });

  it('refuses prices no payer could pay and unknown products, with codes', async () => {
    const update = (body: Record<string, unknown>) => rig.call('updateProduct', { kind: 'commodity', id: 1, price: 1000, active: true, ...body }, 'admin');
    expect(await update({ price: 50 })).toMatchObject({ code: 4422, message: 'errors.priceRule', customData: { issues: [{ path: 'price', values: { min: 100 } }] } });
    for (const body of [{ price: 1002 }, { price: -5 }, { price: 10.5 }, { price: '1000' }, { price: 10_000_005 }, { active: 'yes' }, { kind: 'package' }, { id: 0 }]) {
      expect(await update(body), JSON.stringify(body)).toMatchObject({ code: 4422 });
    }
    expect(await update({ id: 9999 })).toMatchObject({ code: 4404, message: 'errors.productNotFound' });
    // Level 0 ("no membership") is not a product.
    expect(await update({ kind: 'level', id: 0 })).toMatchObject({ code: 4422 });
    expect((await update({ price: 0 })).code).toBe(200);
    expect((await update({})).code).toBe(200);
  });

  it('gives a coupon to a user named by phone or id; the user sees it at once', async () => {
    const r = await rig.call<IssuedCoupon>('issueCoupon', { phone: '+225 07 00 00 00 02', amount: 500, minAmount: 1000, validDays: 30 });
    expect(r).toMatchObject({ code: 200, customData: { user: { userId: 'u-member' }, amount: 500, minAmount: 1000, expiresAt: new Date(rig.env.clock.now + 30 * DAY).toISOString() } });
    const coupons = (await rig.app<SearchReply<Coupon>>('member', ENDPOINTS.getCouponList.path, { type: 1, page: { index: 1, size: 15 } })).customData.resultList;
    expect(coupons.find((c) => c.couponId === r.customData.couponId)).toMatchObject({ amount: 500, minAmount: 1000, name: '500 FCFA coupon' });
    const [audit] = (await auditRows(rig.env.db)).slice(-1);
    expect(audit).toMatchObject({ action: 'coupon.issue', target: 'user:u-member', detail: { couponId: r.customData.couponId, amount: 500 } });

    const named = await rig.call<IssuedCoupon>('issueCoupon', {
      userId: 'u-personal', amount: 1000, validDays: 7, names: { cn: '新年礼券', en: 'New year gift', fr: 'Cadeau du nouvel an' },
    });
    expect(named.customData.minAmount).toBe(0);
    const mine = (await rig.app<SearchReply<Coupon>>('personal', ENDPOINTS.getCouponList.path, { type: 1, page: { index: 1, size: 15 } })).customData.resultList;
    expect(mine.find((c) => c.couponId === named.customData.couponId)?.name).toBe('New year gift');
  });

  it('asks for the country code when two accounts share a number; refuses bad coupons with codes', async () => {
    await rig.env.db.query(
      `insert into users (id, phone, mobile_code, pet_name, user_mq) values ('u-twin', '0700000002', '229', 'Twin', 'mq-twin')`,
    );
    expect(await rig.call('issueCoupon', { phone: '0700000002', amount: 500, validDays: 30 })).toMatchObject({ code: 4422, message: 'errors.phoneAmbiguous', customData: { issues: [{ path: 'phone' }] } });
    expect((await rig.call<IssuedCoupon>('issueCoupon', { phone: '+229 0700000002', amount: 500, validDays: 30 })).customData.user.userId).toBe('u-twin');
    expect(await rig.call('issueCoupon', { phone: '0799999999', amount: 500, validDays: 30 })).toMatchObject({ code: 4422, message: 'errors.userNotFound' });
    expect(await rig.call('issueCoupon', { userId: 'u-nobody', amount: 500, validDays: 30 })).toMatchObject({ code: 4422, message: 'errors.userNotFound', customData: { issues: [{ path: 'userId' }] } });
    const ok = { userId: 'u-seller', amount: 500, validDays: 30 };
    for (const body of [
      { amount: 500, validDays: 30 }, { ...ok, phone: '0700000004' }, { ...ok, amount: 502 }, { ...ok, amount: 0 }, { ...ok, validDays: 0 },
      { ...ok, validDays: 3651 }, { ...ok, minAmount: -1 }, { ...ok, names: { en: 'Only English' } }, { ...ok, names: { cn: 'a', en: 'b', fr: 'x'.repeat(61) } },
    ]) {
      expect((await rig.call('issueCoupon', body)).code, JSON.stringify(body)).toBe(4422);
    }
  });

  it('makes a batch of codes shown once, keeps only hashes; a code redeems once through the app', async () => {
    const r = await rig.call<CreatedBatch>('createExchangeBatch', { label: 'Salon Abidjan 2030', grant: { kind: 'chances', commodityId: FIVE_CHANCES }, expiresInDays: 60, count: 3 });
    expect(r.code).toBe(200);
    const { batchId, codes } = r.customData;
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // No code in any table: hashes only.
    const dump = JSON.stringify(await rig.env.db.query(`select
      (select json_agg(c) from exchange_codes c) as codes, (select json_agg(b) from exchange_batches b) as batches,
      (select json_agg(a) from operator_audit a) as audit`));
    for (const c of codes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace(/-/g, ''));
    }
    const [audit] = (await auditRows(rig.env.db)).slice(-1);
    expect(audit).toMatchObject({ action: 'exchange.createBatch', target: `batch:${batchId}`, detail: { label: 'Salon Abidjan 2030', count: 3, grant: { kind: 'commodity', commodityId: 1 } } });

    const redeem = (code: string) => rig.app<ExchangeCodeReply>('seller', ENDPOINTS.exchangeCode.path, { code });
    expect(await redeem(codes[0]!.toLowerCase())).toMatchObject({ code: 200, customData: { kind: 'chances', quantity: 5 } });
    expect((await redeem(codes[0]!)).code).toBe(4422);
    const coupon = await rig.call<CreatedBatch>('createExchangeBatch', {
      label: 'Bons parrainage', grant: { kind: 'coupon', amount: 300, minAmount: 500, validDays: 15 }, expiresInDays: 30, count: 1,
    });
    expect((await redeem(coupon.customData.codes[0]!)).customData).toMatchObject({ kind: 'coupon', quantity: 300 });

    const list = (await rig.call<SearchReply<ExchangeBatchItem>>('exchangeBatches', {})).customData;
    expect(list.resultList.slice(0, 2)).toEqual([
      expect.objectContaining({ batchId: coupon.customData.batchId, label: 'Bons parrainage', count: 1, redeemed: 1, createdBy: 'cat-cashier', grant: { kind: 'coupon', amount: 300, minAmount: 500, validDays: 15 } }),
      expect.objectContaining({
        batchId, label: 'Salon Abidjan 2030', count: 3, redeemed: 1, createdBy: 'cat-cashier',
        expiresAt: new Date(rig.env.clock.now + 60 * DAY).toISOString(),
        grant: { kind: 'chances', commodityId: 1, quantity: 5, names: expect.objectContaining({ en: '5 posting chances' }) },
      }),
    ]);
  });

  it('makes up to 1000 codes; refuses other commodities and bad batches with codes', async () => {
    const big = await rig.call<CreatedBatch>('createExchangeBatch', { label: 'Mille', grant: { kind: 'chances', commodityId: 2 }, expiresInDays: 1, count: 1000 });
    expect(big.code).toBe(200);
    expect(new Set(big.customData.codes).size).toBe(1000);
    // A TOP needs a listing: codes give only posting chances.
    expect(await rig.call('createExchangeBatch', { label: 'TOP', grant: { kind: 'chances', commodityId: 3 }, expiresInDays: 1, count: 1 }))
      .toMatchObject({ code: 4422, message: 'errors.notChances', customData: { issues: [{ path: 'grant.commodityId' }] } });
    const ok = { label: 'L', grant: { kind: 'chances', commodityId: 1 }, expiresInDays: 10, count: 5 };
    for (const body of [
      { ...ok, count: 1001 }, { ...ok, count: 0 }, { ...ok, label: ' ' }, { ...ok, label: 'x'.repeat(101) }, { ...ok, expiresInDays: 0 },
      { ...ok, grant: { kind: 'top', commodityId: 3 } }, { ...ok, grant: { kind: 'coupon', amount: 7, validDays: 3 } }, { ...ok, grant: null }, { ...ok, grant: 'chances' },
    ]) {
      expect((await rig.call('createExchangeBatch', body)).code, JSON.stringify(body).slice(0, 80)).toBe(4422);
    }
    expect((await rig.call('createExchangeBatch', { ...ok, grant: { kind: 'chances', commodityId: 99999 } })).message).toBe('errors.notChances');
  });
});
