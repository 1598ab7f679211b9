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

/**
 * totalCount for `page` of the list `listings l where <where> order by <order>` (values in
 * `params`), once the page query found `found` rows.
 */
export async function cappedTotal(q: Queryable, list: { where: string; order: string; params: SqlParams }, page: PageWindow, found: number): Promise<number> {
  if (found < page.size && (found > 0 || page.offset === 0)) return page.offset + found;
  const p = list.params.fork();
  // In the list's own order: the count reads the same index range as the pages (migration 008),
  // where an unordered LIMIT let the planner pick a Seq Scan that is only cheap while the module's
  // rows happen to come first in the table.
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from listings l where ${list.where} order by ${list.order}
     limit ${p.add(countCap(page))}::int) capped`,
    p.values,
  );
  return Number(row?.n ?? 0);
}
