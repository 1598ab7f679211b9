// Moving a listing through its lifecycle (spec §4 statuses; the table is
// src/contract/listing-lifecycle.ts): the one place the reference server changes `listings.status`
// after the insert. Publisher calls (edit, take down, publish again), the operator console
// (approve, reject, human translation) and the translation queue all come through here, inside
// their own transaction, so the status, its side columns and the audit row change together.
import { CODE } from '../../../src/contract/codes.js';
import { nextStatus, REPORT_HOLD_REASON, REVIEW_REASON_MAX, type ListingEvent } from '../../../src/contract/listing-lifecycle.js';
import { PUBLISH_STATUS, type PublishStatus } from '../../../src/contract/statuses.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { NOT_FOUND } from './detail.js';
import { queueAlertMatch } from '../alerts/queue-match.js';

/** Who moves the listing (stored with the event: the console's audit trail). */
export interface ListingActor {
  kind: 'user' | 'operator' | 'system';
  id: string;
}

export interface ListingEventOptions {
  /** Why an operator refuses or takes down (reject, moderatorTakeDown; 1..REVIEW_REASON_MAX characters, shown to the publisher). */
  reason?: string;
  /** A machine translation provider is configured: approval goes through 1/2 instead of straight to 7. */
  machineTranslation?: boolean;
}

/**
 * What listing_events.event holds: a lifecycle event, the creation (from_status null), or an owner
 * action that keeps the status (refresh, delete).
 */
export type ListingLogEvent = ListingEvent | 'create' | 'refresh' | 'delete';

/** Events an operator must say why of: the publisher reads it in publish management (spec §4 "review failed"). */
const REASONED: readonly ListingEvent[] = ['reject', 'moderatorTakeDown'];

/** Statuses only a listing that was published once can be in (the machine reaches them from 7). */
const AFTER_PUBLISH: readonly number[] = [PUBLISH_STATUS.published, PUBLISH_STATUS.toBeReleased, PUBLISH_STATUS.inTranslation, PUBLISH_STATUS.onReview];

/** The rejection reason, trimmed; refused (4422, path `reason`) when empty or too long. */
function reviewReason(raw: string | undefined): string {
  const reason = (raw ?? '').split('\u0000').join('').trim();
  if (reason.length >= 1 && reason.length <= REVIEW_REASON_MAX) return reason;
  throw new ReplyError(CODE.VALIDATION, MSG.reviewReason, { issues: [{ path: 'reason', key: MSG.reviewReason }] }, { max: REVIEW_REASON_MAX });
}

/**
 * Applies `event` to listing `listingId` inside the caller's transaction `q`: locks the row, refuses
 * an event the table does not allow from its status (4422 errors.listingState; so the same event
 * twice refuses the second: statuses only move on), writes the new status and its columns, and
 * records the move in listing_events. The caller calls publicDataChanged after its commit.
 */
export async function applyListingEvent(
  q: Queryable,
  listingId: string,
  event: ListingEvent,
  actor: ListingActor,
  opts: ListingEventOptions = {},
): Promise<{ from: PublishStatus; to: PublishStatus }> {
  const [row] = await q.query<{ status: number; ever_published: boolean }>(
    'select status, ever_published from listings where id = $1::bigint and not deleted for update',
    [listingId],
  );
  if (!row) throw NOT_FOUND();
  const from = row.status as PublishStatus;
  // Rows written by loaders that set only `status` (seed, benchmarks) are published without the flag.
  const everPublished = row.ever_published || AFTER_PUBLISH.includes(from);
  const to = nextStatus(from, event, { everPublished, machineTranslation: opts.machineTranslation ?? false });
  if (to === null) throw new ReplyError(CODE.VALIDATION, 'errors.listingState');
  // A hold (reports) says why too, in words the app chooses (REPORT_HOLD_REASON).
  const reason = REASONED.includes(event) ? reviewReason(opts.reason) : event === 'reportHold' ? REPORT_HOLD_REASON : '';

  await q.query(
    `update listings set status = $2::int,
       ever_published = ever_published or $2::int = ${PUBLISH_STATUS.published},
       -- spec §4 "review failed" shows why, and so does a report hold; any other move makes it stale.
       review_reason = case when $2::int = ${PUBLISH_STATUS.reviewFailed} or $5::boolean then $3::text else '' end,
       reviewed_at = case when $4::boolean then now() else reviewed_at end,
       updated_at = now()
     where id = $1::bigint`,
    [listingId, to, reason, event === 'approve' || event === 'reject', event === 'reportHold'],
  );
  // Saved searches are told of a listing once, when it is first published (issue: Beyond the spec);
  // before this move's audit row, which queueAlertMatch reads for earlier publications.
  if (to === PUBLISH_STATUS.published && !everPublished) await queueAlertMatch(q, listingId);
  await logListingEvent(q, listingId, event, from, to, actor, reason);
  return { from, to };
}

/** One row of the listing's audit trail. */
export async function logListingEvent(
  q: Queryable, listingId: string, event: ListingLogEvent, from: number | null, to: number, actor: ListingActor, reason = '',
): Promise<void> {
  await q.query(
    `insert into listing_events (listing_id, event, from_status, to_status, actor_kind, actor_id, reason)
     values ($1::bigint, $2, $3::int, $4::int, $5, $6, $7)`,
    [listingId, event, from, to, actor.kind, actor.id, reason],
  );
}
