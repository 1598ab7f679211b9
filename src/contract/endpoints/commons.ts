// Cross-module user calls (spec §7 "Common"): upload, favourites, history, release ability, ads,
// publish quota, word check, publish management. checkRelease ... insertUserFeedback are named by
// the spec after /user/v1/commons/ (shapes not shown); the rest not shown are ours.
import { endpoint } from '../endpoint.js';
import { QUOTA_ENDPOINTS } from './publish-quota.js';
import type { PageBreakReply, SearchReply, UserModuleRef } from '../types/common.js';
import type {
  AdInfoReply, AdInfoRequest, CancelFavoriteRequest, CheckReleaseReply, CheckReleaseRequest, CheckWordReply,
  CheckWordRequest, DeleteHistoryRequest, FeedbackRequest, InsertFavoriteRequest, MyListRequest, MyReleaseItem,
  MyReleaseRequest, ReleaseAbilityReply, ReleaseOffRequest, UnreadReply, UnreadRequest,
  UploadImgRequest, UploadReply,
} from '../types/commons.js';
import type { SavedItem } from '../types/listing-summaries.js';

export const COMMON_ENDPOINTS = {
  uploadImg: endpoint<UploadImgRequest, UploadReply>()('/user/v1/upload/uploadImg', { transport: 'multipart', auth: true }),
  insertFavorite: endpoint<InsertFavoriteRequest, null>()('/user/v1/commons/insertFavorite', { auth: true }),
  getMyFavorite: endpoint<MyListRequest, PageBreakReply<SavedItem>>()('/user/v1/commons/getMyFavorite', { list: true, auth: true }),
  cancelMyFavorite: endpoint<CancelFavoriteRequest, null>()('/user/v1/commons/cancelMyFavorite', { auth: true }),
  getMyHistory: endpoint<MyListRequest, PageBreakReply<SavedItem>>()('/user/v1/commons/getMyHistory', { list: true, auth: true }),
  deleteMyHistory: endpoint<DeleteHistoryRequest, null>()('/user/v1/commons/deleteMyHistory', { auth: true }),
  getMineReleaseAbility: endpoint<UserModuleRef, ReleaseAbilityReply>()('/user/v2/commons/getMineReleaseAbility', { auth: true }),
  getAdInfo: endpoint<AdInfoRequest, AdInfoReply>()('/user/v1/ad/getAdInfo'),
  /** Before any publish route (spec §4); path not shown. A group of its own: publish-quota.ts. */
  ...QUOTA_ENDPOINTS,
  checkRelease: endpoint<CheckReleaseRequest, CheckReleaseReply>()('/user/v1/commons/checkRelease', { auth: true }),
  checkWordAndOriginal: endpoint<CheckWordRequest, CheckWordReply>()('/user/v1/commons/CheckWordAndOriginal', { origin: 'named', auth: true }),
  releaseInfoOff: endpoint<ReleaseOffRequest, null>()('/user/v1/commons/releaseInfoOff', { origin: 'named', auth: true }),
  insertUserFeedback: endpoint<FeedbackRequest, null>()('/user/v1/commons/insertUserFeedback', { origin: 'named', auth: true }),
  /** Publish management list (spec §2 /common/publishManage). */
  getMyRelease: endpoint<MyReleaseRequest, SearchReply<MyReleaseItem>>()('/user/v1/commons/getMyRelease', { origin: 'ours', list: true, auth: true }),
  deleteMyRelease: endpoint<ReleaseOffRequest, null>()('/user/v1/commons/deleteMyRelease', { origin: 'ours', auth: true }),
  /** Publish management "refresh" (spec §4 order actions): a published listing moves up its list; once a day. */
  refreshMyRelease: endpoint<ReleaseOffRequest, null>()('/user/v1/commons/refreshMyRelease', { origin: 'ours', auth: true }),
  /** Publish management "publish again" (spec §4 order actions) of a taken-down listing: consumes a chance. */
  republishMyRelease: endpoint<ReleaseOffRequest, null>()('/user/v1/commons/republishMyRelease', { origin: 'ours', auth: true }),
  /** Unread messages by userMq (spec §7). */
  getUnreadByUserMq: endpoint<UnreadRequest, UnreadReply>()('/user/v1/commons/getUnreadMessage', { origin: 'ours', auth: true }),
} as const;
