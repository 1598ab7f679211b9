// Draining the matching outbox (queue-match.ts): each waiting listing is taken and matched in one
// transaction (the outbox row goes with the counts and notices it made, so a crash retries the
// listing whole and nothing is counted twice), then its notices are told after that commit. Several
// processes may drain at once: a taken row is skipped by the others.
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { matchListing } from './match.js';
import { notifyNotices } from './notify.js';

export interface AlertDeps {
  db: Database;
  services: Pick<ServerServices, 'broker' | 'clock'>;
}

export interface DrainResult {
  listings: number;
  matched: number;
  notices: number;
}

/** Matches every listing waiting in the outbox now (tests and the alert jobs call it). */
export async function drainAlertOutbox(deps: AlertDeps): Promise<DrainResult> {
  const total: DrainResult = { listings: 0, matched: 0, notices: 0 };
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ listing_id: string | number }>(
        `delete from alert_outbox where listing_id = (
           select listing_id from alert_outbox order by created_at, listing_id limit 1 for update skip locked)
         returning listing_id`,
      );
      return row ? matchListing(tx, String(row.listing_id), deps.services.clock()) : null;
    });
    if (!done) return total;
    total.listings++;
    total.matched += done.matched;
    total.notices += done.notices.length;
    await notifyNotices(deps, done.notices);
  }
}
