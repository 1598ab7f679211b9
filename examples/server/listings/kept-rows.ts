// The summary rows this process keeps for list pages (cache/row-cache.ts), one store per reply
// cache: its version is the one they are kept under, and without a reply cache nothing is kept.
import { createRowCache, type RowCache } from '../cache/row-cache.js';
import type { ReplyCache } from '../cache/reply-cache.js';
import type { ListingRow } from './rows.js';

const stores = new WeakMap<ReplyCache, RowCache<ListingRow>>();

export function keptRowsOf(cache: ReplyCache): RowCache<ListingRow> {
  let store = stores.get(cache);
  if (!store) stores.set(cache, (store = createRowCache<ListingRow>((r) => r.id)));
  return store;
}
