// Contract cases of the goods trade (spec §2 /saleGoods shopingcar, fillorder, shippingaddress,
// filladdresss; usercenter/order ibuy, isale, details; §4 trade order states and delivery actions):
// the real client against the reference server, played in order. u-buyer (no goods, no address)
// saves an address, fills a cart with u-seller's seeded goods and checks out: orders made in the
// cases' setup through checkout itself, one per move, each left in the state its move starts from
// (contract/trade-moves.ts): an online pickup order to be paid (change price, cancel), and cash on
// delivery pickup orders to be shipped (ship → extend → confirm; ship → dispute; close).
import { expect } from 'vitest';
import type { Reply } from '../../../src/contract/envelope.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type {
  Cart, CartLine, CheckoutGroup, CheckoutQuote, CheckoutQuoteGroup, CheckoutReply, ShippingAddress, TradeOrder, TradeOrderEvent,
  TradeOrderLine, TradePayMode,
} from '../../../src/contract/types/goods-order.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { abidjanCityId, addressBody, goodsOf } from '../../server/goods/goods-rig.js';
import { data, ok, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';
import type { ContractClient, World } from '../support/world.js';

export interface GoodsOrderState {
  /** u-seller's seeded goods, set to a known price, stock and delivery settings. */
  items?: string[];
  addressId?: string;
  /** A second address of the buyer, deleted by its case. */
  spareAddressId?: string;
  /** The ship order's receiveBy before the buyer extends it. */
  receiveBy?: string;
  /** Orders made in the cases' setup, by the move they are for. */
  orders: Partial<Record<'price' | 'cancel' | 'ship' | 'dispute' | 'close', string>>;
}
export const newGoodsOrderState = (): GoodsOrderState => ({ orders: {} });
type W = World<GoodsOrderState>;
type C = Case<GoodsOrderState>;

const PRICE = 5000;
const { toBePaid, toBeShipped, shipped, completed, closed } = TRADE_ORDER_STATE;

/** u-seller's first two goods: 5 000 FCFA, 50 in stock, delivery 1 000, pickup and cash on delivery. */
async function items(w: W): Promise<string[]> {
  if (!w.state.items) {
    w.state.items = await Promise.all([0, 1].map((n) =>
      goodsOf(w.db, 'u-seller', n, { price: PRICE, number: 50, deliveryFee: 1000, pickup: 1, cashOnDelivery: 1 })));
  }
  return w.state.items;
}
const item = async (w: W, n = 0): Promise<string> => (await items(w))[n]!;

const pickup = async (w: W, payMode: TradePayMode, number = 1): Promise<CheckoutGroup> =>
  ({ sellerId: 'u-seller', lines: [{ unusedItemId: await item(w), number }], delivery: 'pickup', payMode, remark: '' });

/** Checks out one pickup order of u-seller's goods for the buyer; its order number. */
async function order(w: W, payMode: TradePayMode): Promise<string> {
  const buyer = await w.caller('buyer');
  const reply = await ok<CheckoutReply>(buyer, 'checkout', { groups: [await pickup(w, payMode)] });
  expect(reply.orderNos).toHaveLength(1);
  return reply.orderNos[0]!;
}
const made = (w: W, key: keyof GoodsOrderState['orders']): string => {
  const no = w.state.orders[key];
  if (!no) throw new Error(`the ${key} order is made by an earlier case`);
  return no;
};
/** The order as `who` reads it now. */
const read = async (w: W, who: string, orderNo: string): Promise<TradeOrder> => ok<TradeOrder>(await w.caller(who), 'getTradeOrder', { orderNo });
const ship = async (w: W, orderNo: string) =>
  ok<TradeOrder>(await w.caller('seller'), 'shipTradeOrder', { orderNo, courier: '', trackingNo: '' });

const address = shapeOf<ShippingAddress>()({
  addressId: S.string, name: S.string, mobileCode: S.string, phone: S.string, areaId: S.string, cityId: S.number, cityName: S.optional(S.string),
  district: S.string, street: S.string, landmark: S.string, isDefault: S.literal(0, 1),
});
const cartShape = shapeOf<Cart>()({ lines: S.array(shapeOf<CartLine>()({
  unusedItemId: S.string, number: S.number, title: S.string, imgPath: S.string, price: S.number, addedPrice: S.number, priceFlag: S.string,
  stock: S.number, sellerId: S.string, sellerName: S.string, issue: S.nullable(S.literal('soldOut', 'unavailable', 'stockShort', 'ownGoods')), addedAt: S.string,
})) });
const quoteShape = shapeOf<CheckoutQuote>()({
  groups: S.array(shapeOf<CheckoutQuoteGroup>()({
    sellerId: S.string, sellerName: S.string, goodsAmount: S.number, deliveryFee: S.number,
    deliveryMethods: S.array(S.literal('delivery', 'pickup'), 1), payModes: S.array(S.literal('online', 'onDelivery'), 1), total: S.number,
  }), 1),
  onlineAmount: S.number, discount: S.number, payAmount: S.number, onDeliveryAmount: S.number, priceFlag: S.string,
});
const eventShape = shapeOf<TradeOrderEvent>()({
  kind: S.string, by: S.literal('buyer', 'seller', 'operator', 'system'), at: S.string, data: S.optional(S.unknown),
});
const tradeShape = shapeOf<TradeOrder>()({
  orderNo: S.string, state: S.literal(toBePaid, toBeShipped, shipped, completed, closed), side: S.literal('buy', 'sale'),
  buyerId: S.string, buyerName: S.string, sellerId: S.string, sellerName: S.string,
  lines: S.array(shapeOf<TradeOrderLine>()({ unusedItemId: S.string, title: S.string, imgPath: S.string, price: S.number, number: S.number }), 1),
  goodsAmount: S.number, deliveryFee: S.number, total: S.number, priceFlag: S.string,
  delivery: S.literal('delivery', 'pickup'), payMode: S.literal('online', 'onDelivery'),
  address: S.unknown, remark: S.string, paymentOrderNo: S.string, courier: S.string, trackingNo: S.string, payBy: S.string, receiveBy: S.string,
  extended: S.boolean, closeReason: S.literal('', 'buyerCancelled', 'sellerClosed', 'expired', 'refunded'),
  dispute: S.nullable(S.object({ status: S.literal('open', 'refunded', 'released'), reason: S.string, openedAt: S.string, decidedAt: S.string })),
  createTime: S.string, events: S.array(eventShape, 1),
});
const lineOf = (cart: Cart, id: string) => cart.lines.find((l) => l.unusedItemId === id);
/** The refusal's issues as path:key. */
const issues = (r: Reply<unknown>): string[] => ((r.customData as { issues?: { path: string; key: string }[] } | null)?.issues ?? []).map((i) => `${i.path}:${i.key}`);
const cartOf = async (c: ContractClient) => ok<Cart>(c, 'getCart', {});

export const GOODS_ORDER_CASES: readonly C[] = [
  // ——— Addresses ———
  {
    endpoint: 'saveAddress', kind: 'happy', name: 'the first address becomes the default', as: 'buyer', language: 'fr',
    body: async (w) => addressBody(await abidjanCityId(w.db)),
    expect: {
      code: 200, shape: address,
      check: (r, w) => {
        const a = data<ShippingAddress>(r);
        expect(a).toMatchObject({ isDefault: 1, landmark: 'Derrière la pharmacie', areaId: 'CIV' });
        w.state.addressId = a.addressId;
      },
    },
  },
  {
    endpoint: 'saveAddress', kind: 'bad', name: 'a city that does not exist', as: 'buyer', language: 'cn',
    body: async (w) => addressBody(await abidjanCityId(w.db), { cityId: 987654 }),
    expect: { code: 4422, key: MSG.choose, check: (r) => expect(issues(r)).toEqual(['cityId:' + MSG.choose]) },
  },
  {
    endpoint: 'getAddressList', kind: 'happy', name: 'the default first, then the newest', as: 'buyer',
    before: async (w, c) => {
      w.state.spareAddressId = (await ok<ShippingAddress>(c, 'saveAddress', addressBody(await abidjanCityId(w.db), { landmark: 'Face au marché' }))).addressId;
    },
    expect: {
      code: 200, shape: S.array(address, 2),
      check: (r, w) => expect(data<ShippingAddress[]>(r).map((a) => [a.addressId, a.isDefault])).toEqual([[w.state.addressId, 1], [w.state.spareAddressId, 0]]),
    },
  },
  { endpoint: 'getAddressList', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  {
    endpoint: 'deleteAddress', kind: 'bad', name: "someone else's address", as: 'member', language: 'fr',
    body: (w) => ({ addressId: w.state.spareAddressId }),
    expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'deleteAddress', kind: 'happy', name: 'the spare address goes, the default stays', as: 'buyer',
    body: (w) => ({ addressId: w.state.spareAddressId }),
    expect: {
      code: 200,
      check: async (_r, w, c) => expect((await ok<ShippingAddress[]>(c, 'getAddressList', {})).map((a) => a.addressId)).toEqual([w.state.addressId]),
    },
  },

  // ——— Cart ———
  {
    endpoint: 'setCartLine', kind: 'happy', name: 'two pieces of a seller\'s goods', as: 'buyer', language: 'fr',
    body: async (w) => ({ unusedItemId: await item(w), number: 2 }),
    expect: {
      code: 200, shape: cartShape,
      check: async (r, w) => expect(lineOf(data<Cart>(r), await item(w))).toMatchObject({ number: 2, price: PRICE, addedPrice: PRICE, sellerId: 'u-seller', issue: null }),
    },
  },
  { endpoint: 'setCartLine', kind: 'bad', name: 'a negative quantity', as: 'buyer', body: async (w) => ({ unusedItemId: await item(w), number: -1 }), expect: { code: 4422, key: MSG.checkWarning, check: (r) => expect(issues(r)).toEqual(['number:' + MSG.checkWarning]) } },
  {
    endpoint: 'getCart', kind: 'happy', name: 'the line as the goods are now', as: 'buyer', language: 'cn',
    expect: { code: 200, shape: cartShape, check: async (r, w) => expect(lineOf(data<Cart>(r), await item(w))?.stock).toBe(50) },
  },
  { endpoint: 'getCart', kind: 'bad', name: 'a visitor (a visitor\'s cart lives in the app)', language: 'fr', expect: { code: 4001 } },
  {
    endpoint: 'mergeCart', kind: 'happy', name: 'a visitor\'s cart adds up with the account\'s', as: 'buyer',
    body: async (w) => ({ lines: [{ unusedItemId: await item(w), number: 1 }, { unusedItemId: await item(w, 1), number: 3 }] }),
    expect: {
      code: 200, shape: cartShape,
      check: async (r, w) => {
        const cart = data<Cart>(r);
        expect([lineOf(cart, await item(w))?.number, lineOf(cart, await item(w, 1))?.number]).toEqual([3, 3]);
      },
    },
  },
  { endpoint: 'mergeCart', kind: 'bad', name: 'a line without goods', as: 'buyer', language: 'cn', body: () => ({ lines: [{ number: 1 }] }), expect: { code: 4422, key: MSG.checkWarning, check: (r) => expect(issues(r)).toEqual(['lines.0.unusedItemId:' + MSG.checkWarning]) } },
  {
    endpoint: 'removeCartLines', kind: 'happy', name: 'one line goes, the other stays', as: 'buyer',
    body: async (w) => ({ unusedItemIds: [await item(w, 1)] }),
    expect: {
      code: 200, shape: cartShape,
      check: async (r, w) => expect(data<Cart>(r).lines.map((l) => l.unusedItemId)).toEqual([await item(w)]),
    },
  },
  { endpoint: 'removeCartLines', kind: 'bad', name: 'ids that are not a list', as: 'buyer', body: () => ({ unusedItemIds: 'all' }), expect: { code: 4422, key: MSG.checkWarning, check: (r) => expect(issues(r)).toEqual(['unusedItemIds:' + MSG.checkWarning]) } },

  // ——— Checkout ———
  {
    endpoint: 'quoteCheckout', kind: 'happy', name: 'delivered and paid online: the server\'s sums', as: 'buyer', language: 'fr',
    body: async (w) => ({ groups: [{ ...(await pickup(w, 'online', 2)), delivery: 'delivery' }], addressId: w.state.addressId }),
    expect: {
      code: 200, shape: quoteShape,
      check: (r) => {
        const q = data<CheckoutQuote>(r);
        expect(q.groups[0]).toMatchObject({ goodsAmount: 2 * PRICE, deliveryFee: 1000, total: 2 * PRICE + 1000 });
        expect([q.onlineAmount, q.payAmount, q.onDeliveryAmount]).toEqual([2 * PRICE + 1000, 2 * PRICE + 1000, 0]);
      },
    },
  },
  {
    endpoint: 'quoteCheckout', kind: 'bad', name: 'delivered without an address', as: 'buyer',
    body: async (w) => ({ groups: [{ ...(await pickup(w, 'online')), delivery: 'delivery' }] }),
    expect: { code: 4422, key: MSG.choose, check: (r) => expect(issues(r)).toEqual(['addressId:' + MSG.choose]) },
  },
  {
    endpoint: 'checkout', kind: 'happy', name: 'cash on delivery, collected: an order to be shipped, out of the cart', as: 'buyer',
    body: async (w) => ({ groups: [await pickup(w, 'onDelivery', 3)] }),
    expect: {
      code: 200,
      check: async (r, w, c) => {
        const reply = data<CheckoutReply>(r);
        expect(reply.orderNos).toHaveLength(1);
        expect(reply.paymentOrderNo).toBeUndefined();
        expect(reply.quote.onDeliveryAmount).toBe(3 * PRICE);
        expect(await read(w, 'buyer', reply.orderNos[0]!)).toMatchObject({ state: toBeShipped, total: 3 * PRICE, payMode: 'onDelivery' });
        expect(lineOf(await cartOf(c), await item(w))).toBeUndefined();
      },
    },
  },
  {
    endpoint: 'checkout', kind: 'bad', name: 'more pieces than in stock (50 − 3)', as: 'buyer', language: 'cn',
    body: async (w) => ({ groups: [await pickup(w, 'onDelivery', 60)] }),
    expect: { code: 4422, key: 'errors.stockShort', check: (r) => expect(issues(r)).toEqual(['groups.0.lines.0.number:errors.stockShort']) },
  },

  // ——— Reading orders ———
  {
    endpoint: 'getTradeOrderList', kind: 'happy', name: 'the seller\'s orders to be shipped', as: 'seller', language: 'fr',
    body: () => ({ side: 'sale', state: toBeShipped, page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: S.object({ totalCount: S.number, resultList: S.array(tradeShape, 1) }),
      check: (r) => {
        const list = data<SearchReply<TradeOrder>>(r).resultList;
        expect(list.every((o) => o.state === toBeShipped && o.side === 'sale' && o.sellerId === 'u-seller')).toBe(true);
        expect(list.some((o) => o.buyerId === 'u-buyer')).toBe(true);
      },
    },
  },
  { endpoint: 'getTradeOrderList', kind: 'bad', name: 'a side that is neither', as: 'buyer', body: () => ({ side: 'both' }), expect: { code: 4422, key: MSG.checkWarning, check: (r) => expect(issues(r)).toEqual(['side:' + MSG.checkWarning]) } },
  {
    endpoint: 'getTradeOrder', kind: 'happy', name: 'the seller\'s view of an order to be paid', as: 'seller',
    before: async (w) => { w.state.orders.price = await order(w, 'online'); },
    body: (w) => ({ orderNo: made(w, 'price') }),
    expect: {
      code: 200, shape: tradeShape,
      check: (r, w) => expect(data<TradeOrder>(r)).toMatchObject({ orderNo: made(w, 'price'), side: 'sale', state: toBePaid, buyerId: 'u-buyer', total: PRICE }),
    },
  },
  { endpoint: 'getTradeOrder', kind: 'bad', name: 'someone else\'s order', as: 'member', language: 'cn', body: (w) => ({ orderNo: made(w, 'price') }), expect: { code: 4404, key: 'errors.notFound' } },

  // ——— Seller moves ———
  {
    endpoint: 'changeTradePrice', kind: 'bad', name: 'the buyer may not change the price', as: 'buyer', language: 'fr',
    body: (w) => ({ orderNo: made(w, 'price'), total: 1 }),
    expect: { code: 4403, key: 'errors.tradeNotYourMove' },
  },
  {
    endpoint: 'changeTradePrice', kind: 'happy', name: 'a new total before payment', as: 'seller',
    body: (w) => ({ orderNo: made(w, 'price'), total: 4000 }),
    expect: {
      code: 200, shape: tradeShape,
      check: (r) => {
        const o = data<TradeOrder>(r);
        expect([o.state, o.total]).toEqual([toBePaid, 4000]);
        expect(o.events.at(-1)).toMatchObject({ kind: 'changePrice', by: 'seller' });
      },
    },
  },
  {
    endpoint: 'shipTradeOrder', kind: 'bad', name: 'an order still to be paid', as: 'seller', language: 'cn',
    body: (w) => ({ orderNo: made(w, 'price'), courier: '', trackingNo: '' }),
    expect: { code: 4422, key: 'errors.tradeMoveRefused' },
  },
  {
    endpoint: 'shipTradeOrder', kind: 'happy', name: 'a collected order handed over', as: 'seller', language: 'fr',
    before: async (w) => { w.state.orders.ship = await order(w, 'onDelivery'); },
    body: (w) => ({ orderNo: made(w, 'ship'), courier: '', trackingNo: '' }),
    expect: {
      code: 200, shape: tradeShape,
      check: (r) => {
        const o = data<TradeOrder>(r);
        expect(o.state).toBe(shipped);
        expect(Date.parse(o.receiveBy)).toBeGreaterThan(Date.now());
      },
    },
  },
  {
    endpoint: 'closeTradeOrder', kind: 'bad', name: 'a shipped order cannot be closed', as: 'seller',
    body: (w) => ({ orderNo: made(w, 'ship'), reason: '' }),
    expect: { code: 4422, key: 'errors.tradeMoveRefused' },
  },
  {
    endpoint: 'closeTradeOrder', kind: 'happy', name: 'the seller cannot sell after all: closed, stock back', as: 'seller', language: 'cn',
    before: async (w) => { w.state.orders.close = await order(w, 'onDelivery'); },
    body: (w) => ({ orderNo: made(w, 'close'), reason: 'Rupture de stock' }),
    expect: {
      code: 200, shape: tradeShape,
      check: async (r, w) => {
        expect(data<TradeOrder>(r)).toMatchObject({ state: closed, closeReason: 'sellerClosed' });
        const [row] = await w.db.query<{ n: string }>("select attrs->>'number' as n from listings where id = $1::bigint", [await item(w)]);
        // 50 − 3 (the checkout case) − 1 (price) − 1 (ship); the closed order's piece came back.
        expect(Number(row!.n)).toBe(45);
      },
    },
  },

  // ——— Buyer moves ———
  {
    endpoint: 'cancelTradeOrder', kind: 'bad', name: 'someone else\'s order', as: 'member',
    body: (w) => ({ orderNo: made(w, 'price'), reason: '' }),
    expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'cancelTradeOrder', kind: 'happy', name: 'an order to be paid, cancelled by its buyer', as: 'buyer', language: 'fr',
    body: (w) => ({ orderNo: made(w, 'price'), reason: 'Je me suis trompé' }),
    expect: { code: 200, shape: tradeShape, check: (r) => expect(data<TradeOrder>(r)).toMatchObject({ state: closed, closeReason: 'buyerCancelled', side: 'buy' }) },
  },
  {
    endpoint: 'extendReceipt', kind: 'happy', name: 'the shipped order waits longer', as: 'buyer',
    body: (w) => ({ orderNo: made(w, 'ship') }),
    before: async (w) => { w.state.receiveBy = (await read(w, 'buyer', made(w, 'ship'))).receiveBy; },
    expect: {
      code: 200, shape: tradeShape,
      check: (r, w) => {
        const o = data<TradeOrder>(r);
        expect(o.extended).toBe(true);
        expect(Date.parse(o.receiveBy)).toBeGreaterThan(Date.parse(w.state.receiveBy ?? ''));
      },
    },
  },
  {
    endpoint: 'extendReceipt', kind: 'bad', name: 'a second time', as: 'buyer', language: 'cn',
    body: (w) => ({ orderNo: made(w, 'ship') }),
    expect: { code: 4422, key: 'errors.tradeMoveRefused' },
  },
  {
    endpoint: 'confirmReceipt', kind: 'bad', name: 'an order not yet shipped', as: 'buyer', language: 'fr',
    before: async (w) => { w.state.orders.dispute = await order(w, 'onDelivery'); },
    body: (w) => ({ orderNo: made(w, 'dispute') }),
    expect: { code: 4422, key: 'errors.tradeMoveRefused' },
  },
  {
    endpoint: 'confirmReceipt', kind: 'happy', name: 'the goods arrived: completed', as: 'buyer',
    body: (w) => ({ orderNo: made(w, 'ship') }),
    expect: { code: 200, shape: tradeShape, check: (r) => expect(data<TradeOrder>(r).state).toBe(completed) },
  },
  {
    endpoint: 'openDispute', kind: 'bad', name: 'without a reason', as: 'buyer',
    before: async (w) => { await ship(w, made(w, 'dispute')); },
    body: (w) => ({ orderNo: made(w, 'dispute'), reason: '' }),
    expect: { code: 4422, key: MSG.pleaseInput, check: (r) => expect(issues(r)).toEqual(['reason:' + MSG.pleaseInput]) },
  },
  {
    endpoint: 'openDispute', kind: 'happy', name: 'the goods are not as described', as: 'buyer', language: 'cn',
    body: (w) => ({ orderNo: made(w, 'dispute'), reason: 'Le pagne est déchiré' }),
    expect: {
      code: 200, shape: tradeShape,
      check: (r) => {
        const o = data<TradeOrder>(r);
        expect(o.state).toBe(shipped);
        expect(o.dispute).toMatchObject({ status: 'open', reason: 'Le pagne est déchiré' });
      },
    },
  },
];
