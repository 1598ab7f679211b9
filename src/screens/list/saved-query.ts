// A list's query as a saved search and back (issue: Beyond the spec, saved-search alerts;
// types/alerts.ts SavedSearchQuery). Only the filters the module declares are kept, as the search
// sends them (search-request.ts searchBody); blank is null ("any"). The tag saved is the one the
// search filters on: the chosen child of a two-level module, else the first-level tag.
import type { SavedSearchQuery } from '../../contract/types/alerts.js';
import type { ListingModule } from '../../modules/types.js';
import type { SearchCriteria } from '../kit/alert-links.js';
import { initialQuery, searchTagOf, type ListQuery, type RangeValue } from './search-request.js';

const bound = (v: number | ''): number | null => (v === '' ? null : v);
const range = (r: RangeValue, on: boolean) => (on ? { min: bound(r.min), max: bound(r.max) } : { min: null, max: null });
const toBound = (v: number | null): number | '' => (v === null ? '' : v);

export function savedQueryOf(m: ListingModule, q: ListQuery, countryId: string): SavedSearchQuery {
  const price = range(q.price, m.filters.priceRange);
  const size = range(q.size, m.filters.sizeRange);
  return {
    moduleId: m.moduleId,
    keyWords: q.keyWords.trim(),
    tagId: searchTagOf(q),
    priceMin: price.min,
    priceMax: price.max,
    sizeMin: size.min,
    sizeMax: size.max,
    bedroomNum: m.filters.bedroomNum ? bound(q.bedroomNum) : null,
    countryId,
  };
}

/** The list's query of saved criteria (a child tag shows as the first-level tab: the search still filters on it). */
export function listQueryOf(c: SearchCriteria): ListQuery {
  return {
    ...initialQuery(c.keyWords),
    tagId: c.tagId,
    price: { min: toBound(c.priceMin), max: toBound(c.priceMax) },
    size: { min: toBound(c.sizeMin), max: toBound(c.sizeMax) },
    bedroomNum: toBound(c.bedroomNum),
  };
}

const FIELDS = ['moduleId', 'keyWords', 'tagId', 'priceMin', 'priceMax', 'sizeMin', 'sizeMax', 'bedroomNum', 'countryId'] as const;

/** The same search (the server answers the saved one for the same query, too). */
export const sameSearch = (a: SavedSearchQuery, b: SavedSearchQuery): boolean =>
  FIELDS.every((k) => (k === 'keyWords' ? a.keyWords.toLowerCase() === b.keyWords.toLowerCase() : a[k] === b[k]));
