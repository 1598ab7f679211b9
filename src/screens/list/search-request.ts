// What the list asks for (spec §7 "searchXxxByTerms"; spec §3 "House list filter: tagId,
// priceRangeMin/Max, bedroomNum, keyWords, page"). One query object holds the search, the tab and
// the filters; its JSON is the list's reset key, so any change goes back to page 1 (spec §4).
import type { Bound } from '../../contract/types/listing-requests.js';
import type { ListingModule } from '../../modules/types.js';
import type { PageRequest } from '../../ui/list-controller.js';

/** A range filter; '' is "no bound" (as the contract's Bound). */
export interface RangeValue {
  readonly min: Bound;
  readonly max: Bound;
}

export const NO_RANGE: RangeValue = { min: '', max: '' };

export interface ListQuery {
  readonly keyWords: string;
  /** First-level tag; null = the first tab (popular or all). */
  readonly tagId: number | null;
  /** Second-level tag of a two-level module (spec §3 "Lookups"); null = the whole first-level tag. */
  readonly childTagId: number | null;
  readonly price: RangeValue;
  readonly size: RangeValue;
  readonly bedroomNum: number | '';
}

export const initialQuery = (keyWords = ''): ListQuery => ({
  keyWords,
  tagId: null,
  childTagId: null,
  price: NO_RANGE,
  size: NO_RANGE,
  bedroomNum: '',
});

/** The tag the search filters on: the child when one is chosen (the server matches a parent's children). */
export const searchTagOf = (q: ListQuery): number | null => q.childTagId ?? q.tagId;

const isSet = (r: RangeValue): boolean => r.min !== '' || r.max !== '';

/** A price, size or bedroom filter is on (the house/land "All" toggle is off). */
export const hasFilters = (q: ListQuery): boolean => isSet(q.price) || isSet(q.size) || q.bedroomNum !== '';

/** The "All" toggle / reset (spec §2): back to the first tab without any filter, search kept. */
export const clearFilters = (q: ListQuery): ListQuery => initialQuery(q.keyWords);

/** Identifies a query by value (useInfiniteList resetKey). */
export const queryKey = (q: ListQuery): string => JSON.stringify(q);

/**
 * The request body of one page. Only the filters the descriptor declares are sent; the first tab
 * sends the module's popular query ({tagId: ''}, or {type: 1} for articles) or an empty tag.
 */
export function searchBody(m: ListingModule, q: ListQuery, page: PageRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { page: { index: page.index, size: page.size } };
  const tag = searchTagOf(q);
  if (tag === null) Object.assign(body, m.popular === 'type' ? { type: 1 } : { tagId: '' });
  else body.tagId = tag;
  body.keyWords = q.keyWords;
  if (m.filters.priceRange) {
    body.priceRangeMin = q.price.min;
    body.priceRangeMax = q.price.max;
  }
  if (m.filters.sizeRange) {
    body.sizeRangeMin = q.size.min;
    body.sizeRangeMax = q.size.max;
  }
  if (m.filters.bedroomNum) body.bedroomNum = q.bedroomNum;
  return body;
}
