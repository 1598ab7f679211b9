import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPrefixedStorage, type PrefixedStorage } from '../../../src/stores/storage.js';
import { clearFromOtherTab, MemoryStorage, QuotaStorage, ThrowingStorage, writeFromOtherTab } from './fake-storage.js';

const made: PrefixedStorage[] = [];
const make = (prefix: string, backend?: Storage | null) => {
  const s = createPrefixedStorage(prefix, backend);
  made.push(s);
  return s;
};
afterEach(() => {
  for (const s of made.splice(0)) s.dispose();
  vi.restoreAllMocks();
});

describe('createPrefixedStorage', () => {
  it('stores under the prefix and lists only its own keys', () => {
    const backend = new MemoryStorage();
    backend.setItem('host-key', 'untouched');
    const a = make('mkt:a:', backend);
    const b = make('mkt:b:', backend);
    a.set('userId', '42');
    b.set('userId', '7');
    a.set('areaId', 'CIV');
    expect(backend.getItem('mkt:a:userId')).toBe('42');
    expect(a.get('userId')).toBe('42');
    expect(b.get('userId')).toBe('7');
    expect(a.keys().sort()).toEqual(['areaId', 'userId']);
    expect(a.get('missing')).toBeNull();
  });

  it('clear() removes only this prefix', () => {
    const backend = new MemoryStorage();
    backend.setItem('host-key', 'untouched');
    const a = make('mkt:a:', backend);
    const b = make('mkt:b:', backend);
    a.set('x', '1');
    a.set('y', '2');
    b.set('x', '3');
    a.clear();
    expect(a.keys()).toEqual([]);
    expect(b.get('x')).toBe('3');
    expect(backend.getItem('host-key')).toBe('untouched');
  });

  it('remove() deletes one key', () => {
    const a = make('p:', new MemoryStorage());
    a.set('k', 'v');
    a.remove('k');
    expect(a.get('k')).toBeNull();
  });

  it('falls back to memory when every storage call throws', () => {
    const a = make('p:', new ThrowingStorage());
    a.set('k', 'v');
    expect(a.get('k')).toBe('v');
    expect(a.keys()).toEqual(['k']);
    a.clear();
    expect(a.get('k')).toBeNull();
  });

  it('keeps a write that hit the quota in memory, and prefers it over the stale stored value', () => {
    const backend = new QuotaStorage();
    const a = make('p:', backend);
    a.set('k', 'old');
    backend.full = true;
    a.set('k', 'new');
    expect(backend.getItem('p:k')).toBe('old');
    expect(a.get('k')).toBe('new');
    backend.full = false;
    a.set('k', 'newer');
    expect(backend.getItem('p:k')).toBe('newer');
    expect(a.get('k')).toBe('newer');
  });

  it('uses memory when window.localStorage itself throws (sandboxed iframe)', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const a = make('mkt:sandbox:');
    a.set('k', 'v');
    expect(a.get('k')).toBe('v');
    vi.restoreAllMocks();
    expect(localStorage.getItem('mkt:sandbox:k')).toBeNull();
  });

  it('uses window.localStorage by default', () => {
    const a = make('mkt:default-test:');
    a.set('k', 'v');
    expect(localStorage.getItem('mkt:default-test:k')).toBe('v');
    a.clear();
    expect(localStorage.getItem('mkt:default-test:k')).toBeNull();
  });

  it('watch() reports other tabs\' writes of its own keys only', () => {
    const backend = new MemoryStorage();
    const a = make('mkt:a:', backend);
    const seen: (string | null)[] = [];
    a.watch('userId', (v) => seen.push(v));
    writeFromOtherTab(backend, 'mkt:a:userId', '9');
    writeFromOtherTab(backend, 'mkt:b:userId', 'other instance');
    writeFromOtherTab(backend, 'mkt:a:areaId', 'GHA');
    writeFromOtherTab(backend, 'mkt:a:userId', null);
    expect(seen).toEqual(['9', null]);
  });

  it('ignores events of another storage area (sessionStorage, another backend)', () => {
    const a = make('p:', new MemoryStorage());
    const seen: (string | null)[] = [];
    a.watch('k', (v) => seen.push(v));
    writeFromOtherTab(new MemoryStorage(), 'p:k', 'x');
    expect(seen).toEqual([]);
  });

  it('treats another tab\'s localStorage.clear() as removal of every watched key', () => {
    const backend = new MemoryStorage();
    const a = make('p:', backend);
    const seen: string[] = [];
    a.watch('one', (v) => seen.push(`one=${v}`));
    a.watch('two', (v) => seen.push(`two=${v}`));
    clearFromOtherTab(backend);
    expect(seen.sort()).toEqual(['one=null', 'two=null']);
  });

  it('unsubscribe and dispose stop the callbacks', () => {
    const backend = new MemoryStorage();
    const a = make('p:', backend);
    const seen: (string | null)[] = [];
    const off = a.watch('k', (v) => seen.push(v));
    off();
    writeFromOtherTab(backend, 'p:k', '1');
    a.watch('k', (v) => seen.push(v));
    a.dispose();
    writeFromOtherTab(backend, 'p:k', '2');
    expect(seen).toEqual([]);
  });
});
