// Saved searches and alerts (issue: Beyond the spec, item 1): a list's criteria saved by a user,
// matched on the server when a listing is published for the first time, and the in-app notices
// (bell, unread count) that tell the user. Shapes are ours: the spec has no such feature.
import type { PageRequest } from './common.js';

/**
 * The criteria of a module's list, as the list screen sends them (spec §2 "Common list screen",
 * §7 searchXxxByTerms). Blank criteria are null ('' for words and country): "any".
 */
export interface SavedSearchQuery {
  /** Spec §3 module id of the list. */
  moduleId: number;
  /** '' = any; every word must appear in the listing's title or text (any of its languages). */
  keyWords: string;
  /** A first- or second-level tag; a parent tag matches its children, as search does. */
  tagId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  sizeMin: number | null;
  sizeMax: number | null;
  bedroomNum: number | null;
  /** The country the list was showing (the request's metaData area); '' = any. */
  countryId: string;
}

export interface SavedSearch extends SavedSearchQuery {
  /** 'ss' then digits. */
  searchId: string;
  /** What the user sees, given by the app at save time (1..ALERTS.titleMax), e.g. « Maisons · Cocody · 3 ch. ». */
  title: string;
  /** One daily digest instead of a notice per listing. */
  daily: boolean;
  /** Matches since the user last opened this search's results (markSearchSeen resets it). */
  unseen: number;
  /** ISO time. */
  createdAt: string;
}

/** saveSearch: the query, its title and the digest choice. The same query again answers the saved one. */
export interface SaveSearchRequest extends SavedSearchQuery {
  title: string;
  daily: boolean;
}

export interface UpdateSavedSearchRequest {
  searchId: string;
  title?: string;
  daily?: boolean;
}

export interface SavedSearchRef {
  searchId: string;
}

export type NoticeKind = 'searchMatch' | 'searchDigest';

/** One entry of the notification centre. Texts are worded by the app from kind + fields (3 languages). */
export interface AppNotice {
  /** 'nt' then digits. */
  noticeId: string;
  kind: NoticeKind;
  searchId: string;
  searchTitle: string;
  moduleId: number;
  /** searchMatch: the listing; '' for a digest. */
  serviceId: string;
  /** searchMatch: the listing's title (its original language); '' for a digest. */
  listingTitle: string;
  /** searchMatch: the listing's first picture ('' when none or for a digest). */
  imgPath: string;
  /** Digest: new listings since the last digest; 1 for a match. */
  count: number;
  read: boolean;
  /** ISO time. */
  createdAt: string;
}

/** Newest first. */
export type NoticeListRequest = PageRequest;

export interface NoticeUnreadReply {
  unread: number;
}

/** readNotices: these notices ([] = all of the caller's) are read; the reply is the unread count after. */
export interface ReadNoticesRequest {
  noticeIds: string[];
}

/** On the user's queue (statuses.NOTICE_EVENT): a new notice and the unread count after it. */
export interface NoticeEvent {
  notice: AppNotice;
  unread: number;
}
