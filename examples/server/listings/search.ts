// The list call of every module (spec §7 "searchXxxByTerms"): {page, filters, keyWords, type}
// -> {totalCount, resultList} of the module's summary shape, texts in the caller's language.
// The page's ids are picked on `listings` alone (where + order + limit, served by the list indexes
// of migrations 008/009), then only those rows are joined with their texts and names, and totalCount
// is counted up to a cap (list-count.ts): all in one statement.
import type { ListingModule } from '../../../src/modules/index.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { buildSummary } from './fields.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { cappedTotal, pageTotalSql } from './list-count.js';
import { listingsSql, type ListingRow } from './rows.js';
import { callerAreas, searchOrder, searchTermsReader, searchWhere } from './search-terms.js';
import { SqlParams } from './sql.js';

export function searchHandler(m: ListingModule): Handler {
  const readTerms = searchTermsReader(m);
  return async (input: unknown, ctx: RequestContext) => {
    const terms = readTerms(input);
    const page = pageWindow(terms.page, terms.recommend ? m.recommendPageSize : m.pageSize);
    const params = new SqlParams();
    const areas = callerAreas(ctx.meta.areaId);
    const order = searchOrder(m, terms);
    // The page names any text, the count only the module's (search-terms.ts KeywordTexts).
    const pageWhere = searchWhere(m, terms, areas, params);
    const countWhere = searchWhere(m, terms, areas, params, 'module');
    // One statement (one round trip, one plan): the page's ids, picked on `listings` alone in a
    // materialized WITH (the list indexes of migrations 008/009 serve it, and the joins below read
    // only the page's rows); their rows with texts and names; and totalCount.
    const total = pageTotalSql({ where: countWhere, order }, page, params, 'page');
    const sql = `with page as materialized (
        select l.id from listings l where ${pageWhere} order by ${order}
        limit ${params.add(page.size)}::int offset ${params.add(page.offset)}::int)
      ${listingsSql({
        params, language: ctx.language, fallback: true, viewerId: ctx.user?.userId ?? null,
        join: 'join page on page.id = l.id', where: 'true', order, extra: `, ${total} as total_count`,
      })}`;
    const rows = await ctx.db.query<ListingRow & { total_count: number }>(sql, params.values);
    const countPastTheEnd = () => {
      const p = new SqlParams();
      return cappedTotal(ctx.db, { where: searchWhere(m, terms, areas, p, 'module'), order, params: p }, page, 0);
    };
    // No row, no total: an empty first page is 0; past the end the count runs on its own (rare).
    const totalCount = rows[0]?.total_count ?? (page.offset === 0 ? 0 : await countPastTheEnd());
    const now = ctx.services.clock();
    return okReply({ totalCount, resultList: rows.map((r) => buildSummary(m, r, now)) });
  };
}
