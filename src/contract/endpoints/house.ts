// House rental (spec §7 "House"). The tag/label/range paths sit under /custom/v1/custom/rentingHouse/
// and the details path is searchDetailById, exactly as the spec writes them.
import { endpoint } from '../endpoint.js';
import type { DetailReply, DetailRequest, Empty, Label, MineDetailRequest, SearchReply, Tag } from '../types/common.js';
import type { HouseDetail } from '../types/listing-details.js';
import type { HouseSearchRequest } from '../types/listing-requests.js';
import type { HouseSummary } from '../types/listing-summaries.js';
import type { CountOption, RangeOption } from '../types/lookups.js';
import type { OwnListing } from '../types/own-listing.js';
import type { HousePublish, PublishReply } from '../types/publish.js';

export const HOUSE_ENDPOINTS = {
  getRentingHouseTags: endpoint<Empty, Tag[]>()('/custom/v1/custom/rentingHouse/getRentingHouseTags'),
  getRentingHouseLabels: endpoint<Empty, Label[]>()('/custom/v1/custom/rentingHouse/getRentingHouseLabels'),
  housePriceRange: endpoint<Empty, RangeOption[]>()('/custom/v1/custom/rentingHouse/housePriceRange'),
  houseBedRoomNum: endpoint<Empty, CountOption[]>()('/custom/v1/custom/rentingHouse/houseBedRoomNum'),
  searchHouseByTerms: endpoint<HouseSearchRequest, SearchReply<HouseSummary>>()('/rentingHouse/v1/search/searchHouseByTerms', { list: true }),
  getRentingHouseMineDetail: endpoint<MineDetailRequest, OwnListing<HouseDetail, HousePublish>>()('/rentingHouse/v1/rentingHouse/getMineDetail', { auth: true }),
  searchHouseDetailById: endpoint<DetailRequest, DetailReply<HouseDetail>>()('/rentingHouse/v1/search/searchDetailById'),
  updateRentingHouse: endpoint<HousePublish, PublishReply>()('/rentingHouse/v1/rentingHouse/updateRentingHouse', { auth: true }),
} as const;
