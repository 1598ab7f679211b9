// The goods order screens through the real shell with the fake API (spec §2 usercenter/order ibuy,
// isale, details; §4 trade order states and delivery actions): the details say what happens next,
// offer the side's moves, send what a dialog asks for (the shared schema refusing a bad total
// first), and read the order again when the queue says the other side moved it; ibuy lists goods
// first with their moves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOODS_ORDER_ENDPOINTS as G } from '../../../../src/contract/endpoints/goods-orders.js';
import { USERCENTER_ENDPOINTS as U } from '../../../../src/contract/endpoints/usercenter.js';
import type { TradeOrder } from '../../../../src/contract/types/goods-order.js';
import { closeAll, openRoute, settle } from '../../harness/open-route.js';
import { click } from '../../ui/render.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const NO = 'go2030011512345678';
const order = (over: Partial<TradeOrder> = {}): TradeOrder => ({
  orderNo: NO, state: 2, side: 'buy', buyerId: 'u-b', buyerName: 'Awa', sellerId: 'u-s', sellerName: 'Yao',
  lines: [{ unusedItemId: 'g-1', title: 'Pagne wax', imgPath: '', price: 15000, number: 2 }],
  goodsAmount: 30000, deliveryFee: 2000, total: 32000, priceFlag: 'FCFA', delivery: 'delivery', payMode: 'online',
  address: { name: 'Awa', mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId: 1, cityName: 'Abidjan', district: 'Cocody', street: '', landmark: 'Pharmacie Sococé' },
  remark: '', paymentOrderNo: 'co2030011500000001', courier: '', trackingNo: '', payBy: '', receiveBy: '', extended: false,
  closeReason: '', dispute: null, createTime: '2030-01-15T09:00:00.000Z',
  events: [{ kind: 'created', by: 'buyer', at: '2030-01-15T09:00:00.000Z' }, { kind: 'paid', by: 'system', at: '2030-01-15T09:05:00.000Z' }],
  ...over,
});
const open = (path: string, answers: Record<string, unknown>) => openRoute(path, { userId: 'u-b', ready: '.mkt-screen', answers: answers as never });
const moves = (el: Element) => [...el.querySelectorAll('[data-move]')].map((b) => b.getAttribute('data-move'));

