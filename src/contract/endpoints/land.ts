// Land deals (spec §7 "Land").
import { endpoint } from '../endpoint.js';
import type { DetailReply, DetailRequest, Empty, Label, MineDetailRequest, SearchReply, Tag } from '../types/common.js';
import type { LandDetail } from '../types/listing-details.js';
import type { LandSearchRequest } from '../types/listing-requests.js';
import type { LandSummary } from '../types/listing-summaries.js';
import type { RangeOption } from '../types/lookups.js';
import type { OwnListing } from '../types/own-listing.js';
import type { LandPublish, PublishReply } from '../types/publish.js';

export const LAND_ENDPOINTS = {
  getLandDealTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getLandDealTags'),
  getLandDealLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getLandDealLabels'),
  landPriceRange: endpoint<Empty, RangeOption[]>()('/custom/v1/tags/landPriceRange'),
  landSizeRange: endpoint<Empty, RangeOption[]>()('/custom/v1/tags/landSizeRange'),
  searchLandDealByTerms: endpoint<LandSearchRequest, SearchReply<LandSummary>>()('/landDeal/v1/search/searchLandDealByTerms', { list: true }),
  getLandDealMineDetail: endpoint<MineDetailRequest, OwnListing<LandDetail, LandPublish>>()('/landDeal/v1/landDeal/getMineDetail', { auth: true }),
  searchLandDealDetailById: endpoint<DetailRequest, DetailReply<LandDetail>>()('/landDeal/v1/search/searchLandDealDetailById'),
  updateLandDeal: endpoint<LandPublish, PublishReply>()('/landDeal/v1/landDeal/updateLandDeal', { auth: true }),
} as const;
