// The user's saved searches as one list per app instance and user (issue: Beyond the spec,
// saved-search alerts): the module lists read it to show their bell-plus as on when their query is
// saved; the saved-searches screen shows and changes it. Read once (getSavedSearches, at most
// ALERTS.maxSavedSearches rows) and kept in step by every change made here.
import { atom, type WritableAtom } from 'nanostores';
import type { ApiClient } from '../../api/index.js';
import { ALERTS } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { SavedSearch } from '../../contract/types/alerts.js';

/** null: not read yet (or the last read failed). */
export type SavedSearchList = readonly SavedSearch[] | null;

interface Held {
  user: string;
  list: WritableAtom<SavedSearchList>;
  reading: Promise<void> | null;
}

const held = new WeakMap<object, Held>();

/** The list of `user` on this instance; another user (logout, login) starts from nothing. */
export function savedSearchesOf(api: object, user: string): WritableAtom<SavedSearchList> {
  let h = held.get(api);
  if (!h || h.user !== user) {
    if (h) h.list.set(null);
    h = { user, list: h?.list ?? atom<SavedSearchList>(null), reading: null };
    held.set(api, h);
  }
  return h.list;
}

/** Reads the list again (once at a time); a failure leaves what was there. */
export function readSavedSearches(api: ApiClient, user: string): Promise<void> {
  const list = savedSearchesOf(api, user);
  const h = held.get(api)!;
  h.reading ??= api
    .call(ENDPOINTS.getSavedSearches, { page: { index: 1, size: ALERTS.maxSavedSearches } }, { silent: true })
    .then((reply) => {
      if (reply.code === 200 && reply.customData && held.get(api)?.user === user) list.set(reply.customData.resultList);
    })
    .finally(() => {
      h.reading = null;
    });
  return h.reading;
}

/** The list with `s` put in (a new one first) or replaced. */
export function putSavedSearch(list: WritableAtom<SavedSearchList>, s: SavedSearch): void {
  const now = list.get() ?? [];
  list.set(now.some((x) => x.searchId === s.searchId) ? now.map((x) => (x.searchId === s.searchId ? s : x)) : [s, ...now]);
}

export function dropSavedSearch(list: WritableAtom<SavedSearchList>, searchId: string): void {
  const now = list.get();
  if (now) list.set(now.filter((x) => x.searchId !== searchId));
}
