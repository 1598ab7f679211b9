// The details call of every module (spec §7 "searchXxxDetailById" {serviceId, userId}): the
// listing in the caller's language with the original text in orgMap when a translation is shown,
// isFavorite for the CALLER (ctx.user; the body's userId is ignored), and a history entry.
import { CODE } from '../../../src/contract/codes.js';
import { historyModuleOf, type ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { buildDetail } from './fields.js';
import { listingDetailRequestSchema } from '../../../src/contract/validation/listing-requests.js';
import { parseInput } from '../http/input.js';
import { loadListings, type ListingRow } from './rows.js';
import { publicListing } from './public-listing.js';
import { SqlParams } from './sql.js';

export const NOT_FOUND = (): ReplyError => new ReplyError(CODE.NOT_FOUND, 'errors.listingNotFound');

/** One published listing of module `m`, in the caller's language (original when untranslated). */
export async function loadPublished(ctx: RequestContext, m: ListingModule, serviceId: string): Promise<ListingRow | null> {
  const params = new SqlParams();
  const where = `l.id = ${params.add(serviceId)}::bigint and l.module_key = ${params.add(m.key)}::text
    and ${publicListing('l')}`;
  const rows = await loadListings(ctx.db, {
    where, params, language: ctx.language, fallback: true, view: 'detail', viewerId: ctx.user?.userId ?? null, order: 'l.id',
  });
  return rows[0] ?? null;
}

/**
 * Spec §2 "history": a logged-in view is remembered (latest view first). It is filed under the
 * module id the mine history list asks for: business views under housekeeping (spec §9 quirk).
 */
export async function recordHistory(q: Queryable, userId: string, m: ListingModule, listingId: string, at: Date): Promise<void> {
  await q.query(
    `insert into history (user_id, listing_id, module_id, viewed_at) values ($1, $2::bigint, $3, $4)
     on conflict (user_id, listing_id) do update set module_id = excluded.module_id, viewed_at = excluded.viewed_at`,
    [userId, listingId, historyModuleOf(m).moduleId, at],
  );
}

export function detailHandler(m: ListingModule): Handler {
  return async (input: unknown, ctx: RequestContext) => {
    const { serviceId, esInfoId } = parseInput(listingDetailRequestSchema, input);
    const row = await loadPublished(ctx, m, serviceId);
    if (!row) throw NOT_FOUND();
    // Articles (and goods) are also addressed by esInfoId (spec §7): a given one must agree.
    if (m.esInfoId && esInfoId !== '' && esInfoId !== row.es_info_id) throw NOT_FOUND();
    if (ctx.user) await recordHistory(ctx.db, ctx.user.userId, m, row.id, new Date(ctx.services.clock()));
    const resultMap = buildDetail(m, row, ctx.services.clock());
    // orgMap: the original text, sent when the text shown is a translation (spec §3, §4 language toggle).
    const translated = row.text_language !== row.original_language;
    return okReply(translated ? { resultMap, orgMap: { orgTitle: row.org_title, orgContent: row.org_content } } : { resultMap });
  };
}
