// The names a listing row shows from the small lookup tables (money unit flag, billing cycle, size
// unit, tag, city, countries, labels), kept in the process instead of looked up by the list query.
// Seven scalar subqueries per row were half of a list page's executor time and a third of the
// columns PostgreSQL formats and the driver parses (README "Benchmarks"); the tables are a few
// hundred rows of reference data that the seed writes and nothing in the server edits.
//
// Names follow the catalogue's rule (names.ts): the caller's language, then English, French,
// Chinese, so a lookup missing a translation still shows a name.
//
// Kept per database: loaded on first use; an id a row names that the copy lacks (a lookup added
// since) reloads it at once, and an id still missing after that (a deleted lookup a row still
// names: the query's subquery gave null) is remembered as such, so it cannot make every call
// reload; otherwise a copy older than REFRESH_MS is reloaded in the background while the current
// one keeps answering, so a name changed by hand in the database shows within that time.
import type { Queryable } from '../db/database.js';
import { nameIn } from './names.js';

export interface IdName {
  id: number | string;
  name: string;
}

/** A row's lookup keys, and the names filled in from them (rows.ts ListingRow). */
export interface LookupRow {
  area_ids: string[];
  label_ids: number[];
  city_id: number | null;
  tag_id: number | null;
  money_unit_id: number | null;
  size_unit_id: number | null;
  billing_cycle_id: number | null;
  money_flag: string | null;
  billing_cycle_name: string | null;
  size_unit_name: string | null;
  tag_name: string | null;
  /** The tag's parent (two-level modules: a job's industry, spec §3); null for a first-level tag. */
  tag_parent_id: number | null;
  city_name: string | null;
  countries: IdName[];
  labels: IdName[];
}

/** jsonb names {cn, en, fr}. */
type Names = Readonly<Record<string, unknown>>;

interface Tables {
  loadedAt: number;
  moneyFlags: Map<number, string>;
  billingCycles: Map<number, Names>;
  sizeUnits: Map<number, Names>;
  tags: Map<number, Names>;
  tagParents: Map<number, number | null>;
  cities: Map<number, Names>;
  countries: Map<string, Names>;
  labels: Map<number, Names>;
  /** Keys ('tag:5') rows named that were missing from this very load: not worth another. */
  dangling: Set<string>;
}

export const REFRESH_MS = 60_000;

/** One statement for all seven tables (a round trip each would cost more than the rows). */
const LOAD_SQL = `
  select 'money_units' as t, id::text as id, names, flag, null::int as parent_id from money_units
  union all select 'billing_cycles', id::text, names, null, null from billing_cycles
  union all select 'size_units', id::text, names, null, null from size_units
  union all select 'tags', id::text, names, null, parent_id from tags
  union all select 'cities', id::text, names, null, null from cities
  union all select 'countries', id, names, null, null from countries
  union all select 'labels', id::text, names, null, null from labels`;

async function loadTables(q: Queryable, now: number): Promise<Tables> {
  const rows = await q.query<{ t: string; id: string; names: Names | null; flag: string | null; parent_id: number | null }>(LOAD_SQL);
  const t: Tables = {
    loadedAt: now, moneyFlags: new Map(), billingCycles: new Map(), sizeUnits: new Map(),
    tags: new Map(), tagParents: new Map(), cities: new Map(), countries: new Map(), labels: new Map(), dangling: new Set(),
  };
  const byNumber: Record<string, Map<number, Names>> = {
    billing_cycles: t.billingCycles, size_units: t.sizeUnits, tags: t.tags, cities: t.cities, labels: t.labels,
  };
  for (const r of rows) {
    const names = r.names ?? {};
    if (r.t === 'money_units') t.moneyFlags.set(Number(r.id), r.flag ?? '');
    else if (r.t === 'countries') t.countries.set(r.id, names);
    else byNumber[r.t]?.set(Number(r.id), names);
    if (r.t === 'tags') t.tagParents.set(Number(r.id), r.parent_id === null ? null : Number(r.parent_id));
  }
  return t;
}

