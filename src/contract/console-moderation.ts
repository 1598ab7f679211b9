// The operator console's reports queue (DESIGN.md §1 "the operator console": users report other
// users from a chat, reportUser; moderators read them): its calls, who may make each, their
// inputs as valibot schemas and their replies. Spread into console-api.ts (CONSOLE_CALLS,
// consoleSchemas, ConsoleReplies), which imports this file; so this file imports nothing of
// console-api.ts (no cycle, type-only included).
//
// A report is decided once (open → actioned | dismissed; a second operator is told it was
// decided): dismiss, warn (a system message in the reported user's customer-service
// conversation), hideListing (one of the reported user's published listings goes to "review
// failed" with the note as its reason: listing-lifecycle.ts moderatorTakeDown) or suspend (the
// account can no longer log in or call, its listings leave the public; unsuspendUser lifts it).
// A suspension answers every complaint about the account: it closes the user's other open reports
// with the same decision. Dismiss, warn and hideListing judge one report's evidence and close it
// alone (another reporter's conversation may show something else).
//
// Reports of a listing from its details page (subject 'listing'; issue: Beyond the spec) are one
// case per listing: the open queue shows the listing once, with its reporters, and a decision on
// it closes all of them — restore (unfounded: dismissed, and a listing the reports held,
// listing-lifecycle.ts reportHold, is published again), hideListing (taken down with the note as
// the reason), warn or suspend. A report of the publisher from the details page (subject 'user')
// is judged as a chat report is, the listing named as context.
import * as v from 'valibot';
import type { AnyReportReason } from './statuses.js';
import { MSG } from './validation/messages.js';
import type { MoneyUser } from './console-payments.js';

/** Moderators read and decide reports (admins too, as every page). */
const MODERATORS = ['moderator', 'admin'] as const;

/** The reports calls' part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_MODERATION_CALLS = {
  reportQueue: MODERATORS,
  reportDetail: MODERATORS,
  decideReport: MODERATORS,
  unsuspendUser: MODERATORS,
} as const;

/** Console message keys the reports calls answer with (locales/console/*.json "errors"). */
export const CONSOLE_MODERATION_ERRORS = {
  reportNotFound: 'errors.reportNotFound',
  /** decideReport: the report was decided already (by another operator meanwhile). */
  reportState: 'errors.reportState',
  /** decideReport hideListing: the listing is not the reported user's, or gone. */
  listingNotTheirs: 'errors.listingNotTheirs',
  /** decideReport hideShare / hideComment on a report of another subject (a chat; a post for hideComment). */
  reportSubject: 'errors.reportSubject',
  /** unsuspendUser: the account is not suspended (lifted meanwhile). */
  notSuspended: 'errors.notSuspended',
  userNotFound: 'errors.userNotFound',
} as const;

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/**
 * hideShare: the reported post (a post report's, or the post of a reported comment) goes to
 * `hidden` with the note as the reason its author reads; hideComment: the reported comment is
 * removed (a comment report only).
 */
export const REPORT_ACTIONS = ['dismiss', 'restore', 'warn', 'hideListing', 'hideShare', 'hideComment', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/**
 * What a report is about: a chat conversation (reportUser), a discover post or one of its comments
 * (reportShare), a listing or its publisher from the details page (reportListing).
 */
export const REPORT_SUBJECTS = ['chat', 'share', 'comment', 'listing', 'user'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
/**
 * The subjects an action applies to when not all (decideReport refuses the others:
 * errors.reportSubject). A listing's reports are restored, not dismissed: a dismissal would leave
 * a held listing hidden.
 */
export const REPORT_ACTION_SUBJECTS: Partial<Readonly<Record<ReportAction, readonly ReportSubject[]>>> = {
  dismiss: ['chat', 'share', 'comment', 'user'],
  restore: ['listing'],
  hideShare: ['share', 'comment'],
  hideComment: ['comment'],
};
export const reportActionApplies = (a: ReportAction, subject: ReportSubject): boolean => REPORT_ACTION_SUBJECTS[a]?.includes(subject) ?? true;
/** Decisions that need no note (the others are read by the user or the publisher). */
export const REPORT_ACTIONS_WITHOUT_NOTE: readonly ReportAction[] = ['dismiss', 'restore'];

/** Longest decision note (the warning the user reads, the reason a listing was hidden). */
export const REPORT_NOTE_MAX = 500;
/** Messages of the reported conversation shown as evidence, the latest ones. */
export const REPORT_EVIDENCE_MESSAGES = 20;

const PAGE_MAX = 10_000;
const int = (min: number, max: number) =>
  v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(min, MSG.checkWarning), v.maxValue(max, MSG.checkWarning));
const id = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning));
const noControlButLines = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s);
/** 0..REPORT_NOTE_MAX after trimming, line breaks allowed. */
const note = v.pipe(v.string(MSG.pleaseInput), v.check(noControlButLines, MSG.checkWarning), v.trim(), v.maxLength(REPORT_NOTE_MAX, MSG.inputLimit));

