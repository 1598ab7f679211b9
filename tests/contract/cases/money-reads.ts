// Contract cases of the money screens' read calls (spec §2 menberCenter, valueAddedServices, coupon,
// myAssets, consumptionBill; §4 coupon filter and payment state): levels, price lists, packages,
// the caller's coupons, assets and bills, through the real client. The rows a bill or coupon needs
// are written by `before` (orders are the payments domain's; these cases only read).
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type {
  Bill, ChanceBatch, Commodity, Coupon, MemberBenefit, ModuleQuota, MyAssets,
} from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';
import type { World } from '../support/world.js';

export interface MoneyState {
  commodityId?: number;
  rowsWritten?: boolean;
}
export const newMoneyState = (): MoneyState => ({});
type C = Case<MoneyState>;

const DAY = 86_400_000;

const benefit = shapeOf<MemberBenefit>()({
  memberLevelId: S.number, name: S.string, levelPath: S.string, tier: S.literal('personal', 'enterprise'), rank: S.number, price: S.number,
  priceFlag: S.literal('FCFA'), validDays: S.number, releaseAreaNum: S.number, freeListings: S.number, viewContacts: S.boolean,
  viewCvs: S.boolean, publishJobs: S.boolean, benefits: S.array(S.string, 2),
});
const commodity = shapeOf<Commodity>()({
  commodityId: S.number, kind: S.literal('chances', 'top', 'refresh', 'publish'), name: S.string, moduleId: S.number, memberLevelId: S.number,
  price: S.number, priceFlag: S.literal('FCFA'), releaseNum: S.number, quantity: S.number, validDays: S.number, description: S.string,
});
const coupon = shapeOf<Coupon>()({
  couponId: S.string, name: S.string, amount: S.number, minAmount: S.number, priceFlag: S.string, expiryTime: S.string,
  state: S.literal(1, 2, 3), orderNo: S.string, usedTime: S.string,
});
const quota = shapeOf<ModuleQuota>()({ moduleId: S.number, freeListings: S.number, freeLeft: S.number, chancesLeft: S.number });
const batch = shapeOf<ChanceBatch>()({ moduleId: S.number, quantity: S.number, used: S.number, expiryTime: S.string, orderNo: S.string });
const assets = shapeOf<MyAssets>()({
  memberLevelId: S.number, memberLevel: S.string, isMember: S.literal(0, 1), expiryTime: S.string, modules: S.array(quota, 8),
  chances: S.array(batch), usableCoupons: S.number,
});
const bill = shapeOf<Bill>()({
  billId: S.string, orderNo: S.string, kind: S.literal('commodity', 'membership', 'publish', 'republish', 'refresh', 'express'), title: S.string,
  amount: S.number, listAmount: S.number, discount: S.number, priceFlag: S.string, payType: S.number, payState: S.literal(1, 2),
  createTime: S.string, payTime: S.string, method: S.string, failReason: S.string, refundedAmount: S.number,
});

export const MONEY_SHAPES = {
  benefits: S.array(benefit, 3), commodities: S.array(commodity, 4), commodity, assets, bill,
  coupons: S.object({ totalCount: S.number, resultList: S.array(coupon) }),
  bills: S.object({ totalCount: S.number, resultList: S.array(bill) }),
};

/** The member's rows the coupon and bill cases read (once per world). */
async function writeRows(w: World<MoneyState>): Promise<void> {
  if (w.state.rowsWritten) return;
  w.state.rowsWritten = true;
  const id = SEED_USERS.member.id;
  const now = Date.now();
  await w.db.query(
    `insert into orders (order_no, prefix, user_id, kind, titles, list_amount, discount, amount, pay_type, state, created_at, expires_at, paid_at)
     values ('co77000001', 'co', $1, 'commodity', '{"en":"5 posting chances","fr":"5 annonces"}', 1000, 0, 1000, 7, 2, $2, $3, $2)`,
    [id, new Date(now - DAY), new Date(now)],
  );
  await w.db.query(
    `insert into coupons (id, user_id, names, amount, min_amount, expires_at) values ('k-1', $1, '{"en":"Welcome","fr":"Bienvenue"}', 300, 1000, $2)`,
    [id, new Date(now + 10 * DAY)],
  );
}

