// Discover: shared posts, comments, kudos, favourites, follows and reports (spec §2 /discover,
// /common myFans, myFocus, focus; §5 "share post at least 20", "hashtags 5"; §7 "discover API
// (search, release, comments, kudos, focus/fans, favourites, delete, update)"). Shapes not shown in
// spec §7: ours.
//
// A post goes through the publishing review (DESIGN.md §1 operator console): released or edited it
// is `reviewing` (only its author sees it), an operator approves it (`published`: everyone sees it)
// or rejects it with a reason the author reads (`rejected`; editing sends it back to review). A
// report decided against it hides it (`hidden`: its author still sees it, with the reason).
import type { ImgRef, PageRequest, ServiceId, UserId, YesNo } from './common.js';
import type { ShareStatus, ShareTab, ReportReason } from '../statuses.js';

/** Who wrote a post or a comment; the screens name an enterprise (accountType 2) by entName. */
export interface ShareAuthor {
  userId: UserId;
  /** The chat address (spec §7 userMq): "contact the author" opens the chat with it. */
  userMq: string;
  petName: string;
  avatarPath: string;
  accountType: number;
  entName: string;
}

/** One of the author's own published listings, linked from a post and shown as a card. */
export interface ShareListingCard {
  moduleId: number;
  serviceId: ServiceId;
  title: string;
  /** The listing's first picture ('' when it has none). */
  imgPath: string;
  price?: number;
  priceFlag?: string;
}

export interface SharePost extends ShareAuthor {
  shareId: string;
  /** At least 20 characters (spec §5); plain text, shown as typed (line breaks kept). */
  content: string;
  /** Up to 6 pictures, in the author's order. */
  imgList: ImgRef[];
  /** Up to 5 (spec §5), without the '#'. */
  hashtags: string[];
  /** The linked listing while it is published; null otherwise. */
  listing: ShareListingCard | null;
  /** The author's country when the post was released (the "nearby country" tab). */
  areaId: string;
  /** ISO time of the first publication ('' while never published); the list shows "2 h ago". */
  releaseTime: string;
  kudosNum: number;
  commentNum: number;
  /** The caller's own marks (0 for a visitor). */
  isKudos: YesNo;
  isFavorite: YesNo;
  /** The caller follows the author. */
  isFocus: YesNo;
  isMine: YesNo;
  /** Published for everyone; the other states only reach the author (myShare, getShareDetail). */
  status: ShareStatus;
  /** Why it was rejected or hidden ('' otherwise): the author reads it. */
  reason: string;
}

/**
 * The feed and one user's posts. `tab` (findPage): recommended (engagement and freshness),
 * following (authors the caller follows; needs a login), country (authors of `areaId`).
 * `userId`: that user's published posts (otherShare); the caller's own id lists every state
 * (myShare). `hashtag` and `keyWords` narrow any of them.
 */
export interface DiscoverSearchRequest extends PageRequest {
  tab?: ShareTab;
  areaId?: string;
  userId?: UserId;
  hashtag?: string;
  keyWords?: string;
}

export interface ShareReleaseRequest {
  content: string;
  /** Uploaded pictures' paths (uploadImg), in order; at most 6. */
  imgList: string[];
  hashtags: string[];
  /** One of the caller's published listings, or null. */
  listing?: { moduleId: number; serviceId: ServiceId } | null;
}

export interface ShareUpdateRequest extends ShareReleaseRequest {
  shareId: string;
}

export interface ShareRef {
  shareId: string;
}

/** A release or an edit: the post waits for review. */
export interface ShareReleaseReply {
  shareId: string;
  status: ShareStatus;
}

export interface ShareComment extends ShareAuthor {
  commentId: string;
  shareId: string;
  /** 1 to 500 characters, plain text. */
  content: string;
  /** ISO time. */
  time: string;
  /** The comment answered, and its author's name as shown ('' for a comment on the post). */
  replyToCommentId: string;
  replyToName: string;
  isMine: YesNo;
}

/** Newest first. */
export interface CommentListRequest extends PageRequest {
  shareId: string;
}

export interface AddCommentRequest {
  shareId: string;
  content: string;
  replyToCommentId?: string;
}

/** The post's count after the change (the screen shows it without reloading). */
export interface CommentCountReply {
  commentNum: number;
}

export interface KudosRequest {
  shareId: string;
  /** 1 add, 0 remove; giving twice counts once. */
  kudos: YesNo;
}

export interface KudosReply {
  kudosNum: number;
  isKudos: YesNo;
}

export interface ShareFavoriteRequest {
  shareId: string;
  /** 1 add, 0 remove. */
  favorite: YesNo;
}

export interface FocusUserRequest {
  focusUserId: UserId;
  /** 1 follow, 0 unfollow. Following again answers validation.alreadyFollowed (spec §8 "Already followed"). */
  focus: YesNo;
}

/** The followed user's fans after the change. */
export interface FocusReply {
  fansNum: number;
  isFocus: YesNo;
}

export interface FollowUser extends ShareAuthor {
  /** The caller follows this user. */
  isFocus: YesNo;
  postNum: number;
  fansNum: number;
}

/** myFocus / myFans: the caller's when userId is absent; newest follow first. */
export interface FollowListRequest extends PageRequest {
  userId?: UserId;
}

/** focus: people to follow (the caller's country first, most followed first), not yet followed. */
export type SuggestedUsersRequest = PageRequest;

/** otherShare's header. */
export interface ShareProfile extends ShareAuthor {
  postNum: number;
  focusNum: number;
  fansNum: number;
  /** Kudos the user's published posts received. */
  kudosNum: number;
  isFocus: YesNo;
  isMine: YesNo;
}

export interface ShareProfileRequest {
  userId: UserId;
}

/** A report on a post, or on one of its comments (commentId). */
export interface ShareReportRequest {
  shareId: string;
  commentId?: string;
  reason: ReportReason;
  text?: string;
}

/** On the author's queue (statuses.SHARE_EVENT): a post was reviewed or hidden. */
export interface ShareStateEvent {
  shareId: string;
  status: ShareStatus;
  reason: string;
}
