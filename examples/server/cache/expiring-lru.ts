// The in-process store under both caches of this folder (reply-cache.ts: reply bodies; row-cache.ts:
// list rows): entries that expire after a TTL, bounded in count and optionally in weight (bytes),
// the least recently read dropped first. A Map keeps insertion order, so re-inserting an entry on a
// hit makes it the newest and the first key is always the oldest.

export interface LruLimits {
  maxEntries: number;
  /** Most total weight kept (Infinity: no weight bound). */
  maxWeight: number;
  ttlMs: number;
  now: () => number;
}

export interface ExpiringLru<V> {
  /** The live value under `key` (it becomes the newest), or undefined (an expired one is dropped). */
  get(key: string): V | undefined;
  /** Keeps `value` (weight 1 unless given); one heavier than maxWeight is not kept. */
  set(key: string, value: V, weight?: number): void;
  clear(): void;
}

interface Entry<V> { value: V; weight: number; expires: number }

export function createExpiringLru<V>({ maxEntries, maxWeight, ttlMs, now }: LruLimits): ExpiringLru<V> {
  const entries = new Map<string, Entry<V>>();
  let weight = 0;
  const drop = (key: string, e: Entry<V>) => {
    entries.delete(key);
    weight -= e.weight;
  };
  return {
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      drop(key, e);
      if (e.expires <= now()) return undefined;
      entries.set(key, e);
      weight += e.weight;
      return e.value;
    },
    set(key, value, w = 1) {
      if (w > maxWeight) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { value, weight: w, expires: now() + ttlMs });
      weight += w;
      for (const [k, e] of entries) {
        if (entries.size <= maxEntries && weight <= maxWeight) break;
        drop(k, e);
      }
    },
    clear() {
      entries.clear();
      weight = 0;
    },
  };
}
