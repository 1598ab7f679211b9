// The operator console's API (DESIGN.md §1 "the operator console"; issue "Publishing", operator
// console): the calls, who may make each (the role table), their inputs as valibot schemas and
// their replies. Shared by the console UI (examples/console) and the reference server
// (examples/server/console), as the app's contract is (DESIGN.md §4).
//
// Transport (ours; the spec has no back office): POST /console/api/<call>, a plain JSON body (the
// call's input) and a plain JSON reply {code, message, customData} with the app's codes
// (codes.ts); `message` is a locale key the console translates (locales/console/*.json, or the
// app's `validation.*` keys for a refused field). No base64: only the console's own pages call it.
// The session is an HttpOnly cookie; every call also sends CONSOLE_CSRF_HEADER.
import * as v from 'valibot';
import { LANGUAGES } from './constants.js';
import { REVIEW_REASON_MAX } from './listing-lifecycle.js';
import { MSG } from './validation/messages.js';
import { CONSOLE_PAYMENT_CALLS, consolePaymentSchemas, type ConsolePaymentReplies } from './console-payments.js';
import { CONSOLE_MODERATION_CALLS, consoleModerationSchemas, type ConsoleModerationReplies } from './console-moderation.js';
import { CONSOLE_HELP_CALLS, consoleHelpSchemas, type ConsoleHelpReplies } from './console-help.js';
import { CONSOLE_SERVICE_CALLS, consoleServiceSchemas, type ConsoleServiceReplies } from './console-service.js';
import { CONSOLE_EXPRESS_CALLS, consoleExpressSchemas, type ConsoleExpressReplies } from './console-express.js';
import { CONSOLE_DISCOVER_CALLS, consoleDiscoverSchemas, type ConsoleDiscoverReplies } from './console-discover.js';
import { CONSOLE_TRADE_CALLS, consoleTradeSchemas, type ConsoleTradeReplies } from './console-trade.js';
import { contentSchema, titleSchema } from './validation/text.js';
import type { ReviewItem, ListingText, TranslationItem, SensitiveWordItem, ListingSearchItem, ListingHistoryEvent, AuthenticationFile, AuthenticationItem, AuditEntry, OperatorItem } from './console-items.js';

export const CONSOLE_BASE = '/console';
export const CONSOLE_API_BASE = `${CONSOLE_BASE}/api`;
/** Sent with every call: a cross-site form or image cannot set it, and a cross-site script would need a preflight we refuse. */
export const CONSOLE_CSRF_HEADER = 'x-console';
export const CONSOLE_CSRF_VALUE = '1';
export const CONSOLE_COOKIE = 'mkt_console';

