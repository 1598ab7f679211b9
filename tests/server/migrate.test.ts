import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { MIGRATIONS } from '../../examples/server/db/migrations/index.js';
import { TEST_DATABASES } from './databases.js';

describe.each(TEST_DATABASES)('migrations on $name', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanup();
  });

  it('applies every migration once, and a second run applies none', async () => {
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
