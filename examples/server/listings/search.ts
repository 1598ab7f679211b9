// The list call of every module (spec §7 "searchXxxByTerms"): {page, filters, keyWords, type}
// -> {totalCount, resultList} of the module's summary shape, texts in the caller's language.
// The page's ids are picked on `listings` alone (where + order + limit, served by the list indexes
// of migration 008), then only those rows are loaded with their texts and names; totalCount is
// counted up to a cap (list-count.ts).
import type { ListingModule } from '../../../src/modules/index.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { buildSummary } from './fields.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { cappedTotal } from './list-count.js';
import { loadListingsByIds } from './rows.js';
import { callerAreas, searchOrder, searchTermsReader, searchWhere } from './search-terms.js';
import { SqlParams } from './sql.js';

export function searchHandler(m: ListingModule): Handler {
  const readTerms = searchTermsReader(m);
  return async (input: unknown, ctx: RequestContext) => {
    const terms = readTerms(input);
    const page = pageWindow(terms.page, terms.recommend ? m.recommendPageSize : m.pageSize);
    const params = new SqlParams();
    const areas = callerAreas(ctx.meta.areaId);
    const where = searchWhere(m, terms, areas, params);
    // The count names the module's texts, the page does not (search-terms.ts KeywordTexts).
    const countParams = new SqlParams();
    const countWhere = searchWhere(m, terms, areas, countParams, 'module');
    const order = searchOrder(m, terms);
    const p = params.fork();
    const ids = await ctx.db.query<{ id: string }>(
      `select l.id::text as id from listings l where ${where} order by ${order}
       limit ${p.add(page.size)}::int offset ${p.add(page.offset)}::int`,
      p.values,
    );
    const [totalCount, rows] = await Promise.all([
      cappedTotal(ctx.db, { where: countWhere, order, params: countParams }, page, ids.length),
      loadListingsByIds(ctx.db, ids.map((r) => r.id), { language: ctx.language, fallback: true, viewerId: ctx.user?.userId ?? null }),
    ]);
    const now = ctx.services.clock();
    return okReply({ totalCount, resultList: rows.map((r) => buildSummary(m, r, now)) });
  };
}
