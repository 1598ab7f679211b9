// Favourites and browsing history (spec §7 "Common": insertFavorite, getMyFavorite,
// cancelMyFavorite, getMyHistory, deleteMyHistory), always for the CALLER (ctx.user). A body
// naming another userId is refused with 4403 (input.checkBodyUser), never served.
import { CODE } from '../../../src/contract/codes.js';
import { PAGE_SIZE } from '../../../src/contract/constants.js';
import {
  cancelFavoriteRequestSchema, deleteHistoryRequestSchema, insertFavoriteRequestSchema, savedListRequestSchema,
} from '../../../src/contract/validation/listing-requests.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { FALLBACK_MODULE, moduleById } from '../../../src/modules/index.js';
import { okReply, ReplyError, type Handler, type HandlerTable, type RequestContext } from '../http/handler.js';
import { NOT_FOUND } from './detail.js';
import { iso, resolveField } from './fields.js';
import { preview } from './preview.js';
import { asRecord, parseInput } from '../http/input.js';
import { checkBodyUser } from './readers.js';
import { loadListings, type ListingRow } from './rows.js';
import { publicListing } from './public-listing.js';
import { SqlParams } from './sql.js';

const insertFavoriteRequest = insertFavoriteRequestSchema(moduleById);
const savedListRequest = savedListRequestSchema(moduleById);

function caller(ctx: RequestContext, body: Record<string, unknown>): string {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  checkBodyUser(body, ctx.user.userId);
  return ctx.user.userId;
}

/** A favourite/history row (contract SavedItem): enough to show it and to open or delete it. */
function savedItem(r: ListingRow, now: number): Record<string, unknown> {
  const m = moduleById(r.module_id) ?? FALLBACK_MODULE;
  const item: Record<string, unknown> = {
    serviceId: r.id,
    moduleId: r.module_id,
    title: r.title,
    imgPath: resolveField(m, 'imgPath', r, { view: 'summary', now }),
    content: preview(r.plain),
    time: iso(r.saved_at),
  };
  if (m.esInfoId) item.esInfoId = r.es_info_id;
  if (m.priceField) {
    item.price = resolveField(m, m.priceField, r, { view: 'summary', now });
    item.priceFlag = r.money_flag ?? '';
  }
  return item;
}

const insertFavorite: Handler = async (input, ctx) => {
  const body = asRecord(input);
  const userId = caller(ctx, body);
  const { moduleId: m, serviceId, esInfoId } = parseInput(insertFavoriteRequest, body);
  const [row] = await ctx.db.query<{ es_info_id: string }>(
    `select es_info_id from listings where id = $1::bigint and module_key = $2 and ${publicListing('listings')}`,
    [serviceId, m.key],
  );
  if (!row) throw NOT_FOUND();
  if (m.esInfoId && esInfoId !== '' && esInfoId !== row.es_info_id) throw NOT_FOUND();
  await ctx.db.query('insert into favorites (user_id, listing_id) values ($1, $2::bigint) on conflict do nothing', [userId, serviceId]);
  // spec §8: the favourite message is shown as a toast, so it says what happened.
  return okReply(null, 'app.favoriteAdded');
};

/** The caller's favourites (by the listing's module) or history (by the module id it was filed under). */
function savedList(table: 'favorites' | 'history'): Handler {
  return async (input, ctx) => {
    const body = asRecord(input);
    const userId = caller(ctx, body);
    const req = parseInput(savedListRequest, body);
    const m = req.moduleId;
    const page = pageWindow(req.page, PAGE_SIZE);
    const params = new SqlParams();
    const user = params.add(userId);
    const moduleId = params.add(m.moduleId);
    const where =
      table === 'favorites'
        ? `l.id in (select listing_id from favorites where user_id = ${user}::text) and l.module_id = ${moduleId}::int`
        : `l.id in (select listing_id from history where user_id = ${user}::text and module_id = ${moduleId}::int)`;
    const visible = `${where} and ${publicListing('l')}`;
    const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from listings l where ${visible}`, params.snapshot());
    const totalCount = Number(count?.n ?? 0);
    const rows =
      totalCount > page.offset
        ? await loadListings(ctx.db, {
            where: visible, params, language: ctx.language, fallback: true, view: 'summary', viewerId: userId, saved: { table, userId },
            order: 'saved_at desc, l.id desc', limit: page.size, offset: page.offset,
          })
        : [];
    const now = ctx.services.clock();
    return okReply({ totalCount, pageBreakList: rows.map((r) => savedItem(r, now)) });
  };
}

const cancelMyFavorite: Handler = async (input, ctx) => {
  const body = asRecord(input);
  const userId = caller(ctx, body);
  // Articles may be named by esInfoId (spec §7 "esInfoIds for articles"); NUL is removed by the schema.
  const { serviceIds: ids, esInfoIds: esIds } = parseInput(cancelFavoriteRequestSchema, body, { ownText: ['esInfoIds'] });
  await ctx.db.query(
    `delete from favorites where user_id = $1 and (listing_id = any($2::bigint[])
       or listing_id in (select id from listings where es_info_id = any($3::text[])))`,
    [userId, ids, esIds],
  );
  return okReply(null, 'app.favoriteCancelled');
};

const deleteMyHistory: Handler = async (input, ctx) => {
  const body = asRecord(input);
  const userId = caller(ctx, body);
  const { serviceIds: ids } = parseInput(deleteHistoryRequestSchema, body);
  await ctx.db.query('delete from history where user_id = $1 and listing_id = any($2::bigint[])', [userId, ids]);
  return okReply(null);
};

export const SAVED_HANDLERS: HandlerTable = {
  insertFavorite: insertFavorite as HandlerTable['insertFavorite'],
  getMyFavorite: savedList('favorites') as HandlerTable['getMyFavorite'],
  cancelMyFavorite: cancelMyFavorite as HandlerTable['cancelMyFavorite'],
  getMyHistory: savedList('history') as HandlerTable['getMyHistory'],
  deleteMyHistory: deleteMyHistory as HandlerTable['deleteMyHistory'],
};
