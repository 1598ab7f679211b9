// The list call of every module (spec §7 "searchXxxByTerms"): {page, filters, keyWords, type}
// -> {totalCount, resultList} of the module's summary shape, texts in the caller's language.
// One statement: the list is read on `listings` alone up to the count's cap (list-count.ts), newest
// first from the list indexes of migrations 008/009 or, with keywords, from the search index of
// migration 011; the page is cut from those rows, and only the page's rows are joined with their
// texts and names. The same read gives totalCount, so no row is read twice.
import type { ListingModule } from '../../../src/modules/index.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { buildSummary } from './fields.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { countCap, listReadSql, totalPastTheEnd } from './list-count.js';
import { listingsSql, withLookupNames, type QueriedRow } from './rows.js';
import { callerAreas, searchOrder, searchOrderColumns, searchTermsReader, searchWhere } from './search-terms.js';
import { SqlParams } from './sql.js';

export function searchHandler(m: ListingModule): Handler {
  const readTerms = searchTermsReader(m);
  return async (input: unknown, ctx: RequestContext) => {
    const terms = readTerms(input);
    const page = pageWindow(terms.page, terms.recommend ? m.recommendPageSize : m.pageSize);
    const params = new SqlParams();
    const where = searchWhere(m, terms, callerAreas(ctx.meta.areaId), params);
    const order = searchOrder(m, terms);
    const whereParams = params.fork();
    // `hits` holds only the order's columns, which the list indexes carry: an index-only read.
    const columns = searchOrderColumns(m, terms).map((c) => `l.${c}`).join(', ');
    const sql = `with hits as materialized (${listReadSql({ where, order }, columns, params.add(countCap(page)))}),
      page as materialized (
        select h.id from hits h order by ${searchOrder(m, terms, 'h')}
        limit ${params.add(page.size)}::int offset ${params.add(page.offset)}::int)
      ${listingsSql({
        params, language: ctx.language, fallback: true, view: 'summary', viewerId: ctx.user?.userId ?? null,
        join: 'join page on page.id = l.id', where: 'true', order, extra: ', (select count(*)::int from hits) as total_count',
      })}`;
    const rows = await withLookupNames(ctx.db, await ctx.db.query<QueriedRow & { total_count: number }>(sql, params.values), ctx.language);
    const totalCount = rows[0]?.total_count ?? (await totalPastTheEnd(ctx.db, { where, order, params: whereParams }, page));
    const now = ctx.services.clock();
    return okReply({ totalCount, resultList: rows.map((r) => buildSummary(m, r, now)) });
  };
}
