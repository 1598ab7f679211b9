// saveSearch, getSavedSearches, updateSavedSearch, deleteSavedSearch, markSearchSeen (issue: Beyond
// the spec, item 1; endpoints/alerts.ts). Every call serves the caller's own rows: another user's
// search id answers 4404 as a missing one does, so an id tells a stranger nothing. Saving the same
// list again answers the saved search (idempotent); a 21st search is 4422 savedSearchLimit. Saves
// of one user are serialized on their user row, so two at once cannot pass the limit together.
import { CODE } from '../../../src/contract/codes.js';
import { ALERTS } from '../../../src/contract/constants.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { SavedSearch } from '../../../src/contract/types/alerts.js';
import { alertPageSchema, saveSearchSchema, savedSearchRefSchema, updateSavedSearchSchema } from '../../../src/contract/validation/alerts.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { alertModule, checkCountry, checkTag, KEYWORD_QUERY, moduleCriteria, queryKey } from './criteria.js';
import { SEARCH_COLUMNS, savedSearchOf, type SearchRow } from './rows.js';

export const searchNotFound = (): ReplyError => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');

const limitReached = (): ReplyError =>
  new ReplyError(CODE.VALIDATION, MSG.savedSearchLimit, { issues: [{ path: '', key: MSG.savedSearchLimit, values: { max: ALERTS.maxSavedSearches } }] }, { max: ALERTS.maxSavedSearches });

export const saveSearch: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  // keyWords is cut to its length by its schema, as the lists read it (listing-fields.ts).
  const req = parseInput(saveSearchSchema, input, { ownText: ['keyWords'] });
  const m = alertModule(req.moduleId);
  const c = moduleCriteria(m, req);
  await checkTag(ctx.db, m, c.tagId);
  await checkCountry(ctx.db, c.countryId);
  const key = queryKey(c);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const [same] = await tx.query<SearchRow>(`select ${SEARCH_COLUMNS} from saved_searches s where s.user_id = $1 and s.query_key = $2`, [userId, key]);
    if (same) return same;
    const [count] = await tx.query<{ n: string | number }>('select count(*) as n from saved_searches where user_id = $1', [userId]);
    if (Number(count?.n ?? 0) >= ALERTS.maxSavedSearches) throw limitReached();
    const [made] = await tx.query<SearchRow>(
      `insert into saved_searches as s (user_id, module_id, key_words, key_query, tag_id, price_min, price_max, size_min, size_max,
         bedroom_num, country_id, query_key, title, daily, created_at)
       values ($1, $2, $3, ${KEYWORD_QUERY('$3')}, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       returning ${SEARCH_COLUMNS}`,
      [userId, c.moduleId, c.keyWords, c.tagId, c.priceMin, c.priceMax, c.sizeMin, c.sizeMax, c.bedroomNum, c.countryId, key,
        req.title, req.daily, new Date(ctx.services.clock())],
    );
    return made!;
  });
  return okReply(savedSearchOf(row));
};

export const getSavedSearches: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(alertPageSchema, input);
  const { size, offset } = pageWindow(req.page, ALERTS.maxSavedSearches);
  const rows = await ctx.db.query<SearchRow>(
    `select ${SEARCH_COLUMNS} from saved_searches s where s.user_id = $1 order by s.n desc limit $2 offset $3`, [userId, size, offset]);
  const [count] = await ctx.db.query<{ n: string | number }>('select count(*) as n from saved_searches where user_id = $1', [userId]);
  const reply: SearchReply<SavedSearch> = { totalCount: Number(count?.n ?? 0), resultList: rows.map(savedSearchOf) };
  return okReply(reply);
};

export const updateSavedSearch: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(updateSavedSearchSchema, input);
  // Back to an alert per listing: matches waiting for a digest were counted in `unseen` already.
  const [row] = await ctx.db.query<SearchRow>(
    `update saved_searches s set title = coalesce($3, s.title), daily = coalesce($4, s.daily),
       digest_pending = case when coalesce($4, s.daily) then s.digest_pending else 0 end
     where s.id = $1 and s.user_id = $2 returning ${SEARCH_COLUMNS}`,
    [req.searchId, userId, req.title ?? null, req.daily ?? null],
  );
  if (!row) throw searchNotFound();
  return okReply(savedSearchOf(row));
};

export const deleteSavedSearch: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { searchId } = parseInput(savedSearchRefSchema, input);
  const gone = await ctx.db.query('delete from saved_searches where id = $1 and user_id = $2 returning id', [searchId, userId]);
  if (gone.length === 0) throw searchNotFound();
  return okReply(null);
};

export const markSearchSeen: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { searchId } = parseInput(savedSearchRefSchema, input);
  const seen = await ctx.db.query('update saved_searches set unseen = 0 where id = $1 and user_id = $2 returning id', [searchId, userId]);
  if (seen.length === 0) throw searchNotFound();
  return okReply(null);
};
