// Discover (spec §7 "discover API (search, release, comments, kudos, focus/fans, favourites,
// delete, update)"). Paths not shown: ours.
import { endpoint } from '../endpoint.js';
import type { SearchReply } from '../types/common.js';
import type {
  AddCommentRequest, CommentListRequest, DiscoverSearchRequest, FocusUserRequest, FollowListRequest, FollowUser,
  KudosRequest, ShareComment, ShareFavoriteRequest, SharePost, ShareRef, ShareReleaseRequest, ShareUpdateRequest,
} from '../types/discover.js';

export const DISCOVER_ENDPOINTS = {
  searchShares: endpoint<DiscoverSearchRequest, SearchReply<SharePost>>()('/discover/v1/share/searchShares', { list: true }),
  getShareDetail: endpoint<ShareRef, SharePost>()('/discover/v1/share/getShareDetail'),
  releaseShare: endpoint<ShareReleaseRequest, ShareRef>()('/discover/v1/share/releaseShare', { auth: true }),
  updateShare: endpoint<ShareUpdateRequest, null>()('/discover/v1/share/updateShare', { auth: true }),
  deleteShare: endpoint<ShareRef, null>()('/discover/v1/share/deleteShare', { auth: true }),
  getComments: endpoint<CommentListRequest, SearchReply<ShareComment>>()('/discover/v1/comment/getComments', { list: true }),
  addComment: endpoint<AddCommentRequest, ShareComment>()('/discover/v1/comment/addComment', { auth: true }),
  deleteComment: endpoint<{ commentId: string }, null>()('/discover/v1/comment/deleteComment', { auth: true }),
  kudosShare: endpoint<KudosRequest, { kudosNum: number }>()('/discover/v1/share/kudos', { auth: true }),
  focusUser: endpoint<FocusUserRequest, null>()('/discover/v1/focus/focusUser', { auth: true }),
  getFocusList: endpoint<FollowListRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getFocusList', { list: true, auth: true }),
  getFansList: endpoint<FollowListRequest, SearchReply<FollowUser>>()('/discover/v1/focus/getFansList', { list: true, auth: true }),
  favoriteShare: endpoint<ShareFavoriteRequest, null>()('/discover/v1/share/favoriteShare', { auth: true }),
  getShareFavorites: endpoint<DiscoverSearchRequest, SearchReply<SharePost>>()('/discover/v1/share/getShareFavorites', { list: true, auth: true }),
} as const;
