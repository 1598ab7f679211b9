// Housekeeping, business solutions and visa services (spec §7 "Housekeeping", "Business", "Visa").
import { endpoint } from '../endpoint.js';
import type { DetailReply, DetailRequest, Empty, Label, MineDetailRequest, SearchReply, Tag, TermsSearchRequest } from '../types/common.js';
import type { BusinessDetail, HousekeepingDetail, VisaDetail } from '../types/listing-details.js';
import type { BusinessSummary, HousekeepingSummary, VisaSummary } from '../types/listing-summaries.js';
import type { SecondTagsRequest } from '../types/lookups.js';
import type { OwnListing } from '../types/own-listing.js';
import type { HousekeepingPublish, PublishReply, ServicePublish } from '../types/publish.js';

export const HOUSEKEEPING_ENDPOINTS = {
  getHouseKeepingFirstTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getHouseKeepingFirstTags'),
  getHouseKeepingSecondTags: endpoint<SecondTagsRequest, Tag[]>()('/custom/v1/tags/getHouseKeepingSecondTags'),
  getHouseKeepingLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getHouseKeepingLabels'),
  searchHouseKeepingByTerms: endpoint<TermsSearchRequest, SearchReply<HousekeepingSummary>>()('/housekeeping/v1/search/searchHouseKeepingByTerms', { list: true }),
  getHouseKeepingMineDetail: endpoint<MineDetailRequest, OwnListing<HousekeepingDetail, HousekeepingPublish>>()('/housekeeping/v1/housekeeping/getMineDetail', { auth: true }),
  searchHouseKeepingDetailById: endpoint<DetailRequest, DetailReply<HousekeepingDetail>>()('/housekeeping/v1/search/searchHouseKeepingDetailById'),
  updateHouseKeeping: endpoint<HousekeepingPublish, PublishReply>()('/housekeeping/v1/housekeeping/updateHouseKeeping', { auth: true }),
} as const;

export const BUSINESS_ENDPOINTS = {
  getBusinessSolutionsFirstTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getBusinessSolutionsFirstTags'),
  getBusinessSolutionsSecondTags: endpoint<SecondTagsRequest, Tag[]>()('/custom/v1/tags/getBusinessSolutionsSecondTags'),
  getBusinessSolutionsLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getBusinessSolutionsLabels'),
  searchBusinessSolutionsByTerms: endpoint<TermsSearchRequest, SearchReply<BusinessSummary>>()('/business/v1/search/searchBusinessSolutionsByTerms', { list: true }),
  getBusinessMineDetail: endpoint<MineDetailRequest, OwnListing<BusinessDetail, ServicePublish>>()('/business/v1/businessSolutions/getMineDetail', { auth: true }),
  searchBusinessSolutionsDetailById: endpoint<DetailRequest, DetailReply<BusinessDetail>>()('/business/v1/search/searchBusinessSolutionsDetailById'),
  updateBusiness: endpoint<ServicePublish, PublishReply>()('/business/v1/businessSolutions/updateBusiness', { auth: true }),
} as const;

export const VISA_ENDPOINTS = {
  getVisaServicesTags: endpoint<Empty, Tag[]>()('/custom/v1/custom/visaServices/getVisaServicesTags'),
  /** Returns an empty list (spec §7). */
  getVisaServicesLabels: endpoint<Empty, Label[]>()('/custom/v1/custom/visaServices/getVisaServicesLabels'),
  searchVisaServicesByTerms: endpoint<TermsSearchRequest, SearchReply<VisaSummary>>()('/visaServices/v1/search/searchVisaServicesByTerms', { list: true }),
  getVisaServicesMineDetail: endpoint<MineDetailRequest, OwnListing<VisaDetail, ServicePublish>>()('/visaServices/v1/visaServices/getMineDetail', { auth: true }),
  searchVisaDetailById: endpoint<DetailRequest, DetailReply<VisaDetail>>()('/visaServices/v1/search/searchDetailById'),
  updateVisaService: endpoint<ServicePublish, PublishReply>()('/visaServices/v1/visaServices/updateVisaService', { auth: true }),
} as const;
