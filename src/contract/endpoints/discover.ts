// Discover (spec §7 "discover API (search, release, comments, kudos, focus/fans, favourites,
// delete, update)"; §2 /discover, /common myFans, myFocus, focus). Paths not shown: ours.
// Reads are open to visitors (their marks are 0) except the following tab, one's favourites and
// one's follow lists; every write needs a login.
import { endpoint } from '../endpoint.js';
import type { PageRequest, SearchReply } from '../types/common.js';
import type {
  AddCommentRequest, CommentCountReply, CommentListRequest, DiscoverSearchRequest, FocusReply, FocusUserRequest,
  FollowListRequest, FollowUser, KudosReply, KudosRequest, ShareComment, ShareFavoriteRequest, SharePost,
  ShareProfile, ShareProfileRequest, ShareRef, ShareReleaseReply, ShareReleaseRequest, ShareReportRequest,
  ShareUpdateRequest, SuggestedUsersRequest,
} from '../types/discover.js';

export const DISCOVER_ENDPOINTS = {
  searchShares: endpoint<DiscoverSearchRequest, SearchReply<SharePost>>()('/discover/v1/share/searchShares', { origin: 'ours', list: true }),
  getShareDetail: endpoint<ShareRef, SharePost>()('/discover/v1/share/getShareDetail', { origin: 'ours' }),
  releaseShare: endpoint<ShareReleaseRequest, ShareReleaseReply>()('/discover/v1/share/releaseShare', { origin: 'ours', auth: true }),
  updateShare: endpoint<ShareUpdateRequest, ShareReleaseReply>()('/discover/v1/share/updateShare', { origin: 'ours', auth: true }),
  deleteShare: endpoint<ShareRef, null>()('/discover/v1/share/deleteShare', { origin: 'ours', auth: true }),
  getComments: endpoint<CommentListRequest, SearchReply<ShareComment>>()('/discover/v1/comment/getComments', { origin: 'ours', list: true }),
  addComment: endpoint<AddCommentRequest, ShareComment>()('/discover/v1/comment/addComment', { origin: 'ours', auth: true }),
  deleteComment: endpoint<{ commentId: string }, CommentCountReply>()('/discover/v1/comment/deleteComment', { origin: 'ours', auth: true }),
  kudosShare: endpoint<KudosRequest, KudosReply>()('/discover/v1/share/kudos', { origin: 'ours', auth: true }),
  favoriteShare: endpoint<ShareFavoriteRequest, null>()('/discover/v1/share/favoriteShare', { origin: 'ours', auth: true }),
  getShareFavorites: endpoint<PageRequest, SearchReply<SharePost>>()('/discover/v1/share/getShareFavorites', { origin: 'ours', list: true, auth: true }),
  reportShare: endpoint<ShareReportRequest, null>()('/discover/v1/share/reportShare', { origin: 'ours', auth: true }),
  getShareProfile: endpoint<ShareProfileRequest, ShareProfile>()('/discover/v1/focus/getShareProfile', { origin: 'ours' }),
  focusUser: endpoint<FocusUserRequest, FocusReply>()('/discover/v1/focus/focusUser', { origin: 'ours', auth: true }),
  getFocusList: endpoint<FollowListRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getFocusList', { origin: 'ours', list: true, auth: true }),
  getFansList: endpoint<FollowListRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getFansList', { origin: 'ours', list: true, auth: true }),
  getSuggestedUsers: endpoint<SuggestedUsersRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getSuggestedUsers', { origin: 'ours', list: true, auth: true }),
} as const;
