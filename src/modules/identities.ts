// Who each listing module is (spec §3 "Module ids", §2 routes and detail queries): the few facts a
// link to a listing needs. Kept apart from the descriptors (registry.ts), which spread these in,
// so the pages that only link to listings (/index, adverts) do not load every module's endpoints,
// fields and filters before their first paint (size budget, issue 2).
import { MODULE_ID } from '../contract/constants.js';
import type { ListingModuleKey as ModuleKey } from '../contract/listing-endpoints.js';

/** Id field of a module's summaries and details (spec §2 "Recommendation list": serviceId=...). */
export type IdField =
  | 'articlesId' | 'landDealId' | 'rentingHouseId' | 'houseKeepingId' | 'businessSolutionsId' | 'visaServicesId'
  | 'usedCarId' | 'carRentalId' | 'unusedItemId' | 'purchaseId';

export interface ModuleIdentity {
  /** Route base (spec §2 "Module routes") and the key of the contract's endpoint family. */
  readonly key: ModuleKey;
  /** spec §3 "Module ids". */
  readonly moduleId: number;
  readonly idField: IdField;
  /** Details, favourites and recommendations carry esInfoId besides serviceId (articles, goods). */
  readonly esInfoId: boolean;
}

export const IDENTITIES = {
  article: { key: 'article', moduleId: MODULE_ID.article, idField: 'articlesId', esInfoId: true },
  land: { key: 'land', moduleId: MODULE_ID.land, idField: 'landDealId', esInfoId: false },
  house: { key: 'house', moduleId: MODULE_ID.house, idField: 'rentingHouseId', esInfoId: false },
  housekeep: { key: 'housekeep', moduleId: MODULE_ID.housekeeping, idField: 'houseKeepingId', esInfoId: false },
  business: { key: 'business', moduleId: MODULE_ID.business, idField: 'businessSolutionsId', esInfoId: false },
  visa: { key: 'visa', moduleId: MODULE_ID.visa, idField: 'visaServicesId', esInfoId: false },
  carSales: { key: 'carSales', moduleId: MODULE_ID.carSales, idField: 'usedCarId', esInfoId: false },
  carRental: { key: 'carRental', moduleId: MODULE_ID.carRental, idField: 'carRentalId', esInfoId: false },
  saleGoods: { key: 'saleGoods', moduleId: MODULE_ID.saleGoods, idField: 'unusedItemId', esInfoId: true },
  demandMarket: { key: 'demandMarket', moduleId: MODULE_ID.purchase, idField: 'purchaseId', esInfoId: false },
} as const satisfies Record<ModuleKey, ModuleIdentity>;

const LIST: readonly ModuleIdentity[] = Object.values(IDENTITIES);

/** The module of a numeric module id (spec §3), or undefined for ids that are no listing module. */
export const identityById = (moduleId: number): ModuleIdentity | undefined => LIST.find((m) => m.moduleId === moduleId);
