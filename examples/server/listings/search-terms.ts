// Search conditions of the listing lists (spec §7 "searchXxxByTerms"): keywords, tag (with its
// children for two-level modules), price/size/bedroom filters, the caller's country, and the
// type-1 recommendation search. Builds SQL fragments over `l` (listings) with SqlParams.
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { searchRequestSchema, type SearchFilters } from '../../../src/contract/validation/listing-requests.js';
import type { PageRequest } from '../../../src/contract/validation/listing-fields.js';
import type { ListingModule } from '../../../src/modules/index.js';
import { parseInput } from '../http/input.js';
import { escapeLike, type SqlParams } from './sql.js';

export interface SearchTerms {
  keyWords: string;
  /** type 1: the recommendation list of a details page, keyWords = the title (spec §7). */
  recommend: boolean;
  tagId: number | null;
  price: [number | null, number | null];
  size: [number | null, number | null];
  bedroomNum: number | null;
  page: PageRequest | null | undefined;
}

const PRICE_COLUMN = { price: 'l.price', totalPrice: 'l.total_price' } as const;
/** Recommendation terms kept per search. */
const MAX_TERMS = 8;

/** The filters a module's list reads (its descriptor); price needs a price column. */
const filtersOf = (m: ListingModule): SearchFilters => ({
  priceRange: m.filters.priceRange && m.priceField !== null,
  sizeRange: m.filters.sizeRange,
  bedroomNum: m.filters.bedroomNum,
});

/**
 * The reader of a module's search terms (its schema built once, from the module's filters);
 * filters the module does not have are ignored. keyWords is cut and cleaned by its schema (a
 * type-1 search sends a whole title), so the input check skips it.
 */
