// The databases server tests run on: always embedded PGlite (in memory), and real PostgreSQL
// when DATABASE_URL is set. Each PostgreSQL run gets a database of its own, dropped afterwards,
// so tests never see each other's rows.
import pg from 'pg';
import { openDatabase, type Database } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  /** Drops what open() created. */
  cleanup(): Promise<void>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  open: async () => {
    const db = await openDatabase({});
    await migrate(db);
    return db;
  },
  cleanup: async () => undefined,
};

/**
 * A new, empty PostgreSQL database on the server of `url` (the database `url` names is only where
 * the create is sent): for tests that open several connections to one database, as several server
 * instances do. drop() ends their connections too.
 */
export async function createPostgresDatabase(url: string, label = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
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
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function postgres(url: string): TestDatabase {
  const created: { drop(): Promise<void> }[] = [];
  return {
    name: 'postgres',
    async open() {
      const fresh = await createPostgresDatabase(url);
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
