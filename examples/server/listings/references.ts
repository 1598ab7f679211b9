// Ids a publish payload points at must exist (the forms pick them from lookups, but the server
// trusts no client): countries, the city of the country, the module's tag and labels, units,
// billing cycles, and images the user uploaded before.
import { MSG } from '../../../src/contract/validation/messages.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';
import { UPLOAD_PATH } from './sanitize.js';

/** Lookup tables a payload id may point at (table names are constants, never input). */
const LOOKUP_TABLES = { moneyUnitId: 'money_units', sizeUnitId: 'size_units', billingCycleId: 'billing_cycles' } as const;
export type LookupField = keyof typeof LOOKUP_TABLES;

export async function checkCountries(q: Queryable, areaIds: readonly string[]): Promise<void> {
  const rows = await q.query<{ id: string }>('select id from countries where id = any($1::text[]) and enabled', [areaIds]);
  if (rows.length !== areaIds.length) throw fieldError('areaId', MSG.choose);
}

export async function checkCity(q: Queryable, cityId: number, areaId: string): Promise<void> {
  const rows = await q.query('select 1 from cities where id = $1 and area_id = $2', [cityId, areaId]);
  if (rows.length === 0) throw fieldError('cityId', MSG.choose);
}

/** The module's tag; a second-level one where the module asks for it (descriptor subTagRequired). */
export async function checkTag(q: Queryable, m: ListingModule, tagId: number): Promise<void> {
  const [row] = await q.query<{ parent_id: number | null }>('select parent_id from tags where id = $1 and module_key = $2', [tagId, m.key]);
  if (!row || (m.subTagRequired && row.parent_id === null)) throw fieldError('tagId', MSG.choose);
}

export async function checkLabels(q: Queryable, m: ListingModule, labelIds: readonly number[]): Promise<void> {
  if (labelIds.length === 0) return;
  const rows = await q.query('select id from labels where id = any($1::int[]) and module_key = $2', [labelIds, m.key]);
  if (rows.length !== labelIds.length) throw fieldError('labelIds', MSG.choose);
}

export async function checkLookup(q: Queryable, field: LookupField, id: number): Promise<void> {
  const rows = await q.query(`select 1 from ${LOOKUP_TABLES[field]} where id = $1`, [id]);
  if (rows.length === 0) throw fieldError(field, MSG.choose);
}

/**
 * Pictures must be our own uploads: public paths this user uploaded (never a private paper or
 * proof, private-files/upload-kinds.ts), or paths the edited listing already shows (kept images,
 * spec §4 "keeps existing ones").
 */
export async function checkImages(q: Queryable, userId: string, paths: readonly string[], kept: readonly string[]): Promise<void> {
  paths.forEach((path, i) => {
    if (!UPLOAD_PATH.test(path) && !kept.includes(path)) throw fieldError(`fileList.${i}.imgPath`, MSG.choose);
  });
  const fresh = paths.filter((p) => !kept.includes(p));
  if (fresh.length === 0) return;
  const rows = await q.query<{ path: string }>("select path from uploads where user_id = $1 and path = any($2::text[]) and kind = 'public'", [userId, fresh]);
  const known = new Set(rows.map((r) => r.path));
  const bad = paths.findIndex((p) => !kept.includes(p) && !known.has(p));
  if (bad >= 0) throw fieldError(`fileList.${bad}.imgPath`, MSG.choose);
}
