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
import * as v from 'valibot';
import { CHAT_REPORT_REASONS, type ChatReportReason } from './statuses.js';
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
export const REPORT_ACTIONS = ['dismiss', 'warn', 'hideListing', 'hideShare', 'hideComment', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** What a report is about: a chat conversation (reportUser), a discover post or one of its comments (reportShare). */
export const REPORT_SUBJECTS = ['chat', 'share', 'comment'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

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
  /** The note is required except to dismiss; serviceId only (and always) with hideListing. */
  decideReport: v.pipe(
    v.object({
      id,
      action: v.picklist(REPORT_ACTIONS, MSG.choose),
      serviceId: v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^(?:[1-9][0-9]{0,17})?$/, MSG.checkWarning)), ''),
      note: v.optional(note, ''),
    }),
    v.forward(v.check((i) => i.action === 'dismiss' || i.note.length > 0, MSG.pleaseInput), ['note']),
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
  reason: ChatReportReason;
  subject: ReportSubject;
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

export interface ReportDetail {
  report: ReportItem;
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
