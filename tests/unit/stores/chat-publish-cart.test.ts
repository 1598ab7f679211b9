import { describe, expect, it } from 'vitest';
import { createChatStore, MESSAGE_TYPE, type ChatRecord } from '../../../src/stores/chat.js';
import { createPublishStore, isRestorable } from '../../../src/stores/publish.js';
import { addLine, boundQuantity, createSaleGoodsStore, lineMax } from '../../../src/stores/sale-goods.js';
import { TRADE } from '../../../src/contract/constants.js';
import { createPrefixedStorage } from '../../../src/stores/storage.js';
import { MemoryStorage } from './fake-storage.js';

const record = (id: string): ChatRecord => ({
  chatMessageId: id, chatSessionId: 's1', content: 'Bonjour', fromUserId: 'u2', toUserId: 'u1',
  moduleId: 6, sendTime: 1_700_000_000_000, sessionType: 1, type: MESSAGE_TYPE.text,
});

describe('chat store', () => {
  it('counts unread and keeps the last incoming record', () => {
    const c = createChatStore();
    expect(c.hasUnread.get()).toBe(false);
    c.receive(record('m1'));
    c.receive(record('m2'));
    c.receive(record('m3'), false);
    expect(c.unreadTotal.get()).toBe(2);
    expect(c.lastIncoming.get()?.chatMessageId).toBe('m3');
    expect(c.hasUnread.get()).toBe(true);
    c.markRead(5);
    expect(c.unreadTotal.get()).toBe(0);
  });

  it('clamps server totals to a count', () => {
    const c = createChatStore();
    c.setUnreadTotal(3.7);
    expect(c.unreadTotal.get()).toBe(3);
    c.setUnreadTotal(-2);
    expect(c.unreadTotal.get()).toBe(0);
    c.setUnreadTotal(Number.NaN);
    expect(c.unreadTotal.get()).toBe(0);
  });

  it('clear() empties both', () => {
    const c = createChatStore();
    c.receive(record('m1'));
    c.clear();
    expect([c.unreadTotal.get(), c.lastIncoming.get()]).toEqual([0, null]);
  });
});

describe('publish drafts (spec §3: per user and module, restored with a title)', () => {
  const land = { userId: 'u1', moduleKey: 'land' };
  it('keeps one draft per user, module and edited listing, restorable only with a title, persisted', () => {
    const backend = new MemoryStorage();
    let clock = 1000;
    const p = createPublishStore(createPrefixedStorage('p:', backend), () => clock);
    p.write(land, { content: 'Sans titre' });
    expect(isRestorable(p.read(land))).toBe(false);
    clock = 2000;
    p.write(land, { title: 'Terrain à Bingerville', names: { tagId: 'Vente', billingCycleId: 'Mois' }, fileList: [{ imgPath: '/1.jpg', sort: 0 }] });
    expect(p.read(land)).toEqual({ savedAt: 2000, values: { title: 'Terrain à Bingerville', names: { tagId: 'Vente', billingCycleId: 'Mois' }, fileList: [{ imgPath: '/1.jpg', sort: 0 }] } });
    expect(isRestorable(p.read(land))).toBe(true);
    // another module, another user, an edit: each its own draft
    expect(p.read({ userId: 'u1', moduleKey: 'house' })).toBeNull();
    expect(p.read({ userId: 'u2', moduleKey: 'land' })).toBeNull();
    expect(p.read({ ...land, serviceId: '42' })).toBeNull();
    p.write({ ...land, serviceId: '42' }, { title: 'Édition' });
    expect(p.read(land)?.values.title).toBe('Terrain à Bingerville');
    expect(backend.getItem('p:publishDraft:u1:land')).not.toBeNull();
    expect(backend.getItem('p:publishDraft:u1:land:42')).not.toBeNull();
    // a reload reads the same
    const reloaded = createPublishStore(createPrefixedStorage('p:', backend));
    expect(reloaded.read(land)).toEqual(p.read(land));
    p.discard(land);
    expect(p.read(land)).toBeNull();
    expect(p.read({ ...land, serviceId: '42' })?.values.title).toBe('Édition');
  });

  it('clear() drops every draft and nothing else; a visitor has no draft', () => {
    const backend = new MemoryStorage();
    const storage = createPrefixedStorage('p:', backend);
    const p = createPublishStore(storage);
    p.write(land, { title: 'A' });
    p.write({ userId: 'u2', moduleKey: 'visa' }, { title: 'B' });
    p.write({ userId: '', moduleKey: 'visa' }, { title: 'C' });
    storage.set('other', 'x');
    p.clear();
    expect(storage.keys()).toEqual(['other']);
  });

  it('drops a stored draft of the wrong shape and the old shared draft', () => {
    const backend = new MemoryStorage();
    backend.setItem('p:publishDraft:u1:land', JSON.stringify({ title: 5, fileList: 'x' }));
    backend.setItem('p:publishDraft:u1:house', '{not json');
    backend.setItem('p:publishDraft', JSON.stringify({ title: 'old' }));
    const p = createPublishStore(createPrefixedStorage('p:', backend));
    expect(p.read(land)).toBeNull();
    expect(p.read({ userId: 'u1', moduleKey: 'house' })).toBeNull();
    expect(backend.getItem('p:publishDraft')).toBeNull();
  });
});

