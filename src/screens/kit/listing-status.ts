// How publish management shows a listing's state (spec §4: publish status 0 not paid … 8 translation
// failed, audit status, invalid flag) and which actions it offers. The actions come from the
// lifecycle table (src/contract/listing-lifecycle.ts), the same one the server moves listings with,
// so a button is shown exactly when the server would accept it; no status list is written here.
import { auditStatusOf, canApply, OWNER_ACTIONS, type ListingEvent } from '../../contract/listing-lifecycle.js';
import { AUDIT_STATUS, PUBLISH_STATUS, type AuditStatus, type PublishStatus } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';

const S = PUBLISH_STATUS;

/** Status names by number, for locale keys (publishManage.status.<name>). */
export type StatusName = keyof typeof PUBLISH_STATUS;
const NAMES = Object.fromEntries(Object.entries(PUBLISH_STATUS).map(([name, n]) => [n, name])) as Record<PublishStatus, StatusName>;

const STATUSES: readonly number[] = Object.values(PUBLISH_STATUS);
/** A status from the server, or null for a number the contract does not know (shown as such). */
export const publishStatusOf = (n: number): PublishStatus | null => (STATUSES.includes(n) ? (n as PublishStatus) : null);

/** Colour family of the status badge: waiting on someone, live, needs the publisher, offline. */
export type StatusTone = 'waiting' | 'live' | 'problem' | 'offline';

const TONES: Readonly<Record<PublishStatus, StatusTone>> = {
  [S.notPaid]: 'problem',
  [S.inTranslationFirst]: 'waiting',
  [S.inTranslation]: 'waiting',
  [S.toBeReleased]: 'offline',
  [S.onReviewFirst]: 'waiting',
  [S.onReview]: 'waiting',
  [S.reviewFailed]: 'problem',
  [S.published]: 'live',
  [S.translationFailed]: 'problem',
};

export interface StatusView {
  tone: StatusTone;
  label: MessageKey;
}

export function statusView(status: number): StatusView {
  const s = publishStatusOf(status);
  return s === null ? { tone: 'offline', label: 'publishManage.status.unknown' } : { tone: TONES[s], label: `publishManage.status.${NAMES[s]}` };
}

const AUDIT_LABELS: Readonly<Record<AuditStatus, MessageKey>> = {
  [AUDIT_STATUS.waiting]: 'publishManage.audit.waiting',
  [AUDIT_STATUS.failed]: 'publishManage.audit.failed',
  [AUDIT_STATUS.passed]: 'publishManage.audit.passed',
  [AUDIT_STATUS.notAudited]: 'publishManage.audit.notAudited',
  [AUDIT_STATUS.inAudit]: 'publishManage.audit.inAudit',
};

/** The audit status line: the server's, else the one the publish status implies (auditStatusOf). */
export function auditLabel(audit: number | undefined, status: number): MessageKey | null {
  const known = audit !== undefined && audit in AUDIT_LABELS ? (audit as AuditStatus) : null;
  const s = publishStatusOf(status);
  const value = known ?? (s === null ? null : auditStatusOf(s));
  return value === null ? null : AUDIT_LABELS[value];
}

/** What the publisher can do with one of their listings (spec §4 "Order actions", §2 /common/publishManage). */
export type OwnerAction = 'view' | 'edit' | 'pay' | 'takeDown' | 'refresh' | 'publishAgain' | 'delete';

/** Whether an action applies to a status: a lifecycle event, or an owner action of the table. */
type Rule = { event: ListingEvent } | { owner: keyof typeof OWNER_ACTIONS };

/** In the order the row shows them. */
const ACTIONS: readonly (readonly [OwnerAction, Rule])[] = [
  ['view', { owner: 'view' }],
  ['edit', { event: 'edit' }],
  ['pay', { owner: 'pay' }],
  ['takeDown', { event: 'takeDown' }],
  ['refresh', { owner: 'refresh' }],
  ['publishAgain', { event: 'publishAgain' }],
  ['delete', { owner: 'delete' }],
];

const applies = (rule: Rule, s: PublishStatus): boolean =>
  'event' in rule ? canApply(s, rule.event) : (OWNER_ACTIONS[rule.owner] as readonly PublishStatus[]).includes(s);

/** The actions offered for a listing in `status`; an unknown status offers only view and delete. */
export function actionsFor(status: number): OwnerAction[] {
  const s = publishStatusOf(status);
  if (s === null) return ['view', 'delete'];
  return ACTIONS.filter(([, rule]) => applies(rule, s)).map(([action]) => action);
}

/** The lifecycle event behind an action that moves the listing (for its new status in place). */
export const EVENT_OF: Partial<Readonly<Record<OwnerAction, ListingEvent>>> = { takeDown: 'takeDown', publishAgain: 'publishAgain' };

/** A status filter tab (spec §4 status families); `statuses` empty = every listing. */
export interface StatusTab {
  key: string;
  label: MessageKey;
  statuses: readonly PublishStatus[];
}

export const STATUS_TABS: readonly StatusTab[] = [
  { key: 'all', label: 'publishManage.tabs.all', statuses: [] },
  { key: 'review', label: 'publishManage.tabs.review', statuses: [S.onReviewFirst, S.onReview] },
  { key: 'published', label: 'publishManage.tabs.published', statuses: [S.published] },
  { key: 'failed', label: 'publishManage.tabs.failed', statuses: [S.reviewFailed] },
  { key: 'off', label: 'publishManage.tabs.off', statuses: [S.toBeReleased] },
  { key: 'translation', label: 'publishManage.tabs.translation', statuses: [S.inTranslationFirst, S.inTranslation, S.translationFailed] },
  { key: 'unpaid', label: 'publishManage.tabs.unpaid', statuses: [S.notPaid] },
];

/** The request's filter for a tab: none, one `status`, or the family as `statuses`. */
export function statusFilter(tab: StatusTab): { status?: number; statuses?: number[] } {
  if (tab.statuses.length === 0) return {};
  if (tab.statuses.length === 1) return { status: tab.statuses[0]! };
  return { statuses: [...tab.statuses] };
}
