// Publish payloads (spec §3 "Publish payloads"): the body of every update* call, for a new listing
// and for an edit (then serviceId and the module id are set). Car sales, car rental, goods and
// want-to-buy are not shown: ours, built from spec §3 "Listing fields by wording".
import type { AreaId, FileRef, LanguageCode, LookupId, ServiceId, UserId, YesNo } from './common.js';

/** The fields every module's publish form has (spec §3 "Draft form shared across modules"). */
export interface PublishBase {
  userId: UserId;
  /** Comma-joined when several countries are chosen (spec §3, §4 "Multi-country publish"). */
  areaId: string;
  areaIds: AreaId[];
  /** Cleared (null) when several countries are chosen (spec §4). */
  cityId: LookupId | null;
  tagId: LookupId;
  location: string;
  labelIds: LookupId[];
  title: string;
  content: string;
  contacts: string;
  /** Optional; '' when not given. */
  mail: string;
  /** Comma-joined phones, 1 to 3 (spec §3, §5). */
  tel: string;
  fileList: FileRef[];
  originalLanguageId: LanguageCode;
  /** Set when editing. */
  serviceId?: ServiceId;
}

export interface LandPublish extends PublishBase {
  size: number;
  sizeUnitId: LookupId;
  moneyUnitId: LookupId;
  totalPrice: number;
  landDealId?: ServiceId;
}

export interface HousePublish extends PublishBase {
  /** Default 1 (spec §3). */
  billingCycleId: LookupId;
  moneyUnitId: LookupId;
  price: number;
  storey: number;
  totalFloor: number;
  bedroomNum: number;
  bathroomNum: number;
  livingRoom: number;
  size: number;
  sizeUnitId: LookupId;
  /** Tag name. */
  tag?: string;
  hasMaidsRoom: YesNo;
  hasSecurityRoom: YesNo;
  hasGarden: YesNo;
  hasPool: YesNo;
  rentingHouseId?: ServiceId;
}

export interface HousekeepingPublish extends PublishBase {
  serviceTime?: number;
  houseKeepingId?: ServiceId;
}

/** Business and visa share one payload shape (spec §3). */
export interface ServicePublish extends PublishBase {
  billingCycleId: LookupId;
  /** Days, default 0 (spec §3). */
  serviceTime: number;
  businessSolutionsId?: ServiceId;
  visaServicesId?: ServiceId;
}

/** Shape not shown in spec §7; ours. */
export interface UsedCarPublish extends PublishBase {
  brandId: LookupId;
  totalPrice: number;
  moneyUnitId: LookupId;
  /** Mileage in kilometres. */
  miles: number;
  /** "YYYY-MM". */
  purchaseDate: string;
  hasInsurance: YesNo;
  energyId: LookupId;
  usedCarId?: ServiceId;
}

/** Shape not shown in spec §7; ours. */
export interface CarRentalPublish extends PublishBase {
  brandId: LookupId;
  totalPrice: number;
  moneyUnitId: LookupId;
  billingCycleId: LookupId;
  withDriver: YesNo;
  fuelIncluded: YesNo;
  tollsIncluded: YesNo;
  carRentalId?: ServiceId;
}

/** Shape not shown in spec §7; ours. */
export interface GoodsPublish extends PublishBase {
  price: number;
  moneyUnitId: LookupId;
  /** New / used (quality lookup). */
  qualityId: LookupId;
  /** Quantity. */
  number: number;
  /**
   * Delivery settings (ours, goods-context decisions; the spec is silent): a fee in whole francs
   * CFA when the seller delivers ('' or absent: no delivery), whether the buyer may collect, whether
   * cash on delivery is allowed. Neither delivery nor pickup set: pickup only.
   */
  deliveryFee?: number | '' | null;
  pickup?: YesNo | null;
  cashOnDelivery?: YesNo | null;
  unusedItemId?: ServiceId;
}

/** Shape not shown in spec §7; ours. */
export interface PurchasePublish extends PublishBase {
  price: number;
  moneyUnitId: LookupId;
  /** Quantity needed. */
  number: number;
  /** Days the demand stays valid. */
  validDayNum: number;
  purchaseId?: ServiceId;
}

/** The stored draft (spec §3): the shared fields plus names kept for display. */
export interface PublishDraft extends Partial<PublishBase> {
  tagName?: string;
  billingCycleName?: string;
  [field: string]: unknown;
}

/** Reply of an update* call. Shape not shown in spec §7; ours. */
export interface PublishReply {
  serviceId: ServiceId;
  /**
   * statuses.PUBLISH_STATUS the listing is now in: 4/5 on review, or 0 "not paid" when a new
   * listing found no publishing chance left at submit time (spec §6: the quota ran out between
   * opening the form and sending it). The listing is then kept, not lost, and the app offers to pay
   * for it (payment with serviceId + moduleId, the 'publish' price; spec §2 /common/publishPay).
   */
  status: number;
}