describe('sale-goods cart', () => {
  const seller = { priceFlag: 'F CFA', sellerId: 's1', sellerName: 'Awa' };
  const radio = { unusedItemId: 'g1', title: 'Radio', imgPath: '/r.jpg', price: 15000, stock: 10, ...seller };
  const fan = { unusedItemId: 'g2', title: 'Ventilateur', imgPath: '/v.jpg', price: 20000, stock: 10, ...seller };

  it('adds, merges, changes and removes lines, and persists them', () => {
    const backend = new MemoryStorage();
    const cart = createSaleGoodsStore(createPrefixedStorage('p:', backend));
    cart.add(radio);
    cart.add(fan, 2);
    cart.add(radio, 3);
    cart.add(fan, 0);
    expect(cart.lines.get().map((l) => [l.unusedItemId, l.quantity])).toEqual([['g1', 4], ['g2', 2]]);
    expect(cart.count.get()).toBe(6);
    cart.setQuantity('g2', 1);
    cart.remove('g1');
    expect(cart.lines.get()).toEqual([{ ...fan, quantity: 1 }]);
    expect(createSaleGoodsStore(createPrefixedStorage('p:', backend)).lines.get()).toEqual([{ ...fan, quantity: 1 }]);
    cart.clear();
    expect(cart.count.get()).toBe(0);
  });

  it('bounds a line by the stock and TRADE.lineNumberMax, and ignores sold-out goods', () => {
    const cart = createSaleGoodsStore(createPrefixedStorage('p:', new MemoryStorage()));
    cart.add({ ...radio, stock: 3 }, 2);
    cart.add({ ...radio, stock: 3 }, 5);
    expect(cart.lines.get()[0]?.quantity).toBe(3);
    cart.setQuantity('g1', 50);
    expect(cart.lines.get()[0]?.quantity).toBe(3);
    cart.add({ ...fan, stock: 500 }, 500);
    expect(cart.lines.get()[1]?.quantity).toBe(TRADE.lineNumberMax);
    cart.add({ ...fan, unusedItemId: 'g3', stock: 0 });
    expect(cart.lines.get().map((l) => l.unusedItemId)).toEqual(['g1', 'g2']);
    expect(lineMax(2.5)).toBe(2);
    expect(boundQuantity(Number.NaN, 5)).toBe(0);
    expect(boundQuantity(-3, 5)).toBe(0);
  });

  it('keeps at most TRADE.cartLinesMax lines', () => {
    let lines: ReturnType<typeof addLine> = [];
    for (let i = 0; i <= TRADE.cartLinesMax; i++) lines = addLine(lines, { ...radio, unusedItemId: `g${i}` }, 1);
    expect(lines).toHaveLength(TRADE.cartLinesMax);
    // An existing line still takes more.
    expect(addLine(lines, { ...radio, unusedItemId: 'g0' }, 2)[0]?.quantity).toBe(3);
  });

  it('drops stored lines of the wrong shape', () => {
    const backend = new MemoryStorage();
    backend.setItem('p:saleGoods', JSON.stringify([{ unusedItemId: 'g1', quantity: -1 }]));
    expect(createSaleGoodsStore(createPrefixedStorage('p:', backend)).lines.get()).toEqual([]);
  });
});
