// `npm start`: one server process (WORKERS unset or 1), or a cluster primary forking WORKERS
// processes that share PORT (cluster.ts). Either way the database is migrated and, on first start,
// seeded once before any request is served.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_SCRYPT_COST, SCRYPT_COST } from './accounts/passwords.js';
import { readConfig } from './config.js';
import { runPrimary, workerInstanceOptions } from './cluster.js';
import { serveInstance } from './instance.js';
import { createMemoryOutbox } from './outbox.js';
import { startupPhases } from './startup-phases.js';

const phases = startupPhases();
phases.mark('node and modules');
const config = readConfig();
if (SCRYPT_COST.ln !== PRODUCTION_SCRYPT_COST.ln && cluster.isPrimary) {
  console.warn(`PASSWORD_SCRYPT_LN=${SCRYPT_COST.ln}: passwords are stored at a test cost, not OWASP's 2^${PRODUCTION_SCRYPT_COST.ln}; never set it in production`);
}
// A new embedded database starts as a copy of the migrated one the build wrote next to this bundle.
const initdbTemplate = fileURLToPath(new URL('./pglite-initdb', import.meta.url));
if (cluster.isWorker) await serveInstance(config, workerInstanceOptions(config));
else if (config.workers > 1) await runPrimary(config);
else await serveInstance(config, { prepare: true, outbox: createMemoryOutbox(config.production ? () => undefined : undefined), label: '', phases, initdbTemplate });
