import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { MIGRATIONS } from '../../examples/server/db/migrations/index.js';
import { createPostgresDatabase } from './databases.js';

// From nothing, not from the run's migrated snapshot (global-setup.ts) that other tests start on.
const FRESH: { name: string; open(): Promise<{ db: Database; drop(): Promise<void> }> }[] = [
  { name: 'pglite', open: async () => ({ db: await openDatabase({}), drop: async () => undefined }) },
  ...(process.env.DATABASE_URL
    ? [{
        name: 'postgres',
        open: async () => {
          const fresh = await createPostgresDatabase(process.env.DATABASE_URL!, 'migrate_fresh');
          return { db: await openDatabase({ url: fresh.url }), drop: fresh.drop };
        },
      }]
    : []),
];

describe.each(FRESH)('migrations on $name', (target) => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  let applied: string[] = [];
  beforeAll(async () => {
    ({ db, drop } = await target.open());
    applied = await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('applies every migration once, and a second run applies none', async () => {
    expect(applied).toEqual(MIGRATIONS.map((m) => m.id));
    const rows = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
  });

  it('search_text() folds case and accents, and the trigram index can serve it', async () => {
    const [row] = await db.query<{ t: string; s: number }>("select search_text('Élégante MAISON') as t, similarity(search_text('Abidjan Plateau'), 'abidjan') as s");
    expect(row?.t).toBe('elegante maison');
    expect(row?.s).toBeGreaterThan(0.3);
  });
});

// Several instances starting at once on one PostgreSQL (README "Deployment") each migrate: the
// advisory lock lets one apply everything and the others find it done, none failing on a
// half-created table.
describe.skipIf(!process.env.DATABASE_URL)('migrations started by three instances at once', () => {
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  const handles: Database[] = [];
  beforeAll(async () => {
    fresh = await createPostgresDatabase(process.env.DATABASE_URL!, 'migrate_race');
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ url: fresh.url }));
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await fresh?.drop();
  });

  it('applies each migration exactly once between them, and none fails', async () => {
    const runs = await Promise.all(handles.map((h) => migrate(h)));
    expect(runs.flat().sort()).toEqual(MIGRATIONS.map((m) => m.id).sort());
    // One of them did all the work: the others waited for its commit and found nothing to do.
    expect(runs.filter((r) => r.length > 0)).toHaveLength(1);
    const rows = await handles[0]!.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
  });
});
