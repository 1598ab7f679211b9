import { describe, expect, it } from 'vitest';
import { TRADE } from '../../../../src/contract/constants.js';
import type { CartLine } from '../../../../src/contract/types/goods-order.js';
import {
  allSelected, fromLocal, groupBySeller, isSelectable, maxOf, selectedTotal, toggleMany, toggleOne, validSelection,
} from '../../../../src/screens/sale-goods/cart-model.js';

const line = (id: string, seller: string, over: Partial<CartLine> = {}): CartLine => ({
  unusedItemId: id, number: 1, title: id, imgPath: '', price: 1000, addedPrice: 1000, priceFlag: 'F CFA', stock: 5,
  sellerId: seller, sellerName: seller.toUpperCase(), issue: null, addedAt: '', ...over,
});

describe('cart model', () => {
  const lines = [line('a', 's1'), line('b', 's2', { number: 3, price: 2500 }), line('c', 's1', { issue: 'soldOut', stock: 0 }), line('d', 's2', { issue: 'stockShort', number: 4, stock: 2 })];

  it('groups lines by seller in cart order', () => {
    expect(groupBySeller(lines).map((g) => [g.sellerId, g.lines.map((l) => l.unusedItemId)])).toEqual([['s1', ['a', 'c']], ['s2', ['b', 'd']]]);
  });

  it('never selects sold-out, withdrawn or own lines', () => {
    expect(lines.map(isSelectable)).toEqual([true, true, false, true]);
    expect(isSelectable(line('e', 's1', { issue: 'unavailable' }))).toBe(false);
    expect(isSelectable(line('e', 's1', { issue: 'ownGoods' }))).toBe(false);
    expect([...validSelection(lines, new Set(['a', 'c', 'gone']))]).toEqual(['a']);
  });

  it('selects all of a seller or of the cart, and toggles back', () => {
    const s1 = groupBySeller(lines)[0]!.lines;
    const one = toggleMany(s1, new Set());
    expect([...one]).toEqual(['a']);
    expect(allSelected(s1, one)).toBe(true);
    expect(allSelected(lines, one)).toBe(false);
    const all = toggleMany(lines, one);
    expect([...all].sort()).toEqual(['a', 'b', 'd']);
    expect(toggleMany(lines, all).size).toBe(0);
    expect([...toggleOne(all, 'b')].sort()).toEqual(['a', 'd']);
    expect(allSelected([line('x', 's', { issue: 'soldOut' })], new Set())).toBe(false);
  });

  it('totals the selected lines, each bounded by the stock', () => {
    // b: 3 × 2500; d: asks 4 but only 2 in stock × 1000.
    expect(selectedTotal(lines, new Set(['b', 'd', 'c']))).toEqual({ pieces: 5, amount: 9500 });
    expect(maxOf(line('m', 's', { stock: 1000 }))).toBe(TRADE.lineNumberMax);
  });

  it('reads a visitor line with its flags', () => {
    const local = { unusedItemId: 'g', title: 'Radio', imgPath: '', price: 500, priceFlag: 'F CFA', sellerId: 's', sellerName: 'S', stock: 2, quantity: 3 };
    expect(fromLocal(local)).toMatchObject({ number: 3, addedPrice: 500, issue: 'stockShort' });
    expect(fromLocal({ ...local, stock: 0 }).issue).toBe('soldOut');
    expect(fromLocal({ ...local, quantity: 1 }).issue).toBeNull();
  });
});
