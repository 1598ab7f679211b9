// The criteria a saved search keeps (types/alerts.ts SavedSearchQuery), read the way the module's
// list reads them (listings/search-terms.ts): a filter the module's list does not have is dropped,
// not kept (it could never be set from that list), and the tag must be one of the module's. The
// normalized key makes "the same query saved again" one row: words compared as search compares
// them (case, accents and spacing do not count).
import type { SavedSearchQuery } from '../../../src/contract/types/alerts.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { moduleById, type ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';

/** The module of a saved list (the schema already refused ids outside ALERTS.moduleIds). */
export function alertModule(moduleId: number): ListingModule {
  const m = moduleById(moduleId);
  if (!m || !m.publishes) throw fieldError('moduleId', MSG.choose);
  return m;
}

/** The criteria with the filters the module's list lacks set to "any". */
export function moduleCriteria(m: ListingModule, q: SavedSearchQuery): SavedSearchQuery {
  const price = m.filters.priceRange && m.priceField !== null;
  return {
    moduleId: m.moduleId,
    keyWords: q.keyWords,
    tagId: q.tagId,
    priceMin: price ? q.priceMin : null,
    priceMax: price ? q.priceMax : null,
    sizeMin: m.filters.sizeRange ? q.sizeMin : null,
    sizeMax: m.filters.sizeRange ? q.sizeMax : null,
    bedroomNum: m.filters.bedroomNum ? q.bedroomNum : null,
    countryId: q.countryId,
  };
}

/** A tag of the module (any level), or 4422 choose on tagId. */
export async function checkTag(q: Queryable, m: ListingModule, tagId: number | null): Promise<void> {
  if (tagId === null) return;
  const [tag] = await q.query('select 1 from tags where id = $1 and module_key = $2', [tagId, m.key]);
  if (!tag) throw fieldError('tagId', MSG.choose);
}

/** A country of the catalogue ('' = any), or 4422 selectCountry on countryId. */
export async function checkCountry(q: Queryable, countryId: string): Promise<void> {
  if (countryId === '') return;
  const [country] = await q.query('select 1 from countries where id = $1', [countryId]);
  if (!country) throw fieldError('countryId', MSG.selectCountry);
}

/** The words as search compares them: lower case, accents removed, single spaces. */
export const normalWords = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/u).filter((w) => w !== '').join(' ');

/** One text per distinct query: equal for two saves of the same list. */
export const queryKey = (c: SavedSearchQuery): string =>
  JSON.stringify([c.moduleId, normalWords(c.keyWords), c.tagId, c.priceMin, c.priceMax, c.sizeMin, c.sizeMax, c.bedroomNum, c.countryId]);

/**
 * The tsquery of keywords `text` (a SQL expression) under the fixed scope '-|-|' the matching reads
 * (match.ts); null when they hold no token (then any listing fits).
 */
export const KEYWORD_QUERY = (text: string): string => `search_query('-', array['-'], nullif(${text}, ''))`;
