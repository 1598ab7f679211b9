// The rows the operator console's reading calls answer (console-api.ts ConsoleReplies): review and
// translation queues, word lists, listing search and history, authentication submissions, audit
// entries, operator accounts. Kept apart from the call table and its input schemas, which
// console-api.ts holds; it re-exports these.
import type { AuthenticationForm } from './types/usercenter.js';

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

export interface SensitiveWordItem {
  word: string;
  /** ISO time it was added. */
  addedAt: string;
}

/** One listing found by the listing search. */
export interface ListingSearchItem {
  serviceId: string;
  module: string;
  moduleId: number;
  /** spec §4 publish status (0–8); the console shows its name. */
  status: number;
  /** In the listing's original language. */
  title: string;
  language: string;
  publisher: { userId: string; name: string; phone: string };
  /** ISO times: its creation (first event, else its release) and its last change. */
  createdAt: string;
  updatedAt: string;
  deleted: boolean;
}

/** One move of a listing (listing_events): what, from → to (from null at creation), who, why, when. */
export interface ListingHistoryEvent {
  event: string;
  from: number | null;
  to: number;
  actor: { kind: 'user' | 'operator' | 'system'; id: string; name: string };
  reason: string;
  at: string;
}

/** One upload an authentication form names, as the console opens it. */
export interface AuthenticationFile {
  /** The form field: 'attachment', 'authorizationLetter', 'papersPictures.0', … */
  field: string;
  path: string;
  /** consoleFileUrl(path). */
  url: string;
  /** Shown as a picture (papers pictures); else a document to download. */
  picture: boolean;
}

/** One authentication submission waiting for a decision. */
export interface AuthenticationItem {
  userId: string;
  kind: 'personal' | 'enterprise';
  user: { nickname: string; mobileCode: string; phone: string; areaId: string; accountType: number };
  /** The form as the user sent it (src/contract/types/usercenter.ts). */
  form: AuthenticationForm;
  files: AuthenticationFile[];
  /** Enterprise only: where the user's personal authentication stands (it must pass first); null for personal. */
  personalStatus: 'review' | 'passed' | 'rejected' | 'none' | null;
  /** ISO time of the submission: reviewAuthentication names it back. */
  submittedAt: string;
}

export interface AuditEntry {
  id: string;
  operator: string | null;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  at: string;
}

/** An operator account as the admin's operator page lists it. */
export interface OperatorItem {
  id: string;
  username: string;
  role: string;
  disabled: boolean;
  createdAt: string;
  /** ISO time of the latest session activity, '' when never logged in. */
  lastSeenAt: string;
}
