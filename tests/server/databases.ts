// The databases server tests run on: always embedded PGlite (in memory), and real PostgreSQL
// when DATABASE_URL is set. Each PostgreSQL run gets a database of its own, dropped afterwards,
// so tests never see each other's rows. Both start from the run's migrated snapshot when the
// global setup made one (global-setup.ts), else migrate from scratch (a config without it).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { MIGRATIONS } from '../../examples/server/db/migrations/index.js';

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  /** Drops what open() created. */
  cleanup(): Promise<void>;
}

/** What the global setup provided ('' when this run has none). */
const provided = (key: 'pgliteSnapshot' | 'postgresTemplate'): string => {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
};

let snapshot: Blob | undefined;
const pgliteSnapshot = (): Blob | undefined => {
  const file = provided('pgliteSnapshot');
  if (!snapshot && file) snapshot = new Blob([readFileSync(file)]);
  return snapshot;
};

const pglite: TestDatabase = {
  name: 'pglite',
  open: async () => {
    const from = pgliteSnapshot();
    const db = await openDatabase(from ? { snapshot: from } : {});
    // Applied already when it came from the snapshot: migrate() then only reads its ledger.
    await migrate(db);
    return db;
  },
  cleanup: async () => undefined,
};

/**
 * A new, empty PostgreSQL database on the server of `url` (the database `url` names is only where
 * the create is sent): for tests that open several connections to one database, as several server
 * instances do. drop() ends their connections too. `template`: start as a copy of that database.
 */
export async function createPostgresDatabase(url: string, label = 'test', template = ''): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `mkt_${label}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { name, url: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function postgres(url: string): TestDatabase {
  const created: { drop(): Promise<void> }[] = [];
  return {
    name: 'postgres',
    async open() {
      const fresh = await createPostgresDatabase(url, 'test', provided('postgresTemplate'));
      created.push(fresh);
      const db = await openDatabase({ url: fresh.url });
      await migrate(db);
      return db;
    },
    async cleanup() {
      for (const db of created.splice(0)) await db.drop();
    },
  };
}

export const TEST_DATABASES: TestDatabase[] = process.env.DATABASE_URL ? [pglite, postgres(process.env.DATABASE_URL)] : [pglite];

/**
 * For the garbage and fuzz suites: tens of thousands of hostile bodies, refused by validation
 * before any query, so the database does not change the verdict. One database — PostgreSQL when
 * the run has it (production's), else PGlite — not each of them: twice the requests bought nothing
 * and cost CI a minute. Every other suite runs on both.
 */
export const INPUT_TEST_DATABASES: TestDatabase[] = TEST_DATABASES.slice(-1);

/**
 * Brings an empty database to just before migration `id` and adds what rows of that era need (the
 * country CIV, users u-a and u-b): for tests of what a migration does to the rows it finds. The
 * migration's index in MIGRATIONS.
 */
export async function databaseBefore(db: Database, id: string): Promise<number> {
  const at = MIGRATIONS.findIndex((m) => m.id === id);
  if (at <= 0) throw new Error(`databaseBefore: no migration ${id} after the first`);
  for (const m of MIGRATIONS.slice(0, at)) await db.exec(m.sql);
  await db.exec(`
    insert into countries (id, names, mobile_code, country_code) values ('CIV', '{}', '225', 'CI');
    insert into users (id, user_mq) values ('u-a', 'q-a'), ('u-b', 'q-b');
  `);
  return at;
}
