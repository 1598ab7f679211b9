// What happens once per start of a deployment, before any request: the uploads folders, the
// migrations, legacy papers and proofs moved to the private store, and (on an empty database) the
// sample data. One process runs it: the server itself,
// or a cluster's primary before it forks its workers (cluster.ts), so workers never race on it.
import { mkdirSync } from 'node:fs';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty, type SeedOptions } from './seed/index.js';
import { seedDevOperator } from './console/operators.js';
import { seedDevExchangeCodes } from './payments/dev-codes.js';
import { relocateLegacyUploads } from './private-files/relocate-legacy.js';

/** How the seed's pictures and timing are shared with the caller (seed/index.ts SeedOptions). */
export type PrepareOptions = Pick<SeedOptions, 'pictures' | 'onPhase' | 'onSiblings'>;

export async function prepareData(config: Pick<ServerConfig, 'uploadsDir' | 'privateUploadsDir' | 'production'>, db: Database, opts: PrepareOptions = {}): Promise<void> {
  mkdirSync(config.uploadsDir, { recursive: true });
  mkdirSync(config.privateUploadsDir, { recursive: true });
  await migrate(db);
  opts.onPhase?.('migrations');
  // Papers and proofs uploaded before they were private leave the public folder (migration 019;
  // idempotent, and a no-op once done).
  const relocated = await relocateLegacyUploads(db, config);
  if (relocated.moved > 0) console.log(`marketplace: moved ${relocated.moved} papers and proofs out of the public uploads folder`);
  if (relocated.missing.length > 0) console.warn(`marketplace: ${relocated.missing.length} private uploads had no file to move: ${relocated.missing.slice(0, 5).join(', ')}`);
  // First start: create the sample catalogue, users and listings (idempotent, issue 3).
  const seeded = await seedIfEmpty(db, { uploadsDir: config.uploadsDir, privateUploadsDir: config.privateUploadsDir, ...opts });
  if (seeded.seeded) console.log('marketplace: seeded the sample data');
  // The console's development operator (README "Operator console"), never in production.
  if (await seedDevOperator(db, config.production)) console.log('marketplace: created the development operator account "operator"');
  // Exchange codes a developer can type (README "Orders and payments"), never in production.
  if (await seedDevExchangeCodes(db, config.production)) console.log('marketplace: created the development exchange codes DEMO-CHNC-0001…0010 and DEMO-CPON-0001…0010');
}
