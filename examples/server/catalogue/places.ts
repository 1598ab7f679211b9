// Countries, cities and area codes (spec §7 "Common": country {languageId}, capitalCity {areaId},
// city {pid, languageId}; "Other lookups": city by pid, default city by areaId, area codes by
// languageId, release country by userId and moduleId). Names in the asked language.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { City, Country } from '../../../src/contract/types/lookups.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULE_LIST } from '../../../src/modules/registry.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type HandlerTable } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { countryIdSchema, lookupIdSchema, lookupLanguageSchema } from '../../../src/contract/validation/lookups.js';
import { nameSql, notFound } from './names.js';

/** The language names are wanted in: the request's languageId when given, else the caller's. */
const languageOf = (requested: string | undefined, fallback: LanguageCode): LanguageCode =>
  requested ? (requested as LanguageCode) : fallback;

const languageRequest = v.object({ languageId: lookupLanguageSchema });
const areaRequest = v.object({ areaId: countryIdSchema });
/** pid: a country (area id, its cities) or a city id (its districts), spec §7 city {pid}. */
const cityRequest = v.object({ pid: v.union([countryIdSchema, lookupIdSchema], MSG.choose), languageId: lookupLanguageSchema });

const countryExists = async (q: Queryable, areaId: string) =>
  (await q.query('select 1 from countries where id = $1 and enabled', [areaId])).length > 0;

const CITY_COLUMNS = `id, ${nameSql('names', 1)} as name, coalesce(pid::text, area_id) as pid`;

function cityRow(r: { id: number; name: string; pid: string }): City {
  return { id: r.id, name: r.name, pid: /^\d+$/.test(r.pid) ? Number(r.pid) : r.pid };
}

async function citiesOf(q: Queryable, pid: string | number, language: string): Promise<City[]> {
  const rows = typeof pid === 'string'
    ? await q.query<{ id: number; name: string; pid: string }>(
      `select ${CITY_COLUMNS} from cities where area_id = $2 and pid is null order by sort, id`, [language, pid])
    : await q.query<{ id: number; name: string; pid: string }>(
      `select ${CITY_COLUMNS} from cities where pid = $2 order by sort, id`, [language, pid]);
  return rows.map(cityRow);
}

const cityHandler: Handler = async (input, ctx) => {
  const req = parseInput(cityRequest, input);
  const language = languageOf(req.languageId, ctx.language);
  const list = await citiesOf(ctx.db, req.pid, language);
  if (list.length === 0) {
    // Empty is a real answer only for a place that exists (a city without districts).
    const exists = typeof req.pid === 'string'
      ? await countryExists(ctx.db, req.pid)
      : (await ctx.db.query('select 1 from cities where id = $1', [req.pid])).length > 0;
    if (!exists) throw notFound();
  }
  return okReply(list);
};

async function countries(q: Queryable, language: string, firstAreaId: string): Promise<Country[]> {
  return q.query<Country>(
    `select id, ${nameSql('names', 1)} as name from countries where enabled order by (id = $2) desc, sort, id`,
    [language, firstAreaId],
  );
}

/**
 * Modules a user publishes in (spec §3 module ids): the listing modules whose descriptor publishes
 * (articles are editorial), and recruitment, which is no listing module here.
 */
const PUBLISHING_MODULES: readonly number[] = [
  ...MODULE_LIST.filter((m) => m.publishes).map((m) => m.moduleId),
  MODULE_ID.recruitment,
];

const releaseCountryRequest = v.object({
  userId: v.pipe(v.string(MSG.checkWarning), v.maxLength(64, MSG.checkWarning)),
  moduleId: v.pipe(lookupIdSchema, v.check((id) => PUBLISHING_MODULES.includes(id), MSG.choose)),
});

export const PLACE_HANDLERS: HandlerTable = {
  /** Default country first (spec §1, §9: Ivory Coast), then the catalogue order. */
  getCountry: async (input, ctx) => {
    const req = parseInput(languageRequest, input);
    return okReply(await countries(ctx.db, languageOf(req.languageId, ctx.language), 'CIV'));
  },

  getAreaCodes: async (input, ctx) => {
    const req = parseInput(languageRequest, input);
    const rows = await ctx.db.query<{ name: string; mobileCode: string; countryCode: string }>(
      `select ${nameSql('names', 1)} as name, mobile_code as "mobileCode", country_code as "countryCode"
       from countries where enabled order by sort, id`,
      [languageOf(req.languageId, ctx.language)],
    );
    return okReply(rows);
  },

  /** The capital of a country (Yamoussoukro for CIV, not Abidjan). */
  getCapitalCity: async (input, ctx) => {
    const { areaId } = parseInput(areaRequest, input);
    if (!(await countryExists(ctx.db, areaId))) throw notFound();
    const rows = await ctx.db.query<{ id: number; name: string; pid: string }>(
      `select ${CITY_COLUMNS} from cities where area_id = $2 and pid is null and is_capital order by sort, id`,
      [ctx.language, areaId],
    );
    return okReply(rows.map(cityRow));
  },

  getCity: cityHandler,
  getCityByPid: cityHandler,

  /** The city a country opens with when chosen (spec §4): its first city (Abidjan for CIV). */
  getDefaultCity: async (input, ctx) => {
    const { areaId } = parseInput(areaRequest, input);
    if (!(await countryExists(ctx.db, areaId))) throw notFound();
    const [first] = await citiesOf(ctx.db, areaId, ctx.language);
    return okReply(first ?? null);
  },

  /** Countries the caller may publish in: every open country, the registered one first. */
  getReleaseCountry: async (input, ctx) => {
    const req = parseInput(releaseCountryRequest, input);
    if (!ctx.user || req.userId !== ctx.user.userId) throw new ReplyError(CODE.FORBIDDEN, 'validation.notAllowed');
    const [user] = await ctx.db.query<{ area_id: string }>('select area_id from users where id = $1', [ctx.user.userId]);
    return okReply(await countries(ctx.db, ctx.language, user?.area_id ?? 'CIV'));
  },
};
