// The lookup names a listing row shows, from the copy the process keeps (catalogue/lookup-names.ts):
// the catalogue's names (names.ts: the language, then English, French, Chinese), a lookup added
// later found at once, a dangling id not reloading on every call, and a renamed one shown after the
// refresh time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../examples/server/db/database.js';
import { lookupNames, REFRESH_MS, type LookupRow } from '../../examples/server/catalogue/lookup-names.js';
import { TEST_DATABASES } from './databases.js';

const names = (en: string, fr: string | null, cn?: string) => JSON.stringify({ en, ...(fr === null ? {} : { fr }), ...(cn ? { cn } : {}) });

const row = (over: Partial<LookupRow>): LookupRow => ({
  area_ids: [], label_ids: [], city_id: null, tag_id: null, money_unit_id: null, size_unit_id: null, billing_cycle_id: null,
  money_flag: null, billing_cycle_name: null, size_unit_name: null, tag_name: null, tag_parent_id: null, city_name: null, countries: [], labels: [],
  ...over,
});

/** The database, counting the statements that load the lookup tables. */
const counting = (db: Database) => {
  const seen = { loads: 0 };
  const q: Queryable = {
    query: (sql, params) => {
      if (sql.includes('from money_units')) seen.loads++;
      return db.query(sql, params);
    },
  };
  return { q, seen };
};

describe.each(TEST_DATABASES)('lookup names on $name', (target) => {
  let db: Database;
  const ids: Record<string, number> = {};
  const insertId = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params as never))[0]!.id);

  beforeAll(async () => {
    db = await target.open();
    await db.query(`insert into money_units (code, flag, names) values ('XOF', 'FCFA', $1::jsonb)`, [names('CFA franc', 'franc CFA')]);
    ids.money = Number((await db.query<{ id: number }>(`select id from money_units where code = 'XOF'`))[0]!.id);
    await db.query(`insert into countries (id, names, mobile_code, country_code) values ('ZZA', $1::jsonb, '990', 'ZA'), ('ZZB', $2::jsonb, '991', 'ZB')`, [names('Alpha', 'Alpha-FR', '阿'), names('Beta', null)]);
    ids.city = await insertId(`insert into cities (area_id, names) values ('ZZA', $1::jsonb) returning id`, [names('Alpha City', 'Alpha-Ville')]);
    ids.tag = await insertId(`insert into tags (module_key, names) values ('house', $1::jsonb) returning id`, [names('Villa', '')]);
    ids.cycle = await insertId(`insert into billing_cycles (names) values ($1::jsonb) returning id`, [names('Month', 'Mois')]);
    ids.size = await insertId(`insert into size_units (names, symbol) values ($1::jsonb, 'm2') returning id`, [names('m²', 'm²')]);
    ids.label1 = await insertId(`insert into labels (module_key, names) values ('house', $1::jsonb) returning id`, [names('New', 'Neuf')]);
    ids.label2 = await insertId(`insert into labels (module_key, names) values ('house', $1::jsonb) returning id`, [names('Urgent', null)]);
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanup();
  });

  it('fills the names in the language, English when it has none, and an empty name as it is', async () => {
    const { q } = counting(db);
    const [r] = await lookupNames(q).fill([row({
      money_unit_id: ids.money!, billing_cycle_id: ids.cycle!, size_unit_id: ids.size!, tag_id: ids.tag!, city_id: ids.city!,
      area_ids: ['ZZB', 'ZZA', 'ZZB', 'NOPE'], label_ids: [ids.label2!, ids.label1!],
    })], 'fr');
    expect(r).toMatchObject({
      money_flag: 'FCFA', billing_cycle_name: 'Mois', size_unit_name: 'm²', city_name: 'Alpha-Ville',
      // An empty or missing name falls back as the catalogue's names do (names.ts): English first.
      tag_name: 'Villa',
      // In the row's order, each once; an id that names nothing is left out.
      countries: [{ id: 'ZZB', name: 'Beta' }, { id: 'ZZA', name: 'Alpha-FR' }],
      labels: [{ id: ids.label2, name: 'Urgent' }, { id: ids.label1, name: 'Neuf' }],
    });
    const [none] = await lookupNames(q).fill([row({})], 'cn');
    expect(none).toMatchObject({ money_flag: null, tag_name: null, city_name: null, countries: [], labels: [] });
  });

  it('finds a lookup added after the copy was made, at once', async () => {
    const { q, seen } = counting(db);
    const names1 = lookupNames(q);
    await names1.fill([row({ tag_id: ids.tag! })], 'en');
    const added = await insertId(`insert into tags (module_key, names) values ('house', $1::jsonb) returning id`, [names('Duplex', 'Duplex-FR')]);
    const [r] = await names1.fill([row({ tag_id: added })], 'fr');
    expect(r!.tag_name).toBe('Duplex-FR');
    expect(seen.loads).toBe(2);
  });

  it('reloads once for an id that names nothing, not on every call', async () => {
    const { q, seen } = counting(db);
    const names1 = lookupNames(q);
    for (let i = 0; i < 5; i++) {
      const [r] = await names1.fill([row({ tag_id: 987_654, area_ids: ['ZZA', 'XXX'] })], 'en');
      expect(r).toMatchObject({ tag_name: null, countries: [{ id: 'ZZA', name: 'Alpha' }] });
    }
    // The first load, then one more for the missing ids.
    expect(seen.loads).toBe(2);
  });

  it('shows a renamed lookup after the refresh time, the old name until then', async () => {
    const { q, seen } = counting(db);
    let now = 1_000_000;
    const names1 = lookupNames(q, () => now);
    const city = await insertId(`insert into cities (area_id, names) values ('ZZA', $1::jsonb) returning id`, [names('Old town', 'Vieille ville')]);
    expect((await names1.fill([row({ city_id: city })], 'en'))[0]!.city_name).toBe('Old town');
    await db.query(`update cities set names = $2::jsonb where id = $1`, [city, names('New town', 'Ville neuve')]);
    now += REFRESH_MS - 1;
    expect((await names1.fill([row({ city_id: city })], 'en'))[0]!.city_name).toBe('Old town');
    now += 2;
    // This call starts the reload and still answers from the copy it has; the next ones see the new name.
    await names1.fill([row({ city_id: city })], 'en');
    await expect.poll(async () => (await names1.fill([row({ city_id: city })], 'en'))[0]!.city_name).toBe('New town');
    expect(seen.loads).toBe(2);
  });
});
