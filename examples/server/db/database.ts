// One small database interface over the two real engines the reference server runs on
// (issue 3): embedded PGlite by default, real PostgreSQL when DATABASE_URL is set. Both speak the
// same SQL, so migrations and queries are shared; every query is parameterized ($1, $2 ...).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { copyFolder } from './copy-folder.js';
import { namedStatements } from './pglite-named.js';

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
  /** PGlite only: the whole database as a tarball (what `snapshot` loads; tests/server/global-setup.ts). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... — real PostgreSQL. */
  url?: string;
  /** Folder of the embedded database; undefined = in memory (tests). */
  dataDir?: string;
  /**
   * An initialized, migrated and cleanly stopped data folder (the server build's pglite-initdb/,
   * initdb-template.ts): a dataDir that holds no database yet starts as a copy of it instead of
   * running initdb and the migrations (seconds of a first start; a copy of a stopped folder is
   * PostgreSQL's cold backup). Ignored when it is missing (a start from the sources).
   */
  initdbTemplate?: string;
  /**
   * A PGlite dumpDataDir() tarball of an initialized, migrated database: an in-memory database
   * starts as it instead of running initdb (a second of WebAssembly work per database; the server
   * tests open hundreds: tests/server/global-setup.ts makes the tarball once).
   */
  snapshot?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, opts.initdbTemplate, opts.snapshot);
}

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

async function openPglite(dataDir: string | undefined, template: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  if (dataDir && template && !hasDatabase(dataDir) && hasDatabase(template)) await copyFolder(template, dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const db: PGlite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(snapshot && !dataDir ? { loadDataDir: snapshot } : {}), extensions: { pg_trgm, unaccent, btree_gin } });
  // PGlite runs one statement at a time; JSON/array params are passed through as the pg driver does.
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]) =>
    (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  const prepared = namedStatements(db, statementName, await import('@electric-sql/pglite'));
  // One plan per statement, kept (pglite-named.ts): with 'auto' PostgreSQL still planned a list page
  // afresh on each call, its custom plan estimated cheaper than the generic one (5.5 against 3.7 ms
  // a call). The statements are shaped for one plan to serve every value: a keyword query is a
  // sub-select the planner cannot see into anyway (search-terms.ts), each list filter has its
  // index; tests/server/listings/list-scale.test.ts checks the plans PGlite runs.
  await db.exec('set plan_cache_mode = force_generic_plan');
  return {
    engine: 'pglite',
    // With values: a named statement, planned once (pglite-named.ts). In a transaction (below) the
    // statements stay unnamed: PGlite hands the transaction its own query function.
    query: (sql, params) => (params === undefined ? run(db, sql, params) : prepared.query(sql, params)),
    exec: async (sql) => { await db.exec(sql); },
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: () => db.close(),
    dump: async () => (await db.dumpDataDir('none')) as Blob,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  // One plan per named statement, kept (as on PGlite, openPglite says why the statements allow it):
  // with 'auto', PostgreSQL planned some list statements afresh on each call, the custom plan
  // estimated cheaper than the generic one.
  const pool: Pool = new pg.default.Pool({ connectionString: url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
  // An idle pooled connection can die under us (PostgreSQL restart, a dropped test database,
  // an admin terminating backends). Without a listener the pool's 'error' event would crash the
  // process; the pool already discards the client and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
  // Parameterized queries run as named (prepared) statements: each connection parses and plans a
  // statement text once and then only binds values, where an unnamed statement was re-planned on
  // every call (a list page joins ten tables). Only constant SQL text is concatenated (values are
  // $n), so the texts are a bounded set of shapes. Queries without values keep the simple
  // protocol: migrations and scripts may hold several statements.
  const run = async <T>(q: Pool | PoolClient, sql: string, params?: readonly SqlParam[]) =>
    (params === undefined
      ? await q.query(sql)
      : await q.query({ name: statementName(sql), text: sql, values: params as unknown[] })
    ).rows as T[];
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

const statementNames = new Map<string, string>();
/** Bounded memo: the set of query shapes is small; a surprise flood of shapes only costs a rehash. */
const MAX_NAMED = 1_000;

/** A short, stable name for a statement text (pg keeps one prepared statement per name per connection). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s${createHash('sha1').update(sql).digest('base64url').slice(0, 16)}`;
    if (statementNames.size >= MAX_NAMED) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}
