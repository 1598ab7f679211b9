import { describe, expect, it } from 'vitest';
import { jsonCodec, persistentAtom, stringCodec } from '../../../src/stores/persistent-atom.js';
import { createPrefixedStorage } from '../../../src/stores/storage.js';
import { MemoryStorage, writeFromOtherTab } from './fake-storage.js';

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

describe('persistentAtom', () => {
  it('starts from the initial value and writes through on set', () => {
    const backend = new MemoryStorage();
    const a = persistentAtom(createPrefixedStorage('p:', backend), 'list', [] as number[], jsonCodec(isNumberList));
    expect(a.get()).toEqual([]);
    a.set([1, 2]);
    expect(backend.getItem('p:list')).toBe('[1,2]');
  });

  it('loads the stored value when recreated (reload)', () => {
    const backend = new MemoryStorage();
    persistentAtom(createPrefixedStorage('p:', backend), 'name', '', stringCodec).set('Awa');
    const reloaded = persistentAtom(createPrefixedStorage('p:', backend), 'name', '', stringCodec);
    expect(reloaded.get()).toBe('Awa');
  });

  it('removes the key when set back to the initial value', () => {
    const backend = new MemoryStorage();
    const a = persistentAtom(createPrefixedStorage('p:', backend), 'name', '', stringCodec);
    a.set('x');
    a.set('');
    expect(backend.getItem('p:name')).toBeNull();
  });

  it('falls back to the initial value on corrupt JSON', () => {
    const backend = new MemoryStorage();
    backend.setItem('p:list', '{not json');
    const a = persistentAtom(createPrefixedStorage('p:', backend), 'list', [7], jsonCodec(isNumberList));
    expect(a.get()).toEqual([7]);
  });

  it('falls back to the initial value on a stored value of the wrong shape', () => {
    const backend = new MemoryStorage();
    backend.setItem('p:list', '{"a":1}');
    const a = persistentAtom(createPrefixedStorage('p:', backend), 'list', [7], jsonCodec(isNumberList));
    expect(a.get()).toEqual([7]);
  });

  it('follows other tabs without writing back', () => {
    const backend = new MemoryStorage();
    const storage = createPrefixedStorage('p:', backend);
    const a = persistentAtom(storage, 'list', [] as number[], jsonCodec(isNumberList));
    const seen: (readonly number[])[] = [];
    a.listen((v) => seen.push(v));
    writeFromOtherTab(backend, 'p:list', '[3]');
    expect(a.get()).toEqual([3]);
    writeFromOtherTab(backend, 'p:list', 'garbage');
    expect(a.get()).toEqual([]);
    writeFromOtherTab(backend, 'p:list', '[4]');
    writeFromOtherTab(backend, 'p:list', null);
    expect(a.get()).toEqual([]);
    expect(seen).toEqual([[3], [], [4], []]);
    // the garbage of the other tab was not "repaired" by us: only set() writes
    expect(backend.getItem('p:list')).toBeNull();
    storage.dispose();
  });

  it('unwatch() stops following other tabs', () => {
    const backend = new MemoryStorage();
    const storage = createPrefixedStorage('p:', backend);
    const a = persistentAtom(storage, 'name', '', stringCodec);
    a.unwatch();
    writeFromOtherTab(backend, 'p:name', 'x');
    expect(a.get()).toBe('');
    storage.dispose();
  });
});
