// The paths spec §7 writes out in full, copied from the spec text (not from src/), so the endpoint
// table test can fail if one is missing or misspelt.
export const SPEC_PATHS = [
  // Home and goods
  '/user/v2/home/getHomeInfo',
  '/unusedItem/v1/search/searchByTermsWithoutAd',
  // Articles
  '/custom/v1/tags/getArticleTags',
  '/article/v1/search/searchArticlesByTerms',
  '/article/v1/search/searchArticlesDetailById',
  // Land
  '/custom/v1/tags/getLandDealTags',
  '/custom/v1/labels/getLandDealLabels',
  '/custom/v1/tags/landPriceRange',
  '/custom/v1/tags/landSizeRange',
  '/landDeal/v1/search/searchLandDealByTerms',
  '/landDeal/v1/landDeal/getMineDetail',
  '/landDeal/v1/search/searchLandDealDetailById',
  '/landDeal/v1/landDeal/updateLandDeal',
  // House ("getRentingHouseLabels, housePriceRange, houseBedRoomNum" share the tags' prefix)
  '/custom/v1/custom/rentingHouse/getRentingHouseTags',
  '/custom/v1/custom/rentingHouse/getRentingHouseLabels',
  '/custom/v1/custom/rentingHouse/housePriceRange',
  '/custom/v1/custom/rentingHouse/houseBedRoomNum',
  '/rentingHouse/v1/search/searchHouseByTerms',
  '/rentingHouse/v1/rentingHouse/getMineDetail',
  '/rentingHouse/v1/search/searchDetailById',
  '/rentingHouse/v1/rentingHouse/updateRentingHouse',
  // Housekeeping
  '/custom/v1/tags/getHouseKeepingFirstTags',
  '/custom/v1/tags/getHouseKeepingSecondTags',
  '/custom/v1/labels/getHouseKeepingLabels',
  '/housekeeping/v1/search/searchHouseKeepingByTerms',
  '/housekeeping/v1/housekeeping/getMineDetail',
  '/housekeeping/v1/search/searchHouseKeepingDetailById',
  '/housekeeping/v1/housekeeping/updateHouseKeeping',
  // Business ("getBusinessSolutionsFirstTags and SecondTags")
  '/custom/v1/tags/getBusinessSolutionsFirstTags',
  '/custom/v1/tags/getBusinessSolutionsSecondTags',
  '/custom/v1/labels/getBusinessSolutionsLabels',
  '/business/v1/search/searchBusinessSolutionsByTerms',
  '/business/v1/businessSolutions/getMineDetail',
  '/business/v1/search/searchBusinessSolutionsDetailById',
  '/business/v1/businessSolutions/updateBusiness',
  // Visa
  '/custom/v1/custom/visaServices/getVisaServicesTags',
  '/custom/v1/custom/visaServices/getVisaServicesLabels',
  '/visaServices/v1/search/searchVisaServicesByTerms',
  '/visaServices/v1/visaServices/getMineDetail',
  '/visaServices/v1/search/searchDetailById',
  '/visaServices/v1/visaServices/updateVisaService',
  // Common
  '/custom/v1/custom/language',
  '/custom/v1/custom/country',
  '/custom/v1/custom/capitalCity',
  '/custom/v1/custom/city',
  '/custom/v1/tags/getBillingCycle',
  '/user/v1/upload/uploadImg',
  '/user/v1/commons/insertFavorite',
  '/user/v1/commons/getMyFavorite',
  '/user/v1/commons/cancelMyFavorite',
  '/user/v1/commons/getMyHistory',
  '/user/v1/commons/deleteMyHistory',
  '/user/v2/commons/getMineReleaseAbility',
  '/user/v1/ad/getAdInfo',
  '/user/v1/commons/checkRelease',
  '/authentication/form',
  '/customer/v2/chat/sendMsg',
] as const;

/** Calls spec §7 names without a full path ("Also defined, shapes not shown"): the last segment must exist. */
export const SPEC_NAMED_CALLS = [
  'CheckWordAndOriginal', 'payment', 'republishPayment', 'refreshPayment', 'orderListPayment', 'releaseInfoOff',
  'insertUserFeedback', 'logout', 'checkLoginStatus', 'generateToken', 'qrCodeImg', 'checkQrCodeLoginStatus',
  'validMail', 'getChatList', 'getRecentChatRecords', 'uploadChatImg', 'getUnreadTotalNumber', 'cleanChatUnread',
  'getMqConfig', 'sendMsg', 'initChatWindow', 'getChatSessionList', 'getChatRobotInfo',
] as const;
