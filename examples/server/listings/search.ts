// The list call of every module (spec §7 "searchXxxByTerms"): {page, filters, keyWords, type}
// -> {totalCount, resultList} of the module's summary shape, texts in the caller's language.
import type { ListingModule } from '../../../src/modules/index.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { buildSummary } from './fields.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { loadListings } from './rows.js';
import { callerAreas, searchOrder, searchTermsReader, searchWhere } from './search-terms.js';
import { SqlParams } from './sql.js';

export function searchHandler(m: ListingModule): Handler {
  const readTerms = searchTermsReader(m);
  return async (input: unknown, ctx: RequestContext) => {
    const terms = readTerms(input);
    const page = pageWindow(terms.page, terms.recommend ? m.recommendPageSize : m.pageSize);
    const params = new SqlParams();
    const where = searchWhere(m, terms, callerAreas(ctx.meta.areaId), params);
    const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from listings l where ${where}`, params.snapshot());
    const totalCount = Number(count?.n ?? 0);
    const rows =
      totalCount > page.offset
        ? await loadListings(ctx.db, {
            where, params, language: ctx.language, fallback: true, viewerId: ctx.user?.userId ?? null,
            order: searchOrder(m, terms), limit: page.size, offset: page.offset,
          })
        : [];
    const now = ctx.services.clock();
    return okReply({ totalCount, resultList: rows.map((r) => buildSummary(m, r, now)) });
  };
}
