import { afterEach, describe, expect, it } from 'vitest';
import { createAppStores, storagePrefix, type AppStores } from '../../../src/stores/app-stores.js';
import { isRestorable } from '../../../src/stores/publish.js';
import { MemoryStorage, ThrowingStorage, writeFromOtherTab } from './fake-storage.js';

const opened: AppStores[] = [];
function open(key: string, backend?: Storage) {
  const s = createAppStores(key, backend);
  opened.push(s);
  return s;
}
afterEach(() => {
  for (const s of opened.splice(0)) s.dispose();
});

const DRAFT = { userId: 'u1', moduleKey: 'house' };
const ITEM = { unusedItemId: 'g1', title: 'Radio', imgPath: '/r.jpg', price: 15000, priceFlag: 'F CFA', sellerId: 's1', sellerName: 'Awa', stock: 5 };

function fill(s: AppStores) {
  s.session.setLogin({ userId: 'u1', Authorization: 'tok', areaId: 'GHA', languageId: 'fr' });
  s.publish.write(DRAFT, { title: 'Villa à Cocody', content: 'Belle villa' });
  s.saleGoods.add(ITEM, 2);
  s.chat.setUnreadTotal(4);
  s.storage.set('someCache', '{}');
}

describe('createAppStores', () => {
  it('prefixes storage per instance', () => {
    const s = open('widget-1', new MemoryStorage());
    expect(s.storage.prefix).toBe(storagePrefix('widget-1'));
    expect(storagePrefix('a')).not.toBe(storagePrefix('b'));
  });

  it('keeps two instances on one page apart', () => {
    const backend = new MemoryStorage();
    const a = open('a', backend);
    const b = open('b', backend);
    fill(a);
    expect(b.session.userId.get()).toBe('');
    expect(b.publish.read(DRAFT)).toBeNull();
    expect(b.saleGoods.lines.get()).toEqual([]);
    expect(b.chat.unreadTotal.get()).toBe(0);
    expect(b.session.deviceId).not.toBe(a.session.deviceId);
    // another tab writing instance a's keys does not reach instance b
    writeFromOtherTab(backend, `${storagePrefix('a')}userId`, 'u2');
    expect(a.session.userId.get()).toBe('u2');
    expect(b.session.userId.get()).toBe('');
  });

  it('restores session, draft and cart after a reload; chat is not persisted', () => {
    const backend = new MemoryStorage();
    const first = open('app', backend);
    fill(first);
    first.dispose();
    const again = open('app', backend);
    expect(again.session.userId.get()).toBe('u1');
    expect(again.session.language.get()).toBe('fr');
    expect(again.publish.read(DRAFT)?.values.title).toBe('Villa à Cocody');
    expect(isRestorable(again.publish.read(DRAFT))).toBe(true);
    expect(again.saleGoods.count.get()).toBe(2);
    expect(again.chat.unreadTotal.get()).toBe(0);
    expect(again.session.deviceId).toBe(first.session.deviceId);
  });

  it('clearAll clears every store and this instance\'s storage but keeps the device id (spec §8 4029/4030/4033)', () => {
    const backend = new MemoryStorage();
    backend.setItem('host-page-key', 'x');
    const a = open('a', backend);
    const b = open('b', backend);
    fill(a);
    fill(b);
    const deviceId = a.session.deviceId;
    a.chat.receive({
      chatMessageId: 'm1', chatSessionId: 's1', content: 'hi', fromUserId: 'u9', toUserId: 'u1',
      moduleId: 4, sendTime: 1, sessionType: 1, type: 0,
    });
    a.clearAll();

    expect(a.session.isLoggedIn.get()).toBe(false);
    expect(a.session.areaId.get()).toBe('CIV');
    expect(a.session.language.get()).toBe('');
    expect(a.publish.read(DRAFT)).toBeNull();
    expect(a.saleGoods.lines.get()).toEqual([]);
    expect(a.chat.unreadTotal.get()).toBe(0);
    expect(a.chat.lastIncoming.get()).toBeNull();
    expect(a.storage.keys()).toEqual(['deviceId']);
    expect(a.session.deviceId).toBe(deviceId);
    expect(open('a', backend).session.deviceId).toBe(deviceId);
    // the other instance and the host page are untouched
    expect(b.session.userId.get()).toBe('u1');
    expect(b.storage.get('someCache')).toBe('{}');
    expect(backend.getItem('host-page-key')).toBe('x');
  });

  it('works without usable localStorage (memory fallback)', () => {
    const s = open('sandboxed', new ThrowingStorage());
    fill(s);
    expect(s.session.userId.get()).toBe('u1');
    expect(s.saleGoods.count.get()).toBe(2);
    expect(s.session.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    s.clearAll();
    expect(s.session.userId.get()).toBe('');
  });
});
