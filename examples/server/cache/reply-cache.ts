// The reply cache of public reads (DESIGN.md §8 "Outside services and scale"): wire bodies of
// replies that are the same for every visitor of a language and country, keyed by the version of
// the public data. A write that changes public data bumps the version after its commit, so every
// entry written before it is never read again (old entries simply age out of the LRU or expire).
// The version is read BEFORE the handler queries: a read racing a write stores what it saw under
// the old version, which nobody asks for once the bump is visible.
//
// Two stores behind one interface: this process's memory (the default) and Redis (redis-cache.ts)
// when several instances share the load and must see each other's bumps.

import { createExpiringLru } from './expiring-lru.js';

export interface ReplyCache {
  readonly kind: 'memory' | 'redis';
  /** The current version of the public data (0 before the first write). */
  version(): Promise<number>;
  /** Marks every cached reply stale: called by writes after their transaction committed. */
  bump(): Promise<void>;
  get(key: string): Promise<string | undefined>;
  set(key: string, body: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * 60 s: the longest a reply may be stale when no bump told us, i.e. a change made outside the
 * server's write paths (an operator's SQL, a reseed), a bump lost to a Redis outage, or the
 * clock-derived fields of a listing (validDayNum counts days). At thousands of requests a second
 * one miss per key and minute costs the database nothing.
 */
export const REPLY_TTL_MS = 60_000;

export interface MemoryCacheLimits {
  /** Most entries kept (each key is one endpoint × language × country × request). */
  maxEntries: number;
  /** Most bytes of bodies kept (UTF-16: 2 bytes per character, as V8 holds them at worst). */
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

export const MEMORY_CACHE_DEFAULTS: MemoryCacheLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024, ttlMs: REPLY_TTL_MS };

/** A bounded LRU in this process (expiring-lru.ts), weighed in bytes. */
export function createMemoryReplyCache(limits: Partial<MemoryCacheLimits> = {}): ReplyCache {
  const { maxEntries, maxBytes, ttlMs, now = Date.now } = { ...MEMORY_CACHE_DEFAULTS, ...limits };
  const entries = createExpiringLru<string>({ maxEntries, maxWeight: maxBytes, ttlMs, now });
  let version = 0;
  return {
    kind: 'memory',
    version: async () => version,
    async bump() {
      version += 1;
      // Nothing keyed by an older version will be read again: free it at once.
      entries.clear();
    },
    get: async (key) => entries.get(key),
    // UTF-16: 2 bytes per character, as V8 holds them at worst.
    set: async (key, body) => entries.set(key, body, body.length * 2 + key.length * 2),
    close: async () => entries.clear(),
  };
}

/** What a read through the cache gave: the wire text, its envelope code, and hit or miss (null: not cached). */
export interface CachedRead {
  wire: string;
  code: number;
  cache: 'hit' | 'miss' | null;
}

/**
 * The one way a reply goes through the cache (the API route and the first-view page's own read):
 * the entry under `key` when there is one, else `make()`'s reply, kept when it is a 200. Refusals
 * are not kept: they are cheap, and a 4404 must not outlive the listing's publication.
 */
export async function readThroughCache(cache: ReplyCache | undefined, key: string | null, make: () => Promise<{ wire: string; code: number }>): Promise<CachedRead> {
  if (!cache || key === null) return { ...(await make()), cache: null };
  const hit = await cache.get(key);
  if (hit !== undefined) return { wire: hit, code: 200, cache: 'hit' };
  const made = await make();
  if (made.code === 200) await cache.set(key, made.wire);
  return { ...made, cache: 'miss' };
}
