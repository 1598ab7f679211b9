// Storing a listing and its original text (one transaction). Column names come from constants;
// values are parameters.
import { randomBytes } from 'node:crypto';
import { INITIAL_STATUS } from '../../../src/contract/listing-lifecycle.js';
import { TRANSLATION_TYPE, type PublishStatus } from '../../../src/contract/statuses.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { upsertListingText } from '../db/listing-text.js';
import type { RequestContext } from '../http/handler.js';
import type { ListingWrite } from './publish-input.js';

function columnsOf(w: ListingWrite): [string, SqlParam, string][] {
  return [
    ['area_ids', w.areaIds, 'text[]'],
    ['city_id', w.cityId, 'int'],
    ['tag_id', w.tagId, 'int'],
    ['label_ids', w.labelIds, 'int[]'],
    ['original_language', w.originalLanguage, 'text'],
    ['location', w.location, 'text'],
    ['contacts', w.contacts, 'text'],
    ['mail', w.mail, 'text'],
    ['phones', w.phones, 'text[]'],
    ['images', JSON.stringify(w.images), 'jsonb'],
    ['attrs', JSON.stringify(w.attrs), 'jsonb'],
    ...Object.entries(w.columns).map(([c, v]): [string, SqlParam, string] => [c, v, c.endsWith('_id') || c === 'service_time' ? 'int' : 'numeric']),
  ];
}

/** Inserts a new listing in `status` (INITIAL_STATUS, or 0 "not paid" when no publish place was left: update.ts). */
export async function insertListing(q: Queryable, m: ListingModule, userId: string, w: ListingWrite, status: PublishStatus = INITIAL_STATUS): Promise<string> {
  const cols = columnsOf(w);
  const all: [string, SqlParam, string][] = [
    ['module_key', m.key, 'text'],
    ['module_id', m.moduleId, 'int'],
    ['user_id', userId, 'text'],
    ['es_info_id', randomBytes(12).toString('hex'), 'text'],
    // A new listing waits for review (spec §4 status 4; listing-lifecycle.ts): visitors see it once
    // an operator approves it.
    ['status', status, 'int'],
    ...cols,
  ];
  const [row] = await q.query<{ id: string }>(
    `insert into listings (${all.map((c) => c[0]).join(', ')}) values (${all.map((c, i) => `$${i + 1}::${c[2]}`).join(', ')}) returning id::text as id`,
    all.map((c) => c[1]),
  );
  const id = row!.id;
  await upsertListingText(q, { listingId: id, language: w.originalLanguage, title: w.title, content: w.content, plain: w.plain, translationType: TRANSLATION_TYPE.untranslated });
  return id;
}

/**
 * An edit replaces the original text; translations of the old text are dropped (they no longer
 * say the same thing; the translation flow makes new ones). The listing goes back to review: the
 * caller applies the lifecycle's `edit` event in the same transaction (update.ts).
 */
export async function updateListing(q: Queryable, id: string, w: ListingWrite): Promise<void> {
  const cols = columnsOf(w);
  await q.query(
    `update listings set ${cols.map((c, i) => `${c[0]} = $${i + 2}::${c[2]}`).join(', ')}, updated_at = now() where id = $1::bigint`,
    [id, ...cols.map((c) => c[1])],
  );
  await q.query('delete from listing_texts where listing_id = $1::bigint and language <> $2', [id, w.originalLanguage]);
  await upsertListingText(q, { listingId: id, language: w.originalLanguage, title: w.title, content: w.content, plain: w.plain, translationType: TRANSLATION_TYPE.untranslated });
}

/**
 * Every write that changes what visitors see (a publish, an edit, a take-down, a deletion, a
 * refresh, a review decision) calls this once its transaction committed: the cached public replies are stale from now
 * on (cache/reply-cache.ts). Before the commit, a read could cache the old rows under the new version.
 */
export async function publicDataChanged(ctx: { services: Pick<RequestContext['services'], 'replyCache' | 'alerts'> }): Promise<void> {
  await ctx.services.replyCache?.bump();
  // A first publication may be waiting in the alerts' outbox (alerts/queue-match.ts).
  ctx.services.alerts?.wake();
}
