// totalCount of a list page (spec §7 {totalCount, resultList}), counted only as far as anyone pages.
// The app never shows it: its lists end on a short page (spec §4 "Lists", src/ui/list-controller.ts)
// and the recommendation list only reads resultList. An exact COUNT(*) of every matching row costs
// a scan of the whole module on each page; a page reads its list a little further instead, and that
// one read gives both the page and the count (listings/search.ts).
//
// The rule (what a client may rely on):
// - a page with fewer rows than asked for that is not past the end: totalCount is exact
//   (offset + its rows);
// - otherwise totalCount = min(matching rows, offset + page size + COUNT_AHEAD_ROWS): exact while
//   at most that many match; equal to it, it means "more than this page" (a lower bound that grows
//   as the caller pages on).
import type { Queryable } from '../db/database.js';
import type { PageWindow } from '../../../src/contract/validation/listing-fields.js';
import type { SqlParams } from './sql.js';

/**
 * Rows read past the page asked for: one answers "is there more", all a list needs (spec §4). Every
 * row more is read on every call: a filtered list reads its index until that many rows passed the
 * filters, and two pages ahead (a "30+") cost PostgreSQL a third of its time per filtered page
 * (pgbench, house price + bedrooms: 3,460 against 5,190 statements a second; README "Benchmarks").
 */
export const COUNT_AHEAD_ROWS = 1;

/** The most rows counted for `page`: its own rows and COUNT_AHEAD_ROWS more. */
export const countCap = (page: PageWindow): number => page.offset + page.size + COUNT_AHEAD_ROWS;

/**
 * The read of a list up to `cap` (a $n): `columns` of `listings l where <where> order by <order>`.
 * A page is cut from it and its size is totalCount (search.ts); the benchmarks time it.
 */
export const listReadSql = (list: { where: string; order: string }, columns: string, cap: string): string =>
  `select ${columns} from listings l where ${list.where} order by ${list.order} limit ${cap}::int`;

/**
 * totalCount when the page came back empty: past the end of the list, or an empty list. The page's
 * read says nothing then (no row carries it), so the capped count runs on its own; it is rare.
 */
export async function totalPastTheEnd(q: Queryable, list: { where: string; order: string; params: SqlParams }, page: PageWindow): Promise<number> {
  if (page.offset === 0) return 0;
  const p = list.params.fork();
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from (${listReadSql(list, '1', p.add(countCap(page)))}) capped`,
    p.values,
  );
  return Number(row?.n ?? 0);
}
