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

function postgres(url: string): TestDatabase {
  const dbName = `mkt_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = () => new pg.Client({ connectionString: url });
  return {
    name: 'postgres',
    async open() {
      const client = admin();
      await client.connect();
      await client.query(`create database ${dbName}`);
      await client.end();
      const target = new URL(url);
      target.pathname = `/${dbName}`;
      const db = await openDatabase({ url: target.toString() });
      await migrate(db);
      return db;
    },
    async cleanup() {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    },
  };
}

export const TEST_DATABASES: TestDatabase[] = process.env.DATABASE_URL ? [pglite, postgres(process.env.DATABASE_URL)] : [pglite];
