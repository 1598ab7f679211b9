// Cross-module user calls (spec §7 "Common"): upload, favourites, history, release ability, ads,
// publish quota, word check, publish management. Shapes marked "ours" are not shown in spec §7.
import type { AreaId, ImgRef, PageRequest, ServiceId, UserId } from './common.js';
import type { ContactStats } from './contact.js';

/** Multipart fields of /user/v1/upload/uploadImg (spec §7). */
export interface UploadImgRequest {
  multipartFile: Blob;
  moduleId: number;
  areaId: AreaId;
}
/** A list with imgPath (spec §7). */
export type UploadReply = ImgRef[];

export interface InsertFavoriteRequest {
  userId: UserId;
  serviceId: ServiceId;
  /** Articles only. */
  esInfoId?: string;
  moduleId: number;
}

/** Favourite and history pages (spec §7). */
export interface MyListRequest extends PageRequest {
  userId: UserId;
  moduleId: number;
}

export interface CancelFavoriteRequest {
  userId: UserId;
  serviceIds: ServiceId[];
  /** Articles only. */
  esInfoIds?: string[];
  moduleId?: number;
}

export interface DeleteHistoryRequest {
  userId: UserId;
  serviceIds: ServiceId[];
  moduleId?: number;
}

export interface ReleaseAbilityReply {
  /** Countries one listing may be published in; 999 = all (spec §5). */
  releaseAreaNum: number;
}

export interface AdInfoRequest {
  /** e.g. module6Mine (a module descriptor's mine.adLocation). */
  adDisplayLocation: string;
}
export interface AdInfoReply {
  adUrl: string;
  /** Where a tap leads (spec §2 "Ad link jumping"). Ours. */
  accessAddress?: string;
}

/** Publish quota check: code 200 with hasReleaseNum true means allowed (spec §7). */
export interface QuotaCheckReply {
  hasReleaseNum: boolean;
  /** The module needs a membership the caller lacks (spec §6: recruitment): ask for one, not for a package. */
  needsMembership?: boolean;
}

/** checkRelease: will publishing this listing consume a chance? (spec §6). Shape not shown in spec §7; ours. */
export interface CheckReleaseRequest {
  userId: UserId;
  moduleId: number;
  serviceId?: ServiceId;
}
export interface CheckReleaseReply {
  /**
   * Publishes left after this one: the level's free listings not in use plus unused posting
   * chances (memberLevelId decides the free listings, spec §6).
   */
  releaseNum: number;
  /** The user must confirm spending a chance (spec §6 "asks for confirmation"). */
  consumes: boolean;
}

/** CheckWordAndOriginal: sensitive words and the detected original language. Shape not shown in spec §7; ours. */
export interface CheckWordRequest {
  moduleId: number;
  title: string;
  content: string;
  contacts?: string;
  location?: string;
}
/** One sensitive word found: in which field, where (UTF-16 offsets in the field's text, end exclusive). */
export interface SensitiveHit {
  field: 'title' | 'content' | 'contacts' | 'location';
  /** The list's word, and the text as typed at that place (another case, accents, script). */
  word: string;
  found: string;
  start: number;
  end: number;
}
export interface CheckWordReply {
  /** Words to mark red (spec §2 "Publish screens"), as typed; empty when the text passes. */
  sensitiveWords: string[];
  /** Where each one is. Content offsets are in its text without markup (what the editor shows). */
  hits: SensitiveHit[];
  /** Language detected from the text ('cn' | 'en' | 'fr'). */
  originalLanguageId: string;
}

/** releaseInfoOff: take one's listing offline. Shape not shown in spec §7; ours. */
export interface ReleaseOffRequest {
  serviceId: ServiceId;
  moduleId: number;
}

/**
 * customData of refreshMyRelease's 4429 errors.refreshTooSoon (ours): when the free refresh comes
 * back (ISO 8601), so the app can say it next to the paid refresh (refreshPayment, spec §7).
 */
export interface RefreshTooSoonData {
  nextFreeAt: string;
}

/** Feedback (module id 12). Shape not shown in spec §7; ours. */
export interface FeedbackRequest {
  userId: UserId;
  content: string;
  imgList?: string[];
  contacts?: string;
}

/** Publish management list (spec §2 /common/publishManage?moduleId=N). Shape not shown in spec §7; ours. */
export interface MyReleaseRequest extends PageRequest {
  userId: UserId;
  moduleId: number;
  /** statuses.PUBLISH_STATUS, or absent for all. */
  status?: number;
  /** Several statuses at once (a status family of publish management's tabs, spec §4: on review = 4 and 5). */
  statuses?: number[];
}
/**
 * One own listing in publish management. A module whose list rows draw their own facts (descriptor
 * rowLayout 'job') also gets its list-row fields (a job's salary, experience, degree, nature,
 * employer logo and name), so the owner's row shows what the list shows; like every list row
 * (kit/listing-row.tsx Summary) they are read by field name, hence the open record.
 */
export interface MyReleaseItem extends Partial<Record<string, unknown>> {
  serviceId: ServiceId;
  moduleId: number;
  title: string;
  imgPath: string;
  /** statuses.PUBLISH_STATUS. */
  status: number;
  releaseTime: string;
  /** Languages that have text (tabs of publishDetails). */
  languageIds: string[];
  /** Set while an order is unpaid. */
  orderNo?: string;
  /** statuses.AUDIT_STATUS implied by status (listing-lifecycle.ts auditStatusOf). */
  auditStatus: number;
  /** statuses.INVALID_FLAG: 1 for a want-to-buy demand past its days (spec §3 validDayNum), else 0. */
  invalid: number;
  /** Why review failed (status 6), shown to the publisher; '' otherwise. */
  reviewReason: string;
  /** The last refresh, free or paid (ISO 8601; ours), null when never refreshed. */
  refreshedAt: string | null;
  /** The module's price field (price, totalPrice ...); null when the module or the listing has none. */
  price: number | null;
  /** Currency flag of the price ('' when none). */
  priceFlag: string;
  /** Ours (issue: Beyond the spec, "Contact in one tap"): what visitors did with the listing. */
  stats?: ContactStats;
}

/** Unread messages by userMq (spec §7). Shape not shown in spec §7; ours. */
export interface UnreadRequest {
  userMq: string;
}
export interface UnreadReply {
  totalUnread: number;
}
