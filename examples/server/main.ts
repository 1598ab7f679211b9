// `npm start`: open (and on first start create and seed) the database, then serve on PORT.
// SIGTERM/SIGINT close the HTTP server first, then the database (PGlite must be closed or the
// process never exits).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { HANDLERS, SESSIONS } from './handlers.js';
import { createMemoryOutbox } from './outbox.js';
import { createEmbeddedBroker } from './realtime/embedded-broker.js';
import { createRabbitBroker } from './realtime/rabbitmq-broker.js';
import { writeSeedPictures } from './seed/images.js';
import { seedIfEmpty } from './seed/index.js';
import { openReplyCache } from './cache/open-reply-cache.js';
import { startupPhases } from './startup-phases.js';

const phases = startupPhases();
phases.mark('node and modules');
const config = readConfig();
mkdirSync(config.uploadsDir, { recursive: true });
// The seed's pictures (only the missing ones: none after the first start) are drawn while the
// database opens and migrates: their compression runs on the thread pool, the second core.
const pictures = writeSeedPictures(config.uploadsDir);
// A new embedded database starts as a copy of the migrated one the build wrote next to this bundle.
const db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, initdbTemplate: fileURLToPath(new URL('./pglite-initdb', import.meta.url)) });
phases.mark('database');
await migrate(db);
phases.mark('migrations');
// First start: create the sample catalogue, users and listings (idempotent, issue 3). The WebP
// siblings of its pictures finish after listening: until one exists its PNG is served.
let siblings: Promise<number> = Promise.resolve(0);
const seeded = await seedIfEmpty(db, { uploadsDir: config.uploadsDir, pictures, onPhase: phases.mark, onSiblings: (p) => { siblings = p; } });
if (seeded.seeded) console.log('marketplace: seeded the sample data');
// The queue: RabbitMQ with Web-STOMP when both addresses are given, else the embedded STOMP endpoint.
const broker = config.amqpUrl && config.stompUrl
  ? await createRabbitBroker({ amqpUrl: config.amqpUrl, stompUrl: config.stompUrl, ...(config.rabbitmqApiUrl ? { adminUrl: config.rabbitmqApiUrl } : {}) })
  : createEmbeddedBroker();
const replyCache = await openReplyCache(config);
const services = { replyCache, outbox: createMemoryOutbox(config.production ? () => undefined : undefined), clock: Date.now, production: config.production, uploadsDir: config.uploadsDir, broker };
phases.mark('queue and cache');
const app = await buildServer({ config, db, services, sessions: SESSIONS, handlers: HANDLERS });
await app.listen({ port: config.port, host: config.host });
phases.mark('server');
console.log(`marketplace: ${phases.summary()}`);
void siblings.then((n) => { if (n > 0) console.log(`marketplace: wrote ${n} WebP siblings of the seed pictures`); });
console.log(`marketplace: http://localhost:${config.port}/ (database: ${db.engine}, queue: ${broker.kind}, reply cache: ${replyCache?.kind ?? 'off'})`);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`marketplace: ${signal}, shutting down`);
  await broker.close().catch((e: unknown) => console.error(e));
  await app.close().catch((e: unknown) => console.error(e));
  await replyCache?.close().catch((e: unknown) => console.error(e));
  await db.close().catch((e: unknown) => console.error(e));
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
