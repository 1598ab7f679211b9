// Used cars, car rental, goods for sale and want-to-buy. The spec shows none of their calls
// (spec §7 "All other calls: not shown"); every path here is ours, in the style of land/house,
// flagged origin 'ours'.
import { endpoint } from '../endpoint.js';
import type { DetailReply, DetailRequest, Empty, Label, MineDetailRequest, SearchReply, Tag, TermsSearchRequest } from '../types/common.js';
import type { CarRentalDetail, GoodsDetail, PurchaseDetail, UsedCarDetail } from '../types/listing-details.js';
import type { CarSearchRequest } from '../types/listing-requests.js';
import type { CarRentalSummary, GoodsSummary, PurchaseSummary, UsedCarSummary } from '../types/listing-summaries.js';
import type { OwnListing } from '../types/own-listing.js';
import type { CarRentalPublish, GoodsPublish, PublishReply, PurchasePublish, UsedCarPublish } from '../types/publish.js';

export const CAR_SALES_ENDPOINTS = {
  getUsedCarTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getUsedCarTags', { origin: 'ours' }),
  getUsedCarLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getUsedCarLabels', { origin: 'ours' }),
  searchUsedCarByTerms: endpoint<CarSearchRequest, SearchReply<UsedCarSummary>>()('/usedCar/v1/search/searchUsedCarByTerms', { origin: 'ours', list: true }),
  getUsedCarMineDetail: endpoint<MineDetailRequest, OwnListing<UsedCarDetail, UsedCarPublish>>()('/usedCar/v1/usedCar/getMineDetail', { origin: 'ours', auth: true }),
  searchUsedCarDetailById: endpoint<DetailRequest, DetailReply<UsedCarDetail>>()('/usedCar/v1/search/searchUsedCarDetailById', { origin: 'ours' }),
  updateUsedCar: endpoint<UsedCarPublish, PublishReply>()('/usedCar/v1/usedCar/updateUsedCar', { origin: 'ours', auth: true }),
} as const;

export const CAR_RENTAL_ENDPOINTS = {
  getCarRentalTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getCarRentalTags', { origin: 'ours' }),
  getCarRentalLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getCarRentalLabels', { origin: 'ours' }),
  searchCarRentalByTerms: endpoint<CarSearchRequest, SearchReply<CarRentalSummary>>()('/carRental/v1/search/searchCarRentalByTerms', { origin: 'ours', list: true }),
  getCarRentalMineDetail: endpoint<MineDetailRequest, OwnListing<CarRentalDetail, CarRentalPublish>>()('/carRental/v1/carRental/getMineDetail', { origin: 'ours', auth: true }),
  searchCarRentalDetailById: endpoint<DetailRequest, DetailReply<CarRentalDetail>>()('/carRental/v1/search/searchCarRentalDetailById', { origin: 'ours' }),
  updateCarRental: endpoint<CarRentalPublish, PublishReply>()('/carRental/v1/carRental/updateCarRental', { origin: 'ours', auth: true }),
} as const;

export const GOODS_ENDPOINTS = {
  getUnusedItemTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getUnusedItemTags', { origin: 'ours' }),
  getUnusedItemLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getUnusedItemLabels', { origin: 'ours' }),
  searchUnusedItemByTerms: endpoint<TermsSearchRequest, SearchReply<GoodsSummary>>()('/unusedItem/v1/search/searchUnusedItemByTerms', { origin: 'ours', list: true }),
  getUnusedItemMineDetail: endpoint<MineDetailRequest, OwnListing<GoodsDetail, GoodsPublish>>()('/unusedItem/v1/unusedItem/getMineDetail', { origin: 'ours', auth: true }),
  searchUnusedItemDetailById: endpoint<DetailRequest, DetailReply<GoodsDetail>>()('/unusedItem/v1/search/searchUnusedItemDetailById', { origin: 'ours' }),
  updateUnusedItem: endpoint<GoodsPublish, PublishReply>()('/unusedItem/v1/unusedItem/updateUnusedItem', { origin: 'ours', auth: true }),
} as const;

export const PURCHASE_ENDPOINTS = {
  getPurchaseTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getPurchaseTags', { origin: 'ours' }),
  searchPurchaseByTerms: endpoint<TermsSearchRequest, SearchReply<PurchaseSummary>>()('/purchase/v1/search/searchPurchaseByTerms', { origin: 'ours', list: true }),
  getPurchaseMineDetail: endpoint<MineDetailRequest, OwnListing<PurchaseDetail, PurchasePublish>>()('/purchase/v1/purchase/getMineDetail', { origin: 'ours', auth: true }),
  searchPurchaseDetailById: endpoint<DetailRequest, DetailReply<PurchaseDetail>>()('/purchase/v1/search/searchPurchaseDetailById', { origin: 'ours' }),
  updatePurchase: endpoint<PurchasePublish, PublishReply>()('/purchase/v1/purchase/updatePurchase', { origin: 'ours', auth: true }),
} as const;
