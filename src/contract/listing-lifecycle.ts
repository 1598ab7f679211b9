// The listing lifecycle (spec §4 statuses 0-8; "allowed transitions: not shown", so the machine is
// ours) in one table, read by the reference server to move a listing and by publish management to
// offer the actions that apply. A transition not in the table is refused (errors.listingState).
//
//   new listing ── submit ──▶ 4 on review (first) ─┐          ┌─ edit ◀── any status but 0
//   edit of a published one ─────▶ 5 on review ────┤ approve  │           (4 if never published, else 5)
//                                                  ├────────▶ 1 / 2 in translation ─ translated ─▶ 7 published
//                                                  │          (machine translation configured)  └ failed ─▶ 8
//                                                  │          7 at once otherwise: the original shows and
//                                                  │          human translation follows (spec §1 mode 2)
//                                                  └ reject ─▶ 6 review failed (reason shown to the publisher)
//   7 ── takeDown (releaseInfoOff) ──▶ 3 to be released ── publishAgain ──▶ 7
//   8 ── humanTranslated (operator) ──▶ 7;   0 not paid ── paid ──▶ 4 (payments)
//   7 ── moderatorTakeDown (operator, console reports queue) ──▶ 6 review failed, the moderator's
//        reason shown: the publisher corrects it and it goes through review again (not 3, from
//        which "publish again" would put it straight back without an operator seeing it)
//   7 ── reportHold (system: the LISTING_REPORT_HIDE_AT-th distinct reporter) ──▶ 5 on review, off
//        the public at once (issue: Beyond the spec, "hidden pending review"); the moderator then
//        restores it (reportRestore ──▶ 7) or takes it down (moderatorTakeDown ──▶ 6)
import { AUDIT_STATUS, PUBLISH_STATUS, type AuditStatus, type PublishStatus } from './statuses.js';

const S = PUBLISH_STATUS;

/** What happens to a listing; the actor is the publisher (user) or an operator (console), or the system. */
export const LISTING_EVENTS = {
  /** The publisher edits and saves (content changed: review again). */
  edit: 'user',
  /** Payment of a listing that needed one (spec §4 status 0). */
  paid: 'system',
  /** The operator accepts; `machineTranslation` decides 1/2 or straight to 7. */
  approve: 'operator',
  reject: 'operator',
  /** The translation queue finished every language. */
  translated: 'system',
  translationFailed: 'system',
  /** An operator wrote the missing translations by hand. */
  humanTranslated: 'operator',
  /** releaseInfoOff (spec §7). */
  takeDown: 'user',
  /** "publish again" (spec §4 order actions): consumes a posting chance. */
  publishAgain: 'user',
  /** A moderator hides a published listing a report showed breaks the rules (reason required, as reject). */
  moderatorTakeDown: 'operator',
  /** Enough distinct users reported it (types/listing-report.ts LISTING_REPORT_HIDE_AT): hidden pending review. */
  reportHold: 'system',
  /** A moderator found the reports of a held listing unfounded: published again. */
  reportRestore: 'operator',
} as const;
export type ListingEvent = keyof typeof LISTING_EVENTS;

/** What a transition may depend on besides the status. */
export interface LifecycleFacts {
  /** The listing was published once (an edit then goes to 5, not 4; approval to 2, not 1). */
  everPublished: boolean;
  /** A machine translation provider is configured (approval goes through 1/2). */
  machineTranslation: boolean;
}

type Step = (facts: LifecycleFacts) => PublishStatus;
const to = (s: PublishStatus): Step => () => s;
const review: Step = (f) => (f.everPublished ? S.onReview : S.onReviewFirst);

/** from status → next status, per event. */
const TRANSITIONS: Readonly<Record<ListingEvent, Partial<Record<PublishStatus, Step>>>> = {
  edit: Object.fromEntries(
    [S.inTranslationFirst, S.inTranslation, S.toBeReleased, S.onReviewFirst, S.onReview, S.reviewFailed, S.published, S.translationFailed].map((s) => [s, review]),
  ),
  paid: { [S.notPaid]: to(S.onReviewFirst) },
  approve: {
    [S.onReviewFirst]: (f) => (f.machineTranslation ? S.inTranslationFirst : S.published),
    [S.onReview]: (f) => (f.machineTranslation ? S.inTranslation : S.published),
  },
  reject: { [S.onReviewFirst]: to(S.reviewFailed), [S.onReview]: to(S.reviewFailed) },
  translated: { [S.inTranslationFirst]: to(S.published), [S.inTranslation]: to(S.published) },
  translationFailed: { [S.inTranslationFirst]: to(S.translationFailed), [S.inTranslation]: to(S.translationFailed) },
  humanTranslated: { [S.translationFailed]: to(S.published) },
  takeDown: { [S.published]: to(S.toBeReleased) },
  publishAgain: { [S.toBeReleased]: to(S.published) },
  moderatorTakeDown: { [S.published]: to(S.reviewFailed), [S.onReview]: to(S.reviewFailed) },
  reportHold: { [S.published]: to(S.onReview) },
  reportRestore: { [S.onReview]: to(S.published) },
};

/**
 * The review reason a reportHold leaves (listings.review_reason): publish management words it
 * (locale report.held) instead of showing it, as it shows a moderator's own reason.
 */
export const REPORT_HOLD_REASON = '@reportHold';

/** Longest rejection reason an operator may give (ours; the publisher reads it in publish management). */
export const REVIEW_REASON_MAX = 500;

/** The status a new listing starts in (a paid publish starts at 0, payments). */
export const INITIAL_STATUS: PublishStatus = S.onReviewFirst;

/** The next status, or null when the event does not apply to `from`. */
export function nextStatus(from: PublishStatus, event: ListingEvent, facts: LifecycleFacts): PublishStatus | null {
  const step = TRANSITIONS[event][from];
  return step ? step(facts) : null;
}

/** Whether `event` applies to a listing in `status` (publish management's buttons). */
export const canApply = (status: PublishStatus, event: ListingEvent): boolean => TRANSITIONS[event][status] !== undefined;

/** Actions of publish management that are not transitions: they apply to these statuses. */
export const OWNER_ACTIONS = {
  /** Moves the listing up its list again (release time now). */
  refresh: [S.published],
  /** Goes to /common/publishPay (payments). */
  pay: [S.notPaid],
  /** Every status: a deleted listing is gone from every list. */
  delete: Object.values(S),
  view: Object.values(S),
} as const satisfies Record<string, readonly PublishStatus[]>;

/** The audit status a publish status implies (spec §4 "Audit status"). */
export function auditStatusOf(status: PublishStatus): AuditStatus {
  if (status === S.notPaid) return AUDIT_STATUS.notAudited;
  if (status === S.onReviewFirst || status === S.onReview) return AUDIT_STATUS.waiting;
  if (status === S.reviewFailed) return AUDIT_STATUS.failed;
  return AUDIT_STATUS.passed;
}

/** Statuses visitors see in lists and details. */
export const PUBLIC_STATUSES: readonly PublishStatus[] = [S.published];