export const MONEY_READ_CASES: readonly C[] = [
  {
    endpoint: 'getMemberBenefits', kind: 'happy', name: 'levels in French', language: 'fr',
    expect: { code: 200, shape: MONEY_SHAPES.benefits, check: (r) => expect(data<MemberBenefit[]>(r)[0]!.name).toBe('Membre particulier') },
  },
  { endpoint: 'getMemberBenefits', kind: 'bad', name: 'customData an array', body: () => [1], expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getCommodityList', kind: 'happy', name: 'member preview in Chinese', language: 'cn', body: () => ({ memberLevelId: 1 }),
    expect: {
      code: 200, shape: MONEY_SHAPES.commodities,
      check: (r, w) => {
        const list = data<Commodity[]>(r);
        expect(list.some((c) => c.memberLevelId === 1)).toBe(true);
        w.state.commodityId = list[0]!.commodityId;
      },
    },
  },
  { endpoint: 'getCommodityList', kind: 'bad', name: 'moduleId a word', body: () => ({ moduleId: 'house' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getCommodityDetail', kind: 'happy', name: 'a package', as: 'member', body: (w) => ({ commodityId: w.state.commodityId ?? 1 }),
    expect: { code: 200, shape: MONEY_SHAPES.commodity },
  },
  { endpoint: 'getCommodityDetail', kind: 'bad', name: 'unknown package', language: 'fr', body: () => ({ commodityId: 424_242 }), expect: { code: 4404, key: 'errors.notFound' } },
  { endpoint: 'getCommodityDetail', kind: 'bad', name: 'commodityId zero', body: () => ({ commodityId: 0 }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getCouponList', kind: 'happy', name: 'usable coupons of the member', as: 'member', before: (w) => writeRows(w),
    body: () => ({ type: 1, page: { index: 1, size: 15 } }),
    expect: { code: 200, shape: MONEY_SHAPES.coupons, check: (r) => expect(data<SearchReply<Coupon>>(r).resultList.map((c) => c.couponId)).toEqual(['k-1']) },
  },
  { endpoint: 'getCouponList', kind: 'bad', name: 'filter 9', as: 'member', body: () => ({ type: 9 }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'getCouponList', kind: 'bad', name: 'visitor', body: () => ({ type: 4 }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getMyAssets', kind: 'happy', name: 'the member\'s assets in French', as: 'member', language: 'fr', before: (w) => writeRows(w),
    expect: { code: 200, shape: MONEY_SHAPES.assets, check: (r) => expect(data<MyAssets>(r)).toMatchObject({ isMember: 1, usableCoupons: 1 }) },
  },
  { endpoint: 'getMyAssets', kind: 'bad', name: 'visitor', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getBillList', kind: 'happy', name: 'the member\'s bills', as: 'member', before: (w) => writeRows(w), body: () => ({ page: { index: 1, size: 15 } }),
    expect: { code: 200, shape: MONEY_SHAPES.bills, check: (r) => expect(data<SearchReply<Bill>>(r).resultList[0]!.billId).toBe('co77000001') },
  },
  { endpoint: 'getBillList', kind: 'bad', name: 'page index a word', as: 'member', body: () => ({ page: { index: 'one' } }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getBillDetail', kind: 'happy', name: 'a paid bill in French', as: 'member', language: 'fr', before: (w) => writeRows(w),
    body: () => ({ billId: 'co77000001' }),
    expect: { code: 200, shape: MONEY_SHAPES.bill, check: (r) => expect(data<Bill>(r)).toMatchObject({ title: '5 annonces', payState: 1 }) },
  },
  { endpoint: 'getBillDetail', kind: 'bad', name: 'another user\'s bill', as: 'seller', before: (w) => writeRows(w), body: () => ({ billId: 'co77000001' }), expect: { code: 4404, key: 'errors.notFound' } },
  { endpoint: 'getBillDetail', kind: 'bad', name: 'billId without a prefix', as: 'member', language: 'cn', body: () => ({ billId: '77000001' }), expect: { code: 4422, key: MSG.checkWarning } },
];
