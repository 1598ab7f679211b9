// The caller's own money reads (spec §2 coupon, myAssets, consumptionBill; §4 "Coupon filter: 1
// usable, 2 used, 3 expired, 4 all", payment state 1 success / 2 failed): every list is the
// caller's only, paged 15 by default, newest first where it says so; another user's bill answers
// 4404 like a missing one; visitors get 4001; bad input 4422, never 5000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Bill, Coupon, MyAssets } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from '../usercenter/helpers.js';
import { clearMoney, DAY, insertChances, insertCoupon, insertOrder, insertPayment } from './catalogue-fixtures.js';

const { personal, member, seller } = SEED_USERS;

describe.each(TEST_DATABASES)('money reads: the caller\'s coupons, assets and bills ($name)', (target) => {
  let env: UcEnv;
  let now: number;
  let tokens: { personal: string; member: string; seller: string };
  const coupons = (token: string, type: number, page = { index: 1, size: 15 }, language: 'en' | 'fr' | 'cn' = 'en') =>
    env.call<SearchReply<Coupon>>(P.getCouponList.path, { type, page }, { token, language });

  beforeAll(async () => {
    env = await openUsercentre(target);
    now = env.clock.now;
    await clearMoney(env.db, [personal.id, member.id, seller.id]);
    tokens = {
      personal: await env.login('personal', 'mine-personal'),
      member: await env.login('member', 'mine-member'),
      seller: await env.login('seller', 'mine-seller'),
    };
    // The personal user's coupons: two usable (one held by a waiting order), one used, two expired.
    await insertOrder(env.db, { orderNo: 'co20300001', userId: personal.id, state: 1, createdAt: now - 3_600_000 });
    await insertCoupon(env.db, { id: 'c-soon', userId: personal.id, amount: 500, minAmount: 2000, expiresAt: now + 2 * DAY, createdAt: now - 5 * DAY });
    await insertCoupon(env.db, { id: 'c-held', userId: personal.id, amount: 300, expiresAt: now + 9 * DAY, createdAt: now - 4 * DAY, orderNo: 'co20300001' });
    await insertCoupon(env.db, { id: 'c-used', userId: personal.id, amount: 200, expiresAt: now + 30 * DAY, createdAt: now - 3 * DAY, usedAt: now - DAY });
    await insertCoupon(env.db, { id: 'c-old', userId: personal.id, amount: 100, expiresAt: now - 10 * DAY, createdAt: now - 20 * DAY });
    await insertCoupon(env.db, { id: 'c-lapsed', userId: personal.id, amount: 150, expiresAt: now - DAY, createdAt: now - 2 * DAY });
    // Someone else's coupon never shows.
    await insertCoupon(env.db, { id: 'c-seller', userId: seller.id, amount: 900, expiresAt: now + DAY, createdAt: now - DAY });
  });
  afterAll(async () => { await env?.close(); });

  it('filters coupons 1 usable, 2 used, 3 expired, 4 all, in their orders', async () => {
    const ids = async (type: number) => (await coupons(tokens.personal, type)).customData.resultList.map((c) => c.couponId);
    expect(await ids(1)).toEqual(['c-soon', 'c-held']);
    expect(await ids(2)).toEqual(['c-used']);
    expect(await ids(3)).toEqual(['c-lapsed', 'c-old']);
    expect(await ids(4)).toEqual(['c-lapsed', 'c-used', 'c-held', 'c-soon', 'c-old']);
    const all = (await coupons(tokens.personal, 4, { index: 1, size: 15 }, 'fr')).customData;
    expect(all.totalCount).toBe(5);
    const by = Object.fromEntries(all.resultList.map((c) => [c.couponId, c]));
    expect(by['c-soon']).toMatchObject({ state: 1, amount: 500, minAmount: 2000, orderNo: '', usedTime: '', name: 'Bon c-soon', priceFlag: 'FCFA' });
    expect(by['c-held']).toMatchObject({ state: 1, orderNo: 'co20300001' });
    expect(by['c-used']).toMatchObject({ state: 2, usedTime: new Date(now - DAY).toISOString() });
    expect(by['c-old']).toMatchObject({ state: 3, expiryTime: new Date(now - 10 * DAY).toISOString() });
    // The seller sees only their own.
    expect((await coupons(tokens.seller, 4)).customData.resultList.map((c) => c.couponId)).toEqual(['c-seller']);
  });

  it('moves a coupon from usable to expired as the clock passes its expiry', async () => {
    env.clock.advance(3 * DAY);
    try {
      // Three days on, the access token of the first login has lapsed too: log in again.
      const later = await env.login('personal', 'mine-personal-later');
      expect((await coupons(later, 1)).customData.resultList.map((c) => c.couponId)).toEqual(['c-held']);
      expect((await coupons(later, 3)).customData.resultList.map((c) => c.couponId)).toEqual(['c-soon', 'c-lapsed', 'c-old']);
    } finally {
      env.clock.now = now;
    }
  });

  it('pages coupons and codes bad filters and visitors', async () => {
    const first = (await coupons(tokens.personal, 4, { index: 1, size: 2 })).customData;
    const third = (await coupons(tokens.personal, 4, { index: 3, size: 2 })).customData;
    expect(first.totalCount).toBe(5);
    expect(first.resultList.map((c) => c.couponId)).toEqual(['c-lapsed', 'c-used']);
    expect(third.resultList.map((c) => c.couponId)).toEqual(['c-old']);
    for (const body of [{ type: 5 }, { type: 0 }, { type: 'usable' }, {}, { type: 1, page: { index: 0 } }, { type: 1, page: 'x' }]) {
      expect((await env.call(P.getCouponList.path, body, { token: tokens.personal })).code, JSON.stringify(body)).toBe(4422);
    }
    expect((await env.call(P.getCouponList.path, { type: 1 })).code).toBe(4001);
  });

  it('shows assets: membership, free listings and chances per module, batches, usable coupons', async () => {
    await insertChances(env.db, personal.id, null, 5, 2, now + 20 * DAY);
    await insertChances(env.db, personal.id, MODULE_ID.house, 3, 0, now + 5 * DAY);
    await insertChances(env.db, personal.id, MODULE_ID.land, 4, 4, now + 5 * DAY); // all used
    await insertChances(env.db, personal.id, null, 9, 0, now - DAY); // lapsed
    const live = await env.db.query<{ module_id: number; n: number }>(
      'select module_id, count(*)::int as n from listings where user_id = $1 and not deleted and status not in (0, 3) group by module_id', [personal.id],
    );
    const liveIn = (id: number) => Number(live.find((r) => r.module_id === id)?.n ?? 0);
    const r = await env.call<MyAssets>(P.getMyAssets.path, {}, { token: tokens.personal, language: 'fr' });
    expect(r.code).toBe(200);
    const a = r.customData;
    expect(a).toMatchObject({ memberLevelId: 0, memberLevel: '', isMember: 0, expiryTime: '', usableCoupons: 1 });
    const house = a.modules.find((m) => m.moduleId === MODULE_ID.house)!;
    expect(house).toEqual({ moduleId: MODULE_ID.house, freeListings: 3, freeLeft: Math.max(0, 3 - liveIn(MODULE_ID.house)), chancesLeft: 6 });
    expect(a.modules.find((m) => m.moduleId === MODULE_ID.land)!.chancesLeft).toBe(3);
    // Every publishing module is listed, articles are not.
    expect(a.modules.map((m) => m.moduleId)).not.toContain(MODULE_ID.article);
    expect(a.modules.length).toBeGreaterThanOrEqual(8);
    expect(a.chances.map((c) => [c.moduleId, c.quantity, c.used])).toEqual([[MODULE_ID.house, 3, 0], [0, 5, 2]]);
  });

  it('shows the member\'s level in the caller language and its free listings', async () => {
    const a = (await env.call<MyAssets>(P.getMyAssets.path, {}, { token: tokens.member, language: 'fr' })).customData;
    expect(a).toMatchObject({ memberLevelId: 1, memberLevel: 'Membre particulier', isMember: 1, usableCoupons: 0, chances: [] });
    expect(a.expiryTime).not.toBe('');
    expect(a.modules.every((m) => m.freeListings === 10)).toBe(true);
    expect((await env.call(P.getMyAssets.path, {})).code).toBe(4001);
    expect((await env.call(P.getMyAssets.path, 'x', { token: tokens.member })).code).toBe(4422);
  });

  it('lists bills: the caller\'s paid and failed orders, newest first, never waiting ones or others\'', async () => {
    const at = (h: number) => now - h * 3_600_000;
    await insertOrder(env.db, { orderNo: 'co20300010', userId: member.id, state: 2, createdAt: at(30), listAmount: 3500, discount: 500 });
    await insertOrder(env.db, { orderNo: 'mo20300011', userId: member.id, state: 0, kind: 'membership', createdAt: at(20), listAmount: 5000, failReason: 'expired' });
    await insertOrder(env.db, { orderNo: 'iko20300012', userId: member.id, state: 1, kind: 'publish', createdAt: at(10), listAmount: 500 });
    await insertOrder(env.db, { orderNo: 'co20300013', userId: member.id, state: 2, createdAt: at(5), listAmount: 1000, payType: 4 });
    await insertOrder(env.db, { orderNo: 'co20300014', userId: seller.id, state: 2, createdAt: at(1), listAmount: 1000 });
    await insertPayment(env.db, 'co20300010', 't-10a', 'refused', 'MOMO', at(30));
    await insertPayment(env.db, 'co20300010', 't-10b', 'accepted', 'OM', at(29));
    await insertPayment(env.db, 'mo20300011', 't-11a', 'refused', 'WAVE', at(20));
    const list = (await env.call<SearchReply<Bill>>(P.getBillList.path, { page: { index: 1, size: 15 } }, { token: tokens.member, language: 'fr' })).customData;
    expect(list.totalCount).toBe(3);
    expect(list.resultList.map((b) => [b.billId, b.payState])).toEqual([['co20300013', 1], ['mo20300011', 2], ['co20300010', 1]]);
    const paid = list.resultList[2]!;
    expect(paid).toMatchObject({ orderNo: 'co20300010', kind: 'commodity', title: 'Commande co20300010', amount: 3000, listAmount: 3500, discount: 500, payType: 7, method: 'OM', failReason: '', priceFlag: 'FCFA' });
    expect(paid.payTime).not.toBe('');
    expect(list.resultList[1]).toMatchObject({ kind: 'membership', payTime: '', failReason: 'expired', method: 'WAVE' });
    expect(list.resultList[0]).toMatchObject({ payType: 4, method: '' });
    const second = (await env.call<SearchReply<Bill>>(P.getBillList.path, { page: { index: 2, size: 2 } }, { token: tokens.member })).customData;
    expect(second.resultList.map((b) => b.billId)).toEqual(['co20300010']);
  });

  it('answers a bill\'s details to its owner only; waiting orders are not bills; bad ids are coded', async () => {
    const mine = await env.call<Bill>(P.getBillDetail.path, { billId: 'co20300010' }, { token: tokens.member, language: 'cn' });
    expect(mine.code).toBe(200);
    expect(mine.customData).toMatchObject({ billId: 'co20300010', title: '订单 co20300010', method: 'OM' });
    expect((await env.call(P.getBillDetail.path, { billId: 'co20300014' }, { token: tokens.member })).code).toBe(4404);
    expect((await env.call(P.getBillDetail.path, { billId: 'co20300010' }, { token: tokens.seller })).code).toBe(4404);
    expect((await env.call(P.getBillDetail.path, { billId: 'iko20300012' }, { token: tokens.member })).code).toBe(4404);
    expect((await env.call(P.getBillDetail.path, { billId: 'co99999999' }, { token: tokens.member })).code).toBe(4404);
    for (const body of [{}, { billId: 12 }, { billId: 'xx20300010' }, { billId: "co1' or 1=1 --" }, { billId: 'co1' }]) {
      expect((await env.call(P.getBillDetail.path, body, { token: tokens.member })).code, JSON.stringify(body)).toBe(4422);
    }
    expect((await env.call(P.getBillList.path, { page: { index: 'a' } }, { token: tokens.member })).code).toBe(4422);
    expect((await env.call(P.getBillList.path, {})).code).toBe(4001);
    expect((await env.call(P.getBillDetail.path, { billId: 'co20300010' })).code).toBe(4001);
  });
});
