// Per-module endpoint families (DESIGN.md §3): the module descriptors and the reference server's
// generic list/details/mine/update/favourite/history handlers read these instead of naming calls.
import { MODULE_ID } from './constants.js';
import type { AnyEndpoint, Endpoint } from './endpoint.js';
import { HOME_ENDPOINTS } from './endpoints/home.js';
import { HOUSE_ENDPOINTS } from './endpoints/house.js';
import { JOB_LISTING_ENDPOINTS } from './endpoints/jobs.js';
import { LAND_ENDPOINTS } from './endpoints/land.js';
import { BUSINESS_ENDPOINTS, HOUSEKEEPING_ENDPOINTS, VISA_ENDPOINTS } from './endpoints/services.js';
import { CAR_RENTAL_ENDPOINTS, CAR_SALES_ENDPOINTS, GOODS_ENDPOINTS, PURCHASE_ENDPOINTS } from './endpoints/vehicles-goods.js';
import type { DetailReply, SearchReply } from './types/common.js';

export interface ListingFamily {
  /** spec §3 "Module ids". */
  moduleId: number;
  tags: AnyEndpoint;
  /** Second tag level (housekeeping, business: spec §3 "two-level"). */
  secondTags?: AnyEndpoint;
  labels?: AnyEndpoint;
  search: Endpoint<unknown, SearchReply<unknown>>;
  detail: Endpoint<unknown, DetailReply<unknown>>;
  /** null: the module has no own listings (articles are not published by users). */
  mineDetail: AnyEndpoint | null;
  update: AnyEndpoint | null;
  /** Filter presets of the list screen (spec §2 "Common list screen"). */
  priceRange?: AnyEndpoint;
  sizeRange?: AnyEndpoint;
  bedrooms?: AnyEndpoint;
}

/**
 * The listing groups of the endpoint table, not the whole table (endpoints.ts): the registry is in
 * every browsing chunk, and chat, payment or user-centre paths have no business there.
 */
const E = {
  ...HOME_ENDPOINTS, ...LAND_ENDPOINTS, ...HOUSE_ENDPOINTS, ...HOUSEKEEPING_ENDPOINTS, ...BUSINESS_ENDPOINTS, ...VISA_ENDPOINTS,
  ...CAR_SALES_ENDPOINTS, ...CAR_RENTAL_ENDPOINTS, ...GOODS_ENDPOINTS, ...PURCHASE_ENDPOINTS, ...JOB_LISTING_ENDPOINTS,
};

export const LISTING_ENDPOINTS = {
  article: {
    moduleId: MODULE_ID.article,
    tags: E.getArticleTags,
    search: E.searchArticlesByTerms,
    detail: E.searchArticlesDetailById,
    mineDetail: null,
    update: null,
  },
  land: {
    moduleId: MODULE_ID.land,
    tags: E.getLandDealTags,
    labels: E.getLandDealLabels,
    search: E.searchLandDealByTerms,
    detail: E.searchLandDealDetailById,
    mineDetail: E.getLandDealMineDetail,
    update: E.updateLandDeal,
    priceRange: E.landPriceRange,
    sizeRange: E.landSizeRange,
  },
  house: {
    moduleId: MODULE_ID.house,
    tags: E.getRentingHouseTags,
    labels: E.getRentingHouseLabels,
    search: E.searchHouseByTerms,
    detail: E.searchHouseDetailById,
    mineDetail: E.getRentingHouseMineDetail,
    update: E.updateRentingHouse,
    priceRange: E.housePriceRange,
    bedrooms: E.houseBedRoomNum,
  },
  housekeep: {
    moduleId: MODULE_ID.housekeeping,
    tags: E.getHouseKeepingFirstTags,
    secondTags: E.getHouseKeepingSecondTags,
    labels: E.getHouseKeepingLabels,
    search: E.searchHouseKeepingByTerms,
    detail: E.searchHouseKeepingDetailById,
    mineDetail: E.getHouseKeepingMineDetail,
    update: E.updateHouseKeeping,
  },
  business: {
    moduleId: MODULE_ID.business,
    tags: E.getBusinessSolutionsFirstTags,
    secondTags: E.getBusinessSolutionsSecondTags,
    labels: E.getBusinessSolutionsLabels,
    search: E.searchBusinessSolutionsByTerms,
    detail: E.searchBusinessSolutionsDetailById,
    mineDetail: E.getBusinessMineDetail,
    update: E.updateBusiness,
  },
  visa: {
    moduleId: MODULE_ID.visa,
    tags: E.getVisaServicesTags,
    labels: E.getVisaServicesLabels,
    search: E.searchVisaServicesByTerms,
    detail: E.searchVisaDetailById,
    mineDetail: E.getVisaServicesMineDetail,
    update: E.updateVisaService,
  },
  carSales: {
    moduleId: MODULE_ID.carSales,
    tags: E.getUsedCarTags,
    labels: E.getUsedCarLabels,
    search: E.searchUsedCarByTerms,
    detail: E.searchUsedCarDetailById,
    mineDetail: E.getUsedCarMineDetail,
    update: E.updateUsedCar,
  },
  carRental: {
    moduleId: MODULE_ID.carRental,
    tags: E.getCarRentalTags,
    labels: E.getCarRentalLabels,
    search: E.searchCarRentalByTerms,
    detail: E.searchCarRentalDetailById,
    mineDetail: E.getCarRentalMineDetail,
    update: E.updateCarRental,
  },
  saleGoods: {
    moduleId: MODULE_ID.saleGoods,
    tags: E.getUnusedItemTags,
    labels: E.getUnusedItemLabels,
    search: E.searchUnusedItemByTerms,
    detail: E.searchUnusedItemDetailById,
    mineDetail: E.getUnusedItemMineDetail,
    update: E.updateUnusedItem,
  },
  demandMarket: {
    moduleId: MODULE_ID.purchase,
    tags: E.getPurchaseTags,
    search: E.searchPurchaseByTerms,
    detail: E.searchPurchaseDetailById,
    mineDetail: E.getPurchaseMineDetail,
    update: E.updatePurchase,
  },
  // Recruitment (spec §2 /jobAndRecruit): jobs are listings; industries and positions are its two tag levels.
  jobAndRecruit: {
    moduleId: MODULE_ID.recruitment,
    tags: E.getJobIndustries,
    secondTags: E.getJobPositions,
    labels: E.getJobLabels,
    search: E.searchJobByTerms,
    detail: E.searchJobDetailById,
    mineDetail: E.getJobMineDetail,
    update: E.updateJob,
  },
} as const satisfies Record<string, ListingFamily>;

/**
 * Route bases of the ten listing modules (spec §2 "Module routes"; DESIGN.md §3), derived from the
 * families above so the contract writes each key once (src/modules/identities.ts checks its list
 * against this type at compile time).
 */
export type ListingModuleKey = keyof typeof LISTING_ENDPOINTS;
export const LISTING_MODULE_KEYS = Object.keys(LISTING_ENDPOINTS) as readonly ListingModuleKey[];

/** Modules whose users publish: the families with an update call (articles are editorial). */
export type PublishingModuleKey = {
  [K in ListingModuleKey]: (typeof LISTING_ENDPOINTS)[K]['update'] extends null ? never : K;
}[ListingModuleKey];
