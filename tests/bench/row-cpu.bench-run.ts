// `npm run bench:row`: one row of `npm run bench:server` against a PostgreSQL database kept between
// runs, served by a process that did nothing else, with the CPU each part spent per request: the
// server's process, PostgreSQL's backends and the load generator (wrk), and the idle share of the
// machine. Asserts nothing.
//   BENCH_ROWS (default 'price'): the row whose name contains it; BENCH_CONCURRENCY (16);
//   BENCH_SECONDS (8, after 2 s of warm-up); BENCH_DB (mkt_bench_rows) on DATABASE_URL's server.
// The first run creates the database, seeds it and generates BENCH_LISTINGS (100,000) listings, and
// stops there: a process that has just generated the data serves it markedly slower (README
// "Benchmarks"), which is no server's state in production. Run it again to measure.
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { it } from 'vitest';
import { buildServer } from '../../examples/server/app.js';
import { readConfig } from '../../examples/server/config.js';
import { openDatabase } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { HANDLERS, SESSIONS } from '../../examples/server/handlers.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { formatNumber } from './bench-report.js';
import { BENCH_ROWS } from './bench-rows.js';
import { generateListings } from './generate-listings.js';
import { runLoad } from './load.js';
import { cpuIdleTotal, processCpuMs } from './proc-cpu.js';

const env = process.env;
const SERVER = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = env.BENCH_DB ?? 'mkt_bench_rows';
const COUNT = Number(env.BENCH_LISTINGS ?? 100_000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(env.BENCH_SECONDS ?? 8);
const ROW = env.BENCH_ROWS ?? 'price';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`BENCH_DB must be a plain database name, got ${DB_NAME}`);

async function ensureDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rows.length === 0) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

it(`bench:row '${ROW}' at concurrency ${CONCURRENCY}`, async () => {
  const row = BENCH_ROWS.find((r) => r.name.includes(ROW));
  if (!row) throw new Error(`BENCH_ROWS: no row named like '${ROW}' (${BENCH_ROWS.map((r) => r.name).join('; ')})`);
  const db = await openDatabase({ url: await ensureDatabase() });
  try {
    await migrate(db);
    await seedIfEmpty(db, { uploadsDir: `/tmp/${DB_NAME}-uploads` });
    const [have] = await db.query<{ n: number }>("select count(*)::int as n from listings where es_info_id like 'bench-%'");
    if ((have?.n ?? 0) < COUNT) {
      await generateListings(db, COUNT - (have?.n ?? 0), 'u-seller');
      console.log(`generated ${COUNT} listings in ${DB_NAME}: run again to measure (the header says why)`);
      return;
    }
    const houseIds = (await db.query<{ id: string }>(
      `select id::text as id from listings where module_key = 'house' and es_info_id like 'bench-%' order by id limit 2000`,
    )).map((r) => r.id);
    const config = readConfig({ DATA_DIR: `/tmp/${DB_NAME}`, APP_DIR: '/nonexistent', REPLY_CACHE: 'off' });
    const services = { outbox: createMemoryOutbox(() => undefined), clock: Date.now, production: true, uploadsDir: config.uploadsDir, privateUploadsDir: config.privateUploadsDir };
    const app = await buildServer({ config, db, services, sessions: SESSIONS, handlers: HANDLERS, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const requests = row.requests({ houseIds });
      const warm = await runLoad({ url, connections: CONCURRENCY, warmupSeconds: 0, seconds: 2, requests, offset: 0 });
      // The generator's CPU is sampled while it runs: its process is gone when the run returns.
      const isGenerator = (comm: string, cmdline: string) => comm === 'wrk' || cmdline.includes('load-generator');
      let generatorMs = 0;
      const sampler = setInterval(() => { generatorMs = Math.max(generatorMs, processCpuMs(isGenerator)); }, 100);
      const node0 = process.cpuUsage();
      const pg0 = processCpuMs((c) => c.startsWith('postgres'));
      const idle0 = cpuIdleTotal();
      const r = await runLoad({ url, connections: CONCURRENCY, warmupSeconds: 0, seconds: SECONDS, requests, offset: warm.sent });
      clearInterval(sampler);
      const node = process.cpuUsage(node0);
      const pgMs = processCpuMs((c) => c.startsWith('postgres')) - pg0;
      const idle1 = cpuIdleTotal();
      const n = r.figures.responses;
      const per = (ms: number) => `${(ms / n).toFixed(3)} ms`;
      const cpu = cpus();
      console.log(`\nmachine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}; load from ${r.generator}`);
      console.log(`${row.name}, concurrency ${CONCURRENCY}, ${SECONDS} s: ${formatNumber(r.figures.rps)} req/s, p50 ${formatNumber(r.figures.p50)} ms, p95 ${formatNumber(r.figures.p95)} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`);
      console.log(`CPU per request: server ${per((node.user + node.system) / 1000)}, PostgreSQL ${per(pgMs)}, generator ${per(generatorMs)} (its warm-up-free run); machine idle ${(100 * (idle1[0] - idle0[0]) / (idle1[1] - idle0[1])).toFixed(1)} %`);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
});
