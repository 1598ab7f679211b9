import { describe, expect, it } from 'vitest';
import { createChatStore, MESSAGE_TYPE, type ChatRecord } from '../../../src/stores/chat.js';
import { createPublishStore } from '../../../src/stores/publish.js';
import { createSaleGoodsStore } from '../../../src/stores/sale-goods.js';
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

describe('publish draft (spec §3 "Draft form shared across modules")', () => {
  it('merges saves, is restorable only with a title, persists', () => {
    const backend = new MemoryStorage();
    const p = createPublishStore(createPrefixedStorage('p:', backend));
    p.save({ content: 'Sans titre' });
    expect(p.restorable.get()).toBe(false);
    p.save({ title: 'Terrain à Bingerville', fileList: [{ imgPath: '/1.jpg', sort: 0 }], tagName: 'Vente' });
    expect(p.draft.get()).toMatchObject({ content: 'Sans titre', title: 'Terrain à Bingerville', tagName: 'Vente', mail: '' });
    expect(p.restorable.get()).toBe(true);
    const reloaded = createPublishStore(createPrefixedStorage('p:', backend));
    expect(reloaded.draft.get()).toEqual(p.draft.get());
    p.clear();
    expect(p.draft.get()).toBeNull();
    expect(backend.getItem('p:publishDraft')).toBeNull();
  });

  it('drops a stored draft of the wrong shape', () => {
    const backend = new MemoryStorage();
    backend.setItem('p:publishDraft', JSON.stringify({ title: 5, fileList: 'x' }));
    expect(createPublishStore(createPrefixedStorage('p:', backend)).draft.get()).toBeNull();
  });
});

describe('sale-goods cart', () => {
  const radio = { unusedItemId: 'g1', title: 'Radio', imgPath: '/r.jpg', price: 15000, currency: 'XOF' };
  const fan = { unusedItemId: 'g2', title: 'Ventilateur', imgPath: '/v.jpg', price: 20000, currency: 'XOF' };

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

  it('drops stored lines of the wrong shape', () => {
    const backend = new MemoryStorage();
    backend.setItem('p:saleGoods', JSON.stringify([{ unusedItemId: 'g1', quantity: -1 }]));
    expect(createSaleGoodsStore(createPrefixedStorage('p:', backend)).lines.get()).toEqual([]);
  });
});
