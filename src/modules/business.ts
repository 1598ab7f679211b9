// Business solutions (spec §2 /business, §3 "Business details", §7 "Business").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { BusinessDetail } from '../contract/types/listing-details.js';
import type { BusinessSummary } from '../contract/types/listing-summaries.js';
import type { ServicePublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const BUSINESS_MODULE: ListingModule = {
  ...IDENTITIES.business,
  endpoints: LISTING_ENDPOINTS.business,
  pageSize: 15,
  recommendPageSize: 15,
  priceField: null,
  // spec §3: a chat card from a business service carries its cycle and service time.
  chatCard: { billingCycle: ['billingCycleName', 'billingCycle'], serviceTime: ['serviceTime'] },
  filters: { tagLevels: 2, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: 'tag',
  rowLayout: 'standard',
  summaryFields: fieldsOf<BusinessSummary>()(['businessSolutionsId', 'title', 'imgPath', 'labelList', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<BusinessDetail>>()(['businessSolutionsId', 'infoSource', 'serviceTime', 'billingCycleName', 'priceFlag']),
  columns: subsetOf<ServicePublish>()(['billingCycleId', 'serviceTime']),
  attrs: attrsOf<ServicePublish>()([]),
  publishes: true,
  // spec §5, §9: 6 labels in business and visa "as read".
  labelLimit: LIMITS.labelsBusinessVisa,
  // spec §5 "location or service location".
  publishLabels: { location: 'serviceLocation' },
  // Spec §9 quirk, kept on purpose: "the business mine history list uses the housekeeping module
  // id and housekeeping details route". The server records business views under module id 5.
  historyModuleKey: 'housekeep',
  mine: { adLocation: 'module10Mine', publishManageModuleId: MODULE_ID.business, buyPackageLabel: 'buyPackage' },
};
