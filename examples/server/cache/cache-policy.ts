// Which replies the reply cache keeps (DESIGN.md §7: variation is data): a table keyed by endpoint
// name, on the server side because caching is the server's business, not the contract's.
// Kept: public reads whose answer depends only on the customData, the language and the country
// (metaData.areaId) — the home page, every catalogue lookup, the first page of every module's
// list without keywords, and every module's details. Keyword searches and later pages are left
// out: their keys hardly repeat, so they would only push useful entries out.
// Who shares an entry is the policy's `scope`: lists and details are kept for visitors only (a
// logged-in caller's reply carries isFavorite, and a details view records their history); the home
// page and the catalogue lookups are the same for everyone, so logged-in callers read and fill the
// same entries (envelope-route.ts runs their handler as a visitor's: nothing of the caller can get in).
import type { AnyEndpoint } from '../../../src/contract/endpoint.js';
import { ENDPOINT_BY_PATH, ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { MODULE_LIST } from '../../../src/modules/index.js';
import { CATALOGUE_HANDLERS } from '../catalogue/index.js';

export interface CachePolicy {
  /** Whether this request's reply is kept (the raw, not yet validated customData). */
  when(customData: unknown): boolean;
  /** 'everyone': the reply never depends on the caller; 'visitors': logged-in callers bypass the cache. */
  scope: 'everyone' | 'visitors';
}

const always: CachePolicy = { when: () => true, scope: 'everyone' };

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** Spec §7 search terms: no keyWords (nor a type-1 recommendation, which sends a title) and page 1. */
export const firstPageWithoutKeywords: CachePolicy = {
  scope: 'visitors',
  when(customData) {
    const terms = record(customData);
    if (typeof terms.keyWords === 'string' && terms.keyWords.trim() !== '') return false;
    if (terms.keyWords !== undefined && terms.keyWords !== null && typeof terms.keyWords !== 'string') return false;
    const index = record(terms.page).index;
    return index === undefined || index === null || index === 1;
  },
};

const visitorsAlways: CachePolicy = { when: () => true, scope: 'visitors' };

const nameOf = (e: AnyEndpoint): EndpointName | undefined => ENDPOINT_BY_PATH.get(e.path);

function buildPolicies(): Partial<Record<EndpointName, CachePolicy>> {
  const table: Partial<Record<EndpointName, CachePolicy>> = {};
  // Every catalogue call that needs no login: lookups, tags, labels, ranges, documents, home,
  // adverts. None reads the caller (the one that does, getReleaseCountry, needs a login).
  for (const name of Object.keys(CATALOGUE_HANDLERS) as EndpointName[]) {
    if (!ENDPOINTS[name].auth) table[name] = always;
  }
  for (const m of MODULE_LIST) {
    const search = nameOf(m.endpoints.search);
    const detail = nameOf(m.endpoints.detail);
    if (search) table[search] = firstPageWithoutKeywords;
    if (detail) table[detail] = visitorsAlways;
  }
  table.searchGoodsWithoutAd = firstPageWithoutKeywords;
  // Air express's kinds of goods and warehouses: seeded lookups, the same for everyone (express/catalogue.ts).
  table.getParcelCategories = always;
  table.getWarehouses = always;
  return table;
}

export const CACHE_POLICIES: Readonly<Partial<Record<EndpointName, CachePolicy>>> = buildPolicies();

// One definition, shared with the service worker's offline copies (issue: Beyond the spec).
export { canonicalJson } from '../../../src/contract/canonical-json.js';
