// Discover: shared posts, comments, kudos, follows (spec §2 /discover, §7 "discover API").
// Shapes not shown in spec §7; ours.
import type { ImgRef, PageRequest, UserId, YesNo } from './common.js';

export interface SharePost {
  shareId: string;
  userId: UserId;
  userMq: string;
  petName: string;
  avatarPath: string;
  accountType: number;
  entName: string;
  /** At least 20 characters (spec §5). */
  content: string;
  imgList: ImgRef[];
  /** At most 5 (spec §5). */
  hashtags: string[];
  releaseTime: string;
  kudosNum: number;
  commentNum: number;
  isKudos: YesNo;
  isFavorite: YesNo;
  isFocus: YesNo;
}

export interface DiscoverSearchRequest extends PageRequest {
  keyWords?: string;
  hashtag?: string;
  /** Only posts of followed users. */
  focusOnly?: boolean;
  /** One user's posts (myShare, otherShare). */
  userId?: UserId;
}

export interface ShareReleaseRequest {
  content: string;
  imgList: string[];
  hashtags: string[];
}

export interface ShareUpdateRequest extends ShareReleaseRequest {
  shareId: string;
}

export interface ShareRef {
  shareId: string;
}

export interface ShareComment {
  commentId: string;
  shareId: string;
  userId: UserId;
  petName: string;
  avatarPath: string;
  content: string;
  time: string;
  replyToPetName?: string;
}

export interface CommentListRequest extends PageRequest {
  shareId: string;
}

export interface AddCommentRequest {
  shareId: string;
  content: string;
  replyToCommentId?: string;
}

export interface KudosRequest {
  shareId: string;
  /** 1 add, 0 remove. */
  kudos: YesNo;
}

export interface FocusUserRequest {
  focusUserId: UserId;
  /** 1 follow, 0 unfollow. */
  focus: YesNo;
}

export interface FollowUser {
  userId: UserId;
  userMq: string;
  petName: string;
  avatarPath: string;
  entName: string;
  accountType: number;
  isFocus: YesNo;
}

export interface FollowListRequest extends PageRequest {
  userId: UserId;
}

export interface ShareFavoriteRequest {
  shareId: string;
  /** 1 add, 0 remove. */
  favorite: YesNo;
}
