// Details of each listing module (spec §3 "Land listing", "House details" and following).
// Used car, car rental, goods and purchase details are not shown: they follow the same common
// block plus the fields of spec §3 "Listing fields by wording".
import type { ImgRef, Label, LanguageCode, ServiceId, UserId, YesNo } from './common.js';
import type { TranslationType } from '../statuses.js';

/** The fields every details page shows (spec §2 "Common details screen"). */
export interface ListingDetailBase {
  title: string;
  content: string;
  coverImg: string;
  releaseTime: string;
  countryCityName: string;
  languageId: LanguageCode;
  isFavorite: YesNo;
  imgPath: string;
  location: string;
  avatarPath: string;
  petName: string;
  entName: string;
  accountType?: number;
  /** 3 = original or no translation (spec §3). */
  translationType: TranslationType;
  contacts: string;
  phoneList: string[];
  mail: string;
  imgList: ImgRef[];
  labelList: Label[];
  userMq: string;
  userId: UserId;
  /**
   * Ours (issue: Beyond the spec, "Contact in one tap"): the calling code of the listing's country
   * (its first one; else the publisher's), '225'; the app dials and opens WhatsApp with the phones
   * of phoneList under it. '' when unknown.
   */
  mobileCode?: string;
}

export interface LandDetail extends ListingDetailBase {
  landDealId: ServiceId;
  totalPrice: number;
  singlePrice: number;
  priceFlag: string;
  size: number;
  /** Size unit name. */
  sizeUnit: string;
  moneyUnitFlag: string;
}

export interface HouseDetail extends ListingDetailBase {
  rentingHouseId: ServiceId;
  priceFlag: string;
  moneyUnitFlag: string;
  price: number;
  /** Square metres. */
  size: number;
  bedroomNum: number;
  livingRoom: number;
  bathroomNum: number;
  storey: number;
  totalFloor: number;
  /** Billing cycle name. */
  billingCycle: string;
  hasMaidsRoom: YesNo;
  hasSecurityRoom: YesNo;
  hasGarden: YesNo;
  hasPool: YesNo;
}

export interface HousekeepingDetail extends ListingDetailBase {
  houseKeepingId: ServiceId;
  infoSource: string;
  priceFlag?: string;
}

export interface BusinessDetail extends ListingDetailBase {
  businessSolutionsId: ServiceId;
  infoSource?: string;
  /** Days. */
  serviceTime: number;
  billingCycleName: string;
  priceFlag?: string;
}

export interface VisaDetail extends ListingDetailBase {
  visaServicesId: ServiceId;
  infoSource: string;
  serviceTime: number;
  billingCycleName: string;
  priceFlag: string;
}

/** Shape not shown in spec §7; ours (fields from spec §3 "Listing fields by wording"). */
export interface UsedCarDetail extends ListingDetailBase {
  usedCarId: ServiceId;
  totalPrice: number;
  priceFlag: string;
  /** Mileage in kilometres. */
  miles: number;
  brandName: string;
  /** "YYYY-MM". */
  purchaseDate: string;
  hasInsurance: YesNo;
  energyName: string;
}

/** Shape not shown in spec §7; ours. */
export interface CarRentalDetail extends ListingDetailBase {
  carRentalId: ServiceId;
  totalPrice: number;
  priceFlag: string;
  billingCycle: string;
  brandName: string;
  withDriver: YesNo;
  fuelIncluded: YesNo;
  tollsIncluded: YesNo;
}

/** Shape not shown in spec §7; ours. */
export interface GoodsDetail extends ListingDetailBase {
  unusedItemId: ServiceId;
  esInfoId: string;
  price: number;
  priceFlag: string;
  /** New / used. */
  qualityName: string;
  /** Quantity available: the stock the cart and checkout sell from (goods-context decisions). */
  number: number;
  /** The seller delivers for this fee (whole francs CFA); null: no delivery. */
  deliveryFee: number | null;
  /** 1: the buyer may collect (also when neither delivery nor pickup is set). */
  pickup: YesNo;
  /** 1: cash on delivery allowed. */
  cashOnDelivery: YesNo;
}

/** Shape not shown in spec §7; ours (summary fields of spec §3 plus the common block). */
export interface PurchaseDetail extends ListingDetailBase {
  purchaseId: ServiceId;
  validDayNum: number;
  number: number;
  price: number;
  priceFlag: string;
  tag: string;
}
