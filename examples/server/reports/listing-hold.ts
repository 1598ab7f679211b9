// The report hold (issue: Beyond the spec, "listings reported by several distinct users are hidden
// pending review in the console"): inside the transaction of the report that may tip it, a
// published listing with LISTING_REPORT_HIDE_AT distinct open reporters leaves the public
// (listing-lifecycle.ts reportHold, 7 → 5). The caller holds the listing row's lock, so two
// reports at once count each other and one of them holds it.
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { LISTING_REPORT_HIDE_AT } from '../../../src/contract/types/listing-report.js';
import type { Queryable } from '../db/database.js';
import { applyListingEvent } from '../listings/lifecycle.js';

/** Who holds a listing in listing_events (no person: the count of reports did). */
const REPORTS_ACTOR = { kind: 'system', id: 'reports' } as const;

/** Holds listing `listingId` (status `status` read under lock) when enough users reported it; true when it did. */
export async function holdIfReported(tx: Queryable, listingId: string, status: number): Promise<boolean> {
  if (status !== PUBLISH_STATUS.published) return false;
  const [row] = await tx.query<{ n: number }>(
    `select count(distinct reporter_id)::int as n from chat_reports where listing_id = $1::bigint and subject = 'listing' and status = 'open'`,
    [listingId],
  );
  if (Number(row?.n ?? 0) < LISTING_REPORT_HIDE_AT) return false;
  await applyListingEvent(tx, listingId, 'reportHold', REPORTS_ACTOR);
  return true;
}
