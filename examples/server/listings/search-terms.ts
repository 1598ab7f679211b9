// Search conditions of the listing lists (spec §7 "searchXxxByTerms"): keywords, tag (with its
// children for two-level modules), price/size/bedroom filters, the descriptor's int attr equalities
// and salary overlap (recruitment, spec §2 "job filters"), the caller's country, and the type-1
// recommendation search. Builds SQL fragments over `l` (listings) with SqlParams.
import type * as v from 'valibot';
import { searchRequestSchema, type SearchFilters } from '../../../src/contract/validation/listing-requests.js';
import type { PageRequest } from '../../../src/contract/validation/listing-fields.js';
import type { ListingModule } from '../../../src/modules/index.js';
import { parseInput } from '../http/input.js';
import { publicListing } from './public-listing.js';
import { salaryConditions, type SalaryTerms } from './salary-terms.js';
import type { SqlParams } from './sql.js';

export interface SearchTerms {
  keyWords: string;
  /** type 1: the recommendation list of a details page, keyWords = the title (spec §7). */
  recommend: boolean;
  tagId: number | null;
  price: [number | null, number | null];
  size: [number | null, number | null];
  bedroomNum: number | null;
  /** The descriptor's filters.attrEquals that were given: [attr name, value]. */
  attrEquals: [string, number][];
  /** filters.salaryRange (salary-terms.ts); null for a module without it. */
  salary: SalaryTerms | null;
  page: PageRequest | null | undefined;
}

export const PRICE_COLUMN = { price: 'l.price', totalPrice: 'l.total_price' } as const;
/** Recommendation terms kept per search. */
const MAX_TERMS = 8;

/** The filters a module's list reads (its descriptor); price needs a price column. */
const filtersOf = (m: ListingModule): SearchFilters => ({
  priceRange: m.filters.priceRange && m.priceField !== null,
  sizeRange: m.filters.sizeRange,
  bedroomNum: m.filters.bedroomNum,
  attrEquals: m.filters.attrEquals ?? [],
  salaryRange: m.filters.salaryRange === true,
});

/**
 * The reader of a module's search terms (its schema built once, from the module's filters);
 * filters the module does not have are ignored. keyWords is cut and cleaned by its schema (a
 * type-1 search sends a whole title), so the input check skips it.
 */
export function searchTermsReader(m: ListingModule): (input: unknown) => SearchTerms {
  const filters = filtersOf(m);
  const schema = searchRequestSchema(filters);
  return (input) => {
    const req = parseInput(schema, input, { ownText: ['keyWords'] }) as v.InferOutput<typeof schema> & Record<string, unknown>;
    const given = (name: string): number | null => (typeof req[name] === 'number' ? (req[name] as number) : null);
    return {
      keyWords: req.keyWords,
      recommend: req.type,
      tagId: req.tagId,
      price: [req.priceRangeMin, req.priceRangeMax],
      size: [req.sizeRangeMin, req.sizeRangeMax],
      bedroomNum: req.bedroomNum,
      attrEquals: (filters.attrEquals ?? []).flatMap((name): [string, number][] => {
        const value = given(name);
        return value === null ? [] : [[name, value]];
      }),
      salary: filters.salaryRange
        ? { min: given('salaryMin'), max: given('salaryMax'), moneyUnitId: given('moneyUnitId'), billingCycleId: given('billingCycleId'), rateId: given('salaryRateId') }
        : null,
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

/**
 * The keyword condition on `l`: the listing's search document (migration 011: the tokens of all
 * its texts, in every language, scoped to its module and countries) holds every token of the
 * keywords in the module's list of one of the caller's countries; for a type-1 recommendation, any
 * one of the title's words or Chinese pieces (tsquery || is OR). The GIN index on the document
 * hands over only those listings.
 */
function keywordCondition(m: ListingModule, terms: SearchTerms, areas: string, p: SqlParams): string | null {
  if (terms.keyWords === '') return null;
  const module = p.add(m.key);
  const query = (text: string) => `search_query(${module}::text, ${areas}::text[], ${p.add(text)}::text)`;
  // The query is built once per statement (a sub-select is evaluated once), never per row; its
  // value is unknown to the planner, which keeps one plan for every keyword: the search index.
  if (!terms.recommend) return `l.search_doc @@ (select ${query(terms.keyWords)})`;
  const { words: ws, pieces } = recommendationTerms(terms.keyWords);
  const parts = [...ws, ...pieces].map((t) => `coalesce(${query(t)}, ''::tsquery)`);
  // A title without a word of three letters or a Chinese piece: the module's newest, as before.
  return parts.length === 0 ? null : `l.search_doc @@ (select ${parts.join(' || ')})`;
}

/** The WHERE of a module's list: published, not deleted, in the caller's country, matching the terms. */
export function searchWhere(m: ListingModule, terms: SearchTerms, areaIds: readonly string[], p: SqlParams): string {
  const areas = p.add(areaIds);
  const keywords = keywordCondition(m, terms, areas, p);
  const conditions = [
    `l.module_key = ${p.add(m.key)}::text`,
    publicListing('l'),
    // A multi-country listing shows in each of its countries. Keywords already say the country
    // (their keys are scoped to it); stated again, the planner may intersect the search index's
    // few rows with every listing of the country from the countries index.
    ...(keywords ? [keywords] : [`l.area_ids && ${areas}::text[]`]),
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
  // Attrs are written as JSON numbers (publish-input.ts readAttrs): the equalities are one jsonb
  // containment, no cast can fail, and the GIN index listings_attrs (migration 026) serves it.
  if (terms.attrEquals.length > 0) conditions.push(`l.attrs @> ${p.add(JSON.stringify(Object.fromEntries(terms.attrEquals)))}::jsonb`);
  if (terms.salary) conditions.push(...salaryConditions(terms.salary, p));
  return conditions.join(' and ');
}

/** The columns of a list's order, newest first; pinned articles first unless a tag is chosen (spec §2 /article). */
export const searchOrderColumns = (m: ListingModule, terms: SearchTerms): string[] =>
  [...(m.filters.stickyFirst && terms.tagId === null ? ['sticky_top'] : []), 'release_time', 'id'];

/** The list's ORDER BY over the relation `alias` (every column descending). */
export const searchOrder = (m: ListingModule, terms: SearchTerms, alias = 'l'): string =>
  searchOrderColumns(m, terms).map((c) => `${alias}.${c} desc`).join(', ');

/** Countries of the caller (metaData.areaId, comma-joined when several). */
export const callerAreas = (areaId: string): string[] => areaId.split(',').map((s) => s.trim()).filter((s) => s !== '');
