// House rental (spec §2 /house, §3 "House details", §7 "House").
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { HouseDetail } from '../contract/types/listing-details.js';
import type { HouseSummary } from '../contract/types/listing-summaries.js';
import type { HousePublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const HOUSE_MODULE: ListingModule = {
  ...IDENTITIES.house,
  endpoints: LISTING_ENDPOINTS.house,
  // spec §9: 10 for the house list.
  pageSize: 10,
  recommendPageSize: 10,
  priceField: 'price',
  // spec §3: a chat card from a house carries its price, currency flag and cycle.
  chatCard: { price: ['price'], priceFlag: ['priceFlag', 'moneyUnitFlag'], billingCycle: ['billingCycle'] },
  // spec §2: all toggle, rent price range, bedroom count.
  filters: { tagLevels: 1, priceRange: true, sizeRange: false, bedroomNum: true, stickyFirst: false },
  popular: null,
  rowLayout: 'standard',
  summaryFields: fieldsOf<HouseSummary>()(['rentingHouseId', 'title', 'content', 'imgPath', 'price', 'priceFlag', 'billingCycle', 'labelList', 'isTop']),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<HouseDetail>>()([
    'rentingHouseId', 'price', 'priceFlag', 'moneyUnitFlag', 'billingCycle', 'bedroomNum', 'livingRoom', 'bathroomNum', 'size',
    'storey', 'totalFloor', 'hasMaidsRoom', 'hasSecurityRoom', 'hasGarden', 'hasPool',
  ]),
  columns: subsetOf<HousePublish>()(['price', 'size', 'sizeUnitId', 'moneyUnitId', 'billingCycleId']),
  attrs: attrsOf<HousePublish>()([
    { name: 'storey', kind: 'int' },
    { name: 'totalFloor', kind: 'int' },
    { name: 'bedroomNum', kind: 'int' },
    { name: 'bathroomNum', kind: 'int' },
    { name: 'livingRoom', kind: 'int' },
    { name: 'hasMaidsRoom', kind: 'yesno' },
    { name: 'hasSecurityRoom', kind: 'yesno' },
    { name: 'hasGarden', kind: 'yesno' },
    { name: 'hasPool', kind: 'yesno' },
  ]),
  publishes: true,
  labelLimit: LIMITS.labels,
  // spec §3: the house form asks for the rent, and its payload carries the tag's name.
  publishLabels: { price: 'rent' },
  publishTagName: true,
  mine: { adLocation: 'module6Mine', publishManageModuleId: MODULE_ID.house, buyPackageLabel: 'buyPackage' },
};
