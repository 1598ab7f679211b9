// The listing-module routes (spec §2 "Module routes"), generated from module names × screen kinds
// instead of ~100 hand-written entries (DESIGN.md §3: modules are data). The route table is part
// of the first paint, so it does not import src/modules/registry.ts (whose publish schemas pull in
// valibot): the keys here are the registry's keys, which tests/unit/routes checks.
import type { RouteEntry } from './route-types.js';

/** The common set of spec §2: "list, details, mine, history, collection, publish, publishDetails". */
const LISTING_KINDS = ['list', 'details', 'mine', 'history', 'collection', 'publish', 'publishDetails'] as const;
const ARTICLE_KINDS = ['list', 'details', 'history', 'collection'] as const;
const SALE_GOODS_KINDS = [
  'list', 'details', 'shopingcar', 'fillorder', 'shippingaddress', 'filladdresss',
  'publish', 'publishDetails', 'mine', 'collection', 'history',
] as const;

/** Route base -> the screen kinds it has. /demandMarket "has the same set" as the seven listing modules. */
export const MODULE_ROUTE_SETS: Readonly<Record<string, readonly string[]>> = {
  land: LISTING_KINDS,
  house: LISTING_KINDS,
  housekeep: LISTING_KINDS,
  business: LISTING_KINDS,
  visa: LISTING_KINDS,
  carSales: LISTING_KINDS,
  carRental: LISTING_KINDS,
  demandMarket: LISTING_KINDS,
  article: ARTICLE_KINDS,
  saleGoods: SALE_GOODS_KINDS,
};

/** Generic screens are one chunk per kind, shared by every module (DESIGN.md §2 screens/). */
const GENERIC_GROUP: Readonly<Record<string, string>> = {
  list: 'list',
  details: 'details',
  mine: 'mine',
  history: 'history',
  collection: 'collection',
  publish: 'publish',
  publishDetails: 'publish-details',
};

/**
 * Spec §2: module bottom bars "show only on list and mine screens"; the article bar
 * (articles, collection, read history) is "hidden on details", so it shows on its three others.
 */
const hasModuleBar = (module: string, kind: string): boolean =>
  module === 'article' ? kind !== 'details' : kind === 'list' || kind === 'mine';

export function moduleRoutes(): RouteEntry[] {
  return Object.entries(MODULE_ROUTE_SETS).flatMap(([module, kinds]) =>
    kinds.map((kind): RouteEntry => ({
      path: `/${module}/${kind}`,
      group: GENERIC_GROUP[kind] ?? 'sale-goods',
      module,
      kind,
      // Lists are kept alive so "back" from details returns to the same scroll position.
      keepAlive: kind === 'list' || undefined,
      moduleTabBar: hasModuleBar(module, kind) || undefined,
    })),
  );
}

/** Each module root redirects to its list (spec §2 "Default redirect of each to its list"). */
export function moduleRedirects(): Record<string, string> {
  return Object.fromEntries(Object.keys(MODULE_ROUTE_SETS).map((m) => [`/${m}`, `/${m}/list`]));
}
