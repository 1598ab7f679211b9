// Where saved searches and their notices lead (issue: Beyond the spec, saved-search alerts): a saved
// search opens its module's list with its criteria in the address (the list reads them back,
// list/saved-query.ts); a match notice opens the listing; a digest opens the saved search, which
// then opens its list (it alone knows the criteria).
import type { AppNotice, SavedSearchQuery } from '../../contract/types/alerts.js';
import { identityById, modulePath } from '../../modules/identities.js';
import { detailsHref } from './links.js';

/** What a list's address carries of a search (the module is the route, the country the session's). */
export type SearchCriteria = Pick<SavedSearchQuery, 'keyWords' | 'tagId' | 'priceMin' | 'priceMax' | 'sizeMin' | 'sizeMax' | 'bedroomNum'>;

const NUMBERS = ['tagId', 'priceMin', 'priceMax', 'sizeMin', 'sizeMax', 'bedroomNum'] as const;

export const SAVED_SEARCHES_PATH = '/usercenter/savedSearches';
export const NOTICES_PATH = '/usercenter/notifications';

const numberOf = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** The criteria of a list's address; what is missing or not a number is "any". */
export function criteriaOfParams(p: URLSearchParams): SearchCriteria {
  const c: { -readonly [K in keyof SearchCriteria]: SearchCriteria[K] } = {
    keyWords: (p.get('keyWords') ?? '').trim(), tagId: null, priceMin: null, priceMax: null, sizeMin: null, sizeMax: null, bedroomNum: null,
  };
  for (const k of NUMBERS) c[k] = numberOf(p.get(k));
  return c;
}

/** The address of a list showing these criteria (only the set ones are written). */
export function paramsOfCriteria(c: SearchCriteria): URLSearchParams {
  const p = new URLSearchParams();
  if (c.keyWords) p.set('keyWords', c.keyWords);
  for (const k of NUMBERS) if (c[k] !== null) p.set(k, String(c[k]));
  return p;
}

/** The module list of a saved search; null when its module is unknown to this app. */
export function savedSearchHref(s: SavedSearchQuery): string | null {
  const m = identityById(s.moduleId);
  if (!m) return null;
  const q = paramsOfCriteria(s).toString();
  return `${modulePath(m, 'list')}${q ? `?${q}` : ''}`;
}

/** Where a notice leads: the listing of a match; the saved search of a digest. */
export function noticeRoute(n: Pick<AppNotice, 'kind' | 'moduleId' | 'serviceId' | 'listingTitle' | 'searchId'>): string {
  const m = identityById(n.moduleId);
  if (n.kind === 'searchMatch' && m) return detailsHref(m, { serviceId: n.serviceId, title: n.listingTitle });
  return `${SAVED_SEARCHES_PATH}?${new URLSearchParams({ searchId: n.searchId })}`;
}
