// Goods for sale (spec §2 /saleGoods, §3 "Goods item"): details carry esInfoId besides serviceId.
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { GoodsDetail } from '../contract/types/listing-details.js';
import type { GoodsSummary } from '../contract/types/listing-summaries.js';
import type { GoodsPublish } from '../contract/types/publish.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const SALE_GOODS_MODULE: ListingModule = {
  ...IDENTITIES.saleGoods,
  endpoints: LISTING_ENDPOINTS.saleGoods,
  pageSize: 15,
  recommendPageSize: 15,
  priceField: 'price',
  filters: { tagLevels: 1, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: false },
  popular: null,
  rowLayout: 'standard',
  summaryFields: fieldsOf<GoodsSummary>()([
    'unusedItemId', 'esInfoId', 'imgPath', 'title', 'accountType', 'entName', 'petName', 'content', 'price', 'priceFlag', 'isTop',
  ]),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<GoodsDetail>>()([
    'unusedItemId', 'esInfoId', 'price', 'priceFlag', 'qualityName', 'number', 'deliveryFee', 'pickup', 'cashOnDelivery',
  ]),
  columns: subsetOf<GoodsPublish>()(['price', 'moneyUnitId']),
  attrs: attrsOf<GoodsPublish>()([
    { name: 'qualityId', kind: 'int' },
    { name: 'number', kind: 'int' },
    // Delivery settings (goods-context decisions): read by the cart and checkout (examples/server/goods).
    { name: 'deliveryFee', kind: 'optionalInt' },
    { name: 'pickup', kind: 'yesno' },
    { name: 'cashOnDelivery', kind: 'yesno' },
  ]),
  publishes: true,
  labelLimit: LIMITS.labels,
  // spec §2 /index: "goods details at /saleGoods/details with serviceId and esInfoId".
  mine: { adLocation: 'module4Mine', publishManageModuleId: MODULE_ID.saleGoods, buyPackageLabel: 'buyPackage' },
  // Bought through the cart (spec §2 shopingcar, fillorder); XOF's flag (seed/data/units.ts).
  trade: { moneyFlag: 'F CFA' },
};
