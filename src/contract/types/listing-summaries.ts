// List rows of each listing module (spec §3 "Summaries"; used car, rental, goods, purchase too).
import type { ImgRef, Label, ServiceId, YesNo } from './common.js';

/**
 * The TOP mark of a row of a module's public list (issue "Payments": a bought TOP/boost lists the
 * listing "first in its module for N days, marked"; ours, not in spec §3). 1 while the listing's
 * boost runs: such rows come first in the module list and keyword search, the newest boost first
 * (examples/server/listings/top-boost.ts); the app shows a "TOP" badge on them. Absent (a server
 * without TOP) or 0: an ordinary row. Recommendation lists (type 1) never mark rows.
 */
export interface TopMark {
  isTop?: YesNo;
}

export interface HouseSummary extends TopMark {
  rentingHouseId: ServiceId;
  title: string;
  content: string;
  imgPath: string;
  price: number;
  priceFlag: string;
  /** Billing cycle name. */
  billingCycle: string;
  labelList: Label[];
}

export interface HousekeepingSummary extends TopMark {
  houseKeepingId: ServiceId;
  title: string;
  imgPath: string;
  labelList: Label[];
}

export interface BusinessSummary extends TopMark {
  businessSolutionsId: ServiceId;
  title: string;
  imgPath: string;
  labelList: Label[];
}

export interface VisaSummary extends TopMark {
  visaServicesId: ServiceId;
  title: string;
  imgPath: string;
  labelList: Label[];
}

export interface UsedCarSummary extends TopMark {
  usedCarId: ServiceId;
  imgPath: string;
  title: string;
  /** Kilometres. */
  miles: number;
  totalPrice: number;
  priceFlag: string;
}

export interface CarRentalSummary extends TopMark {
  carRentalId: ServiceId;
  imgPath: string;
  title: string;
  totalPrice: number;
  priceFlag: string;
  billingCycle: string;
  labelList: Label[];
}

export interface LandSummary extends TopMark {
  landDealId: ServiceId;
  title: string;
  content: string;
  imgPath: string;
  totalPrice: number;
  priceFlag: string;
}

/** Goods list row (spec §3 "Goods item" + recommendation fields). */
export interface GoodsSummary extends TopMark {
  unusedItemId: ServiceId;
  esInfoId: string;
  imgPath: string;
  title: string;
  accountType: number;
  entName: string;
  petName: string;
  content?: string;
  price?: number;
  priceFlag?: string;
}

export interface PurchaseSummary extends TopMark {
  purchaseId: ServiceId;
  title: string;
  /** Days remaining; warning when 1..3 (spec §4). */
  validDayNum: number;
  /** Quantity needed. */
  number: number;
  price: number;
  priceFlag: string;
  countryCityName: string;
  content: string;
  /** Shown at 75 by 75 pixels (spec §3). */
  imgList: ImgRef[];
  tag: string;
  releaseTime: string;
  avatarPath: string;
  /** 2 enterprise (shown by entName), otherwise petName. */
  accountType: number;
  entName: string;
  petName: string;
}

/** Rows of the favourite and history lists: the summary plus the ids needed to open/delete it. Ours. */
export interface SavedItem {
  serviceId: ServiceId;
  moduleId: number;
  esInfoId?: string;
  title: string;
  imgPath: string;
  content?: string;
  price?: number;
  priceFlag?: string;
  /** When it was favourited or viewed. */
  time: string;
}
