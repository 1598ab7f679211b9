// One serving process: open the database, the queue and the reply cache, serve on PORT.
// SIGTERM/SIGINT close the queue and the HTTP server first, then the cache and the database
// (PGlite must be closed or the process never exits).
import { mkdirSync } from 'node:fs';
import { buildServer } from './app.js';
import type { ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { HANDLERS, SESSIONS } from './handlers.js';
import type { Outbox, ServerServices } from './http/handler.js';
import { createEmbeddedBroker } from './realtime/embedded-broker.js';
import { createRabbitBroker } from './realtime/rabbitmq-broker.js';
import { openReplyCache } from './cache/open-reply-cache.js';
import { prepareData } from './prepare.js';
import { writeSeedPictures } from './seed/images.js';
import type { StartupPhases } from './startup-phases.js';
import { startMachineTranslation } from './translation/start.js';
import { startPayments } from './payments/cinetpay/start.js';
import { startPaymentJobs } from './payments/start.js';
import { startAlertJobs } from './alerts/jobs.js';

export interface InstanceOptions {
  /** Migrate and seed first: a lone server does; a cluster's workers find it done (cluster.ts). */
  prepare: boolean;
  outbox: Outbox;
  /** Prefix of this process's log lines ('' alone, 'worker 2: ' in a cluster). */
  label: string;
  /** Where the start spends its time (startup-phases.ts): logged once listening. */
  phases?: StartupPhases;
  /** A migrated PGlite folder the build wrote: a new embedded database starts as its copy (db/database.ts). */
  initdbTemplate?: string;
}

export async function serveInstance(config: ServerConfig, opts: InstanceOptions): Promise<void> {
  // Before the database: PGlite keeps its folder in DATA_DIR.
  for (const dir of [config.dataDir, config.uploadsDir, config.privateUploadsDir]) mkdirSync(dir, { recursive: true });
  const mark = (phase: string) => opts.phases?.mark(phase);
  // The seed's pictures (only the missing ones: none after the first start) are drawn while the
  // database opens and migrates: their compression runs on the thread pool, the second core.
  const pictures = opts.prepare ? writeSeedPictures(config.uploadsDir) : undefined;
  const db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, ...(opts.initdbTemplate ? { initdbTemplate: opts.initdbTemplate } : {}) });
  mark('database');
  // The WebP siblings of the seed pictures finish after listening: until one exists its PNG is served.
  let siblings: Promise<number> = Promise.resolve(0);
  if (opts.prepare) await prepareData(config, db, { ...(pictures ? { pictures } : {}), onPhase: mark, onSiblings: (p) => { siblings = p; } });
  // The queue: RabbitMQ with Web-STOMP when both addresses are given, else the embedded STOMP endpoint.
  const broker = config.amqpUrl && config.stompUrl
    ? await createRabbitBroker({ amqpUrl: config.amqpUrl, stompUrl: config.stompUrl, ...(config.rabbitmqApiUrl ? { adminUrl: config.rabbitmqApiUrl } : {}) })
    : createEmbeddedBroker();
  const replyCache = await openReplyCache(config);
  const services: ServerServices = { replyCache, outbox: opts.outbox, clock: Date.now, production: config.production, uploadsDir: config.uploadsDir, privateUploadsDir: config.privateUploadsDir, broker, paymentTimes: config.paymentTimes, sharesNeedMembership: config.sharesNeedMembership };
  mark('queue and cache');
  const app = await buildServer({ config, db, services, sessions: SESSIONS, handlers: HANDLERS });
  await app.listen({ port: config.port, host: config.host });
  mark('server');
  // After listening: the development sandbox is one of this server's own routes.
  const translation = startMachineTranslation(config, db, services, app.server.address());
  startPayments(config, services, app.server.address());
  const reconciliation = startPaymentJobs(config, db, services, app.server.address());
  const alerts = startAlertJobs({ db, services }, (line) => console.warn(line));
  services.alerts = alerts;
  if (opts.phases) console.log(`${opts.label}marketplace: ${opts.phases.summary()}`);
  void siblings.then((n) => { if (n > 0) console.log(`${opts.label}marketplace: wrote ${n} WebP siblings of the seed pictures`); });
  console.log(`${opts.label}marketplace: http://localhost:${config.port}/ (database: ${db.engine}, queue: ${broker.kind}, reply cache: ${replyCache?.kind ?? 'off'}, translation: ${services.translation?.label ?? 'human only'}, payments: ${services.payments?.label ?? 'none'})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${opts.label}marketplace: ${signal}, shutting down`);
    await broker.close().catch((e: unknown) => console.error(e));
    await translation?.stop().catch((e: unknown) => console.error(e));
    await reconciliation.stop().catch((e: unknown) => console.error(e));
    await alerts.stop().catch((e: unknown) => console.error(e));
    await app.close().catch((e: unknown) => console.error(e));
    await replyCache?.close().catch((e: unknown) => console.error(e));
    await db.close().catch((e: unknown) => console.error(e));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
