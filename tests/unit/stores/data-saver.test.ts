// The data saver's rule (issue: Beyond the spec, item 4; src/stores/data-saver.ts): 'on' and 'off'
// are the user's word; 'auto' follows the connection (Save-Data, 2G), also when it changes; the
// choice survives a reload, and a stored value from nowhere falls back to 'auto'.
import { describe, expect, it } from 'vitest';
import { connectionAsks, createDataSaverStore, dataSaverOn, type ConnectionInfo } from '../../../src/stores/data-saver.js';
import { createPrefixedStorage } from '../../../src/stores/storage.js';
import { MemoryStorage } from './fake-storage.js';

/** A NetworkInformation double: fields the test changes, and a `change` event it fires. */
function fakeConnection(init: { saveData?: boolean; effectiveType?: string }) {
  const target = new EventTarget();
  const c = Object.assign(target, init) as EventTarget & ConnectionInfo & { listeners(): number };
  let count = 0;
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  c.addEventListener = (type: 'change', fn: () => void) => { count++; add(type, fn); };
  c.removeEventListener = (type: 'change', fn: () => void) => { count--; remove(type, fn); };
  c.listeners = () => count;
  return c;
}

describe('connectionAsks', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ effectiveType: '4g' }, false],
    [{}, false],
    [undefined, false],
  ])('%j -> %s', (c, expected) => {
    expect(connectionAsks(c)).toBe(expected);
  });
});

describe('dataSaverOn', () => {
  it('is the user\'s word for on and off, the connection\'s for auto', () => {
    expect([dataSaverOn('on', false), dataSaverOn('on', true)]).toEqual([true, true]);
    expect([dataSaverOn('off', false), dataSaverOn('off', true)]).toEqual([false, false]);
    expect([dataSaverOn('auto', false), dataSaverOn('auto', true)]).toEqual([false, true]);
  });
});

describe('createDataSaverStore', () => {
  it('is on with auto when the browser says Save-Data, and off when the user says off', () => {
    const s = createDataSaverStore(createPrefixedStorage('p:', new MemoryStorage()), fakeConnection({ saveData: true }));
    expect(s.choice.get()).toBe('auto');
    expect(s.effective.get()).toBe(true);
    s.choice.set('off');
    expect(s.effective.get()).toBe(false);
    s.choice.set('on');
    expect(s.effective.get()).toBe(true);
  });

  it('follows the connection\'s change event in auto: 4g -> 2g -> 3g', () => {
    const c = fakeConnection({ effectiveType: '4g' });
    const s = createDataSaverStore(createPrefixedStorage('p:', new MemoryStorage()), c);
    const seen: boolean[] = [];
    const off = s.effective.subscribe((v) => seen.push(v));
    c.effectiveType = '2g';
    c.dispatchEvent(new Event('change'));
    c.effectiveType = '3g';
    c.dispatchEvent(new Event('change'));
    expect(seen).toEqual([false, true, false]);
    off();
  });

  it('is off in auto without the Network Information API (Safari, Firefox)', () => {
    const s = createDataSaverStore(createPrefixedStorage('p:', new MemoryStorage()), undefined);
    expect([s.asked.get(), s.effective.get()]).toEqual([false, false]);
  });

  it('keeps the choice across a reload; auto leaves no key; a foreign value reads as auto', () => {
    const backend = new MemoryStorage();
    createDataSaverStore(createPrefixedStorage('p:', backend), undefined).choice.set('on');
    expect(backend.getItem('p:dataSaver')).toBe('on');
    const reloaded = createDataSaverStore(createPrefixedStorage('p:', backend), undefined);
    expect(reloaded.effective.get()).toBe(true);
    reloaded.choice.set('auto');
    expect(backend.getItem('p:dataSaver')).toBeNull();
    backend.setItem('p:dataSaver', 'maybe');
    expect(createDataSaverStore(createPrefixedStorage('p:', backend), undefined).choice.get()).toBe('auto');
  });

  it('stops listening to the connection on dispose (app unmount)', () => {
    const c = fakeConnection({ saveData: false });
    const s = createDataSaverStore(createPrefixedStorage('p:', new MemoryStorage()), c);
    expect(c.listeners()).toBe(1);
    s.dispose();
    expect(c.listeners()).toBe(0);
  });
});
