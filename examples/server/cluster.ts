// WORKERS=N (config.ts): this process becomes a node:cluster primary that prepares the data once
// and forks N workers sharing PORT. The primary accepts the connections and hands them to the
// workers in turn (round-robin, Node's default outside Windows), so consecutive connections land on
// different workers: everything one request leaves for the next lives outside the workers
// (scale-out.ts), which config.ts checks before anything starts.
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { relayOutboxMessage, workerOutbox } from './cluster-outbox.js';
import type { InstanceOptions } from './instance.js';
import { createMemoryOutbox } from './outbox.js';
import { prepareData } from './prepare.js';

/**
 * A worker that dies is replaced after `firstMs`, doubled for each death in a row up to `maxMs`
 * (a worker crashing at once on every request must not spin the machine); a worker that served
 * `stableMs` resets the wait.
 */
const RESTART = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 } as const;
/** After SIGTERM, workers get this long to finish their requests and close, then are killed. */
const STOP_GRACE_MS = 10_000;

export async function runPrimary(config: ServerConfig, log: (line: string) => void = (l) => console.log(l)): Promise<void> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await prepareData(config, db);
  } finally {
    await db.close();
  }

  const live = new Map<Worker, number>();
  let anyListened = false;
  let stopping = false;
  let delay: number = RESTART.firstMs;
  const fork = () => live.set(cluster.fork(), Date.now());

  cluster.on('listening', () => { anyListened = true; });
  // The development outbox of each worker lists every worker's codes (cluster-outbox.ts).
  if (config.devRoutes !== 'off') cluster.on('message', (from, message) => relayOutboxMessage(live.keys(), from, message));
  cluster.on('exit', (worker, code, signal) => {
    const startedAt = live.get(worker) ?? Date.now();
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    const how = signal ?? `code ${code}`;
    // No worker ever served: the set-up is wrong (port taken, database refused): restarting repeats it.
    if (!anyListened) {
      log(`marketplace: worker ${worker.process.pid} failed to start (${how}); stopping`);
      for (const w of live.keys()) w.process.kill('SIGTERM');
      process.exit(1);
    }
    if (Date.now() - startedAt >= RESTART.stableMs) delay = RESTART.firstMs;
    log(`marketplace: worker ${worker.process.pid} exited (${how}); a new one starts in ${delay} ms`);
    setTimeout(() => { if (!stopping) fork(); }, delay);
    delay = Math.min(delay * 2, RESTART.maxMs);
  });
  for (let i = 0; i < config.workers; i++) fork();
  log(`marketplace: ${config.workers} workers share port ${config.port}`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`marketplace: ${signal}, stopping ${live.size} workers`);
    if (live.size === 0) process.exit(0);
    // Each worker closes as a lone server does on SIGTERM (instance.ts): queue, HTTP, cache, database.
    for (const w of live.keys()) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of live.keys()) w.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** How a forked worker serves: the primary prepared the data; its outbox sees every worker's codes. */
export function workerInstanceOptions(config: ServerConfig): InstanceOptions {
  const local = createMemoryOutbox(config.production ? () => undefined : undefined);
  return {
    prepare: false,
    outbox: config.devRoutes === 'off' ? local : workerOutbox(local, process),
    label: `worker ${cluster.worker?.id ?? '?'}: `,
  };
}