/** Roles of operator accounts. A role the table below does not name may call nothing but the session calls. */
export const OPERATOR_ROLES = ['reviewer', 'translator', 'moderator', 'cashier', 'agent', 'warehouse', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who may make a call: anyone (login), any logged-in operator, or the roles listed. */
export type CallAccess = 'public' | 'operator' | readonly OperatorRole[];

const REVIEWERS: readonly OperatorRole[] = ['reviewer', 'admin'];
const ADMINS: readonly OperatorRole[] = ['admin'];
const TRANSLATORS: readonly OperatorRole[] = ['translator', 'admin'];
/** Who edits the sensitive-word lists; reviewers read them (they judge the same texts). */
const MODERATORS: readonly OperatorRole[] = ['moderator', 'admin'];
const WORD_READERS: readonly OperatorRole[] = ['reviewer', 'moderator', 'admin'];
/** Every role: looking a listing up is part of each operator's work. */
const ANY_ROLE: readonly OperatorRole[] = OPERATOR_ROLES;

/** The role table: checked by the server on every call, read by the UI to show the pages a role may open. */
export const CONSOLE_CALLS = {
  login: 'public',
  logout: 'operator',
  me: 'operator',
  reviewQueue: REVIEWERS,
  reviewListing: REVIEWERS,
  auditLog: ADMINS,
  translationQueue: TRANSLATORS,
  saveTranslation: TRANSLATORS,
  wordList: WORD_READERS,
  addWord: MODERATORS,
  removeWord: MODERATORS,
  listingSearch: ANY_ROLE,
  listingHistory: ANY_ROLE,
  authQueue: REVIEWERS,
  reviewAuthentication: REVIEWERS,
  operatorList: ADMINS,
  createOperator: ADMINS,
  updateOperator: ADMINS,
  resetOperatorPassword: ADMINS,
  /** Orders, remittances, refunds, coupons, codes, products (console-payments.ts). */
  ...CONSOLE_PAYMENT_CALLS,
  /** Reports queue and suspension (console-moderation.ts). */
  ...CONSOLE_MODERATION_CALLS,
  /** Help articles (console-help.ts). */
  ...CONSOLE_HELP_CALLS,
  /** The customer-service desk (console-service.ts). */
  ...CONSOLE_SERVICE_CALLS,
  /** Goods orders and their disputes (console-trade.ts). */
  ...CONSOLE_TRADE_CALLS,
  /** Air-express parcels at the warehouse and in transit (console-express.ts). */
  ...CONSOLE_EXPRESS_CALLS,
  /** Discover posts waiting for review (console-discover.ts). */
  ...CONSOLE_DISCOVER_CALLS,
} as const satisfies Record<string, CallAccess>;
export type ConsoleCall = keyof typeof CONSOLE_CALLS;

export const isConsoleCall = (name: string): name is ConsoleCall => Object.hasOwn(CONSOLE_CALLS, name);

/** Whether an operator of `role` may make `call` (the session calls: any role). */
export function mayCall(role: string, call: ConsoleCall): boolean {
  const access: CallAccess = CONSOLE_CALLS[call];
  if (access === 'public' || access === 'operator') return true;
  return (access as readonly string[]).includes(role);
}

/** Console message keys the server answers with (locales/console/*.json "errors"). */
export const CONSOLE_ERRORS = {
  /** No session, or it ended: log in again. */
  notLoggedIn: 'errors.notLoggedIn',
  badLogin: 'errors.badLogin',
  /** The role may not make this call, or the request failed the CSRF guard. */
  forbidden: 'errors.forbidden',
  csrf: 'errors.csrf',
  tooManyAttempts: 'errors.tooManyAttempts',
  notFound: 'errors.notFound',
  unknownCall: 'errors.unknownCall',
  /** listings/lifecycle.ts: the listing is no longer waiting for review (someone decided first), or gone. */
  listingState: 'errors.listingState',
  listingNotFound: 'errors.listingNotFound',
  /** saveTranslation of the listing's own language: the publisher's text is not translated over. */
  originalLanguage: 'errors.originalLanguage',
  /** addWord: the list already has this word as the word check folds it (case, accents, Chinese script). */
  wordDuplicate: 'errors.wordDuplicate',
  /** removeWord: no such word in that language's list (removed meanwhile). */
  wordNotFound: 'errors.wordNotFound',
  /** reviewAuthentication: decided already, or submitted again since the operator opened it. */
  authenticationState: 'errors.authenticationState',
  authenticationNotFound: 'errors.authenticationNotFound',
  /** reviewAuthentication: enterprise is passed only on top of a passed personal authentication (spec §6). */
  personalNotPassed: 'errors.personalNotPassed',
  /** createOperator: the name is taken (compared in lower case). */
  operatorDuplicate: 'errors.operatorDuplicate',
  /** updateOperator / resetOperatorPassword: no such operator. */
  operatorNotFound: 'errors.operatorNotFound',
  /** An admin may not disable or demote their own account: the console always keeps an admin who can undo. */
  selfChange: 'errors.selfChange',
  internal: 'errors.internal',
} as const;

/**
 * Authentication papers for the console (GET, the session cookie; examples/server/console/
 * authentication-files.ts): the app serves no document at all (static-app.ts), so the reviewer
 * opens each upload a submission names through here, by its path after /uploads.
 */
export const CONSOLE_FILES_BASE = `${CONSOLE_BASE}/files`;
const UPLOADS_PREFIX = '/uploads/';
/** The console URL of an upload path ('/uploads/2030-01/x.pdf' → '/console/files/2030-01/x.pdf'). */
export const consoleFileUrl = (path: string): string =>
  path.startsWith(UPLOADS_PREFIX) ? `${CONSOLE_FILES_BASE}/${path.slice(UPLOADS_PREFIX.length)}` : '';

/** spec §7 style paging; the console shows 20 rows a page. */
export const CONSOLE_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const page = v.optional(v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(MAX_PAGE, MSG.checkWarning)), 1);
const pageSize = v.optional(v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(100, MSG.checkWarning)), CONSOLE_PAGE_SIZE);

