// The list call of every module (spec §7 "searchXxxByTerms"): {page, filters, keyWords, type}
// -> {totalCount, resultList} of the module's summary shape, texts in the caller's language.
// The list is read on `listings` alone up to the count's cap (list-count.ts), newest first from the
// list indexes of migrations 008/009 or, with keywords, from the search index of migration 011; the
// page is cut from those rows, and the same read gives totalCount, so no row is read twice.
// The page's rows then come one of two ways:
// - with a reply cache (the default), that statement returns only the page's ids and the rows come
//   from the rows this process keeps (kept-rows.ts), the missing ones loaded in a second statement;
// - without one, a single statement joins the page's rows with their texts and names.
// Listings whose TOP boost runs come first and are marked (top-boost.ts says how the read keeps
// its index and its paging).
import type { ListingModule } from '../../../src/modules/index.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { buildSummary, summaryIsShared } from './fields.js';
import { pageWindow, type PageWindow } from '../../../src/contract/validation/listing-fields.js';
import { countCap, totalPastTheEnd } from './list-count.js';
import type { RowCache } from '../cache/row-cache.js';
import { keptRowsOf } from './kept-rows.js';
import { listingsSql, loadListings, withLookupNames, type ListingRow, type QueriedRow } from './rows.js';
import { callerAreas, searchOrder, searchOrderColumns, searchTermsReader, searchWhere } from './search-terms.js';
import { withSalaryRate } from './salary-terms.js';
import { SqlParams } from './sql.js';
import { boostedListRead, boostsApply, plainListRead, type ListRead, type ListReadInput } from './top-boost.js';

interface ListQuery {
  page: PageWindow;
  where: string;
  order: string;
  /** The values of `where` alone, for the count past the end. */
  whereParams: SqlParams;
  params: SqlParams;
  /** The list read up to the count's cap: plain, or with the boosted listings first (top-boost.ts). */
  read: ListRead;
}

const pageLimit = (q: ListQuery): string => `limit ${q.params.add(q.page.size)}::int offset ${q.params.add(q.page.offset)}::int`;

/** One statement: the page's rows with everything a summary shows, and the count. */
async function pageRowsJoined(q: ListQuery, ctx: RequestContext): Promise<{ rows: ListingRow[]; total: number | undefined }> {
  const { read } = q;
  // `ord`: the page's own order (boosted first), which the joined rows keep.
  const sql = `with ${read.ctes},
      page as materialized (select r.id, ${read.isTop} as is_top, row_number() over (order by ${read.order}) as ord
        from ${read.rows} r order by ${read.order} ${pageLimit(q)})
      ${listingsSql({
        params: q.params, language: ctx.language, fallback: true, view: 'summary', viewerId: ctx.user?.userId ?? null,
        join: 'join page on page.id = l.id', where: 'true', order: 'page.ord', extra: `, page.is_top, ${read.count} as total_count`,
      })}`;
  const rows = await withLookupNames(ctx.db, await ctx.db.query<QueriedRow & { total_count: number }>(sql, q.params.values), ctx.language);
  return { rows, total: rows[0]?.total_count };
}

/** The page's ids and the count, then their rows from the kept ones (the missing ones loaded). */
async function pageRowsKept(q: ListQuery, ctx: RequestContext, version: number, kept: RowCache<ListingRow>): Promise<{ rows: ListingRow[]; total: number | undefined }> {
  const { read } = q;
  const sql = `with ${read.ctes}
      select r.id::text as id, ${read.isTop} as is_top, ${read.count} as total_count
      from ${read.rows} r order by ${read.order} ${pageLimit(q)}`;
  const page = await ctx.db.query<{ id: string; is_top: boolean; total_count: number }>(sql, q.params.values);
  const rows = await kept.rows(version, ctx.language, page.map((r) => r.id), (missing) => {
    const params = new SqlParams();
    // No viewer: a kept row is shared by every caller (summaryIsShared).
    return loadListings(ctx.db, { where: `l.id = any(${params.add(missing)}::bigint[])`, params, language: ctx.language, fallback: true, view: 'summary', viewerId: null, order: 'l.id' });
  });
  // The mark is this read's, never the kept row's (a copy: kept rows are shared).
  const top = new Set(page.filter((r) => r.is_top).map((r) => r.id));
  return { rows: rows.map((r) => (top.has(r.id) ? { ...r, is_top: true } : r)), total: page[0]?.total_count };
}

export function searchHandler(m: ListingModule): Handler {
  const readTerms = searchTermsReader(m);
  const shared = summaryIsShared(m);
  return async (input: unknown, ctx: RequestContext) => {
    const asked = readTerms(input);
    const terms = asked.salary ? { ...asked, salary: await withSalaryRate(ctx.db, asked.salary) } : asked;
    const page = pageWindow(terms.page, terms.recommend ? m.recommendPageSize : m.pageSize);
    const params = new SqlParams();
    const where = searchWhere(m, terms, callerAreas(ctx.meta.areaId), params);
    const order = searchOrder(m, terms);
    const whereParams = params.fork();
    const now = ctx.services.clock();
    const list: ListReadInput = {
      where, order, orderOfRows: searchOrder(m, terms, 'r'), columns: searchOrderColumns(m, terms), cap: params.add(countCap(page)), params,
    };
    const read = boostsApply(m, terms) ? boostedListRead(list, m.moduleId, now) : plainListRead(list);
    const q: ListQuery = { page, where, order, whereParams, params, read };
    const cache = shared ? ctx.services.replyCache : undefined;
    // The version is read before the ids (row-cache.ts: a racing write leaves nothing stale kept).
    const version = cache ? await cache.version() : -1;
    const { rows, total } = cache && version >= 0 ? await pageRowsKept(q, ctx, version, keptRowsOf(cache)) : await pageRowsJoined(q, ctx);
    const totalCount = total ?? (await totalPastTheEnd(ctx.db, { where, order: q.order, params: q.whereParams }, page));
    return okReply({ totalCount, resultList: rows.map((r) => buildSummary(m, r, now)) });
  };
}
