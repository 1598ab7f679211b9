// Writes the lookup tables with their fixed ids (one statement per table), then moves each id
// sequence past the seeded ids so rows added later get fresh ones.
import type { Queryable } from '../db/database.js';
import { insertRows } from './insert-rows.js';
import { LABEL_ROWS } from './data/labels.js';
import { CITY_ROWS, COUNTRIES } from './data/places.js';
import { SENSITIVE_WORDS } from './data/sensitive-words.js';
import { TAG_ROWS } from './data/tags.js';
import { BILLING_CYCLES, CAR_BRANDS, ENERGY_TYPES, LANGUAGE_ROWS, MONEY_ID, MONEY_UNITS, QUALITIES, SIZE_UNITS } from './data/units.js';

const SERIAL_TABLES = ['money_units', 'size_units', 'billing_cycles', 'cities', 'tags', 'labels', 'car_brands', 'energy_types', 'qualities'];

export async function insertLookups(q: Queryable): Promise<void> {
  await insertRows(q, 'languages', { id: 'text', name: 'text', sort: 'int' }, LANGUAGE_ROWS.map((l, sort) => ({ ...l, sort })));
  await insertRows(q, 'sensitive_words', { language: 'text', word: 'text' }, SENSITIVE_WORDS);
  await insertRows(q, 'money_units', { id: 'int', code: 'text', flag: 'text', names: 'jsonb', decimals: 'int' }, MONEY_UNITS);
  await insertRows(q, 'size_units', { id: 'int', names: 'jsonb', symbol: 'text' }, SIZE_UNITS);
  await insertRows(q, 'billing_cycles', { id: 'int', names: 'jsonb', sort: 'int' }, BILLING_CYCLES.map((b, sort) => ({ ...b, sort })));
  await insertRows(
    q, 'countries', { id: 'text', names: 'jsonb', mobile_code: 'text', country_code: 'text', money_unit_id: 'int', sort: 'int' },
    COUNTRIES.map((c, sort) => ({ id: c.id, names: c.names, mobile_code: c.mobileCode, country_code: c.countryCode, money_unit_id: MONEY_ID[c.currency] ?? null, sort })),
  );
  await insertRows(
    q, 'cities', { id: 'int', area_id: 'text', pid: 'int', names: 'jsonb', is_capital: 'boolean', sort: 'int' },
    CITY_ROWS.map((c) => ({ id: c.id, area_id: c.areaId, pid: c.pid, names: c.names, is_capital: c.isCapital, sort: c.sort })),
  );
  // Parents come before children in TAG_ROWS, and one statement checks the foreign key at its end.
  await insertRows(
    q, 'tags', { id: 'int', module_key: 'text', parent_id: 'int', names: 'jsonb', sort: 'int' },
    TAG_ROWS.map((t) => ({ id: t.id, module_key: t.moduleKey, parent_id: t.parentId, names: t.names, sort: t.sort })),
  );
  await insertRows(
    q, 'labels', { id: 'int', module_key: 'text', names: 'jsonb', sort: 'int' },
    LABEL_ROWS.map((l) => ({ id: l.id, module_key: l.moduleKey, names: l.names, sort: l.sort })),
  );
  await insertRows(q, 'car_brands', { id: 'int', names: 'jsonb', sort: 'int' }, CAR_BRANDS.map((b, sort) => ({ ...b, sort })));
  await insertRows(q, 'energy_types', { id: 'int', names: 'jsonb', sort: 'int' }, ENERGY_TYPES.map((e, sort) => ({ ...e, sort })));
  await insertRows(q, 'qualities', { id: 'int', names: 'jsonb', sort: 'int' }, QUALITIES.map((x, sort) => ({ ...x, sort })));
  for (const table of SERIAL_TABLES) {
    await q.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
}