describe('trade order details', () => {
  it('a paid order to be shipped: what happens next, the address, amounts, history, and cancel for the buyer', async () => {
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, { [G.getTradeOrder.path]: order() });
    await settle(() => expect(s.$('.mkt-tdetails').getAttribute('data-state')).toBe('2'));
    expect(s.$('[data-next]').textContent).toMatch(/^tradeOrder\.next\.buyShip\W/);
    expect(s.$('[data-delivery=delivery]').textContent).toContain('Pharmacie Sococé');
    expect(s.$('dd[data-total]').getAttribute('data-total')).toBe('32000');
    expect([...s.el.querySelectorAll('[data-event]')].map((e) => e.getAttribute('data-event'))).toEqual(['created', 'paid']);
    expect(moves(s.$('.mkt-tdetails'))).toEqual(['cancel']);
    expect(s.el.querySelector('#mkt-trade-pay')).toBeNull();
    expect(s.callsTo(G.getTradeOrder.path)[0]!.body).toEqual({ orderNo: NO });
  });

  it('reads the order again when the queue says the other side shipped it', async () => {
    const answers = [order(), order({ state: 3, courier: 'DHL', trackingNo: 'CI-77', receiveBy: '2030-01-25T09:00:00.000Z', events: [...order().events, { kind: 'ship', by: 'seller', at: '2030-01-15T10:00:00.000Z', data: { courier: 'DHL', trackingNo: 'CI-77' } }] })];
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, { [G.getTradeOrder.path]: () => ({ code: 200, customData: answers.length > 1 ? answers.shift() : answers[0] }) });
    await settle(() => expect(s.$('.mkt-tdetails').getAttribute('data-state')).toBe('2'));
    // Another order's move changes nothing here.
    s.stores.chat.tradeOrderEvent.set({ orderNo: 'go2030011599999999', state: 3, kind: 'ship', side: 'buy', title: 'x' });
    s.stores.chat.tradeOrderEvent.set({ orderNo: NO, state: 3, kind: 'ship', side: 'buy', title: 'Pagne wax' });
    await settle(() => expect(s.$('.mkt-tdetails').getAttribute('data-state')).toBe('3'));
    expect(s.callsTo(G.getTradeOrder.path)).toHaveLength(2);
    expect(s.$('[data-tracking]').textContent).toBe('CI-77');
    expect(moves(s.$('.mkt-tdetails'))).toEqual(['extend', 'dispute', 'confirm']);
  });

  it('the seller ships: courier and tracking number are required for a delivery, then sent', async () => {
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, {
      [G.getTradeOrder.path]: order({ side: 'sale' }),
      [G.shipTradeOrder.path]: order({ side: 'sale', state: 3, courier: 'DHL', trackingNo: 'CI-77' }),
    });
    await settle(() => expect(moves(s.$('.mkt-tdetails'))).toEqual(['close', 'ship']));
    await click(s.$('[data-move=ship]'));
    await settle(() => expect(s.$('[role=dialog][data-move=ship]')).not.toBeNull());
    await click(s.$('[data-choice=submit]'));
    await settle(() => expect(s.$('[role=dialog] .mkt-field-error').textContent).toBe('validation.pleaseInput'));
    expect(s.callsTo(G.shipTradeOrder.path)).toEqual([]);
    s.type('[role=dialog] input[name=courier]', 'DHL');
    s.type('[role=dialog] input[name=trackingNo]', 'CI-77');
    await click(s.$('[data-choice=submit]'));
    await settle(() => expect(s.$('.mkt-tdetails').getAttribute('data-state')).toBe('3'));
    expect(s.callsTo(G.shipTradeOrder.path)[0]!.body).toEqual({ orderNo: NO, courier: 'DHL', trackingNo: 'CI-77' });
    expect(s.el.querySelector('[role=dialog]')).toBeNull();
  });

  it('the seller changes the price of an order to be paid; the shared schema refuses 0 first', async () => {
    const toPay = { state: 1, side: 'sale' as const, payBy: '2030-01-15T09:30:00.000Z', events: order().events.slice(0, 1) };
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, {
      [G.getTradeOrder.path]: order(toPay),
      [G.changeTradePrice.path]: order({ ...toPay, total: 30000 }),
    });
    await settle(() => expect(moves(s.$('.mkt-tdetails'))).toEqual(['changePrice', 'close']));
    await click(s.$('[data-move=changePrice]'));
    await settle(() => expect(s.$('[role=dialog][data-move=changePrice]')).not.toBeNull());
    s.type('[role=dialog] input[name=total]', '0');
    await click(s.$('[data-choice=submit]'));
    await settle(() => expect(s.$('[role=dialog] .mkt-field-error').textContent).toMatch(/^validation\.numberPositive\b/));
    expect(s.callsTo(G.changeTradePrice.path)).toEqual([]);
    s.type('[role=dialog] input[name=total]', '30000');
    await click(s.$('[data-choice=submit]'));
    await settle(() => expect(s.$('dd[data-total]').getAttribute('data-total')).toBe('30000'));
    expect(s.callsTo(G.changeTradePrice.path)[0]!.body).toEqual({ orderNo: NO, total: 30000 });
  });

  it('the buyer confirms receipt after a yes', async () => {
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, {
      [G.getTradeOrder.path]: order({ state: 3, receiveBy: '2030-01-25T09:00:00.000Z' }),
      [G.confirmReceipt.path]: order({ state: 4 }),
    });
    await settle(() => expect(moves(s.$('.mkt-tdetails'))).toEqual(['extend', 'dispute', 'confirm']));
    await click(s.$('[data-move=confirm]'));
    await settle(() => expect(s.dialog()?.message).toContain('tradeOrder.ask.confirmTitle'));
    s.answer(true);
    await settle(() => expect(s.$('.mkt-tdetails').getAttribute('data-state')).toBe('4'));
    expect(s.callsTo(G.confirmReceipt.path)[0]!.body).toEqual({ orderNo: NO });
    expect(moves(s.$('.mkt-tdetails'))).toEqual([]);
  });

  it('a cancel of an order paid together with another says the other is cancelled too', async () => {
    const toPay = order({ state: 1, payBy: '2030-01-15T09:30:00.000Z' });
    const other = order({ state: 1, orderNo: 'go2030011512340000', sellerName: 'Koffi' });
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, {
      [G.getTradeOrder.path]: toPay,
      [G.getTradeOrderList.path]: { resultList: [toPay, other], total: 2 },
    });
    await settle(() => expect(moves(s.$('.mkt-tdetails'))).toEqual(['cancel']));
    expect(s.$('#mkt-trade-pay')).not.toBeNull();
    await click(s.$('[data-move=cancel]'));
    await settle(() => expect(s.$('[role=dialog] [data-together]').getAttribute('data-together')).toBe('1'));
  });

  it('chat with the seller opens /message/chat with the seller’s queue name', async () => {
    const s = await open(`/usercenter/order/details?orderNo=${NO}`, {
      [G.getTradeOrder.path]: order(),
      [U.showMeInfo.path]: { userId: 'u-s', userMq: 'mq.user.u-s', petName: 'Yao', entName: '', avatarPath: '/a.png', accountType: 1, focusNum: 0, fansNum: 0, isFocus: 0 },
    });
    await settle(() => expect(s.$('[data-action=chat]')).not.toBeNull());
    await click(s.$('[data-action=chat]'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toMatch(/^\/message\/chat\?otherUserMq=mq.user.u-s&/));
    expect(s.callsTo(U.showMeInfo.path)[0]!.body).toEqual({ userId: 'u-s' });
  });
});

describe('ibuy and isale', () => {
  it('ibuy lists goods orders first, with their moves; services are one tap away', async () => {
    const s = await open('/usercenter/order/ibuy', { [G.getTradeOrderList.path]: { resultList: [order(), order({ orderNo: 'go2030011512340000', state: 1 })], total: 2 } });
    await settle(() => expect(s.el.querySelectorAll('article.mkt-torder')).toHaveLength(2));
    expect(s.callsTo(G.getTradeOrderList.path)[0]!.body).toEqual({ side: 'buy', page: { index: 1, size: 15 } });
    expect(moves(s.$(`article[data-order="${NO}"]`))).toEqual(['cancel']);
    expect(moves(s.$('article[data-order="go2030011512340000"]'))).toEqual(['cancel', 'pay']);
    await click(s.$('[data-filter=shipped]'));
    await settle(() => expect(s.callsTo(G.getTradeOrderList.path).at(-1)!.body).toEqual({ side: 'buy', state: 3, page: { index: 1, size: 15 } }));
  });

  it('isale asks for the seller’s side', async () => {
    const s = await open('/usercenter/order/isale', { [G.getTradeOrderList.path]: { resultList: [order({ side: 'sale' })], total: 1 } });
    await settle(() => expect(s.el.querySelectorAll('article.mkt-torder')).toHaveLength(1));
    expect(s.callsTo(G.getTradeOrderList.path)[0]!.body).toEqual({ side: 'sale', page: { index: 1, size: 15 } });
    expect(moves(s.$('article.mkt-torder'))).toEqual(['close', 'ship']);
    expect(s.$('.mkt-torder-party').textContent).toBe('Awa');
  });
});
