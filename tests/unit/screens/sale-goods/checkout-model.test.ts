import { describe, expect, it } from 'vitest';
import type { CartLine, CheckoutQuote } from '../../../../src/contract/types/goods-order.js';
import { checkoutSchema } from '../../../../src/contract/validation/goods-order.js';
import { validate } from '../../../../src/contract/validation/validate.js';
import {
  checkoutRequest, fallbackChoices, fitChoices, groupLines, lineIssues, needsAddress, quoteKeyOf,
} from '../../../../src/screens/sale-goods/checkout-model.js';

const line = (id: string, seller: string, number = 1): CartLine => ({
  unusedItemId: id, number, title: id, imgPath: '', price: 1000, addedPrice: 1000, priceFlag: 'F CFA', stock: 5,
  sellerId: seller, sellerName: seller, issue: null, addedAt: '',
});

const quote = (groups: CheckoutQuote['groups']): CheckoutQuote => ({ groups, onlineAmount: 0, discount: 0, payAmount: 0, onDeliveryAmount: 0, priceFlag: 'F CFA' });
const qGroup = (sellerId: string, deliveryMethods: ('delivery' | 'pickup')[], payModes: ('online' | 'onDelivery')[]) =>
  ({ sellerId, sellerName: sellerId, goodsAmount: 0, deliveryFee: 0, deliveryMethods, payModes, total: 0 });

describe('checkout request', () => {
  const groups = groupLines([line('101', 's1', 2), line('102', 's2'), line('103', 's1')]);

  it('names what is bought per seller, never a price, and passes the shared schema', () => {
    const req = checkoutRequest(groups, { s2: { delivery: 'pickup', payMode: 'onDelivery', remark: '  appelez-moi ' } }, 'addr-1', '');
    expect(req).toEqual({
      groups: [
        { sellerId: 's1', lines: [{ unusedItemId: '101', number: 2 }, { unusedItemId: '103', number: 1 }], delivery: 'delivery', payMode: 'online', remark: '' },
        { sellerId: 's2', lines: [{ unusedItemId: '102', number: 1 }], delivery: 'pickup', payMode: 'onDelivery', remark: 'appelez-moi' },
      ],
      addressId: 'addr-1',
    });
    expect(validate(checkoutSchema, req).ok).toBe(true);
    expect(JSON.stringify(req)).not.toMatch(/price|total|amount/i);
  });

  it('asks a new quote for a changed choice but not for a typed message', () => {
    const base = checkoutRequest(groups, {}, '', '');
    const typed = checkoutRequest(groups, { s1: { delivery: 'delivery', payMode: 'online', remark: 'x' } }, '', '');
    const pickup = checkoutRequest(groups, { s1: { delivery: 'pickup', payMode: 'online', remark: '' } }, '', '');
    expect(quoteKeyOf(typed)).toBe(quoteKeyOf(base));
    expect(quoteKeyOf(pickup)).not.toBe(quoteKeyOf(base));
  });

  it('fits the choices to what each seller allows, and keeps them when they fit', () => {
    const q = quote([qGroup('s1', ['pickup'], ['online']), qGroup('s2', ['delivery', 'pickup'], ['online', 'onDelivery'])]);
    const fitted = fitChoices(groups, {}, q);
    expect(fitted).toEqual({ s1: { delivery: 'pickup', payMode: 'online', remark: '' }, s2: { delivery: 'delivery', payMode: 'online', remark: '' } });
    expect(fitChoices(groups, fitted, q)).toBe(fitted);
    const cash = { ...fitted, s2: { delivery: 'delivery' as const, payMode: 'onDelivery' as const, remark: 'hi' } };
    expect(fitChoices(groups, cash, q)).toBe(cash);
    expect(fitChoices(groups, cash, quote([qGroup('s1', ['pickup'], ['online']), qGroup('s2', ['delivery'], ['online'])])).s2)
      .toEqual({ delivery: 'delivery', payMode: 'online', remark: 'hi' });
  });

  it('needs an address only when a group is delivered', () => {
    expect(needsAddress(groups, {})).toBe(true);
    const pickups = { s1: { delivery: 'pickup' as const, payMode: 'online' as const, remark: '' }, s2: { delivery: 'pickup' as const, payMode: 'online' as const, remark: '' } };
    expect(needsAddress(groups, pickups)).toBe(false);
  });

  it('maps the server issues to the lines they name', () => {
    const req = checkoutRequest(groups, {}, '', '');
    expect(lineIssues(req, [{ path: 'groups.0.lines.1.number', key: 'errors.stockShort' }, { path: 'addressId', key: 'x' }, { path: 'groups.5.lines.0' }]))
      .toEqual({ 103: 'errors.stockShort' });
  });
});

describe('refused choices', () => {
  const groups = groupLines([line('101', 's1'), line('102', 's2')]);
  it('falls back to pickup and to paying online, once, and never loops', () => {
    const cash = { s2: { delivery: 'delivery' as const, payMode: 'onDelivery' as const, remark: 'x' } };
    const next = fallbackChoices(groups, cash, [{ path: 'groups.0.delivery' }, { path: 'groups.1.payMode' }]);
    expect(next).toEqual({ s1: { delivery: 'pickup', payMode: 'online', remark: '' }, s2: { delivery: 'delivery', payMode: 'online', remark: 'x' } });
    // Refused again: nothing left to try, the same object (the screen shows the error).
    expect(fallbackChoices(groups, next, [{ path: 'groups.0.delivery' }, { path: 'groups.1.payMode' }])).toBe(next);
    expect(fallbackChoices(groups, next, [{ path: 'groups.0.lines.0.number' }])).toBe(next);
  });
});
