// Discover (spec §7 "discover API (search, release, comments, kudos, focus/fans, favourites,
// delete, update)"). Paths not shown: ours.
import { endpoint } from '../endpoint.js';
import type { SearchReply } from '../types/common.js';
import type {
  AddCommentRequest, CommentListRequest, DiscoverSearchRequest, FocusUserRequest, FollowListRequest, FollowUser,
  KudosRequest, ShareComment, ShareFavoriteRequest, SharePost, ShareRef, ShareReleaseRequest, ShareUpdateRequest,
} from '../types/discover.js';

export const DISCOVER_ENDPOINTS = {
  searchShares: endpoint<DiscoverSearchRequest, SearchReply<SharePost>>()('/discover/v1/share/searchShares', { origin: 'ours', list: true }),
  getShareDetail: endpoint<ShareRef, SharePost>()('/discover/v1/share/getShareDetail', { origin: 'ours' }),
  releaseShare: endpoint<ShareReleaseRequest, ShareRef>()('/discover/v1/share/releaseShare', { origin: 'ours', auth: true }),
  updateShare: endpoint<ShareUpdateRequest, null>()('/discover/v1/share/updateShare', { origin: 'ours', auth: true }),
  deleteShare: endpoint<ShareRef, null>()('/discover/v1/share/deleteShare', { origin: 'ours', auth: true }),
  getComments: endpoint<CommentListRequest, SearchReply<ShareComment>>()('/discover/v1/comment/getComments', { origin: 'ours', list: true }),
  addComment: endpoint<AddCommentRequest, ShareComment>()('/discover/v1/comment/addComment', { origin: 'ours', auth: true }),
  deleteComment: endpoint<{ commentId: string }, null>()('/discover/v1/comment/deleteComment', { origin: 'ours', auth: true }),
  kudosShare: endpoint<KudosRequest, { kudosNum: number }>()('/discover/v1/share/kudos', { origin: 'ours', auth: true }),
  focusUser: endpoint<FocusUserRequest, null>()('/discover/v1/focus/focusUser', { origin: 'ours', auth: true }),
  getFocusList: endpoint<FollowListRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getFocusList', { origin: 'ours', list: true, auth: true }),
  getFansList: endpoint<FollowListRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getFansList', { origin: 'ours', list: true, auth: true }),
  favoriteShare: endpoint<ShareFavoriteRequest, null>()('/discover/v1/share/favoriteShare', { origin: 'ours', auth: true }),
  getShareFavorites: endpoint<DiscoverSearchRequest, SearchReply<SharePost>>()('/discover/v1/share/getShareFavorites', { origin: 'ours', list: true, auth: true }),
} as const;
