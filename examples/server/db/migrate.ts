// Applies the SQL migrations in order, once each, recorded in schema_migrations.
// The same files run on PGlite and PostgreSQL (issue 3: "Same SQL migrations for both").
import type { Database, Queryable } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

/** Any constant: the key of the advisory lock held while migrating PostgreSQL. */
const MIGRATE_LOCK = 732_002;

export async function migrate(db: Database): Promise<string[]> {
  // PGlite is opened by one process: nobody to race with.
  if (db.engine === 'pglite') return applyPending(db, (sql) => db.exec(sql));
  // Several instances may start at once on one PostgreSQL (README "Deployment"): they migrate one
  // after the other, and the later ones find nothing left to do. The migrations run on the
  // transaction's connection, where a query without values is a simple query and may hold several
  // statements (database.ts); a failing migration leaves the schema as it was.
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATE_LOCK]);
    return applyPending(tx, async (sql) => { await tx.query(sql); });
  });
}

async function applyPending(db: Queryable, exec: (sql: string) => Promise<void>): Promise<string[]> {
  await exec('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await exec(m.sql);
    await db.query('insert into schema_migrations (id) values ($1)', [m.id]);
    applied.push(m.id);
  }
  return applied;
}
