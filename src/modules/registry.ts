// The module registry (DESIGN.md §3): the one table the route table, the generic screens and the
// reference server's generic handlers are built from. Adding a module = one descriptor file + one line here.
import { ARTICLE_MODULE } from './article.js';
import { BUSINESS_MODULE } from './business.js';
import { CAR_RENTAL_MODULE } from './car-rental.js';
import { CAR_SALES_MODULE } from './car-sales.js';
import { DEMAND_MARKET_MODULE } from './demand-market.js';
import { HOUSE_MODULE } from './house.js';
import { HOUSEKEEP_MODULE } from './housekeep.js';
import { LAND_MODULE } from './land.js';
import { SALE_GOODS_MODULE } from './sale-goods.js';
import type { ListingModule, ModuleKey } from './types.js';
import { VISA_MODULE } from './visa.js';

export const MODULES = {
  article: ARTICLE_MODULE,
  land: LAND_MODULE,
  house: HOUSE_MODULE,
  housekeep: HOUSEKEEP_MODULE,
  business: BUSINESS_MODULE,
  visa: VISA_MODULE,
  carSales: CAR_SALES_MODULE,
  carRental: CAR_RENTAL_MODULE,
  saleGoods: SALE_GOODS_MODULE,
  demandMarket: DEMAND_MARKET_MODULE,
} as const satisfies Record<ModuleKey, ListingModule>;

export const MODULE_LIST: readonly ListingModule[] = Object.values(MODULES);

/** The descriptor of a numeric module id (spec §3), or undefined for ids that are no listing module. */
export const moduleById = (moduleId: number): ListingModule | undefined => MODULE_LIST.find((m) => m.moduleId === moduleId);

/** The module whose id the mine history list of `m` uses (spec §9 business quirk). */
export const historyModuleOf = (m: ListingModule): ListingModule => (m.historyModuleKey ? MODULES[m.historyModuleKey] : m);
