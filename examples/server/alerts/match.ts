// Matching one published listing against every saved search (issue: Beyond the spec, item 1), in
// the caller's transaction: searches of OTHER users whose module, country ('' = any), tag (a parent
// tag matches its children, as listings/search-terms.ts does), ranges, bedrooms and keywords fit.
// Keywords reuse the list search's tokens (migration 011: case and accents ignored, a word of three
// letters or more as a word start, Chinese as two-character pieces): the search's query and the
// listing's document are both built under the fixed scope '-|-|' instead of module and country,
// which the other criteria say already, so one tsquery per search serves every country.
// saved_searches_match hands over only the searches of the listing's module and countries; the
// rest are filters on those rows (tests/bench/alerts-match.bench-run.ts).
import type { Queryable } from '../db/database.js';
import { publicListing } from '../listings/public-listing.js';
import { PRICE_COLUMN } from '../listings/search-terms.js';
import { MODULE_LIST } from '../../../src/modules/index.js';
import { NOTICE_COLUMNS, type NoticeRow } from './rows.js';

/** The listing's price as its list filters it (the module's price column; null when it has no price filter). */
const PRICE_OF_MODULE = `case l.module_id ${MODULE_LIST.filter((m) => m.filters.priceRange && m.priceField !== null)
  .map((m) => `when ${m.moduleId} then ${PRICE_COLUMN[m.priceField!]}`).join(' ')} else null end`;

/** The searches listing $1 matches (nothing when visitors cannot see it: listings/public-listing.ts). */
export const MATCH_SQL = `
  with l as materialized (
    select l.id, l.user_id, l.module_id, l.area_ids, l.tag_id, tg.parent_id as tag_parent, ${PRICE_OF_MODULE} as price,
      l.size, l.bedroom_num, listing_search_doc(l.id, '-', array['-']) as doc
    from listings l left join tags tg on tg.id = l.tag_id
    where l.id = $1::bigint and ${publicListing('l')}
  )
  select s.id, s.daily from l join saved_searches s
    on s.module_id = l.module_id and s.country_id = any(array[''] || l.area_ids)
  where s.user_id <> coalesce(l.user_id, '')
    and (s.tag_id is null or s.tag_id = l.tag_id or s.tag_id = l.tag_parent)
    and (s.price_min is null or l.price >= s.price_min) and (s.price_max is null or l.price <= s.price_max)
    and (s.size_min is null or l.size >= s.size_min) and (s.size_max is null or l.size <= s.size_max)
    and (s.bedroom_num is null or s.bedroom_num = l.bedroom_num)
    and (s.key_query is null or l.doc @@ s.key_query)`;

/** A new notice and whom it is for. */
export type MadeNotice = NoticeRow & { user_id: string };

export interface ListingMatch {
  /** Searches matched (instant and daily). */
  matched: number;
  /** The searchMatch notices written (instant searches): their events go after the commit. */
  notices: MadeNotice[];
}

/**
 * Counts the match on every search listing `listingId` fits (`unseen`, and `digest_pending` for a
 * daily one) and writes a searchMatch notice for each instant one. Once per listing: the notices'
 * unique key makes a second call add no notice, and the outbox row is taken once (match-round.ts).
 */
export async function matchListing(q: Queryable, listingId: string, now: number): Promise<ListingMatch> {
  const rows = await q.query<{ id: string; daily: boolean }>(MATCH_SQL, [listingId]);
  if (rows.length === 0) return { matched: 0, notices: [] };
  const ids = rows.map((r) => r.id);
  await q.query(
    'update saved_searches set unseen = unseen + 1, digest_pending = digest_pending + case when daily then 1 else 0 end where id = any($1::text[])',
    [ids],
  );
  const instant = rows.filter((r) => !r.daily).map((r) => r.id);
  if (instant.length === 0) return { matched: rows.length, notices: [] };
  const notices = await q.query<MadeNotice>(
    `insert into notices as t (user_id, kind, search_id, search_title, module_id, listing_id, listing_title, img_path, count, created_at)
     select s.user_id, 'searchMatch', s.id, s.title, s.module_id, l.id, coalesce(x.title, ''), coalesce(l.images->0->>'imgPath', ''), 1, $3
     from saved_searches s
       join listings l on l.id = $2::bigint
       left join listing_texts x on x.listing_id = l.id and x.language = l.original_language
     where s.id = any($1::text[])
     on conflict (search_id, listing_id) where kind = 'searchMatch' do nothing
     returning ${NOTICE_COLUMNS}, t.user_id`,
    [instant, listingId, new Date(now)],
  );
  return { matched: rows.length, notices };
}
