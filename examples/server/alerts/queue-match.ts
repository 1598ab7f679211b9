// The outbox of the matching on publish (issue: Beyond the spec, item 1): a listing published for
// the first time is written here inside the transaction that publishes it (listings/lifecycle.ts),
// so the match is recorded exactly when the publish commits and lost by no crash; it is matched
// after the commit (match-round.ts). Seed and benchmark loaders write `status` directly and never
// come through here: their listings alert nobody. Such a listing has no `ever_published` flag, so
// the audit trail says whether it was published before (it was, if a move left status 7): taken
// down and published again, it alerts nobody either.
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';

/** Call before the move's own listing_events row is written. */
export async function queueAlertMatch(q: Queryable, listingId: string): Promise<void> {
  await q.query(
    `insert into alert_outbox (listing_id) select $1::bigint
     where not exists (select 1 from listing_events e where e.listing_id = $1::bigint and ${PUBLISH_STATUS.published} in (e.from_status, e.to_status))
     on conflict do nothing`,
    [listingId],
  );
}
