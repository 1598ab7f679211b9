// Making orders (spec §7 payment, republishPayment, refreshPayment, orderListPayment; §4 methods,
// prefixes, states; §5/§6 membership rules; §2 pay-confirm pages on our own origin): prices and
// discounts computed by the server, coupons bound once, return addresses that cannot redirect
// elsewhere, ownership, membership rules, listing payments, bank and offline remittances, order
// reading. Online methods go through the real adapter and the CinetPay sandbox (money-rig.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { confirmRemittance, rejectRemittance } from '../../../examples/server/payments/remittance.js';
import { ORDER_STATE, PAYMENT_METHOD, PAYMENT_STATE, PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Order, PaymentReply } from '../../../src/contract/types/payment.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import type { Bill } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { journal, orderState, payAtSandbox, startMoneyRig, until, type MoneyRig, type SeedName } from './money-rig.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const BANK = PAYMENT_METHOD.bank;
const MOMO = PAYMENT_METHOD.mobileMoney;

describe.each(TEST_DATABASES)('orders on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  const ids = { chances: 0, chancesMember: 0, top: 0 };

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    const rows = await db.query<{ id: number; kind: string; member_level_id: number }>('select id, kind, member_level_id from commodities order by sort, id');
    ids.chances = rows.find((r) => r.kind === 'chances' && r.member_level_id === 0)!.id;
    ids.chancesMember = rows.find((r) => r.kind === 'chances' && r.member_level_id === 1)!.id;
    ids.top = rows.find((r) => r.kind === 'top')!.id;
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  const pay = (body: Record<string, unknown>, user: SeedName = 'seller', language: 'cn' | 'en' | 'fr' = 'en') =>
    rig.call<PaymentReply>('payment', { payType: BANK, returnUrl: rig.returnUrl, ...body }, user, language);
  const row = async (orderNo: string) =>
    (await db.query<{ list_amount: number; discount: number; amount: number; coupon_id: string | null; expires_at: Date; created_at: Date; return_path: string }>(
      'select list_amount, discount, amount, coupon_id, expires_at, created_at, return_path from orders where order_no = $1', [orderNo]))[0]!;
  const coupon = async (id: string) => (await db.query<{ order_no: string | null; used: boolean }>('select order_no, used_at is not null as used from coupons where id = $1', [id]))[0]!;
  const addCoupon = async (id: string, userId: string, amount: number, minAmount = 0, days = 30) =>
    db.query(`insert into coupons (id, user_id, names, amount, min_amount, expires_at) values ($1, $2, '{"en":"test"}', $3, $4, $5)`, [id, userId, amount, minAmount, new Date(rig.now() + days * DAY)]);
  const sellerListing = async (moduleKey: string, status: number) => {
    const [l] = await db.query<{ id: string; module_id: number }>(
      `select id::text as id, module_id from listings where user_id = 'u-seller' and module_key = $1 and not deleted order by id limit 1`, [moduleKey]);
    await db.query('update listings set status = $2 where id = $1::bigint', [l!.id, status]);
    return { serviceId: l!.id, moduleId: l!.module_id };
  };

  describe('amounts and coupons', () => {
    it('prices an order from the data, whatever the request says, and numbers it co + date + random digits', async () => {
      const r = await pay({ commodityId: ids.chances, amount: 1, price: 1, listAmount: 1 });
      expect(r.code).toBe(200);
      expect(r.customData).toMatchObject({ amount: 1000, orderState: ORDER_STATE.waitPay, payState: PAYMENT_STATE.waiting, payType: BANK });
      expect(r.customData.payUrl).toBeUndefined();
      expect(r.customData.orderNo).toMatch(/^co\d{8}\d{10}$/);
      const o = await row(r.customData.orderNo);
      expect(o).toMatchObject({ list_amount: 1000, discount: 0, amount: 1000, return_path: '/common/payConfirmVirtual' });
      // Bank transfer: the order waits 7 days for its proof.
      expect(new Date(o.expires_at).getTime() - new Date(o.created_at).getTime()).toBe(7 * DAY);
      const online = await pay({ commodityId: ids.chances, payType: MOMO });
      const ol = await row(online.customData.orderNo);
      expect(new Date(ol.expires_at).getTime() - new Date(ol.created_at).getTime()).toBe(30 * MINUTE);
      expect(online.customData.payUrl).toMatch(/\/dev\/cinetpay\/checkout\//);
    });

    it('a member price is for members of that level only ("Current authority insufficient")', async () => {
      const refused = await pay({ commodityId: ids.chancesMember }, 'seller', 'fr');
      expect(refused.code).toBe(4403);
      expect(refused.message).toBe('Droits insuffisants. Voulez-vous devenir membre\u00a0?');
      expect((await pay({ commodityId: ids.chancesMember }, 'member')).customData.amount).toBe(2500);
      expect((await pay({ commodityId: 999999 })).code).toBe(4404);
    });

    it('takes the caller\'s usable coupon once; refuses another\'s, a used, an expired one and an unmet minimum', async () => {
      const first = await pay({ commodityId: ids.chances, couponId: 'cp-seed-awa-500' }, 'personal');
      expect(first.code).toBe(200);
      expect(first.customData.amount).toBe(500);
      expect(await row(first.customData.orderNo)).toMatchObject({ list_amount: 1000, discount: 500, amount: 500, coupon_id: 'cp-seed-awa-500' });
      expect(await coupon('cp-seed-awa-500')).toEqual({ order_no: first.customData.orderNo, used: false });
      const refusals = [
        await pay({ commodityId: ids.chances, couponId: 'cp-seed-awa-500' }, 'personal'),
        await pay({ commodityId: ids.chances, couponId: 'cp-seed-awa-2000' }, 'personal'),
        await pay({ commodityId: ids.chances, couponId: 'cp-seed-awa-old' }, 'personal'),
        await pay({ commodityId: ids.chances, couponId: 'cp-seed-awa-2000' }, 'seller'),
        await pay({ commodityId: ids.chances, couponId: 'no-such-coupon' }, 'personal'),
      ];
      for (const r of refusals) expect([r.code, r.message, (r.customData as unknown as { issues: { path: string }[] }).issues[0]!.path]).toEqual([4422, 'This coupon cannot be used for this order', 'couponId']);
    });

    it('one coupon for two orders at once: exactly one gets it', async () => {
      await addCoupon('cp-race', 'u-seller', 300);
      const both = await Promise.all([pay({ commodityId: ids.chances, couponId: 'cp-race' }), pay({ commodityId: ids.chances, couponId: 'cp-race' })]);
      expect(both.map((r) => r.code).sort()).toEqual([200, 4422]);
      expect((await db.query("select 1 from orders where coupon_id = 'cp-race'")).length).toBe(1);
    });

    it('a coupon leaves 0 or at least what a provider takes (100 FCFA, a multiple of 5)', async () => {
      await addCoupon('cp-950', 'u-seller', 950);
      await addCoupon('cp-333', 'u-seller', 333);
      expect((await pay({ commodityId: ids.chances, couponId: 'cp-950' })).customData.amount).toBe(100);
      expect((await pay({ commodityId: ids.chances, couponId: 'cp-333' })).customData.amount).toBe(670);
    });

    const attemptsOf = async (orderNo: string) =>
      db.query<{ provider: string; amount: number; status: string; method: string }>('select provider, amount, status, method from payments where order_no = $1', [orderNo]);

    it('a coupon covering the whole price delivers at once, without a provider', async () => {
      await addCoupon('cp-full', 'u-seller', 5000);
      const real = rig.services.payments!;
      const asked: number[] = [];
      rig.services.payments = { ...real, create: async (req) => { asked.push(req.amount); return real.create(req); } };
      const r = await pay({ commodityId: ids.chances, payType: MOMO, couponId: 'cp-full' }).finally(() => { rig.services.payments = real; });
      expect(r.code).toBe(200);
      expect(r.customData).toMatchObject({ amount: 0, payState: PAYMENT_STATE.success, orderState: ORDER_STATE.paid });
      expect(r.customData.payUrl).toBeUndefined();
      // No checkout at the provider (CinetPay refuses under 100 FCFA): the record says "coupon".
      expect(asked).toEqual([]);
      expect(await journal(db, r.customData.orderNo)).toEqual(['free', 'delivered']);
      expect(await attemptsOf(r.customData.orderNo)).toEqual([{ provider: 'coupon', amount: 0, status: 'accepted', method: 'coupon' }]);
      expect(await coupon('cp-full')).toEqual({ order_no: r.customData.orderNo, used: true });
      expect((await db.query('select quantity from posting_chances where order_no = $1', [r.customData.orderNo])).length).toBe(1);
      const bill = await rig.call<Bill>('getBillDetail', { billId: r.customData.orderNo }, 'seller');
      expect(bill.customData).toMatchObject({ amount: 0, discount: 1000, listAmount: 1000, payState: PAYMENT_STATE.success, method: 'coupon' });
    });

    it('without a payment provider, a free order is still delivered whatever the method; a paying online one is refused, nothing written', async () => {
      await addCoupon('cp-part-none', 'u-seller', 300);
      const provider = rig.services.payments;
      rig.services.payments = undefined;
      try {
        for (const payType of [MOMO, PAYMENT_METHOD.alipay]) {
          const id = `cp-free-${payType}`;
          await addCoupon(id, 'u-seller', 5000);
          const free = await pay({ commodityId: ids.chances, payType, couponId: id });
          expect(free.code, JSON.stringify(free)).toBe(200);
          expect(free.customData).toMatchObject({ amount: 0, orderState: ORDER_STATE.paid, payState: PAYMENT_STATE.success });
          expect(await orderState(db, free.customData.orderNo)).toMatchObject({ state: ORDER_STATE.paid, delivered: true });
          expect(await coupon(id)).toEqual({ order_no: free.customData.orderNo, used: true });
          expect(await attemptsOf(free.customData.orderNo)).toEqual([{ provider: 'coupon', amount: 0, status: 'accepted', method: 'coupon' }]);
        }
        const [before] = await db.query<{ n: number }>("select count(*)::int as n from orders where user_id = 'u-seller'");
        const paying = await pay({ commodityId: ids.chances, payType: MOMO, couponId: 'cp-part-none' }, 'seller', 'fr');
        expect([paying.code, paying.message]).toEqual([4502, 'Le paiement en ligne est indisponible pour le moment. Choisissez le virement ou le paiement hors ligne']);
        expect((await pay({ commodityId: ids.chances, payType: MOMO })).code).toBe(4502);
        const [after] = await db.query<{ n: number }>("select count(*)::int as n from orders where user_id = 'u-seller'");
        expect(after!.n).toBe(before!.n);
        expect(await coupon('cp-part-none')).toEqual({ order_no: null, used: false });
        // Bank transfer needs no provider either.
        expect((await pay({ commodityId: ids.chances, couponId: 'cp-part-none' })).customData).toMatchObject({ amount: 700, orderState: ORDER_STATE.waitPay });
      } finally {
        rig.services.payments = provider;
      }
    });

    it('expiry fails the order and frees its coupon for another order', async () => {
      await addCoupon('cp-expiry', 'u-seller', 200);
      const r = await pay({ commodityId: ids.chances, payType: MOMO, couponId: 'cp-expiry' });
      rig.shift(31 * MINUTE);
      // The payer never came back: the attempt is still open at the provider, so the grace applies first.
      await rig.reconciliation.runOnce();
      expect((await orderState(db, r.customData.orderNo)).state).toBe(ORDER_STATE.waitPay);
      rig.shift(20 * MINUTE);
      await rig.reconciliation.runOnce();
      expect(await orderState(db, r.customData.orderNo)).toMatchObject({ state: ORDER_STATE.failed, fail_reason: 'expired' });
      expect(await coupon('cp-expiry')).toEqual({ order_no: null, used: false });
      expect((await db.query<{ status: string }>('select status from payments where order_no = $1', [r.customData.orderNo]))[0]!.status).toBe('expired');
      expect((await pay({ commodityId: ids.chances, couponId: 'cp-expiry' })).code).toBe(200);
    });
  });

  describe('returnUrl', () => {
    it.each([
      ['another origin', 'https://evil.example/common/payConfirmReal'],
      ['a protocol-relative address', '//evil.example/common/payConfirmReal'],
      ['another path of ours', '/usercenter/userInfo'],
      ['a look-alike path', '/common/payConfirmReal/../../evil'],
      ['javascript:', 'javascript:alert(1)'],
      ['credentials', 'http://user:pw@127.0.0.1:8080/common/payConfirmReal'],
      ['a fragment', 'http://127.0.0.1:8080/common/payConfirmReal#x'],
      ['its own orderNo', 'http://127.0.0.1:8080/common/payConfirmReal?orderNo=co1'],
      ['an address in its query', 'http://127.0.0.1:8080/common/payConfirmReal?next=https://evil.example'],
      ['a non-loopback host in development', 'http://192.168.1.10:8080/common/payConfirmReal'],
      ['empty', ''],
    ])('refuses %s', async (_name, returnUrl) => {
      const r = await pay({ commodityId: ids.chances, returnUrl });
      expect(r.code).toBe(4422);
      expect((r.customData as unknown as { issues: { path: string }[] }).issues[0]!.path).toBe('returnUrl');
    });

    it('accepts our pay-confirm pages (absolute or as a path) and sends the payer back there with the order number', async () => {
      const path = await pay({ commodityId: ids.chances, returnUrl: '/common/payConfirmReal?from=house' });
      expect(path.code).toBe(200);
      expect((await row(path.customData.orderNo)).return_path).toBe('/common/payConfirmReal?from=house');
      const online = await pay({ commodityId: ids.chances, payType: MOMO, returnUrl: `${rig.sandbox.origin}/common/payConfirmVirtual?from=assets` });
      const [attempt] = await db.query<{ return_url: string }>('select return_url from payments where order_no = $1', [online.customData.orderNo]);
      expect(attempt!.return_url).toBe(`${rig.sandbox.origin}/common/payConfirmVirtual?from=assets&orderNo=${online.customData.orderNo}`);
    });
  });

  describe('membership (spec §5, §6)', () => {
    const level = async (userId: string) =>
      (await db.query<{ member_level_id: number; is_member: boolean; expiry_time: Date; release_area_num: number }>(
        'select member_level_id, is_member, expiry_time, release_area_num from users where id = $1', [userId]))[0]!;
    const buyLevel = async (memberLevelId: number, user: SeedName) => {
      const r = await rig.call<PaymentReply>('payment', { memberLevelId, payType: MOMO, returnUrl: rig.returnUrl }, user, 'fr');
      if (r.code !== 200) return r;
      await payAtSandbox(r.customData.payUrl!, '0700000000');
      await until(async () => (await orderState(db, r.customData.orderNo)).delivered, 8_000, 'membership delivered');
      return r;
    };

    it('a first membership starts now; a renewal extends from the current expiry; an upgrade keeps the days paid for', async () => {
      const bought = await buyLevel(1, 'seller');
      expect(bought.customData.orderNo).toMatch(/^mo/);
      const first = await level('u-seller');
      expect(first).toMatchObject({ member_level_id: 1, is_member: true, release_area_num: 3 });
      expect(Math.abs(new Date(first.expiry_time).getTime() - (rig.now() + 30 * DAY))).toBeLessThan(MINUTE);
      await buyLevel(1, 'seller');
      const renewed = await level('u-seller');
      expect(new Date(renewed.expiry_time).getTime() - new Date(first.expiry_time).getTime()).toBe(30 * DAY);
      await buyLevel(2, 'seller');
      const upgraded = await level('u-seller');
      expect(upgraded).toMatchObject({ member_level_id: 2, release_area_num: 5 });
      expect(new Date(upgraded.expiry_time).getTime() - new Date(renewed.expiry_time).getTime()).toBe(90 * DAY);
      // Back down to level 1: refused (spec §8 "Cannot purchase membership lower than current level").
      const lower = await rig.call('payment', { memberLevelId: 1, payType: BANK, returnUrl: rig.returnUrl }, 'seller', 'fr');
      expect([lower.code, lower.message]).toEqual([4403, 'Impossible d’acheter une adhésion d’un niveau inférieur au niveau actuel']);
    });

    it('once expired, every reader gives level 0\'s benefits (user info, countries per publish, publishes left), by the server\'s clock', async () => {
      const info = async () => (await rig.call<UserAllInfo>('getUserInfo', {}, 'seller')).customData;
      const countries = async () => (await rig.call<{ releaseAreaNum: number }>('getMineReleaseAbility', { moduleId: 9 }, 'seller')).customData.releaseAreaNum;
      const left = (i: UserAllInfo) => new Map(i.levelRelatedVOS.map((v) => [v.moduleId, v.releaseNum]));
      // The level 2 bought above (5 countries, 30 free listings per module), ending in a minute.
      const stored = await level('u-seller');
      const ends = new Date(rig.now() + MINUTE);
      await db.query('update users set expiry_time = $2 where id = $1', ['u-seller', ends]);
      const member = await info();
      expect(member).toMatchObject({ isMember: 1, memberLevelId: 2, memberLevel: 'Individual premium', releaseAreaNum: 5 });
      expect(await countries()).toBe(5);
      const live = new Map((await db.query<{ module_id: number; n: number }>(
        "select module_id, count(*)::int as n from listings where user_id = 'u-seller' and not deleted and status not in (0, 3) group by module_id")).map((r) => [r.module_id, r.n]));
      rig.shift(2 * MINUTE);
      try {
        const expired = await info();
        expect(expired).toMatchObject({ isMember: 0, memberLevelId: 0, memberLevel: '', releaseAreaNum: 1, expiryTime: ends.toISOString() });
        expect(await countries()).toBe(1);
        // Publishes left: level 0's 3 free listings per module instead of 30 (the chances stay).
        for (const [moduleId, n] of left(member)) {
          const inUse = live.get(moduleId) ?? 0;
          expect(n - left(expired).get(moduleId)!, `module ${moduleId}`).toBe(Math.max(0, 30 - inUse) - Math.max(0, 3 - inUse));
        }
        // Nothing rewrote the account: the clock alone decides.
        expect(await level('u-seller')).toMatchObject({ member_level_id: 2, is_member: true, release_area_num: 5 });
      } finally {
        rig.shift(-2 * MINUTE);
        await db.query('update users set expiry_time = $2 where id = $1', ['u-seller', stored.expiry_time]);
      }
      expect(await info()).toMatchObject({ isMember: 1, memberLevelId: 2, releaseAreaNum: 5 });
    });

    it('enterprise membership needs enterprise authentication, which needs personal', async () => {
      // Awa's personal authentication is still in review: "first personal".
      const none = await rig.call('payment', { memberLevelId: 3, payType: BANK, returnUrl: rig.returnUrl }, 'personal', 'en');
      expect([none.code, none.message]).toEqual([4403, 'Please complete personal authentication first']);
      await db.query("update authentications set status = 'passed', reviewed_at = now() where user_id = 'u-personal' and kind = 'personal'");
      const personal = await rig.call('payment', { memberLevelId: 3, payType: BANK, returnUrl: rig.returnUrl }, 'personal', 'en');
      expect([personal.code, personal.message]).toEqual([4403, 'Enterprise membership needs an approved enterprise authentication']);
      await db.query("update authentications set status = 'passed', reviewed_at = now() where user_id = 'u-personal' and kind = 'enterprise'");
      expect((await rig.call('payment', { memberLevelId: 3, payType: BANK, returnUrl: rig.returnUrl }, 'personal')).code).toBe(200);
      // The enterprise account renews its level 3.
      expect((await rig.call('payment', { memberLevelId: 3, payType: BANK, returnUrl: rig.returnUrl }, 'enterprise')).code).toBe(200);
      expect((await rig.call('payment', { memberLevelId: 0, payType: BANK, returnUrl: rig.returnUrl }, 'enterprise')).code).toBe(4422);
      expect((await rig.call('payment', { memberLevelId: 9, payType: BANK, returnUrl: rig.returnUrl }, 'enterprise')).code).toBe(4404);
    });
  });

  describe('listings', () => {
    it('pays the publish of a status-0 listing ("publish" price): one waiting order per listing, then 0 → 4', async () => {
      const l = await sellerListing('house', PUBLISH_STATUS.notPaid);
      const r = await pay({ ...l, payType: MOMO });
      expect(r.code).toBe(200);
      expect(r.customData).toMatchObject({ kind: 'publish', amount: 500, serviceId: l.serviceId, moduleId: l.moduleId });
      expect(r.customData.orderNo).toMatch(/^iko/);
      // Asked again: the same order, a new attempt.
      const again = await pay({ ...l, payType: MOMO });
      expect(again.customData.orderNo).toBe(r.customData.orderNo);
      await payAtSandbox(again.customData.payUrl!, '0700000000');
      await until(async () => (await orderState(db, r.customData.orderNo)).delivered, 8_000, 'publish delivered');
      const [listing] = await db.query<{ status: number }>('select status from listings where id = $1::bigint', [l.serviceId]);
      expect(listing!.status).toBe(PUBLISH_STATUS.onReviewFirst);
      // Not in status 0 any more: refused.
      expect((await pay({ ...l })).code).toBe(4422);
    });

    it('publish again (3 → 7), refresh and TOP of one\'s own listings; someone else\'s listing is refused', async () => {
      const down = await sellerListing('land', PUBLISH_STATUS.toBeReleased);
      const again = await rig.call<PaymentReply>('republishPayment', { ...down, payType: MOMO, returnUrl: rig.returnUrl }, 'seller');
      expect(again.customData).toMatchObject({ kind: 'republish', amount: 500 });
      await payAtSandbox(again.customData.payUrl!, '0700000000');
      await until(async () => (await orderState(db, again.customData.orderNo)).delivered, 8_000, 'republish delivered');
      expect((await db.query<{ status: number }>('select status from listings where id = $1::bigint', [down.serviceId]))[0]!.status).toBe(PUBLISH_STATUS.published);

      const refresh = await rig.call<PaymentReply>('refreshPayment', { ...down, payType: MOMO, returnUrl: rig.returnUrl }, 'seller');
      expect(refresh.customData).toMatchObject({ kind: 'refresh', amount: 200 });
      await payAtSandbox(refresh.customData.payUrl!, '0700000000');
      await until(async () => (await orderState(db, refresh.customData.orderNo)).delivered, 8_000, 'refresh delivered');
      const [refreshed] = await db.query<{ recent: boolean }>('select refreshed_at > now() - interval \'1 minute\' as recent from listings where id = $1::bigint', [down.serviceId]);
      expect(refreshed!.recent).toBe(true);

      const top = await pay({ commodityId: ids.top, ...down, payType: MOMO });
      expect(top.customData).toMatchObject({ kind: 'commodity', amount: 2000 });
      await payAtSandbox(top.customData.payUrl!, '0700000000');
      await until(async () => (await orderState(db, top.customData.orderNo)).delivered, 8_000, 'top delivered');
      const [boost] = await db.query<{ until: Date }>('select until from listing_boosts where listing_id = $1::bigint', [down.serviceId]);
      expect(Math.abs(new Date(boost!.until).getTime() - (rig.now() + 7 * DAY))).toBeLessThan(MINUTE);

      // Someone else's listing; an unknown one; a package naming a listing; TOP without one.
      expect((await rig.call('refreshPayment', { ...down, payType: BANK, returnUrl: rig.returnUrl }, 'member', 'fr')).code).toBe(4403);
      expect((await rig.call('republishPayment', { ...down, serviceId: '987654321', payType: BANK, returnUrl: rig.returnUrl }, 'seller')).code).toBe(4404);
      expect((await pay({ commodityId: ids.chances, ...down })).code).toBe(4422);
      expect((await pay({ commodityId: ids.top })).code).toBe(4422);
      expect((await rig.call('republishPayment', { ...down, payType: BANK, returnUrl: rig.returnUrl }, 'seller')).code).toBe(4422);
    });
  });

  describe('bank transfer and offline: remittance', () => {
    it('a proof (the caller\'s own picture) waits for an operator, who confirms it: delivered once', async () => {
      const r = await pay({ commodityId: ids.chances, payType: PAYMENT_METHOD.offline });
      const { orderNo } = r.customData;
      await db.query(`insert into uploads (user_id, path, mime, bytes, kind) values ('u-seller', '/uploads/2026-11/proof1.png', 'image/png', 1000, 'proof'), ('u-member', '/uploads/2026-11/other.png', 'image/png', 1000, 'proof')`);
      const send = (voucherImg: string, user: SeedName = 'seller', no = orderNo) => rig.call('submitRemittance', { orderNo: no, voucherImg, remark: 'Virement du 26/11' }, user);
      expect((await send('/uploads/2026-11/other.png')).code).toBe(4422);
      expect((await send('/uploads/2026-11/missing.png')).code).toBe(4422);
      // Someone else's order, with a picture of their own: no such order.
      expect((await send('/uploads/2026-11/other.png', 'member')).code).toBe(4404);
      expect((await send('/uploads/2026-11/proof1.png')).code).toBe(200);
      const detail = await rig.call<Order>('getOrderDetail', { orderNo }, 'seller');
      expect(detail.customData.remittance).toMatchObject({ status: 'submitted', voucherImg: '/uploads/2026-11/proof1.png', remark: 'Virement du 26/11' });
      // Waiting for an operator, the clock never expires it.
      rig.shift(8 * DAY);
      try {
        await rig.reconciliation.runOnce();
      } finally {
        rig.shift(-8 * DAY);
      }
      expect((await orderState(db, orderNo)).state).toBe(ORDER_STATE.waitPay);
      const [operator] = await db.query<{ id: string }>("insert into operators (username, password_hash, role) values ('cashier', 'x', 'admin') returning id::text as id");
      await rejectRemittance(rig, orderNo, operator!.id, 'Montant illisible');
      const rejected = (await rig.call<Order>('getOrderDetail', { orderNo }, 'seller')).customData;
      expect(rejected).toMatchObject({ state: ORDER_STATE.waitPay, failReason: 'rejected', remittance: { status: 'rejected', reason: 'Montant illisible' } });
      expect((await send('/uploads/2026-11/proof1.png')).code).toBe(200);
      const delivery = await confirmRemittance(rig, orderNo, operator!.id);
      expect(delivery.outcome).toBe('delivered');
      await expect(confirmRemittance(rig, orderNo, operator!.id)).rejects.toThrow();
      expect((await db.query('select 1 from posting_chances where order_no = $1', [orderNo])).length).toBe(1);
      expect((await send('/uploads/2026-11/proof1.png')).code).toBe(4422);
    });

    it('an online order takes no proof; orderListPayment pays one order per call', async () => {
      const online = await pay({ commodityId: ids.chances, payType: MOMO });
      await db.query(`insert into uploads (user_id, path, mime, bytes, kind) values ('u-seller', '/uploads/2026-11/proof2.png', 'image/png', 1000, 'proof')`);
      const proof = await rig.call('submitRemittance', { orderNo: online.customData.orderNo, voucherImg: '/uploads/2026-11/proof2.png' }, 'seller');
      expect(proof.code).toBe(4422);
      const other = await pay({ commodityId: ids.chances });
      const two = await rig.call('orderListPayment', { orderNos: [online.customData.orderNo, other.customData.orderNo], payType: MOMO, returnUrl: rig.returnUrl }, 'seller');
      expect([two.code, two.message]).toEqual([4422, 'Please pay one order at a time']);
      // Switching a bank order to mobile money: a hosted page.
      const switched = await rig.call<PaymentReply>('orderListPayment', { orderNos: [other.customData.orderNo], payType: MOMO, returnUrl: rig.returnUrl }, 'seller');
      expect(switched.customData.payType).toBe(MOMO);
      expect(switched.customData.payUrl).toBeTruthy();
      expect(await journal(db, other.customData.orderNo)).toContain('methodChanged');
    });

    it('a method change moves the deadline to the new method\'s, from the order\'s creation, never earlier', async () => {
      const deadline = async (orderNo: string) => {
        const [row] = await db.query<{ left: number }>('select extract(epoch from expires_at - created_at)::int as left from orders where order_no = $1', [orderNo]);
        return Number(row?.left);
      };
      const switchTo = (orderNo: string, payType: number) => rig.call('orderListPayment', { orderNos: [orderNo], payType, returnUrl: rig.returnUrl }, 'seller');
      const HALF_HOUR = 30 * 60;
      const WEEK = 7 * 24 * 3600;
      const online = (await pay({ commodityId: ids.chances, payType: MOMO })).customData.orderNo;
      expect(await deadline(online)).toBe(HALF_HOUR);
      // Turning to a bank transfer gives the transfer's days to pay and send the proof…
      expect((await switchTo(online, BANK)).code).toBe(200);
      expect(await deadline(online)).toBe(WEEK);
      // …and turning back to mobile money takes none away, nor does a second turn add any.
      expect((await switchTo(online, MOMO)).code).toBe(200);
      expect(await deadline(online)).toBe(WEEK);
      expect((await switchTo(online, BANK)).code).toBe(200);
      expect(await deadline(online)).toBe(WEEK);
    });
  });

  describe('reading orders', () => {
    it('lists the caller\'s orders newest first, by state, and never another user\'s', async () => {
      const list = await rig.call<SearchReply<Order>>('getOrderList', { side: 'buy', page: { index: 1, size: 5 } }, 'seller');
      expect(list.code).toBe(200);
      expect(list.customData.totalCount).toBeGreaterThan(5);
      expect(list.customData.resultList).toHaveLength(5);
      const times = list.customData.resultList.map((o) => o.createTime);
      expect([...times].sort().reverse()).toEqual(times);
      const paid = await rig.call<SearchReply<Order>>('getOrderList', { side: 'buy', state: ORDER_STATE.paid }, 'seller');
      expect(paid.customData.resultList.every((o) => o.state === ORDER_STATE.paid && o.paidAt !== '')).toBe(true);
      expect((await rig.call<SearchReply<Order>>('getOrderList', { side: 'sale' }, 'seller')).customData).toEqual({ totalCount: 0, resultList: [] });
      const mine = list.customData.resultList[0]!;
      expect(mine.items).toHaveLength(1);
      for (const call of ['getOrderDetail', 'getPaymentResult'] as const) {
        expect((await rig.call(call, { orderNo: mine.orderNo }, 'member')).code).toBe(4404);
        expect((await rig.call(call, { orderNo: 'co2026010100000000xx' }, 'seller')).code).toBe(4404);
        expect((await rig.call(call, { orderNo: 'x; drop table orders' }, 'seller')).code).toBe(4422);
        expect((await rig.call(call, { orderNo: mine.orderNo }, null)).code).toBe(4001);
      }
      expect((await rig.call('orderListPayment', { orderNos: [mine.orderNo], payType: MOMO, returnUrl: rig.returnUrl }, 'member')).code).toBe(4404);
      // The seed's orders: Koffi's paid membership and package.
      const koffi = await rig.call<SearchReply<Order>>('getOrderList', { side: 'buy' }, 'member', 'fr');
      expect(koffi.customData.resultList.filter((o) => o.state === ORDER_STATE.paid).map((o) => o.prefix).sort()).toEqual(expect.arrayContaining(['co', 'mo']));
    });
  });
});
