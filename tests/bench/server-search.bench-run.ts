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
// The server measured is the built one (dist/server/main.js, `npm run build` first), in a process of
// its own as `npm start` runs it (NODE_ENV=production), one process per engine and cache mode: the
// benchmark prepares the database (seed and generated listings) here, closes it and hands it over.
// A server run inside this vitest process, after the generation, answered a filtered list at half
// the rate of the same code and data in a fresh process (README "Benchmarks"), which is no
// deployment's state. The load comes from another process too (load.ts: wrk when the machine has
// it, else autocannon), so the generator never competes for the server's event loop.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, it } from 'vitest';
import { openDatabase } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { decodeReply } from '../../src/contract/envelope.js';
import { serveDataDir } from '../e2e/harness/market-server.js';
import { createPostgresDatabase } from '../server/databases.js';
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

/** A database of generated listings, closed here, for the server process to open. */
interface Prepared {
  /** The server's DATA_DIR (PGlite's folder, uploads) and what else it needs to find the database. */
  dataDir: string;
  env: Record<string, string>;
  houseIds: string[];
  cleanup(): Promise<void>;
}

interface Engine {
  name: 'pglite' | 'postgres';
  prepare(): Promise<Prepared>;
}

/** Seeds and generates COUNT listings in `url`'s database or, without one, in PGlite under `dataDir`. */
async function fill(name: string, dataDir: string, url?: string): Promise<string[]> {
  const db = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await migrate(db);
    await seedIfEmpty(db, { uploadsDir: join(dataDir, 'uploads') });
    const t0 = Date.now();
    await generateListings(db, COUNT, 'u-seller');
    const [version] = await db.query<{ server_version: string }>('show server_version');
    console.log(`${name} ${version?.server_version ?? ''}: generated ${COUNT} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return (await db.query<{ id: string }>(
      `select id::text as id from listings where module_key = 'house' and es_info_id like 'bench-%' order by id limit 2000`,
    )).map((r) => r.id);
  } finally {
    await db.close();
  }
}

const newDataDir = () => mkdtempSync(join(tmpdir(), 'mkt-bench-'));
const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

const ENGINE_LIST: Engine[] = [
  {
    name: 'pglite',
    async prepare() {
      const dataDir = newDataDir();
      return { dataDir, env: {}, houseIds: await fill('pglite', dataDir), cleanup: async () => removeDir(dataDir) };
    },
  },
  ...(env.DATABASE_URL ? [{
    name: 'postgres' as const,
    async prepare() {
      const dataDir = newDataDir();
      const database = await createPostgresDatabase(env.DATABASE_URL!, 'bench');
      return {
        dataDir, env: { DATABASE_URL: database.url }, houseIds: await fill('postgres', dataDir, database.url),
        cleanup: async () => { await database.drop(); removeDir(dataDir); },
      };
    },
  }] : []),
];
const targets = ENGINE_LIST.filter((t) => !ENGINES || ENGINES.includes(t.name));
if (ENGINES?.includes('postgres') && !targets.some((t) => t.name === 'postgres')) throw new Error('BENCH_ENGINES names postgres: set DATABASE_URL');

const SERVER = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
if (!existsSync(SERVER)) throw new Error('bench:server measures the built server: run `npm run build` first');

/** The server's environment for a cache mode (config.ts REPLY_CACHE, REDIS_URL). */
const cacheEnv = (mode: CacheMode, engine: string): Record<string, string> =>
  mode === 'off' ? { REPLY_CACHE: 'off', REDIS_URL: '' }
    : mode === 'memory' ? { REPLY_CACHE: 'on', REDIS_URL: '' }
      : { REPLY_CACHE: 'on', REDIS_URL: env.REDIS_URL!, REDIS_NAMESPACE: `bench-${process.pid}-${engine}` };
/** Requests checked before a row (code 200, hits per query): the last of its list, kept out of the load. */
const PROBES = 12;

const loadBefore = loadavg();
const table: string[][] = [];
const generators = new Set<string>();
const prepared: Prepared[] = [];

const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
afterAll(async () => {
  const cpu = cpus();
  console.log(`\nmachine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}; server ${SERVER} built ${statSync(SERVER).mtime.toISOString()}`);
  console.log(`load average (1, 5, 15 min): before ${load(loadBefore)}, after ${load(loadavg())}`);
  console.log(`${COUNT.toLocaleString('en')} listings; each run ${WARMUP} s warm-up + ${SECONDS} s measured; ceiling = GET /healthz at the same concurrency; load from ${[...generators].join(', ')}\n`);
  console.log(formatTable(['engine', 'cache', 'row', 'conc', 'req/s', 'of ceiling', 'p50 ms', 'p95 ms', 'hits/query', 'note'], table));
  for (const p of prepared.splice(0)) await p.cleanup();
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
    const data = await target.prepare();
    prepared.push(data);
    for (const mode of CACHE_MODES) {
      const server = await serveDataDir(data.dataDir, { NODE_ENV: 'production', ...data.env, ...cacheEnv(mode, target.name) }, true);
      const ceiling = new Map<number, number>();
      // The ceiling row runs in every mode; cached modes then measure what the cache can serve.
      const rows = (mode === 'off' ? BENCH_ROWS : BENCH_ROWS.filter((r) => r === BENCH_ROWS[0] || r.cached))
        .filter((r) => r === BENCH_ROWS[0] || !ONLY_ROWS || ONLY_ROWS.some((part) => r.name.includes(part)));
      try {
        for (const row of rows) await benchRow(`${target.name} ${mode}`, server.origin, row, row.requests({ houseIds: data.houseIds }), ceiling);
      } finally {
        await server.stop();
      }
    }
  });
}
