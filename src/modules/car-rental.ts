// Car rental (spec §2 /carRental; fields from spec §3 "Summaries" and "Listing fields by wording").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { CarRentalDetail } from '../contract/types/listing-details.js';
import type { CarRentalSummary } from '../contract/types/listing-summaries.js';
import type { CarRentalPublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const CAR_RENTAL_MODULE: ListingModule = {
  ...IDENTITIES.carRental,
  endpoints: LISTING_ENDPOINTS.carRental,
  pageSize: 15,
  recommendPageSize: 15,
  priceField: 'totalPrice',
  filters: { tagLevels: 1, priceRange: true, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: null,
  rowLayout: 'standard',
  summaryFields: fieldsOf<CarRentalSummary>()(['carRentalId', 'imgPath', 'title', 'totalPrice', 'priceFlag', 'billingCycle', 'labelList', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<CarRentalDetail>>()([
    'carRentalId', 'totalPrice', 'priceFlag', 'billingCycle', 'brandName', 'withDriver', 'fuelIncluded', 'tollsIncluded',
  ]),
  columns: subsetOf<CarRentalPublish>()(['totalPrice', 'moneyUnitId', 'billingCycleId']),
  attrs: attrsOf<CarRentalPublish>()([
    { name: 'brandId', kind: 'int' },
    { name: 'withDriver', kind: 'yesno' },
    { name: 'fuelIncluded', kind: 'yesno' },
    { name: 'tollsIncluded', kind: 'yesno' },
  ]),
  publishes: true,
  labelLimit: LIMITS.labels,
  mine: { adLocation: 'module3Mine', publishManageModuleId: MODULE_ID.carRental, buyPackageLabel: 'buyPackage' },
};
