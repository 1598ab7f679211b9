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
import { contentSchema, titleSchema } from './validation/text.js';

export const CONSOLE_BASE = '/console';
export const CONSOLE_API_BASE = `${CONSOLE_BASE}/api`;
/** Sent with every call: a cross-site form or image cannot set it, and a cross-site script would need a preflight we refuse. */
export const CONSOLE_CSRF_HEADER = 'x-console';
export const CONSOLE_CSRF_VALUE = '1';
export const CONSOLE_COOKIE = 'mkt_console';

/** Roles of operator accounts. A role the table below does not name may call nothing but the session calls. */
export const OPERATOR_ROLES = ['reviewer', 'translator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who may make a call: anyone (login), any logged-in operator, or the roles listed. */
export type CallAccess = 'public' | 'operator' | readonly OperatorRole[];

const REVIEWERS: readonly OperatorRole[] = ['reviewer', 'admin'];
const ADMINS: readonly OperatorRole[] = ['admin'];
const TRANSLATORS: readonly OperatorRole[] = ['translator', 'admin'];

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
  internal: 'errors.internal',
} as const;

/** spec §7 style paging; the console shows 20 rows a page. */
export const CONSOLE_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const page = v.optional(v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(MAX_PAGE, MSG.checkWarning)), 1);
const pageSize = v.optional(v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(100, MSG.checkWarning)), CONSOLE_PAGE_SIZE);

const noNul = (s: string) => !s.includes('\u0000');

/** Username as typed: letters, digits, dot, dash, underscore; compared in lower case. */
export const OPERATOR_USERNAME = /^[A-Za-z0-9._-]{1,64}$/;

export const consoleSchemas = {
  /** password: SHA-256 hex of the typed password, as the app's login sends it (spec §5). */
  login: v.object({
    username: v.pipe(v.string(MSG.pleaseInput), v.trim(), v.nonEmpty(MSG.pleaseInput), v.regex(OPERATOR_USERNAME, MSG.checkWarning)),
    password: v.pipe(v.string(MSG.passwordRequired), v.regex(/^[0-9a-f]{64}$/i, MSG.passwordRegp)),
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
} as const;

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

export interface ReviewItem {
  serviceId: string;
  /** Module key (src/modules) and id (spec §3 "Module ids"). */
  module: string;
  moduleId: number;
  /** 4 on review (first), 5 on review (edit): spec §4. */
  status: number;
  kind: 'first' | 'edit';
  title: string;
  /** Sanitized HTML as stored (the console cleans it again before showing it). */
  content: string;
  language: string;
  pictures: string[];
  publisher: { userId: string; name: string; accountType: number };
  areaIds: string[];
  /** ISO time the listing was submitted (its last save). */
  submittedAt: string;
}

/** One language's text of a listing. translationType: spec §1 (1 machine, 2 human, 3 original). */
export interface ListingText {
  language: string;
  title: string;
  /** Sanitized HTML as stored. */
  content: string;
  translationType: number;
}

/** A listing that waits for a human translation: published without one (no provider), or 8 "translation failed". */
export interface TranslationItem {
  serviceId: string;
  module: string;
  moduleId: number;
  /** 7 published (original shown meanwhile) or 8 translation failed: spec §4. */
  status: number;
  original: ListingText;
  /** The other languages' texts that exist (machine or human). */
  translations: ListingText[];
  /** Languages with no text yet. */
  missing: string[];
  /** ISO time of its last change. */
  updatedAt: string;
}

export interface AuditEntry {
  id: string;
  operator: string | null;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  at: string;
}

export interface ConsoleReplies {
  login: OperatorView;
  logout: null;
  me: OperatorView;
  reviewQueue: ConsolePage<ReviewItem>;
  reviewListing: { serviceId: string; status: number };
  auditLog: ConsolePage<AuditEntry>;
  translationQueue: ConsolePage<TranslationItem>;
  /** status: the listing's, after the save (8 → 7 once no language is missing). */
  saveTranslation: { serviceId: string; language: string; status: number; missing: string[] };
}

export interface ConsoleReply<T> {
  code: number;
  message: string;
  customData: T;
}
