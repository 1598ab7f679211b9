import { describe, expect, it } from 'vitest';
import { itemOfReply, tradeBlockOf, tradeItemOf } from '../../../../src/screens/kit/trade-item.js';

const trade = { moneyFlag: 'F CFA' };
const detail = { unusedItemId: 'g1', title: 'Radio', price: 15000, priceFlag: 'F CFA', number: 3, userId: 'seller', entName: '', petName: 'Awa', coverImg: '/c.jpg' };

describe('goods details trade rules', () => {
  it('blocks own goods, other currencies and sold-out goods', () => {
    expect(tradeBlockOf(detail, trade, 'buyer')).toBeNull();
    expect(tradeBlockOf(detail, trade, '')).toBeNull();
    expect(tradeBlockOf(detail, trade, 'seller')).toBe('ownGoods');
    expect(tradeBlockOf({ ...detail, priceFlag: '€' }, trade, 'buyer')).toBe('notFcfa');
    expect(tradeBlockOf({ ...detail, number: 0 }, trade, 'buyer')).toBe('soldOut');
    expect(tradeBlockOf({ ...detail, number: '2' }, trade, 'buyer')).toBeNull();
  });

  it('makes the cart item with the seller and the stock', () => {
    expect(tradeItemOf(detail, 'g1', '/c.jpg')).toEqual({
      unusedItemId: 'g1', title: 'Radio', imgPath: '/c.jpg', price: 15000, priceFlag: 'F CFA', sellerId: 'seller', sellerName: 'Awa', stock: 3,
    });
    expect(tradeItemOf({ ...detail, entName: 'Boutique K' }, 'g1', '').sellerName).toBe('Boutique K');
    expect(itemOfReply({ resultMap: detail }, 'g1')?.imgPath).toBe('/c.jpg');
    expect(itemOfReply({ resultMap: null }, 'g1')).toBeNull();
  });
});
