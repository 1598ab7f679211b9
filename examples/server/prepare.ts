// What happens once per start of a deployment, before any request: the uploads folder, the
// migrations and (on an empty database) the sample data. One process runs it: the server itself,
// or a cluster's primary before it forks its workers (cluster.ts), so workers never race on it.
import { mkdirSync } from 'node:fs';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './seed/index.js';

export async function prepareData(config: Pick<ServerConfig, 'uploadsDir'>, db: Database): Promise<void> {
  mkdirSync(config.uploadsDir, { recursive: true });
  await migrate(db);
  // First start: create the sample catalogue, users and listings (idempotent, issue 3).
  const seeded = await seedIfEmpty(db, { uploadsDir: config.uploadsDir });
  if (seeded.seeded) console.log('marketplace: seeded the sample data');
}
