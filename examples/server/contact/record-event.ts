// Counts one contact event (src/contract/types/contact.ts) in ONE statement: the event row is added
// unless the viewer already has it for that listing and day (the primary key of migration 031),
// and only an added row moves the listing's total. The listing must be public and in `moduleKey`;
// its publisher's own events add nothing.
import { STAT_OF_EVENT, type ContactEvent } from '../../../src/contract/types/contact.js';
import type { Queryable } from '../db/database.js';
import { publicListing } from '../listings/public-listing.js';

export interface ContactEventInput {
  listingId: string;
  /** The module the caller named (null: any, e.g. a chat card whose module the card checker read). */
  moduleKey: string | null;
  event: ContactEvent;
  viewer: string;
  /** The viewer's user id: their own listing's events are not counted. */
  userId: string | null;
  /** ms (services.clock): the UTC day of the event. */
  now: number;
}

/** The UTC day of `now` as 'YYYY-MM-DD'. */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** Whether the event counted (false: a repeat of the day, the owner, or no such public listing). */
export async function recordContactEvent(q: Queryable, e: ContactEventInput): Promise<boolean> {
  // The column comes from a fixed table keyed by a checked event, never from input text.
  const column = STAT_OF_EVENT[e.event];
  const rows = await q.query<{ listing_id: string }>(
    `with added as (
       insert into contact_events (listing_id, event, day, viewer)
       select l.id, $2, $3::date, $4 from listings l
       where l.id = $1::bigint and ($5::text is null or l.module_key = $5::text) and ${publicListing('l')}
         and l.user_id is distinct from $6::text
       on conflict do nothing
       returning listing_id
     )
     insert into contact_stats (listing_id, ${column}) select listing_id, 1 from added
     on conflict (listing_id) do update set ${column} = contact_stats.${column} + 1
     returning listing_id::text`,
    [e.listingId, e.event, utcDay(e.now), e.viewer, e.moduleKey, e.userId],
  );
  return rows.length > 0;
}