export function searchTermsReader(m: ListingModule): (input: unknown) => SearchTerms {
  const schema = searchRequestSchema(filtersOf(m));
  return (input) => {
    const req = parseInput(schema, input, { ownText: ['keyWords'] });
    return {
      keyWords: req.keyWords,
      recommend: req.type,
      tagId: req.tagId,
      price: [req.priceRangeMin, req.priceRangeMax],
      size: [req.sizeRangeMin, req.sizeRangeMax],
      bedroomNum: req.bedroomNum,
      page: req.page,
    };
  };
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/gu;

/**
 * Words of a title for the recommendation search: latin-script words of 3+ letters, and
 * two-character pieces of Chinese/Japanese/Korean runs (they have no spaces between words).
 */
export function recommendationTerms(text: string): { words: string[]; pieces: string[] } {
  const pieces = new Set<string>();
  for (const run of text.match(CJK) ?? []) {
    const chars = [...run];
    if (chars.length === 1) pieces.add(run);
    for (let i = 0; i + 1 < chars.length; i++) pieces.add(chars[i]! + chars[i + 1]!);
  }
  const words = new Set(
    text
      .replace(CJK, ' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => [...w].length >= 3)
      .map((w) => w.toLowerCase()),
  );
  return { words: [...words].slice(0, MAX_TERMS), pieces: [...pieces].slice(0, MAX_TERMS) };
}

/** A text of the listing (any stored language) contains `text` as a substring, accents and case ignored. */
const substring = (p: SqlParams, text: string) => {
  const pattern = p.add(`%${escapeLike(text)}%`);
  // search_title/search_plain are search_text() of title/plain, stored (migration 005) and trigram-indexed.
  return `t.search_title like search_text(${pattern}::text) or t.search_plain like search_text(${pattern}::text)`;
};
/** A text of the listing holds every word of `text` (full text, 'simple' config, accents ignored). */
const words = (p: SqlParams, text: string) => `t.search_doc @@ plainto_tsquery('simple', search_text(${p.add(text)}::text))`;

/**
 * Which texts a keyword condition names (the rows found are the same: the listing's module is
 * already a condition on `l`). 'any': no module in the text subquery, which leaves the planner its
 * plan for a page (walk the module newest first, probe each listing's texts, stop after the page:
 * 0.2–4 ms for 100,000 listings on PostgreSQL). 'module': the module's texts only, read from the
 * module-led text indexes of migration 010; for the capped count, which must find every match up
 * to its cap (a rare word: 7–16 ms where probing the whole module took 36–55). Stating the module
 * in the page query made the planner, underestimating the matches, read every listing of the
 * module instead (8–34 ms). Measured with tests/bench/keyword-plans.bench-run.ts.
 */
export type KeywordTexts = 'any' | 'module';

function keywordCondition(m: ListingModule, terms: SearchTerms, p: SqlParams, texts: KeywordTexts): string | null {
  if (terms.keyWords === '') return null;
  let match: string;
  if (terms.recommend) {
    const { words: ws, pieces } = recommendationTerms(terms.keyWords);
    const parts = [...ws.map((w) => words(p, w)), ...pieces.map((piece) => substring(p, piece))];
    if (parts.length === 0) return null;
    match = parts.join(' or ');
  } else {
    match = `${words(p, terms.keyWords)} or ${substring(p, terms.keyWords)}`;
  }
  // An uncorrelated IN lets the planner start from the matching texts (GIN full-text on search_doc
  // and trigrams on search_title/search_plain, one BitmapOr) when few match, or walk the module
  // newest first and probe each listing's texts by key when many do (a page stops after its rows).
  // The correlated EXISTS kept only the probing plan.
  const module = texts === 'module' ? `t.module_key = ${p.add(m.key)}::text and ` : '';
  return `l.id in (select t.listing_id from listing_texts t where ${module}(${match}))`;
}

/** The WHERE of a module's list: published, not deleted, in the caller's country, matching the terms. */
export function searchWhere(m: ListingModule, terms: SearchTerms, areaIds: readonly string[], p: SqlParams, texts: KeywordTexts = 'any'): string {
  const conditions = [
    `l.module_key = ${p.add(m.key)}::text`,
    `l.status = ${PUBLISH_STATUS.published}`,
    'not l.deleted',
    // A multi-country listing shows in each of its countries.
    `l.area_ids && ${p.add(areaIds)}::text[]`,
  ];
  if (terms.tagId !== null) {
    const tag = p.add(terms.tagId);
    conditions.push(
      m.filters.tagLevels === 2
        ? `(l.tag_id = ${tag}::int or l.tag_id in (select id from tags where parent_id = ${tag}::int))`
        : `l.tag_id = ${tag}::int`,
    );
  }
  if (m.priceField) {
    const col = PRICE_COLUMN[m.priceField];
    if (terms.price[0] !== null) conditions.push(`${col} >= ${p.add(terms.price[0])}::numeric`);
    if (terms.price[1] !== null) conditions.push(`${col} <= ${p.add(terms.price[1])}::numeric`);
  }
  if (terms.size[0] !== null) conditions.push(`l.size >= ${p.add(terms.size[0])}::numeric`);
  if (terms.size[1] !== null) conditions.push(`l.size <= ${p.add(terms.size[1])}::numeric`);
  if (terms.bedroomNum !== null) conditions.push(`l.bedroom_num = ${p.add(terms.bedroomNum)}::int`);
  const keywords = keywordCondition(m, terms, p, texts);
  if (keywords) conditions.push(keywords);
  return conditions.join(' and ');
}

/** Newest first; pinned articles first unless a tag is chosen (spec §2 /article). */
export const searchOrder = (m: ListingModule, terms: SearchTerms): string =>
  `${m.filters.stickyFirst && terms.tagId === null ? 'l.sticky_top desc, ' : ''}l.release_time desc, l.id desc`;

/** Countries of the caller (metaData.areaId, comma-joined when several). */
export const callerAreas = (areaId: string): string[] => areaId.split(',').map((s) => s.trim()).filter((s) => s !== '');
