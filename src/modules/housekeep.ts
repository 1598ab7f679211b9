// Housekeeping (spec §2 /housekeep, §3 "Housekeeping details", §7 "Housekeeping").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { HousekeepingDetail } from '../contract/types/listing-details.js';
import type { HousekeepingSummary } from '../contract/types/listing-summaries.js';
import type { HousekeepingPublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const HOUSEKEEP_MODULE: ListingModule = {
  ...IDENTITIES.housekeep,
  endpoints: LISTING_ENDPOINTS.housekeep,
  pageSize: 15,
  recommendPageSize: 15,
  priceField: null,
  // spec §2: first tab "popular"; spec §3: two-level tags.
  filters: { tagLevels: 2, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: 'tag',
  rowLayout: 'standard',
  summaryFields: fieldsOf<HousekeepingSummary>()(['houseKeepingId', 'title', 'imgPath', 'labelList', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<HousekeepingDetail>>()(['houseKeepingId', 'infoSource', 'priceFlag']),
  columns: subsetOf<HousekeepingPublish>()(['serviceTime']),
  attrs: attrsOf<HousekeepingPublish>()([]),
  publishes: true,
  labelLimit: LIMITS.labels,
  // spec §5 "location or service location".
  publishLabels: { location: 'serviceLocation' },
  mine: { adLocation: 'module5Mine', publishManageModuleId: MODULE_ID.housekeeping, buyPackageLabel: 'buyPackage' },
};
