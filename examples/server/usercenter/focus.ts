// Followed countries and industries (spec §2 /common/focus; §5 "at most 5 followed countries besides
// the registered one; registered country cannot be deleted", "Followed categories at most 5").
// The registered country (users.area_id) is always followed and not stored with the others.
import { CODE } from '../../../src/contract/codes.js';
import type { FocusCountryRequest, FocusIndustryRequest } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { focusCountrySchema, focusIndustrySchema } from '../../../src/contract/validation/social.js';
import { IDENTITIES } from '../../../src/modules/identities.js';
import { fieldError, parseInput } from '../http/input.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { requireUser } from './caller.js';

export const CANNOT_DELETE_REGISTERED = 'errors.cannotDeleteRegisteredCountry';

/** Industries are the marketplace's listing modules (spec §3 "Module ids"). */
export const INDUSTRY_IDS: ReadonlySet<number> = new Set(Object.values(IDENTITIES).map((m) => m.moduleId));

interface FocusRow {
  area_id: string;
  focus_area_ids: string[];
  focus_industry_ids: number[];
}

export async function readFocus(db: Queryable, userId: string): Promise<FocusRow> {
  const [row] = await db.query<FocusRow>('select area_id, focus_area_ids, focus_industry_ids from users where id = $1', [userId]);
  if (!row) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  return row;
}

/** The registered country first, then the others in the order they were chosen. */
export const followedCountries = (row: Pick<FocusRow, 'area_id' | 'focus_area_ids'>): string[] =>
  [row.area_id, ...row.focus_area_ids.filter((id) => id !== row.area_id)];

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

export const getFocusCountry: Handler = async (_input, ctx) => {
  const reply: FocusCountryRequest = { areaIds: followedCountries(await readFocus(ctx.db, requireUser(ctx))) };
  return okReply(reply);
};

export const updateFocusCountry: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { area_id: registered } = await readFocus(ctx.db, userId);
  const req = parseInput(focusCountrySchema(registered), input);
  const ids = unique(req.areaIds.map((id) => id.trim()));
  if (!ids.includes(registered)) throw fieldError('areaIds', CANNOT_DELETE_REGISTERED);
  const others = ids.filter((id) => id !== registered);
  const known = await ctx.db.query<{ id: string }>('select id from countries where enabled and id = any($1::text[])', [others]);
  if (known.length !== others.length) throw fieldError('areaIds', MSG.choose);
  await ctx.db.query('update users set focus_area_ids = $2::text[] where id = $1', [userId, others]);
  return okReply(null);
};

export const getFocusIndustry: Handler = async (_input, ctx) => {
  const reply: FocusIndustryRequest = { industryIds: (await readFocus(ctx.db, requireUser(ctx))).focus_industry_ids };
  return okReply(reply);
};

export const updateFocusIndustry: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(focusIndustrySchema, input);
  const ids = unique(req.industryIds);
  if (!ids.every((id): id is number => typeof id === 'number' && INDUSTRY_IDS.has(id))) throw fieldError('industryIds', MSG.choose);
  await ctx.db.query('update users set focus_industry_ids = $2::int[] where id = $1', [userId, ids]);
  return okReply(null);
};
