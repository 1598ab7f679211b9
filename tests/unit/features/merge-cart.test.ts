import { describe, expect, it } from 'vitest';
import { GOODS_ORDER_ENDPOINTS } from '../../../src/contract/endpoints/goods-orders.js';
import { mergeLocalCart } from '../../../src/features/merge-cart.js';
import { createSaleGoodsStore } from '../../../src/stores/sale-goods.js';
import { createPrefixedStorage } from '../../../src/stores/storage.js';
import { MemoryStorage } from '../stores/fake-storage.js';

const item = { unusedItemId: 'g1', title: 'Radio', imgPath: '', price: 100, priceFlag: 'F CFA', sellerId: 's', sellerName: 'S', stock: 9 };

function fakeApi(code: number) {
  const calls: { path: string; body: unknown }[] = [];
  return {
    calls,
    api: {
      call: async (endpoint: { path: string }, body: unknown) => {
        calls.push({ path: endpoint.path, body });
        return { code, message: '', customData: { lines: [] } };
      },
    } as never,
  };
}

describe('merge of a visitor cart on login', () => {
  it('sends the local lines and clears them once the server has them', async () => {
    const cart = createSaleGoodsStore(createPrefixedStorage('p:', new MemoryStorage()));
    cart.add(item, 2);
    cart.add({ ...item, unusedItemId: 'g2' }, 1);
    const { api, calls } = fakeApi(200);
    expect(await mergeLocalCart(api, cart)).toBe(true);
    expect(calls).toEqual([{ path: GOODS_ORDER_ENDPOINTS.mergeCart.path, body: { lines: [{ unusedItemId: 'g1', number: 2 }, { unusedItemId: 'g2', number: 1 }] } }]);
    expect(cart.lines.get()).toEqual([]);
  });

  it('keeps the lines when the server refuses, and asks nothing for an empty cart', async () => {
    const cart = createSaleGoodsStore(createPrefixedStorage('p:', new MemoryStorage()));
    const empty = fakeApi(200);
    expect(await mergeLocalCart(empty.api, cart)).toBe(true);
    expect(empty.calls).toHaveLength(0);
    cart.add(item, 1);
    const refused = fakeApi(5002);
    expect(await mergeLocalCart(refused.api, cart)).toBe(false);
    expect(cart.lines.get()).toHaveLength(1);
  });
});
