// A nanostores atom mirrored in PrefixedStorage (a tiny @nanostores/persistent, without its
// global state, so that each app instance keeps its own prefix).
// - loads once at creation; a missing, corrupt or invalid stored value gives `initial`;
// - every set() writes through; setting the initial value removes the key (clean storage);
// - another tab's write (the `storage` event) updates the atom without writing back,
//   so a logout in one tab logs out the others (issue 6).
import { atom, type WritableAtom } from 'nanostores';
import type { PrefixedStorage } from './storage.js';

export interface Codec<T> {
  encode(value: T): string;
  /** Throws (or returns undefined) for a value it does not accept; the atom then uses `initial`. */
  decode(raw: string): T | undefined;
}

/** JSON codec; `accept` rejects stored values of the wrong shape (old versions, hand edits). */
export function jsonCodec<T>(accept: (value: unknown) => value is T): Codec<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      const value: unknown = JSON.parse(raw);
      return accept(value) ? value : undefined;
    },
  };
}

/** Plain strings are stored as they are (readable in devtools, no quoting). */
export const stringCodec: Codec<string> = { encode: (v) => v, decode: (raw) => raw };

export interface PersistentAtom<T> extends WritableAtom<T> {
  /** Stops following other tabs (the atom keeps working locally). */
  unwatch(): void;
}

export function persistentAtom<T>(
  storage: PrefixedStorage,
  key: string,
  initial: T,
  codec: Codec<T> = jsonCodec((_v: unknown): _v is T => true),
): PersistentAtom<T> {
  const read = (raw: string | null): T => {
    if (raw === null) return initial;
    try {
      const value = codec.decode(raw);
      return value === undefined ? initial : value;
    } catch {
      return initial;
    }
  };

  const store = atom<T>(read(storage.get(key))) as PersistentAtom<T>;
  const setLocal = store.set.bind(store);
  const initialRaw = codec.encode(initial);

  store.set = (value: T) => {
    const raw = codec.encode(value);
    if (raw === initialRaw) storage.remove(key);
    else storage.set(key, raw);
    setLocal(value);
  };
  store.unwatch = storage.watch(key, (raw) => setLocal(read(raw)));
  return store;
}