export const consoleModerationSchemas = {
  /** Open reports oldest first (the longest waiting first); decided ones newest decision first. */
  reportQueue: v.object({
    status: v.optional(v.picklist(REPORT_STATUSES, MSG.checkWarning), 'open'),
    /** '' for every subject. */
    subject: v.optional(v.picklist(['', ...REPORT_SUBJECTS], MSG.checkWarning), ''),
    pageNum: v.optional(int(1, PAGE_MAX), 1),
    pageSize: v.optional(int(1, 100), 20),
  }),
  reportDetail: v.object({ id }),
  /** The note is required except to dismiss or restore; serviceId only (and always) with hideListing. */
  decideReport: v.pipe(
    v.object({
      id,
      action: v.picklist(REPORT_ACTIONS, MSG.choose),
      serviceId: v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^(?:[1-9][0-9]{0,17})?$/, MSG.checkWarning)), ''),
      note: v.optional(note, ''),
    }),
    v.forward(v.check((i) => REPORT_ACTIONS_WITHOUT_NOTE.includes(i.action) || i.note.length > 0, MSG.pleaseInput), ['note']),
    v.forward(v.check((i) => (i.action === 'hideListing') === (i.serviceId !== ''), MSG.choose), ['serviceId']),
  ),
  unsuspendUser: v.object({
    userId: v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^[^\p{Cc}]{1,64}$/u, MSG.checkWarning)),
    note: v.optional(note, ''),
  }),
} as const;

/** A user as the reports show them (console-user.ts), and whether the account is suspended now. */
export interface ReportUser extends MoneyUser {
  suspended: boolean;
}

export interface ReportItem {
  id: string;
  reporter: ReportUser;
  reported: ReportUser;
  reason: AnyReportReason;
  subject: ReportSubject;
  /** listing and user: the listing reported, or the publisher's listing reported from ('' otherwise). */
  serviceId: string;
  /** That listing's title in its original language ('' without a listing). */
  listingTitle: string;
  /** listing, while open: the listing's open reports, this one included (the queue shows the listing once). */
  listingReports: number;
  /** share and comment: the post ('' for a chat report). */
  shareId: string;
  /** comment: the comment ('' otherwise). */
  commentId: string;
  /** The reporter's own words, '' when none. */
  note: string;
  createdAt: string;
  /** Reports against the same user made before this one (any status). */
  earlierReports: number;
  status: ReportStatus;
  decision: ReportAction | null;
  decisionNote: string;
  /** Username of the operator who decided, '' while open. */
  handledBy: string;
  handledAt: string;
  /** hideListing: the listing hidden. */
  decisionServiceId: string;
}

/** One message of the reported conversation. */
export interface EvidenceMessage {
  id: string;
  /** Who wrote it: one of the two users, or the service ('system': robot, agent, notice). */
  from: 'reporter' | 'reported' | 'system';
  type: 'text' | 'image' | 'file' | 'card';
  /** text: the text; card: its title; file: the document's name ('' when unknown). */
  text: string;
  /** image: the picture (public upload path); file: the console file route (consoleFileUrl). */
  url: string;
  /** card: the listing it names. */
  serviceId: string;
  moduleId: number;
  sentAt: string;
}

/** One listing of the reported user that visitors may see now. */
export interface ReportedListing {
  serviceId: string;
  module: string;
  moduleId: number;
  title: string;
  language: string;
  releasedAt: string;
}

/** The reported post as it is now (a removed one is still shown to the moderator, marked). */
export interface ReportedShare {
  shareId: string;
  content: string;
  /** Public upload paths. */
  pictures: string[];
  hashtags: string[];
  /** statuses.SHARE_STATUS */
  status: number;
  reason: string;
  deleted: boolean;
  createdAt: string;
}

/** The reported comment. */
export interface ReportedComment {
  commentId: string;
  content: string;
  createdAt: string;
  deleted: boolean;
}

/** A listing's report by one user (the case of a listing report). */
export interface ListingReporter {
  reportId: string;
  reporter: ReportUser;
  reason: AnyReportReason;
  note: string;
  createdAt: string;
}

/** The listing a listing or user report names, as it is now, and its open listing reports, oldest first. */
export interface ReportedListingCase {
  serviceId: string;
  module: string;
  moduleId: number;
  title: string;
  /** statuses.PUBLISH_STATUS now. */
  status: number;
  /** The reports took it off the public (listing-lifecycle.ts reportHold) and no one decided yet. */
  held: boolean;
  reporters: ListingReporter[];
}

export interface ReportDetail {
  report: ReportItem;
  /** listing and user reports: the listing (null for the other subjects). */
  listing: ReportedListingCase | null;
  /** share and comment reports: the post (null for a chat report). */
  share: ReportedShare | null;
  /** comment reports: the comment (null otherwise). */
  comment: ReportedComment | null;
  /** Oldest first; empty when the report names no conversation. */
  messages: EvidenceMessage[];
  /** The reported user's published listings (hidden ones included while suspended: they come back on lifting). */
  listings: ReportedListing[];
  /** The reported account's suspension, null when not suspended. */
  suspension: { at: string; reason: string; by: string } | null;
}

export interface ConsoleModerationReplies {
  reportQueue: { totalCount: number; resultList: ReportItem[] };
  reportDetail: ReportDetail;
  /** closed: the other open reports against the user the decision closed too (suspend only). */
  decideReport: { id: string; status: ReportStatus; decision: ReportAction; closed: number };
  unsuspendUser: { userId: string };
}