const noNul = (s: string) => !s.includes('\u0000');
/** No control characters at all (tab and line breaks included): a word is one line of visible text. */
const noControl = (s: string) => !/\p{Cc}/u.test(s);
const serviceId = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning));
const language = v.picklist(LANGUAGES, MSG.checkWarning);
const operatorId = v.pipe(v.string(MSG.checkWarning), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning));
const passwordHash = v.pipe(v.string(MSG.passwordRequired), v.regex(/^[0-9a-f]{64}$/i, MSG.passwordRegp));

/** Longest sensitive word (the table allows 100; a longer "word" is a sentence, not a pattern). */
export const SENSITIVE_WORD_MAX = 64;
const word = v.pipe(
  v.string(MSG.pleaseInput),
  v.check(noControl, MSG.checkWarning),
  v.trim(),
  v.nonEmpty(MSG.pleaseInput),
  v.maxLength(SENSITIVE_WORD_MAX, MSG.inputLimit),
);
/** An optional search criterion: '' when absent; bounded like any console text. */
const criterion = (max: number, pattern?: RegExp) =>
  v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.maxLength(max, MSG.inputLimit), v.check((s) => s === '' || !pattern || pattern.test(s), MSG.checkWarning)), '');

/** Username as typed: letters, digits, dot, dash, underscore; compared in lower case. */
export const OPERATOR_USERNAME = /^[A-Za-z0-9._-]{1,64}$/;

export const consoleSchemas = {
  /** password: SHA-256 hex of the typed password, as the app's login sends it (spec §5). */
  login: v.object({
    username: v.pipe(v.string(MSG.pleaseInput), v.trim(), v.nonEmpty(MSG.pleaseInput), v.regex(OPERATOR_USERNAME, MSG.checkWarning)),
    password: passwordHash,
  }),
  reviewQueue: v.object({ pageNum: page, pageSize }),
  reviewListing: v.pipe(
    v.object({
      serviceId: v.pipe(v.string(MSG.checkWarning), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning)),
      decision: v.picklist(['approve', 'reject'], MSG.checkWarning),
      reason: v.optional(v.pipe(v.string(MSG.reviewReason), v.check(noNul, MSG.reviewReason), v.trim(), v.maxLength(REVIEW_REASON_MAX, MSG.reviewReason)), ''),
    }),
    // The publisher reads why (spec §4 "review failed"): a rejection without a reason is refused
    // here, before the lifecycle (listings/lifecycle.ts) refuses it again with the same key.
    v.forward(v.check((i) => i.decision === 'approve' || i.reason.length > 0, MSG.reviewReason), ['reason']),
  ),
  auditLog: v.object({ pageNum: page, pageSize }),
  translationQueue: v.object({ pageNum: page, pageSize }),
  /** A human translation (spec §1 mode 2): the same title and content rules as the publish form (spec §5). */
  saveTranslation: v.object({
    serviceId: v.pipe(v.string(MSG.checkWarning), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning)),
    language: v.picklist(LANGUAGES, MSG.checkWarning),
    title: titleSchema,
    content: contentSchema,
  }),
  /** One language's list, alphabetical in that language; `query` keeps the words containing it (folded as the check folds). */
  wordList: v.object({ language, pageNum: page, pageSize, query: criterion(SENSITIVE_WORD_MAX) }),
  addWord: v.object({ language, word }),
  removeWord: v.object({ language, word }),
  /** At least one criterion; a phone is digits, with or without its country code and +. */
  listingSearch: v.pipe(
    v.object({
      serviceId: criterion(18, /^[1-9][0-9]{0,17}$/),
      userId: criterion(64, /^[^\p{Cc}]+$/u),
      phone: criterion(24, /^\+?[0-9][0-9 .-]{2,22}$/),
      pageNum: page,
      pageSize,
    }),
    v.forward(v.check((i) => i.serviceId !== '' || i.userId !== '' || i.phone !== '', MSG.pleaseInput), ['serviceId']),
  ),
  listingHistory: v.object({ serviceId }),
  /** Submissions in review, oldest first; `kind` '' for both. */
  authQueue: v.object({ pageNum: page, pageSize, kind: v.optional(v.picklist(['', 'personal', 'enterprise'], MSG.checkWarning), '') }),
  /**
   * submittedAt: the submission the operator looked at (its authQueue item's); a newer one (the
   * user sent the form again meanwhile) is refused, not decided unseen.
   */
  reviewAuthentication: v.pipe(
    v.object({
      userId: v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^[^\p{Cc}]{1,64}$/u, MSG.checkWarning)),
      kind: v.picklist(['personal', 'enterprise'], MSG.checkWarning),
      decision: v.picklist(['pass', 'reject'], MSG.checkWarning),
      submittedAt: v.pipe(v.string(MSG.checkWarning), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/, MSG.checkWarning), v.check((s) => Number.isFinite(Date.parse(s)), MSG.checkWarning)),
      reason: v.optional(v.pipe(v.string(MSG.reviewReason), v.check(noNul, MSG.reviewReason), v.trim(), v.maxLength(REVIEW_REASON_MAX, MSG.reviewReason)), ''),
    }),
    // The user reads why and corrects the form: a rejection needs a reason (as reviewListing).
    v.forward(v.check((i) => i.decision === 'pass' || i.reason.length > 0, MSG.reviewReason), ['reason']),
  ),
  operatorList: v.object({ pageNum: page, pageSize }),
  /** password: SHA-256 hex of the typed one (the console asks for OPERATOR_PASSWORD_MIN characters first). */
  createOperator: v.object({
    username: v.pipe(v.string(MSG.pleaseInput), v.trim(), v.nonEmpty(MSG.pleaseInput), v.regex(OPERATOR_USERNAME, MSG.checkWarning)),
    role: v.picklist(OPERATOR_ROLES, MSG.choose),
    password: passwordHash,
  }),
  /** A new role, enabling or disabling, or both; at least one. */
  updateOperator: v.pipe(
    v.object({ operatorId, role: v.optional(v.picklist(OPERATOR_ROLES, MSG.choose)), disabled: v.optional(v.boolean(MSG.checkWarning)) }),
    v.forward(v.check((i) => i.role !== undefined || i.disabled !== undefined, MSG.choose), ['role']),
  ),
  resetOperatorPassword: v.object({ operatorId, password: passwordHash }),
  ...consolePaymentSchemas,
  ...consoleModerationSchemas,
  ...consoleHelpSchemas,
  ...consoleServiceSchemas,
  ...consoleTradeSchemas,
  ...consoleExpressSchemas,
  ...consoleDiscoverSchemas,
} as const;

