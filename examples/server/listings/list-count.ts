// totalCount of a list page (spec §7 {totalCount, resultList}), counted only as far as anyone pages.
// The app never shows it: its lists end on a short page (spec §4 "Lists", src/ui/list-controller.ts)
// and the recommendation list only reads resultList. An exact COUNT(*) of every matching row costs
// a scan of the whole module on each page; counting stops a few pages ahead instead.
//
// The rule (what a client may rely on):
// - a page with fewer rows than asked for that is not past the end: totalCount is exact
//   (offset + its rows), and no count query runs;
// - otherwise totalCount = min(matching rows, offset + COUNT_AHEAD_PAGES pages): exact while at
//   most that many match, else a lower bound ("at least"), which grows as the caller pages on.
import type { Queryable } from '../db/database.js';
import type { PageWindow } from '../../../src/contract/validation/listing-fields.js';
import type { SqlParams } from './sql.js';

/**
 * Pages counted past the page asked for: ten pages is more than a person scrolls in one go (15 per
 * page, spec §9), and it keeps the count an index range of at most offset + 150 rows.
 */
export const COUNT_AHEAD_PAGES = 10;

/** The most rows counted for `page`. */
export const countCap = (page: PageWindow): number => page.offset + COUNT_AHEAD_PAGES * page.size;

/** The capped count of `listings l where <where> order by <order>` as a scalar subquery. */
export const cappedCountSql = (list: { where: string; order: string }, cap: string): string =>
  // In the list's own order: the count reads the same index range as the pages (migrations
  // 008/009), where an unordered LIMIT let the planner pick a Seq Scan that is only cheap while the
  // module's rows happen to come first in the table.
  `(select count(*)::int from (select 1 from listings l where ${list.where} order by ${list.order} limit ${cap}::int) capped)`;

/**
 * totalCount for a page picked in the same statement as `page` (a WITH relation of its ids): the
 * rule above as SQL. The count is an uncorrelated subquery in the ELSE branch, which PostgreSQL runs
 * only when that branch is taken (an InitPlan is evaluated on first use).
 */
export function pageTotalSql(list: { where: string; order: string }, page: PageWindow, p: SqlParams, pageRelation: string): string {
  const size = p.add(page.size);
  const offset = p.add(page.offset);
  const found = `(select count(*)::int from ${pageRelation})`;
  return `case when ${found} < ${size}::int and (${found} > 0 or ${offset}::int = 0) then ${offset}::int + ${found}
    else ${cappedCountSql(list, p.add(countCap(page)))} end`;
}

/**
 * totalCount for `page` of the list `listings l where <where> order by <order>` (values in
 * `params`), once the page query found `found` rows.
 */
export async function cappedTotal(q: Queryable, list: { where: string; order: string; params: SqlParams }, page: PageWindow, found: number): Promise<number> {
  if (found < page.size && (found > 0 || page.offset === 0)) return page.offset + found;
  const p = list.params.fork();
  const [row] = await q.query<{ n: number }>(`select ${cappedCountSql(list, p.add(countCap(page)))} as n`, p.values);
  return Number(row?.n ?? 0);
}
