// Visa services (spec §2 /visa, §3 "Visa details", §7 "Visa").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { VisaDetail } from '../contract/types/listing-details.js';
import type { VisaSummary } from '../contract/types/listing-summaries.js';
import type { ServicePublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const VISA_MODULE: ListingModule = {
  ...IDENTITIES.visa,
  endpoints: LISTING_ENDPOINTS.visa,
  pageSize: 15,
  // spec §9: 10 for the visa recommendation list.
  recommendPageSize: 10,
  priceField: null,
  filters: { tagLevels: 1, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: 'tag',
  rowLayout: 'standard',
  summaryFields: fieldsOf<VisaSummary>()(['visaServicesId', 'title', 'imgPath', 'labelList', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<VisaDetail>>()(['visaServicesId', 'infoSource', 'serviceTime', 'billingCycleName', 'priceFlag']),
  columns: subsetOf<ServicePublish>()(['billingCycleId', 'serviceTime']),
  attrs: attrsOf<ServicePublish>()([]),
  publishes: true,
  labelLimit: LIMITS.labelsBusinessVisa,
  // spec §5 "location or service location".
  publishLabels: { location: 'serviceLocation' },
  // spec §2: "Visa's buy entry is labelled buy meal".
  mine: { adLocation: 'module9Mine', publishManageModuleId: MODULE_ID.visa, buyPackageLabel: 'buyMeal' },
};
