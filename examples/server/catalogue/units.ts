// Small lookups (spec §7 "Common" and "Other lookups"): languages, billing cycles, size units,
// money units, car brands, energy types, qualities. Names in the caller's language.
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { nameSql } from './names.js';

/** Tables of {id, names jsonb} and their order; table names are ours, never input. */
const ID_NAME_TABLES: Readonly<Record<string, { table: string; order: string }>> = {
  getBillingCycle: { table: 'billing_cycles', order: 'sort, id' },
  // Id 1 (square metres) first: the default unit (spec §9).
  getSizeUnits: { table: 'size_units', order: 'id' },
  getCarBrand: { table: 'car_brands', order: 'sort, id' },
  getEnergy: { table: 'energy_types', order: 'sort, id' },
  getQuality: { table: 'qualities', order: 'sort, id' },
};

const idNames = (q: Queryable, t: { table: string; order: string }, language: string) =>
  q.query<{ id: number; name: string }>(`select id, ${nameSql('names', 1)} as name from ${t.table} order by ${t.order}`, [language]);

const idNameHandler = (t: { table: string; order: string }): Handler => async (input, ctx) => {
  parseInput(emptySchema, input);
  return okReply(await idNames(ctx.db, t, ctx.language));
};

export const UNIT_HANDLERS: HandlerTable = {
  ...(Object.fromEntries(Object.entries(ID_NAME_TABLES).map(([name, table]) => [name, idNameHandler(table)])) as HandlerTable),

  /** Each language in its own name (what language pickers show). */
  getLanguage: async (input, ctx) => {
    parseInput(emptySchema, input);
    const rows = await ctx.db.query<{ id: 'cn' | 'en' | 'fr'; name: string }>('select id, name from languages order by sort, id');
    return okReply(rows);
  },

  /** Currencies with their flag, the symbol shown with prices (spec §3 priceFlag). */
  getMoneyUnits: async (input, ctx) => {
    parseInput(emptySchema, input);
    const rows = await ctx.db.query<{ id: number; name: string; flag: string }>(
      `select id, ${nameSql('names', 1)} as name, flag from money_units order by id`,
      [ctx.language],
    );
    return okReply(rows);
  },
};
