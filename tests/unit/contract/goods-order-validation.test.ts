// The goods trade schemas (src/contract/validation/goods-order.ts): each rule failed on purpose,
// and the checkout's refusal of any undeclared field (a price or total in the request).
import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { TRADE } from '../../../src/contract/constants.js';
import {
  addressRefSchema, changePriceSchema, checkoutSchema, closeTradeSchema, courierProblem, disputeSchema, mergeCartSchema,
  removeCartLinesSchema, saveAddressSchema, setCartLineSchema, shipSchema, tradeOrderListSchema, tradeOrderRefSchema,
} from '../../../src/contract/validation/goods-order.js';
import { MSG, validate } from '../../../src/contract/validation/index.js';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import cn from '../../../locales/cn.json';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const r = validate(schema, input);
  return r.ok ? [] : r.issues.map((i) => `${i.path}:${i.key}`);
};
const ok = (schema: v.GenericSchema, input: unknown) => {
  const r = validate(schema, input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value as Record<string, unknown>;
};

const ADDRESS = {
  name: 'Awa Koné', mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId: 12,
  district: 'Cocody', street: '', landmark: 'Derrière la pharmacie Sococé', isDefault: 1,
};
const LINE = { unusedItemId: '17', number: 1 };
const GROUP = { sellerId: 'u-seller1', lines: [LINE], delivery: 'delivery', payMode: 'online', remark: '' };

describe('saveAddressSchema', () => {
  it('accepts a full address and fills the optional fields', () => {
    const value = ok(saveAddressSchema, { ...ADDRESS, street: undefined, isDefault: undefined });
    expect(value).toMatchObject({ street: '', isDefault: 0, areaId: 'CIV' });
    expect(value.addressId).toBeUndefined();
    expect(ok(saveAddressSchema, { ...ADDRESS, addressId: 'a-12ab' }).addressId).toBe('a-12ab');
  });

  it.each([
    ['name', { name: '  ' }, 'name:validation.pleaseInput'],
    ['name too long', { name: 'a'.repeat(TRADE.nameMax + 1) }, 'name:validation.maxLength'],
    ['name with markup', { name: '<b>Awa</b>' }, 'name:validation.checkWarning'],
    ['phone missing', { phone: '' }, 'phone:validation.phoneRequired'],
    ['225 phone needs 10 digits', { phone: '070102' }, 'phone:validation.phoneInvalid'],
    ['86 phone pattern', { mobileCode: '86', phone: '0701020304' }, 'phone:validation.phoneInvalid'],
    ['area code', { mobileCode: 'x' }, 'mobileCode:validation.areaCodeWarning'],
    ['country', { areaId: 'CI' }, 'areaId:validation.selectCountry'],
    ['city', { cityId: 0 }, 'cityId:validation.choose'],
    ['city not whole', { cityId: 1.5 }, 'cityId:validation.choose'],
    ['district', { district: ' ' }, 'district:validation.pleaseInput'],
    ['landmark', { landmark: undefined }, 'landmark:validation.pleaseInput'],
    ['landmark too long', { landmark: 'a'.repeat(251) }, 'landmark:validation.inputLimit'],
    ['street too long', { street: 'a'.repeat(251) }, 'street:validation.inputLimit'],
    ['isDefault', { isDefault: 2 }, 'isDefault:validation.choose'],
    ['address id', { addressId: 'a b' }, 'addressId:validation.checkWarning'],
  ])('%s', (_, change, issue) => {
    expect(issuesOf(saveAddressSchema, { ...ADDRESS, ...change })).toEqual([issue]);
  });

  it('a 86 number is valid under 86', () => {
    ok(saveAddressSchema, { ...ADDRESS, mobileCode: '86', phone: '13812345678' });
  });

  it('deleteAddress needs an id', () => {
    expect(issuesOf(addressRefSchema, {})).toEqual(['addressId:validation.checkWarning']);
  });
});

describe('cart schemas', () => {
  it('setCartLine: 0 to lineNumberMax whole pieces', () => {
    expect(ok(setCartLineSchema, { unusedItemId: 17, number: 0 })).toEqual({ unusedItemId: '17', number: 0 });
    ok(setCartLineSchema, { unusedItemId: '17', number: TRADE.lineNumberMax });
    expect(issuesOf(setCartLineSchema, { unusedItemId: '17', number: TRADE.lineNumberMax + 1 })).toEqual(['number:validation.quantityMax']);
    expect(issuesOf(setCartLineSchema, { unusedItemId: '17', number: -1 })).toEqual(['number:validation.checkWarning']);
    expect(issuesOf(setCartLineSchema, { unusedItemId: '17', number: 1.5 })).toEqual(['number:validation.checkWarning']);
    expect(issuesOf(setCartLineSchema, { unusedItemId: 'x', number: 1 })).toEqual(['unusedItemId:validation.checkWarning']);
  });

  it('removeCartLines: 1 to cartLinesMax ids, deduplicated', () => {
    expect(ok(removeCartLinesSchema, { unusedItemIds: ['3', 3, '4'] }).unusedItemIds).toEqual(['3', '4']);
    expect(issuesOf(removeCartLinesSchema, { unusedItemIds: [] })).toEqual(['unusedItemIds:validation.checkWarning']);
    const many = Array.from({ length: TRADE.cartLinesMax + 1 }, (_, i) => String(i + 1));
    expect(issuesOf(removeCartLinesSchema, { unusedItemIds: many })).toEqual(['unusedItemIds:validation.checkWarning']);
  });

  it('mergeCart: at most a full cart, lines of 1 or more pieces, nothing but id and number', () => {
    ok(mergeCartSchema, { lines: [] });
    const full = Array.from({ length: TRADE.cartLinesMax }, (_, i) => ({ unusedItemId: String(i + 1), number: 1 }));
    ok(mergeCartSchema, { lines: full });
    expect(issuesOf(mergeCartSchema, { lines: [...full, LINE] })).toEqual(['lines:validation.exceed']);
    expect(issuesOf(mergeCartSchema, { lines: [{ unusedItemId: '1', number: 0 }] })).toEqual(['lines.0.number:validation.checkWarning']);
    expect(issuesOf(mergeCartSchema, { lines: [{ ...LINE, price: 1 }] })).toEqual(['lines.0.price:validation.checkWarning']);
  });
});

describe('checkoutSchema', () => {
  it('accepts groups and fills the remark, drops an empty coupon and address', () => {
    const value = ok(checkoutSchema, { groups: [{ ...GROUP, remark: undefined }], addressId: '', couponId: '' });
    expect(value).toEqual({ groups: [{ ...GROUP, remark: '' }], addressId: undefined, couponId: undefined });
  });

  it.each([
    ['a total at the top', { groups: [GROUP], total: 1 }, 'total:validation.checkWarning'],
    ['a price on a group', { groups: [{ ...GROUP, goodsAmount: 1 }] }, 'groups.0.goodsAmount:validation.checkWarning'],
    ['a price on a line', { groups: [{ ...GROUP, lines: [{ ...LINE, price: 5 }] }] }, 'groups.0.lines.0.price:validation.checkWarning'],
    ['no group', { groups: [] }, 'groups:validation.checkWarning'],
    ['a group without lines', { groups: [{ ...GROUP, lines: [] }] }, 'groups.0.lines:validation.checkWarning'],
    ['a line twice', { groups: [{ ...GROUP, lines: [LINE, LINE] }] }, 'groups.0.lines:validation.checkWarning'],
    ['a seller twice', { groups: [GROUP, { ...GROUP, lines: [{ unusedItemId: '18', number: 1 }] }] }, 'groups:validation.checkWarning'],
    ['an item in two groups', { groups: [GROUP, { ...GROUP, sellerId: 'u-other' }] }, 'groups:validation.checkWarning'],
    ['delivery', { groups: [{ ...GROUP, delivery: 'drone' }] }, 'groups.0.delivery:validation.choose'],
    ['pay mode', { groups: [{ ...GROUP, payMode: 'credit' }] }, 'groups.0.payMode:validation.choose'],
    ['remark too long', { groups: [{ ...GROUP, remark: 'a'.repeat(TRADE.remarkMax + 1) }] }, 'groups.0.remark:validation.maxLength'],
    ['remark with markup', { groups: [{ ...GROUP, remark: '<script>x</script>' }] }, 'groups.0.remark:validation.checkWarning'],
    ['pieces over the max', { groups: [{ ...GROUP, lines: [{ ...LINE, number: 100 }] }] }, 'groups.0.lines.0.number:validation.quantityMax'],
    ['seller id', { groups: [{ ...GROUP, sellerId: "x' or 1=1" }] }, 'groups.0.sellerId:validation.checkWarning'],
    ['coupon id', { groups: [GROUP], couponId: 'a b' }, 'couponId:validation.choose'],
  ])('refuses %s', (_, input, issue) => {
    expect(issuesOf(checkoutSchema, input)).toEqual([issue]);
  });
});

describe('trade order schemas', () => {
  const orderNo = 'go202611271234567890';

  it('order numbers carry the go prefix', () => {
    ok(tradeOrderRefSchema, { orderNo });
    expect(issuesOf(tradeOrderRefSchema, { orderNo: 'co202611271234567890' })).toEqual(['orderNo:validation.checkWarning']);
  });

  it('changePrice: a whole total above 0 and within int4', () => {
    ok(changePriceSchema, { orderNo, total: 2_147_483_647 });
    for (const total of [0, -5, 1.5, 2_147_483_648, '100']) {
      expect(issuesOf(changePriceSchema, { orderNo, total })).toEqual(['total:validation.numberPositive']);
    }
  });

  it('ship: courier and tracking bounded plain text, may be empty; courierProblem needs them for a delivery', () => {
    expect(ok(shipSchema, { orderNo })).toMatchObject({ courier: '', trackingNo: '' });
    expect(issuesOf(shipSchema, { orderNo, courier: 'a'.repeat(TRADE.courierMax + 1), trackingNo: '<i>1</i>' }))
      .toEqual(['courier:validation.maxLength', 'trackingNo:validation.checkWarning']);
    expect(courierProblem('pickup', { courier: '', trackingNo: '' })).toBeNull();
    expect(courierProblem('delivery', { courier: ' ', trackingNo: '1' })).toBe('courier');
    expect(courierProblem('delivery', { courier: 'DHL', trackingNo: '' })).toBe('trackingNo');
    expect(courierProblem('delivery', { courier: 'DHL', trackingNo: 'X1' })).toBeNull();
  });

  it('close: optional reason; dispute: required reason', () => {
    expect(ok(closeTradeSchema, { orderNo }).reason).toBe('');
    expect(issuesOf(closeTradeSchema, { orderNo, reason: 'a'.repeat(TRADE.remarkMax + 1) })).toEqual(['reason:validation.maxLength']);
    expect(issuesOf(disputeSchema, { orderNo, reason: ' ' })).toEqual(['reason:validation.pleaseInput']);
    ok(disputeSchema, { orderNo, reason: 'Never came' });
  });

  it('list: a side, an optional state 1 to 5', () => {
    ok(tradeOrderListSchema, { side: 'buy', page: { index: 1, size: 10 } });
    ok(tradeOrderListSchema, { side: 'sale', state: 5 });
    expect(issuesOf(tradeOrderListSchema, { side: 'both' })).toEqual(['side:validation.checkWarning']);
    expect(issuesOf(tradeOrderListSchema, { side: 'buy', state: 6 })).toEqual(['state:validation.checkWarning']);
  });
});

describe('messages', () => {
  it('quantityMax reads in the three languages', () => {
    for (const locale of [en, fr, cn]) expect(locale.validation.quantityMax).toContain('{{max}}');
    expect(MSG.quantityMax).toBe('validation.quantityMax');
  });
});
