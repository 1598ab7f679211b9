// Applies the SQL migrations in order, once each, recorded in schema_migrations.
// The same files run on PGlite and PostgreSQL (issue 3: "Same SQL migrations for both").
import type { Database } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

export async function migrate(db: Database): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await db.exec(m.sql);
    await db.query('insert into schema_migrations (id) values ($1)', [m.id]);
    applied.push(m.id);
  }
  return applied;
}
