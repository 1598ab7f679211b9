// The pure parts of the money screens: money in the app language's format with FCFA, the payment
// methods offered (mobile money first), the return pages' polling schedule, where a purchase
// started (?from= and the return address the server accepts), coupons usable on a price, and the
// price of a listing payment chosen as the server chooses it.
import { describe, expect, it } from 'vitest';
import { COUPON_FILTER, PAYMENT_METHOD } from '../../../../src/contract/statuses.js';
import type { Commodity, Coupon } from '../../../../src/contract/types/usercenter.js';
import { couponsFor, discountOf } from '../../../../src/screens/kit/money/coupon-choice.js';
import { formatDiscount, formatMoney } from '../../../../src/screens/kit/money/format-money.js';
import { isOnlineMethod, operatorName, paidWith, PAY_METHODS, payTypeName } from '../../../../src/screens/kit/money/pay-methods.js';
import { POLL, pollDelay, pollDone } from '../../../../src/screens/kit/money/poll-backoff.js';
import {
  defaultNextStep, encodeStrict, returnPageOf, returnPathOf, safeFrom, storeOf, withFrom,
} from '../../../../src/screens/kit/money/purchase-origin.js';
import { listingPackage } from '../../../../src/screens/pay/listing-price.js';

/** Intl writes French groups with a narrow no-break space (U+202F) and we join with U+00A0. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it('groups whole francs the way each language does and writes FCFA after a no-break space', () => {
    expect(plain(formatMoney(5000, 'fr'))).toBe('5 000 FCFA');
    expect(formatMoney(5000, 'en')).toBe('5,000\u00a0FCFA');
    expect(formatMoney(1234567, 'cn')).toBe('1,234,567\u00a0FCFA');
    expect(plain(formatMoney(50000, 'fr'))).toBe('50 000 FCFA');
    expect(formatMoney(0, 'en')).toBe('0\u00a0FCFA');
  });

  it('never shows decimals (XOF has no minor unit) and refuses what is not a number', () => {
    expect(formatMoney(999.6, 'en')).toBe('1,000\u00a0FCFA');
    expect(formatMoney(Number.NaN, 'fr')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'fr')).toBe('');
  });

  it('writes a discount with a true minus sign', () => {
    expect(plain(formatDiscount(500, 'fr'))).toBe('\u2212500 FCFA');
    expect(formatDiscount(0, 'en')).toBe('0\u00a0FCFA');
  });
});

describe('the payment methods', () => {
  it('offers mobile money first, then bank transfer and offline; 1, 2 and 3 are not offered', () => {
    expect(PAY_METHODS.map((m) => m.payType)).toEqual([PAYMENT_METHOD.mobileMoney, PAYMENT_METHOD.bank, PAYMENT_METHOD.offline]);
    expect(PAY_METHODS.map((m) => m.online)).toEqual([true, false, false]);
    for (const hidden of [PAYMENT_METHOD.alipay, PAYMENT_METHOD.wechat, PAYMENT_METHOD.paypal]) expect(isOnlineMethod(hidden)).toBe(false);
  });

  it('names every spec method (old orders show theirs) and the operators the provider reports', () => {
    for (const t of Object.values(PAYMENT_METHOD)) expect(payTypeName(t)).toMatch(/^money\.method\./);
    expect(payTypeName(5)).toBeUndefined();
    expect(operatorName('om')).toBe('Orange Money');
    expect(operatorName('MOMO')).toBe('MTN MoMo');
    expect(operatorName('FLOOZ')).toBe('Moov Money');
    expect(operatorName('WAVE')).toBe('Wave');
    expect(operatorName('XYZ')).toBe('XYZ');
  });

  it('says how an order was paid in one line; a coupon covering the price names no method', () => {
    const t = (key: string) => `<${key}>`;
    expect(paidWith(t, PAYMENT_METHOD.mobileMoney, 'OM')).toBe('<money.method.mobileMoney> · Orange Money');
    expect(paidWith(t, PAYMENT_METHOD.bank, '')).toBe('<money.method.bank>');
    expect(paidWith(t, PAYMENT_METHOD.mobileMoney, 'coupon')).toBe('<money.method.coupon>');
    expect(paidWith(t, PAYMENT_METHOD.offline, 'free')).toBe('<money.method.free>');
    expect(paidWith(t, 5, '')).toBe('');
  });
});

describe('the return pages\' polling', () => {
  it('asks soon, then less and less often, the last delay repeating', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelay)).toEqual([1000, 2000, 3000, 5000, 8000, 10000, 10000, 10000]);
    expect(pollDelay(-1)).toBe(1000);
  });

  it('stops a round after its count or its time, whichever comes first', () => {
    expect(pollDone(POLL.maxAsks - 1, 60_000)).toBe(false);
    expect(pollDone(POLL.maxAsks, 0)).toBe(true);
    expect(pollDone(3, POLL.maxMs)).toBe(true);
    // The whole schedule of one round fits in its time limit.
    const total = Array.from({ length: POLL.maxAsks }, (_, i) => pollDelay(i)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(60_000);
  });
});

describe('where a purchase started', () => {
  it('accepts paths of the app\'s own routes only', () => {
    expect(safeFrom('/house/mine')).toBe('/house/mine');
    expect(safeFrom('/common/publishManage?moduleId=6')).toBe('/common/publishManage?moduleId=6');
    expect(safeFrom(' /land/publish ')).toBe('/land/publish');
    for (const bad of ['', null, undefined, 'https://evil.test/', '//evil.test/x', '/\\evil', '/nowhere', 'house/mine', '/house/mine#x', `/house/mine?${'a'.repeat(400)}`]) {
      expect(safeFrom(bad), String(bad)).toBe('');
    }
  });

  it('carries it in a query the server accepts (plain characters only)', () => {
    expect(encodeStrict("/a?b=(c)!*'")).toBe('%2Fa%3Fb%3D%28c%29%21%2A%27');
    expect(withFrom('/usercenter/valueAddedServices/list', '/house/mine')).toBe('/usercenter/valueAddedServices/list?from=%2Fhouse%2Fmine');
    expect(withFrom('/x?a=1', '/house/mine')).toBe('/x?a=1&from=%2Fhouse%2Fmine');
    expect(withFrom('/x', '')).toBe('/x');
    const back = returnPathOf('virtual', '/common/publishManage?moduleId=6');
    expect(back).toBe('/common/payConfirmVirtual?from=%2Fcommon%2FpublishManage%3FmoduleId%3D6');
    // payments/site.ts SAFE_QUERY.
    expect(back.split('?')[1]).toMatch(/^[A-Za-z0-9_.~%=&/-]*$/);
    expect(returnPathOf('real', '')).toBe('/common/payConfirmReal');
  });

  it('sends virtual purchases to payConfirmVirtual and goods to payConfirmReal', () => {
    for (const k of ['commodity', 'membership', 'publish', 'republish', 'refresh'] as const) expect(returnPageOf(k)).toBe('virtual');
    expect(returnPageOf('express')).toBe('real');
  });

  it('knows where "continue" and "buy again" lead when the origin is unknown', () => {
    expect(defaultNextStep('membership')).toBe('/usercenter/menberCenter/index');
    expect(defaultNextStep('commodity')).toBe('/usercenter/myAssets');
    expect(defaultNextStep('commodity', 6, '12')).toBe('/common/publishManage?moduleId=6');
    expect(defaultNextStep('publish', 6, '12')).toBe('/common/publishManage?moduleId=6');
    expect(defaultNextStep('express')).toBe('/usercenter/order/ibuy');
    expect(storeOf('membership', '/house/mine')).toBe('/usercenter/menberCenter/index?from=%2Fhouse%2Fmine');
    expect(storeOf('commodity', '')).toBe('/usercenter/valueAddedServices/list');
    expect(storeOf('refresh', '', 2)).toBe('/common/publishManage?moduleId=2');
  });
});

const coupon = (over: Partial<Coupon>): Coupon => ({
  couponId: 'c', name: 'C', amount: 500, minAmount: 0, priceFlag: 'FCFA', expiryTime: '', state: COUPON_FILTER.usable, orderNo: '', usedTime: '', ...over,
});

describe('coupons on a price', () => {
  it('offers free usable coupons whose minimum the price meets', () => {
    const list = [
      coupon({ couponId: 'ok' }), coupon({ couponId: 'min', minAmount: 5000 }), coupon({ couponId: 'held', orderNo: 'co123456' }),
      coupon({ couponId: 'used', state: COUPON_FILTER.used }), coupon({ couponId: 'edge', minAmount: 3500 }),
    ];
    expect(couponsFor(list, 3500).map((c) => c.couponId)).toEqual(['ok', 'edge']);
  });

  it('never discounts more than the price', () => {
    expect(discountOf(coupon({ amount: 500 }), 3500)).toBe(500);
    expect(discountOf(coupon({ amount: 5000 }), 3500)).toBe(3500);
    expect(discountOf(undefined, 3500)).toBe(0);
  });
});

const pkg = (over: Partial<Commodity>): Commodity => ({
  commodityId: 1, kind: 'publish', name: 'P', moduleId: 0, memberLevelId: 0, price: 500, priceFlag: 'FCFA', releaseNum: 0, quantity: 1,
  validDays: 30, description: '', ...over,
});

describe('the price of a listing payment', () => {
  it('takes the module\'s own package, then the level\'s, then the cheapest, as the server does', () => {
    const list = [
      pkg({ commodityId: 1, price: 500 }), pkg({ commodityId: 2, price: 400, memberLevelId: 1 }), pkg({ commodityId: 3, price: 700, moduleId: 6 }),
      pkg({ commodityId: 4, kind: 'refresh', price: 200 }), pkg({ commodityId: 5, price: 100, moduleId: 2 }),
    ];
    expect(listingPackage(list, 'publish', 6)?.commodityId).toBe(3);
    expect(listingPackage(list, 'publish', 5)?.commodityId).toBe(2);
    expect(listingPackage(list, 'refresh', 6)?.commodityId).toBe(4);
    expect(listingPackage([pkg({ kind: 'top' })], 'publish', 6)).toBeUndefined();
  });
});
