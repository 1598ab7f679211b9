// `npm run bench:server`: the reference server over BENCH_LISTINGS (100,000) generated listings,
// per engine (PGlite, and PostgreSQL from DATABASE_URL, each run in a database of its own),
// loaded through real HTTP with the real envelope at concurrency 1, 4 and 16. Prints req/s,
// p50/p95 and each figure's share of the ceiling (GET /healthz at the same concurrency, same run),
// with the machine and its load average before and after. Asserts nothing about speed.
//   BENCH_SECONDS (5) measured seconds per run, after BENCH_WARMUP seconds (1) of the same load;
//   BENCH_LISTINGS (100000); BENCH_ENGINES=pglite,postgres (default: both when DATABASE_URL is set);
//   BENCH_ROWS=price,keywords: only the rows whose name contains one of these words (and the ceiling);
//   BENCH_CACHE=off,memory,redis: the reply cache each engine is measured with (default: off and
//   memory, and redis when REDIS_URL is set). Cached runs measure only the rows the cache serves
//   (cache/cache-policy.ts): keyword searches never hit it, so their 'off' figures stand for every mode.
// The server runs here, in the vitest process (it is TypeScript); the load comes from another
// process (load.ts: wrk when the machine has it, else autocannon), so the generator never competes
// for the server's event loop.
import { cpus, loadavg, totalmem } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, it } from 'vitest';
import { buildServer } from '../../examples/server/app.js';
import { readConfig } from '../../examples/server/config.js';
import type { Database } from '../../examples/server/db/database.js';
import { HANDLERS, SESSIONS } from '../../examples/server/handlers.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { openReplyCache } from '../../examples/server/cache/open-reply-cache.js';
import type { ReplyCache } from '../../examples/server/cache/reply-cache.js';
import { decodeReply } from '../../src/contract/envelope.js';
import { TEST_DATABASES } from '../server/databases.js';
import { formatNumber, formatTable, ratioToCeiling } from './bench-report.js';
import { BENCH_ROWS, type BenchRow } from './bench-rows.js';
import { generateListings } from './generate-listings.js';
import { runLoad, type LoadRequest } from './load.js';

