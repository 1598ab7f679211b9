// The module registry (DESIGN.md §3): the one table the generic screens and the reference
// server's generic handlers are built from (the route table reads identities.ts). Adding a module: README "How to add a module".
import { ARTICLE_MODULE } from './article.js';
import { BUSINESS_MODULE } from './business.js';
import { CAR_RENTAL_MODULE } from './car-rental.js';
import { CAR_SALES_MODULE } from './car-sales.js';
import { DEMAND_MARKET_MODULE } from './demand-market.js';
import { HOUSE_MODULE } from './house.js';
import { HOUSEKEEP_MODULE } from './housekeep.js';
import { JOB_AND_RECRUIT_MODULE } from './job-and-recruit.js';
import { LAND_MODULE } from './land.js';
import { SALE_GOODS_MODULE } from './sale-goods.js';
import type { ListingModule, ModuleKey } from './types.js';
import { VISA_MODULE } from './visa.js';

/** Every descriptor, in menu order (one line per module: there is no import by glob). */
export const MODULE_LIST: readonly ListingModule[] = [
  ARTICLE_MODULE, LAND_MODULE, HOUSE_MODULE, HOUSEKEEP_MODULE, BUSINESS_MODULE, VISA_MODULE,
  CAR_SALES_MODULE, CAR_RENTAL_MODULE, SALE_GOODS_MODULE, DEMAND_MARKET_MODULE, JOB_AND_RECRUIT_MODULE,
];

/**
 * Descriptors by key, derived from the list (each key is written once, in identities.ts).
 * tests/unit/modules/registry.test.ts checks that every key has its descriptor.
 */
export const MODULES = Object.fromEntries(MODULE_LIST.map((m) => [m.key, m])) as Readonly<Record<ModuleKey, ListingModule>>;

/** The module an unknown details route falls back to (spec §2: land; descriptor detailsFallback). */
export const FALLBACK_MODULE: ListingModule = MODULE_LIST.find((m) => m.detailsFallback === true) ?? MODULE_LIST[0]!;

/** The descriptor of a numeric module id (spec §3), or undefined for ids that are no listing module. */
export const moduleById = (moduleId: number): ListingModule | undefined => MODULE_LIST.find((m) => m.moduleId === moduleId);

/** The module whose id the mine history list of `m` uses (spec §9 business quirk). */
export const historyModuleOf = (m: ListingModule): ListingModule => (m.historyModuleKey ? MODULES[m.historyModuleKey] : m);
