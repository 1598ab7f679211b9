// The contact figures of a page of the publisher's own listings (publish management,
// src/contract/types/contact.ts ContactStats): one read by primary key for the whole page.
import type { ContactStats } from '../../../src/contract/types/contact.js';
import type { Queryable } from '../db/database.js';

export const NO_STATS: ContactStats = { views: 0, reveals: 0, calls: 0, whatsapp: 0, chats: 0 };

export async function contactStatsOf(q: Queryable, listingIds: readonly string[]): Promise<Map<string, ContactStats>> {
  if (listingIds.length === 0) return new Map();
  const rows = await q.query<ContactStats & { listing_id: string }>(
    'select listing_id::text, views, reveals, calls, whatsapp, chats from contact_stats where listing_id = any($1::bigint[])',
    [listingIds],
  );
  return new Map(rows.map(({ listing_id, views, reveals, calls, whatsapp, chats }) => [
    listing_id,
    { views: Number(views), reveals: Number(reveals), calls: Number(calls), whatsapp: Number(whatsapp), chats: Number(chats) },
  ]));
}