const env = process.env;
const COUNT = Number(env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const WARMUP = Number(env.BENCH_WARMUP ?? 1);
const CONCURRENCY = [1, 4, 16] as const;
/** BENCH_ROWS=price,details: only the rows whose name contains one of these (and the ceiling). */
const ONLY_ROWS = env.BENCH_ROWS?.split(',').map((s) => s.trim()).filter(Boolean);
const ENGINES = env.BENCH_ENGINES?.split(',').map((s) => s.trim()).filter(Boolean);
type CacheMode = 'off' | 'memory' | 'redis';
const CACHE_MODES = (env.BENCH_CACHE?.split(',').map((s) => s.trim()).filter(Boolean) ?? ['off', 'memory', ...(env.REDIS_URL ? ['redis'] : [])]) as CacheMode[];
for (const m of CACHE_MODES) if (!['off', 'memory', 'redis'].includes(m)) throw new Error(`BENCH_CACHE: unknown mode ${m}`);
if (CACHE_MODES.includes('redis') && !env.REDIS_URL) throw new Error('BENCH_CACHE names redis: set REDIS_URL');
const targets = TEST_DATABASES.filter((t) => !ENGINES || ENGINES.includes(t.name));
if (ENGINES?.includes('postgres') && !targets.some((t) => t.name === 'postgres')) throw new Error('BENCH_ENGINES names postgres: set DATABASE_URL');
/** Requests checked before a row (code 200, hits per query): the last of its list, kept out of the load. */
const PROBES = 12;

const loadBefore = loadavg();
const table: string[][] = [];
const generators = new Set<string>();
const opened: { db: Database; cleanup: () => Promise<void> }[] = [];

const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
afterAll(async () => {
  const cpu = cpus();
  console.log(`\nmachine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`);
  console.log(`load average (1, 5, 15 min): before ${load(loadBefore)}, after ${load(loadavg())}`);
  console.log(`${COUNT.toLocaleString('en')} listings; each run ${WARMUP} s warm-up + ${SECONDS} s measured; ceiling = GET /healthz at the same concurrency; load from ${[...generators].join(', ')}\n`);
  console.log(formatTable(['engine', 'cache', 'row', 'conc', 'req/s', 'of ceiling', 'p50 ms', 'p95 ms', 'hits/query', 'note'], table));
  for (const o of opened) {
    await o.db.close();
    await o.cleanup();
  }
});

/** One request through fetch: throws unless it answers 200 (and envelope code 200); its totalCount if any. */
async function probe(base: string, r: LoadRequest): Promise<number | null> {
  const res = await fetch(base + r.path, { method: r.method, headers: { 'content-type': 'application/json' }, ...(r.body ? { body: r.body } : {}) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${r.path}: HTTP ${res.status} ${text.slice(0, 200)}`);
  if (r.method === 'GET') return null;
  const reply = decodeReply(text);
  if (!reply.ok || reply.value.code !== 200) throw new Error(`${r.path}: ${JSON.stringify(reply).slice(0, 300)}`);
  const total = (reply.value.customData as { totalCount?: unknown } | null)?.totalCount;
  return typeof total === 'number' ? total : null;
}

async function benchRow(engine: string, base: string, row: BenchRow, requests: LoadRequest[], ceiling: Map<number, number>) {
  // Lists long enough to vary keep their probes out of the load, so no probe primes a cache.
  const probes = requests.length > 100 ? requests.splice(-PROBES) : requests.slice(0, PROBES);
  const counts: number[] = [];
  for (const r of probes) {
    const n = await probe(base, r);
    if (n !== null) counts.push(n);
  }
  const hits = row.counts && counts.length ? formatNumber(counts.reduce((a, b) => a + b, 0) / counts.length) : '–';
  let offset = 0;
  for (const c of CONCURRENCY) {
    const result = await runLoad({ url: base, connections: c, warmupSeconds: WARMUP, seconds: SECONDS, requests, offset });
    offset += result.sent;
    // What the run left queued (PGlite runs one query at a time) finishes before the next run
    // starts: one more request waits behind it.
    await probe(base, probes[0]!);
    const f = result.figures;
    generators.add(result.generator);
    if (row === BENCH_ROWS[0]) ceiling.set(c, f.rps);
    const note = [
      result.non2xx ? `${result.non2xx} non-2xx` : '',
      result.errors ? `${result.errors} errors` : '',
      result.timeouts ? `${result.timeouts} timeouts` : '',
      requests.length > 100 && offset > requests.length ? `bodies repeat after ${requests.length.toLocaleString('en')}` : '',
    ].filter(Boolean).join(', ');
    table.push([engine.split(' ')[0]!, engine.split(' ')[1] ?? 'off', row.name, String(c), formatNumber(f.rps), ratioToCeiling(f.rps, ceiling.get(c) ?? NaN), formatNumber(f.p50), formatNumber(f.p95), hits, note]);
    console.log(`${engine} ${row.name} c=${c}: ${formatNumber(f.rps)} req/s, p95 ${formatNumber(f.p95)} ms ${note}`);
  }
}

for (const target of targets) {
  it(`server over ${COUNT} listings on ${target.name}`, async () => {
    const db = await target.open();
    opened.push({ db, cleanup: () => target.cleanup() });
    await seedIfEmpty(db, { uploadsDir: `/tmp/mkt-bench-uploads-${process.pid}` });
    const t0 = Date.now();
    await generateListings(db, COUNT, 'u-seller');
    const [version] = await db.query<{ server_version: string }>('show server_version');
    console.log(`${target.name} ${version?.server_version ?? ''}: generated ${COUNT} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const houseIds = (await db.query<{ id: string }>(
      `select id::text as id from listings where module_key = 'house' and es_info_id like 'bench-%' order by id limit 2000`,
    )).map((r) => r.id);

    for (const mode of CACHE_MODES) {
      const config = readConfig({ DATA_DIR: `/tmp/mkt-bench-${process.pid}`, APP_DIR: '/nonexistent', REPLY_CACHE: mode === 'off' ? 'off' : 'on', ...(mode === 'redis' ? { REDIS_URL: env.REDIS_URL!, REDIS_NAMESPACE: `bench-${process.pid}-${target.name}` } : {}) });
      const replyCache: ReplyCache | undefined = await openReplyCache(config);
      const services = { outbox: createMemoryOutbox(() => undefined), clock: Date.now, production: true, uploadsDir: config.uploadsDir, ...(replyCache ? { replyCache } : {}) };
      // No request log: at thousands of requests a second it would flood this output (and the
      // figures would then measure the terminal).
      const app = await buildServer({ config, db, services, sessions: SESSIONS, handlers: HANDLERS, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const ceiling = new Map<number, number>();
      // The ceiling row runs in every mode; cached modes then measure what the cache can serve.
      const rows = (mode === 'off' ? BENCH_ROWS : BENCH_ROWS.filter((r) => r === BENCH_ROWS[0] || r.cached))
        .filter((r) => r === BENCH_ROWS[0] || !ONLY_ROWS || ONLY_ROWS.some((part) => r.name.includes(part)));
      try {
        for (const row of rows) await benchRow(`${target.name} ${mode}`, base, row, row.requests({ houseIds }), ceiling);
      } finally {
        await app.close();
        await replyCache?.close();
      }
    }
  });
}
