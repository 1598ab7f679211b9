// The operator console's review of discover posts (issue "Discover": a post goes "through the
// sensitive-word check and review of the publishing issue"): its calls, who may make each, their
// inputs as valibot schemas and their replies. Spread into console-api.ts (CONSOLE_CALLS,
// consoleSchemas, ConsoleReplies), which imports this file; so this file imports nothing of
// console-api.ts (no cycle, type-only included).
//
// Reviewers (as listings) read the posts waiting (statuses.SHARE_STATUS.reviewing), oldest first,
// and approve (published: everyone sees it; the first approval sets its release time) or reject
// with a reason the author reads. Decided once: a post edited meanwhile (a newer submission than
// the one the reviewer read) or decided by another reviewer is refused, not decided unseen.
import * as v from 'valibot';
import { MSG } from './validation/messages.js';
import { SHARE_ID_PATTERN } from './validation/discover.js';

const REVIEWERS = ['reviewer', 'admin'] as const;

/** The posts' part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_DISCOVER_CALLS = {
  shareReviewQueue: REVIEWERS,
  reviewShare: REVIEWERS,
} as const;

/** Console message keys the post calls answer with (locales/console/*.json "errors"). */
export const CONSOLE_DISCOVER_ERRORS = {
  shareNotFound: 'errors.shareNotFound',
  /** reviewShare: the post is no longer waiting, or was edited after `submittedAt`. */
  shareState: 'errors.shareState',
} as const;

/** Longest rejection reason (as a listing's). */
export const SHARE_REVIEW_REASON_MAX = 500;

const PAGE_MAX = 10_000;
const int = (min: number, max: number) =>
  v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(min, MSG.checkWarning), v.maxValue(max, MSG.checkWarning));

export const consoleDiscoverSchemas = {
  shareReviewQueue: v.object({ pageNum: v.optional(int(1, PAGE_MAX), 1), pageSize: v.optional(int(1, 100), 20) }),
  reviewShare: v.pipe(
    v.object({
      shareId: v.pipe(v.string(MSG.checkWarning), v.regex(SHARE_ID_PATTERN, MSG.checkWarning)),
      decision: v.picklist(['approve', 'reject'], MSG.checkWarning),
      /** The submission the reviewer read (its queue item's submittedAt). */
      submittedAt: v.pipe(v.string(MSG.checkWarning), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/, MSG.checkWarning)),
      reason: v.optional(v.pipe(v.string(MSG.reviewReason), v.trim(), v.maxLength(SHARE_REVIEW_REASON_MAX, MSG.reviewReason)), ''),
    }),
    // The author reads why (as a listing's review): a rejection needs a reason.
    v.forward(v.check((i) => i.decision === 'approve' || i.reason.length > 0, MSG.reviewReason), ['reason']),
  ),
} as const;

/** A post waiting for review, with what a reviewer judges. */
export interface ShareReviewItem {
  shareId: string;
  /** 'first': never published; 'edit': a published or rejected post edited. */
  kind: 'first' | 'edit';
  content: string;
  /** Public upload paths. */
  pictures: string[];
  hashtags: string[];
  /** The linked listing, null when none. */
  listing: { serviceId: string; moduleId: number; title: string } | null;
  author: { userId: string; name: string; accountType: number; areaId: string };
  /** ISO time of the submission (release or last edit). */
  submittedAt: string;
  /** Sensitive words the text still holds (the app refuses them; an edit racing the list may not). */
  flaggedWords: string[];
}

export interface ConsoleDiscoverReplies {
  shareReviewQueue: { totalCount: number; resultList: ShareReviewItem[] };
  reviewShare: { shareId: string; status: number };
}