/** Known ids in the order of `ids`, each once (the SQL ordered by array_position). */
const namesOf = <K extends number | string>(ids: readonly K[], table: Map<K, Names>, language: string): IdName[] => {
  const out: IdName[] = [];
  const seen = new Set<K>();
  for (const id of ids) {
    if (seen.has(id) || !table.has(id)) continue;
    seen.add(id);
    out.push({ id, name: nameIn(table.get(id), language) });
  }
  return out;
};

/** The keys rows name that `t` lacks and does not know to be dangling. */
function missingKeys(t: Tables, rows: readonly LookupRow[]): string[] {
  const out: string[] = [];
  const check = <K>(kind: string, id: K | null, table: Map<K, unknown>) => {
    if (id === null || table.has(id)) return;
    const key = `${kind}:${String(id)}`;
    if (!t.dangling.has(key)) out.push(key);
  };
  for (const r of rows) {
    check('money', r.money_unit_id, t.moneyFlags);
    check('cycle', r.billing_cycle_id, t.billingCycles);
    check('size', r.size_unit_id, t.sizeUnits);
    check('tag', r.tag_id, t.tags);
    check('city', r.city_id, t.cities);
    for (const a of r.area_ids) check('country', a, t.countries);
    for (const l of r.label_ids) check('label', l, t.labels);
  }
  return out;
}

export interface LookupNames {
  /** Fills the names of `rows` in `language` (in place; returns them). */
  fill<R extends LookupRow>(rows: R[], language: string): Promise<R[]>;
}

export function lookupNames(q: Queryable, clock: () => number = Date.now): LookupNames {
  let current: Promise<Tables> | null = null;
  let refreshing = false;
  const reload = () => {
    const next = loadTables(q, clock());
    // A failed load is not kept: the next call tries again.
    next.catch(() => { if (current === next) current = null; });
    current = next;
    return next;
  };
  const refreshInBackground = (t: Tables) => {
    if (refreshing || clock() - t.loadedAt < REFRESH_MS) return;
    refreshing = true;
    const next = loadTables(q, clock());
    next.then((fresh) => { current = Promise.resolve(fresh); }, () => undefined).finally(() => { refreshing = false; });
  };

  return {
    async fill(rows, language) {
      if (rows.length === 0) return rows;
      const first = current ?? reload();
      let t = await first;
      if (missingKeys(t, rows).length > 0) {
        // Another call may have reloaded meanwhile: one load serves every call that missed.
        t = await (current && current !== first ? current : reload());
        for (const key of missingKeys(t, rows)) t.dangling.add(key);
      } else refreshInBackground(t);
      /** The name of `id` in `table`; null for no id or one that names nothing (as the SQL gave). */
      const name = (table: Map<number, Names>, id: number | null) => {
        const names = id === null ? undefined : table.get(id);
        return names === undefined ? null : nameIn(names, language);
      };
      for (const r of rows) {
        r.money_flag = r.money_unit_id === null ? null : t.moneyFlags.get(r.money_unit_id) ?? null;
        r.billing_cycle_name = name(t.billingCycles, r.billing_cycle_id);
        r.size_unit_name = name(t.sizeUnits, r.size_unit_id);
        r.tag_name = name(t.tags, r.tag_id);
        r.tag_parent_id = r.tag_id === null ? null : t.tagParents.get(r.tag_id) ?? null;
        r.city_name = name(t.cities, r.city_id);
        r.countries = namesOf(r.area_ids, t.countries, language);
        r.labels = namesOf(r.label_ids, t.labels, language);
      }
      return rows;
    },
  };
}

const perDatabase = new WeakMap<Queryable, LookupNames>();

/** The names kept for database `db` (one copy per database the process has open). */
export function lookupNamesOf(db: Queryable): LookupNames {
  let names = perDatabase.get(db);
  if (!names) perDatabase.set(db, (names = lookupNames(db)));
  return names;
}
