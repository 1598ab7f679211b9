// Listing rows kept in this process for list pages (DESIGN.md §8 "Outside services and scale").
// The reply cache answers reads that are the same for every visitor; a list with filters or
// keywords varies with every caller, but the rows on its pages do not: the newest listings of a
// module show up in most of them. A page then reads only its ids from the list index, and the rows
// (texts, publisher, lookup names) come from here; only the ids not kept are loaded.
//
// Kept under the reply cache's version of the public data (reply-cache.ts): a write that bumps it
// makes every kept row stale at once, on every instance when the version lives in Redis; rows also
// expire after REPLY_TTL_MS, as replies do, for changes made outside the write paths.
import { createExpiringLru } from './expiring-lru.js';
import { REPLY_TTL_MS } from './reply-cache.js';

export interface RowCacheLimits {
  /** Most rows kept (each one listing in one language). */
  maxRows: number;
  ttlMs: number;
  now?: () => number;
}

/** 10,000 rows: about 30 MB (a summary row, texts cut to their preview, is about 3 KB of heap). */
export const ROW_CACHE_DEFAULTS: RowCacheLimits = { maxRows: 10_000, ttlMs: REPLY_TTL_MS };

export interface RowCache<R> {
  /**
   * The rows of `ids` in `scope` (a language), in the order of `ids`: the kept ones, and the others
   * from `load(missing)`, kept for the next call. An id `load` does not return (a listing taken
   * down between the two reads) is left out. `version` is the public data's, read before the ids
   * were: a read older than the rows kept is served but not kept.
   */
  rows(version: number, scope: string, ids: readonly string[], load: (missing: string[]) => Promise<R[]>): Promise<R[]>;
}

/** Rows in an expiring LRU (expiring-lru.ts) keyed by scope and id. `idOf` names a loaded row. */
export function createRowCache<R>(idOf: (row: R) => string, limits: Partial<RowCacheLimits> = {}): RowCache<R> {
  const { maxRows, ttlMs, now = Date.now } = { ...ROW_CACHE_DEFAULTS, ...limits };
  const entries = createExpiringLru<R>({ maxEntries: maxRows, maxWeight: Infinity, ttlMs, now });
  let version = 0;
  return {
    async rows(readVersion, scope, ids, load) {
      if (readVersion > version) {
        entries.clear();
        version = readVersion;
      }
      const keep = readVersion === version;
      const found = new Map<string, R>();
      const missing: string[] = [];
      for (const id of ids) {
        const row = keep ? entries.get(`${scope}:${id}`) : undefined;
        if (row === undefined) missing.push(id);
        else found.set(id, row);
      }
      if (missing.length > 0) {
        for (const row of await load(missing)) {
          const id = idOf(row);
          found.set(id, row);
          // The version may have moved while loading: rows read under an older one are not kept.
          if (keep && readVersion === version) entries.set(`${scope}:${id}`, row);
        }
      }
      return ids.flatMap((id) => {
        const row = found.get(id);
        return row === undefined ? [] : [row];
      });
    },
  };
}
