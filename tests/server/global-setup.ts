// Once per server-test run: the migrated empty database every test starts from, made here instead
// of in each of the hundreds of opens (databases.ts). PGlite: a dumpDataDir() tarball — creating a
// PGlite runs initdb in WebAssembly, 1.5–3 s on this machine against 0.5 s to load the tarball.
// PostgreSQL (DATABASE_URL): a template database; CREATE DATABASE … TEMPLATE copies it in
// milliseconds instead of running every migration.
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { createPostgresDatabase } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the migrated PGlite tarball. */
    pgliteSnapshot: string;
    /** Name of the migrated PostgreSQL template database ('' without DATABASE_URL). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'mkt-server-snapshot-'));
  const file = join(folder, 'migrated.tar');
  const db = await openDatabase({});
  await migrate(db);
  const dump = await db.dump?.();
  await db.close();
  if (!dump) throw new Error('global-setup: the PGlite database gave no dump');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);

  let template: { name: string; url: string; drop(): Promise<void> } | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    template = await createPostgresDatabase(url, 'template');
    const pg = await openDatabase({ url: template.url });
    await migrate(pg);
    await pg.close();
  }
  project.provide('postgresTemplate', template?.name ?? '');

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await template?.drop();
  };
}
