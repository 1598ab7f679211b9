// `node dist/server/initdb-template.js <folder>` (run by the server build, rollup.config.mjs):
// writes an embedded database that is initialized and migrated, then stopped cleanly. A first
// start on an empty DATA_DIR copies it (database.ts initdbTemplate) instead of running PGlite's
// initdb and every migration, which were most of the cold start (README "Benchmarks",
// `npm run bench:start`); copying a cleanly stopped data folder is PostgreSQL's cold backup.
// Built from the same sources and node_modules as the server bundle next to it, so its
// migrations are the server's: migrate() at start finds them applied (and applies any other).
import { rmSync } from 'node:fs';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const folder = process.argv[2];
if (!folder) throw new Error('usage: initdb-template.js <folder>');
rmSync(folder, { recursive: true, force: true });
const db = await openDatabase({ dataDir: folder });
await migrate(db);
await db.close();
