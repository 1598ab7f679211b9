// The rows of `npm run bench:server` as data: what each row requests and with which varied
// bodies. Bodies are the real envelope (encodeRequest, spec §7) over lists of callers, terms,
// price ranges and ids, so a reply cache keyed on what the client asks cannot answer a keyword,
// filtered-list or details request from an earlier one of the same run (until a list wraps;
// the table marks it). Home and the plain list page are the same for every caller of a
// country and language, and so are their bodies here: caching those is allowed by design.
import { encodeRequest, type LanguageCode } from '../../src/contract/envelope.js';
import { MODULES } from '../../src/modules/registry.js';
import { HOME_ENDPOINTS } from '../../src/contract/endpoints/home.js';
import { testMeta } from '../server/harness.js';
import { shuffled, withoutAccents, wordPairs } from './bench-report.js';
import { BENCH_AREAS, BENCH_WORDS } from './generate-listings.js';
import type { LoadRequest } from './load.js';

export interface RowData {
  /** Published house listing ids of the generated data (details pages). */
  houseIds: readonly string[];
}

export interface BenchRow {
  name: string;
  /** The request list; the load walks it in order from where the previous run stopped. */
  requests(data: RowData): LoadRequest[];
  /** Whether replies carry totalCount (lists): the table shows hits per query. */
  counts: boolean;
  /** Whether the reply cache keeps these replies for visitors (cache/cache-policy.ts). */
  cached?: boolean;
}

const LANGUAGES: readonly LanguageCode[] = ['fr', 'en', 'cn'];
/** Modules the keyword rows search (list endpoints of different descriptors). */
const KEYWORD_MODULES = ['house', 'land', 'housekeep', 'business', 'carSales'] as const;
const house = MODULES.house;
const firstPage = (size: number) => ({ index: 1, size });

interface Caller { language: LanguageCode; areaId: string }
/** Every caller: each language of the UI in each country of the generated data. */
const CALLERS: readonly Caller[] = LANGUAGES.flatMap((language) => BENCH_AREAS.map((areaId) => ({ language, areaId })));

const post = (path: string, customData: unknown, caller: Caller): LoadRequest => ({
  method: 'POST',
  path,
  body: JSON.stringify(encodeRequest({ metaData: testMeta(caller), customData })),
});

/** Keyword searches of `terms` in every keyword module, by every caller, in a fixed shuffled order. */
const keywordRequests = (terms: readonly string[], seed: number): LoadRequest[] =>
  capped(shuffled(
    terms.flatMap((keyWords) => KEYWORD_MODULES.flatMap((key) => {
      const m = MODULES[key];
      return CALLERS.map((c) => post(m.endpoints.search.path, { page: firstPage(m.pageSize), keyWords }, c));
    })),
    seed,
  ));

/** Two-character pieces of the longer Chinese words ("游泳池" → "游泳", "泳池"). */
const cnPieces = (words: readonly string[]) => words.flatMap((w) => {
  const chars = [...w];
  return chars.length > 2 ? chars.slice(1).map((ch, i) => chars[i]! + ch) : [];
});
/** Two words written together, as Chinese titles are ("豪华" + "别墅"). */
const cnJoined = (words: readonly string[]) => words.flatMap((a) => words.filter((b) => b !== a).map((b) => a + b));

const unique = (xs: readonly string[]) => [...new Set(xs)];
/**
 * Longest request list sent to the load generator (its bodies travel as JSON on stdin): a few
 * times what one row's three runs send at the target rates.
 */
const MAX_REQUESTS = 20_000;
const capped = (xs: LoadRequest[]) => xs.slice(0, MAX_REQUESTS);

/** French words typed without accents, single and in pairs. */
export const FR_TERMS = unique([...BENCH_WORDS.fr.map(withoutAccents), ...wordPairs(BENCH_WORDS.fr.map(withoutAccents))]);
/** English words, single and in pairs. */
export const EN_TERMS = unique([...BENCH_WORDS.en, ...wordPairs(BENCH_WORDS.en)]);
/** Chinese substrings: words, pieces of words, and two words written together. */
export const CN_TERMS = unique([...BENCH_WORDS.cn, ...cnPieces(BENCH_WORDS.cn), ...cnJoined(BENCH_WORDS.cn)]);

/** House price bounds over the generated prices (10,000–5,000,000): 160 ranges. */
const PRICE_RANGES = Array.from({ length: 40 }, (_, a) => a * 50_000).flatMap((min) =>
  [500_000, 1_000_000, 2_000_000, 3_000_000].map((span) => ({ priceRangeMin: min === 0 ? '' : min, priceRangeMax: min + span })));
const BEDROOMS = [1, 2, 3, 4, 5, 6];

export const BENCH_ROWS: readonly BenchRow[] = [
  { name: 'GET /healthz (ceiling)', counts: false, requests: () => [{ method: 'GET', path: '/healthz' }] },
  {
    name: 'getHomeInfo',
    counts: false,
    cached: true,
    requests: () => CALLERS.map((c) => post(HOME_ENDPOINTS.getHomeInfo.path, {}, c)),
  },
  {
    name: 'list: house, page 1',
    counts: true,
    cached: true,
    requests: () => CALLERS.map((c) => post(house.endpoints.search.path, { page: firstPage(house.pageSize) }, c)),
  },
  {
    name: 'list: house price+bedrooms',
    counts: true,
    cached: true,
    requests: () => capped(shuffled(PRICE_RANGES.flatMap((range) => BEDROOMS.flatMap((bedroomNum) =>
      CALLERS.map((c) => post(house.endpoints.search.path, { page: firstPage(house.pageSize), ...range, bedroomNum }, c)))), 1)),
  },
  { name: 'keywords: fr, no accents', counts: true, requests: () => keywordRequests(FR_TERMS, 2) },
  { name: 'keywords: en words', counts: true, requests: () => keywordRequests(EN_TERMS, 3) },
  { name: 'keywords: cn substrings', counts: true, requests: () => keywordRequests(CN_TERMS, 4) },
  {
    name: 'details: house, varied ids',
    counts: false,
    cached: true,
    requests: (d) => capped(shuffled(d.houseIds.flatMap((serviceId) => CALLERS.map((c) => post(house.endpoints.detail.path, { serviceId }, c))), 5)),
  },
];
