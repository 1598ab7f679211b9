// TOP (issue "Payments": a bought boost lists a listing "first in its module for N days, marked").
// A module's list and its keyword search (search.ts) put the listings whose boost runs
// (listing_boosts.until > now; payments/grants.ts writes it when a TOP order is delivered) before
// every other row, the newest boost first (the TOP order paid last), then in the list's own order;
// their rows carry isTop 1 (TopMark, src/contract/types/listing-summaries.ts) and the app shows a
// "TOP" badge on them.
//
// The list read stays what the benchmarks measured (README "Benchmarks", migrations 008/009/011):
// `hits` is still the list read from its index in the list's order up to the count's cap, only
// without the boosted ids (a filter on an index column: still an index-only read); the few boosted
// rows are read apart (`top`: the module's running boosts through listing_boosts_until and their
// orders, then their listings by primary key) and the page is cut from both.
//
// Paging (offset: spec §3 page index): both parts are read up to the same cap, so the first `cap`
// rows of "boosted, then the rest" are whole: a boosted listing shows once, in front, and never
// again at its ordinary place; no ordinary row is lost between two pages. A boost that ends while
// someone pages moves its listing from the front back to its place, so one row may then shift
// between their pages, as it does when a listing is published meanwhile (any list read by offset).
//
// Cached replies (cache/reply-cache.ts): a TOP paid bumps the public data's version (payments/
// settle.ts and pay-handlers.ts, GrantResult.publicChange), so the next read is fresh. The end of a
// boost is no write: a cached first page may show the listing in front, marked, for at most
// REPLY_TTL_MS (60 s) after its boost ended — the bound every clock-derived field of a cached reply
// already has (validDayNum); putting each boost's end into the cache keys would split every list
// page's entry for a minute's accuracy on a boost bought by the day. Kept rows (kept-rows.ts) never
// carry the mark: it comes from each page's own read.
//
// Every list this handler answers is boosted alike, so the home page's goods list (the goods
// module's list, searchGoodsWithoutAd) shows boosted goods first with their badge too. Not boosted:
// articles (editorial: their rows have no isTop, they have pinning instead), the type-1
// recommendation list of a details page (listings like the one read, not the module's list), and
// the home page's picture blocks (catalogue/home.ts: the newest listings with a picture, a reader
// of its own), the favourite, history and own-listing lists.
import type { ListingModule } from '../../../src/modules/index.js';
import { listReadSql } from './list-count.js';
import type { SearchTerms } from './search-terms.js';
import type { SqlParams } from './sql.js';

/**
 * How a list page reads its rows (search.ts): WITH clauses reading the list up to the count's cap,
 * the relation of the rows read (as `r`: id and the order's columns), the page's order over `r`,
 * whether a row is boosted, and the read's totalCount (list-count.ts).
 */
export interface ListRead {
  ctes: string;
  rows: string;
  order: string;
  isTop: string;
  count: string;
}

export interface ListReadInput {
  /** Conditions on `l` (search-terms.ts searchWhere), in `params`. */
  where: string;
  /** ORDER BY of the list over `l` (searchOrder). */
  order: string;
  /** The same order over `r`. */
  orderOfRows: string;
  /** The order's columns (searchOrderColumns). */
  columns: readonly string[];
  /** The count's cap, a $n (list-count.ts countCap). */
  cap: string;
  params: SqlParams;
}

/** Whether `m`'s list puts boosted listings first: its rows carry the mark, and it is not a recommendation list. */
export const boostsApply = (m: ListingModule, terms: Pick<SearchTerms, 'recommend'>): boolean =>
  m.summaryFields.includes('isTop') && !terms.recommend;

/** The list without TOP: read from its index up to the cap (list-count.ts), nothing marked. */
export function plainListRead(q: ListReadInput): ListRead {
  const columns = q.columns.map((c) => `l.${c}`).join(', ');
  return {
    ctes: `hits as materialized (${listReadSql({ where: q.where, order: q.order }, columns, q.cap)})`,
    rows: 'hits',
    order: q.orderOfRows,
    isTop: 'false',
    count: '(select count(*)::int from hits)',
  };
}

/**
 * The list with its boosted listings first, at `now`:
 * - `boost`: the boosts running now in module `moduleId`, each with when it was bought (its TOP
 *   order's payment; the order names the listing's module, purchase.ts, so other modules' boosted
 *   listings are never looked up; a boost row without an order, e.g. written by hand, ranks after
 *   the bought ones, and its listing's module is checked with the list's conditions);
 * - `top`: those of them in this list (the same conditions), the newest boost first, up to the cap;
 * - `hits`: the list without any boosted listing, from its index, up to the cap;
 * - `ranked`: both, `top` first. totalCount: both counts up to the cap (each part holds all its
 *   rows when it holds fewer than the cap, so the sum is exact below the cap, as list-count.ts says).
 */
export function boostedListRead(q: ListReadInput, moduleId: number, now: number): ListRead {
  const l = q.columns.map((c) => `l.${c}`).join(', ');
  const r = q.columns.join(', ');
  const at = q.params.add(new Date(now));
  const module = q.params.add(moduleId);
  // `= any(array(...))`: the boosted listings are read by primary key whatever the planner
  // guesses of `boost` (never analysed while small), not by a join over the module's index.
  const boosted = 'array(select id from boost)';
  return {
    ctes: `boost as materialized (
        select b.listing_id as id, coalesce(o.paid_at, '-infinity'::timestamptz) as boosted_at
        from listing_boosts b left join orders o on o.order_no = b.order_no
        where b.until > ${at}::timestamptz and (o.module_id is null or o.module_id = ${module}::int)),
      top as materialized (
        select ${l}, x.boosted_at from listings l join boost x on x.id = l.id
        where l.id = any(${boosted}) and ${q.where}
        order by x.boosted_at desc, ${q.order} limit ${q.cap}::int),
      hits as materialized (${listReadSql({ where: `${q.where} and l.id <> all(${boosted})`, order: q.order }, l, q.cap)}),
      ranked as (
        select true as is_top, boosted_at, ${r} from top
        union all select false, null::timestamptz, ${r} from hits)`,
    rows: 'ranked',
    order: `r.is_top desc, r.boosted_at desc nulls last, ${q.orderOfRows}`,
    isTop: 'r.is_top',
    count: `least((select count(*) from top) + (select count(*) from hits), ${q.cap}::int)::int`,
  };
}
