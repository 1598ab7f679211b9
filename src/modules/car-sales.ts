// Used cars for sale (spec §2 /carSales; fields from spec §3 "Summaries" and "Listing fields by wording").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { UsedCarDetail } from '../contract/types/listing-details.js';
import type { UsedCarSummary } from '../contract/types/listing-summaries.js';
import type { UsedCarPublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const CAR_SALES_MODULE: ListingModule = {
  ...IDENTITIES.carSales,
  endpoints: LISTING_ENDPOINTS.carSales,
  pageSize: 15,
  recommendPageSize: 15,
  priceField: 'totalPrice',
  // Price range: ours (contract CarSearchRequest).
  filters: { tagLevels: 1, priceRange: true, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: null,
  rowLayout: 'standard',
  summaryFields: fieldsOf<UsedCarSummary>()(['usedCarId', 'imgPath', 'title', 'miles', 'totalPrice', 'priceFlag', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<UsedCarDetail>>()([
    'usedCarId', 'totalPrice', 'priceFlag', 'miles', 'brandName', 'purchaseDate', 'hasInsurance', 'energyName',
  ]),
  columns: subsetOf<UsedCarPublish>()(['totalPrice', 'moneyUnitId']),
  attrs: attrsOf<UsedCarPublish>()([
    { name: 'brandId', kind: 'int' },
    { name: 'miles', kind: 'int' },
    { name: 'purchaseDate', kind: 'date' },
    { name: 'hasInsurance', kind: 'yesno' },
    { name: 'energyId', kind: 'int' },
  ]),
  publishes: true,
  labelLimit: LIMITS.labels,
  mine: { adLocation: 'module7Mine', publishManageModuleId: MODULE_ID.carSales, buyPackageLabel: 'buyPackage' },
};
