// One small database interface over the two real engines the reference server runs on
// (issue 3): embedded PGlite by default, real PostgreSQL when DATABASE_URL is set. Both speak the
// same SQL, so migrations and queries are shared; every query is parameterized ($1, $2 ...).
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... — real PostgreSQL. */
  url?: string;
  /** Folder of the embedded database; undefined = in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db: PGlite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, unaccent } });
  // PGlite runs one statement at a time; JSON/array params are passed through as the pg driver does.
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]) =>
    (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  return {
    engine: 'pglite',
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => { await db.exec(sql); },
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const pool: Pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection can die under us (PostgreSQL restart, a dropped test database,
  // an admin terminating backends). Without a listener the pool's 'error' event would crash the
  // process; the pool already discards the client and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
  const run = async <T>(q: Pool | PoolClient, sql: string, params?: readonly SqlParam[]) =>
    (await q.query(sql, params as unknown[] | undefined)).rows as T[];
  return {
    engine: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => { await pool.query(sql); },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