/** Shortest operator password the console accepts (ours: operators decide on money and content, so longer than users' 6). */
export const OPERATOR_PASSWORD_MIN = 10;

export { REVIEW_REASON_MAX };

export interface OperatorView {
  id: string;
  username: string;
  role: string;
  /** The calls this operator's role allows (the UI shows the pages made of them). */
  calls: ConsoleCall[];
}

export interface ConsolePage<T> {
  totalCount: number;
  resultList: T[];
}

export type { ReviewItem, ListingText, TranslationItem, SensitiveWordItem, ListingSearchItem, ListingHistoryEvent, AuthenticationFile, AuthenticationItem, AuditEntry, OperatorItem } from './console-items.js';

export interface ConsoleReplies extends ConsolePaymentReplies, ConsoleModerationReplies, ConsoleHelpReplies, ConsoleServiceReplies, ConsoleTradeReplies, ConsoleExpressReplies, ConsoleDiscoverReplies {
  login: OperatorView;
  logout: null;
  me: OperatorView;
  reviewQueue: ConsolePage<ReviewItem>;
  reviewListing: { serviceId: string; status: number };
  auditLog: ConsolePage<AuditEntry>;
  translationQueue: ConsolePage<TranslationItem>;
  /** status: the listing's, after the save (8 → 7 once no language is missing). */
  saveTranslation: { serviceId: string; language: string; status: number; missing: string[] };
  wordList: ConsolePage<SensitiveWordItem>;
  addWord: { language: string; word: string };
  removeWord: { language: string; word: string };
  listingSearch: ConsolePage<ListingSearchItem>;
  /** Oldest first. */
  listingHistory: { serviceId: string; events: ListingHistoryEvent[] };
  authQueue: ConsolePage<AuthenticationItem>;
  /** status: statuses.AUDIT_STATUS after the decision; accountType: 2 when an enterprise pass made the account an enterprise one. */
  reviewAuthentication: { userId: string; kind: 'personal' | 'enterprise'; status: number; accountType: number | null };
  operatorList: ConsolePage<OperatorItem>;
  createOperator: OperatorItem;
  updateOperator: OperatorItem;
  /** Every session of that operator ended. */
  resetOperatorPassword: OperatorItem;
}

export interface ConsoleReply<T> {
  code: number;
  message: string;
  customData: T;
}
