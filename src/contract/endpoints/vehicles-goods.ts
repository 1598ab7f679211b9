// Used cars, car rental, goods for sale and want-to-buy. The spec shows none of their calls
// (spec §7 "All other calls: not shown"); every path here is ours, in the style of land/house,
// and listed in invented-paths.ts.
import { endpoint } from '../endpoint.js';
import type { DetailReply, DetailRequest, Empty, Label, MineDetailRequest, SearchReply, Tag, TermsSearchRequest } from '../types/common.js';
import type { AddressRef, CreateTradeOrderReply, CreateTradeOrderRequest, SaveAddressRequest, ShippingAddress } from '../types/goods-order.js';
import type { CarRentalDetail, GoodsDetail, PurchaseDetail, UsedCarDetail } from '../types/listing-details.js';
import type { CarSearchRequest } from '../types/listing-requests.js';
import type { CarRentalSummary, GoodsSummary, PurchaseSummary, UsedCarSummary } from '../types/listing-summaries.js';
import type { OwnListing } from '../types/own-listing.js';
import type { CarRentalPublish, GoodsPublish, PublishReply, PurchasePublish, UsedCarPublish } from '../types/publish.js';

export const CAR_SALES_ENDPOINTS = {
  getUsedCarTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getUsedCarTags'),
  getUsedCarLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getUsedCarLabels'),
  searchUsedCarByTerms: endpoint<CarSearchRequest, SearchReply<UsedCarSummary>>()('/usedCar/v1/search/searchUsedCarByTerms', { list: true }),
  getUsedCarMineDetail: endpoint<MineDetailRequest, OwnListing<UsedCarDetail, UsedCarPublish>>()('/usedCar/v1/usedCar/getMineDetail', { auth: true }),
  searchUsedCarDetailById: endpoint<DetailRequest, DetailReply<UsedCarDetail>>()('/usedCar/v1/search/searchUsedCarDetailById'),
  updateUsedCar: endpoint<UsedCarPublish, PublishReply>()('/usedCar/v1/usedCar/updateUsedCar', { auth: true }),
} as const;

export const CAR_RENTAL_ENDPOINTS = {
  getCarRentalTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getCarRentalTags'),
  getCarRentalLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getCarRentalLabels'),
  searchCarRentalByTerms: endpoint<CarSearchRequest, SearchReply<CarRentalSummary>>()('/carRental/v1/search/searchCarRentalByTerms', { list: true }),
  getCarRentalMineDetail: endpoint<MineDetailRequest, OwnListing<CarRentalDetail, CarRentalPublish>>()('/carRental/v1/carRental/getMineDetail', { auth: true }),
  searchCarRentalDetailById: endpoint<DetailRequest, DetailReply<CarRentalDetail>>()('/carRental/v1/search/searchCarRentalDetailById'),
  updateCarRental: endpoint<CarRentalPublish, PublishReply>()('/carRental/v1/carRental/updateCarRental', { auth: true }),
} as const;

export const GOODS_ENDPOINTS = {
  getUnusedItemTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getUnusedItemTags'),
  getUnusedItemLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getUnusedItemLabels'),
  searchUnusedItemByTerms: endpoint<TermsSearchRequest, SearchReply<GoodsSummary>>()('/unusedItem/v1/search/searchUnusedItemByTerms', { list: true }),
  getUnusedItemMineDetail: endpoint<MineDetailRequest, OwnListing<GoodsDetail, GoodsPublish>>()('/unusedItem/v1/unusedItem/getMineDetail', { auth: true }),
  searchUnusedItemDetailById: endpoint<DetailRequest, DetailReply<GoodsDetail>>()('/unusedItem/v1/search/searchUnusedItemDetailById'),
  updateUnusedItem: endpoint<GoodsPublish, PublishReply>()('/unusedItem/v1/unusedItem/updateUnusedItem', { auth: true }),
  /** fillorder (spec §2). */
  createTradeOrder: endpoint<CreateTradeOrderRequest, CreateTradeOrderReply>()('/unusedItem/v1/order/createOrder', { auth: true }),
  getAddressList: endpoint<Empty, ShippingAddress[]>()('/user/v1/address/getAddressList', { auth: true }),
  saveAddress: endpoint<SaveAddressRequest, AddressRef>()('/user/v1/address/saveAddress', { auth: true }),
  deleteAddress: endpoint<AddressRef, null>()('/user/v1/address/deleteAddress', { auth: true }),
} as const;

export const PURCHASE_ENDPOINTS = {
  getPurchaseTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getPurchaseTags'),
  searchPurchaseByTerms: endpoint<TermsSearchRequest, SearchReply<PurchaseSummary>>()('/purchase/v1/search/searchPurchaseByTerms', { list: true }),
  getPurchaseMineDetail: endpoint<MineDetailRequest, OwnListing<PurchaseDetail, PurchasePublish>>()('/purchase/v1/purchase/getMineDetail', { auth: true }),
  searchPurchaseDetailById: endpoint<DetailRequest, DetailReply<PurchaseDetail>>()('/purchase/v1/search/searchPurchaseDetailById'),
  updatePurchase: endpoint<PurchasePublish, PublishReply>()('/purchase/v1/purchase/updatePurchase', { auth: true }),
} as const;
