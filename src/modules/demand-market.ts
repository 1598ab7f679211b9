// Purchase demand / want-to-buy (spec §2 /demandMarket, §3 "Summaries": purchase demand).
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { PurchaseDetail } from '../contract/types/listing-details.js';
import type { PurchaseSummary } from '../contract/types/listing-summaries.js';
import type { PurchasePublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const DEMAND_MARKET_MODULE: ListingModule = {
  ...IDENTITIES.demandMarket,
  endpoints: LISTING_ENDPOINTS.demandMarket,
  pageSize: 15,
  recommendPageSize: 15,
  priceField: 'price',
  filters: { tagLevels: 1, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: null,
  rowLayout: 'demand',
  summaryFields: fieldsOf<PurchaseSummary>()([
    'purchaseId', 'title', 'validDayNum', 'number', 'price', 'priceFlag', 'countryCityName', 'content', 'imgList', 'tag',
    'releaseTime', 'avatarPath', 'accountType', 'entName', 'petName', 'isTop',
  ]),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<PurchaseDetail>>()(['purchaseId', 'validDayNum', 'number', 'price', 'priceFlag', 'tag']),
  columns: subsetOf<PurchasePublish>()(['price', 'moneyUnitId']),
  attrs: attrsOf<PurchasePublish>()([
    // Quantity needed.
    { name: 'number', kind: 'int' },
    // Days the demand stays valid; lists show the days remaining (spec §3, §4).
    { name: 'validDayNum', kind: 'int' },
  ]),
  publishes: true,
  labelLimit: LIMITS.labels,
  // A want-to-buy asks for a quantity needed and states a budget.
  publishLabels: { number: 'quantityNeeded', price: 'budget' },
  mine: { adLocation: 'module41Mine', publishManageModuleId: MODULE_ID.purchase, buyPackageLabel: 'buyPackage' },
};
