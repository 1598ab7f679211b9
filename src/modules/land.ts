// Land deals (spec §2 /land, §3 "Land listing", §7 "Land").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { LandDetail } from '../contract/types/listing-details.js';
import type { LandSummary } from '../contract/types/listing-summaries.js';
import type { LandPublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const LAND_MODULE: ListingModule = {
  ...IDENTITIES.land,
  endpoints: LISTING_ENDPOINTS.land,
  // spec §9: 10 for the land list.
  pageSize: 10,
  recommendPageSize: 10,
  priceField: 'totalPrice',
  // spec §2: land has price and size range filters and an All reset.
  filters: { tagLevels: 1, priceRange: true, sizeRange: true, bedroomNum: false, stickyFirst: false },
  popular: null,
  rowLayout: 'standard',
  // spec §2: land is "the default fallback" of the details routes.
  detailsFallback: true,
  summaryFields: fieldsOf<LandSummary>()(['landDealId', 'title', 'content', 'imgPath', 'totalPrice', 'priceFlag', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<LandDetail>>()(['landDealId', 'totalPrice', 'singlePrice', 'priceFlag', 'size', 'sizeUnit', 'moneyUnitFlag']),
  columns: subsetOf<LandPublish>()(['totalPrice', 'size', 'sizeUnitId', 'moneyUnitId']),
  attrs: attrsOf<LandPublish>()([]),
  publishes: true,
  labelLimit: LIMITS.labels,
  mine: { adLocation: 'module2Mine', publishManageModuleId: MODULE_ID.land, buyPackageLabel: 'buyPackage' },
};
