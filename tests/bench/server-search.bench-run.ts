// `npm run bench:server` (issue 3): search by terms with keyWords over 100,000 generated listings,
// through real HTTP and the real envelope, on the embedded database and on PostgreSQL. Prints
// throughput and p50/p95 latency per engine and per kind of query, with the machine noted.
import { cpus, totalmem } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, it } from 'vitest';
import { buildServer } from '../../examples/server/app.js';
import { readConfig } from '../../examples/server/config.js';
import type { Database } from '../../examples/server/db/database.js';
import { HANDLERS, SESSIONS } from '../../examples/server/handlers.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { MODULES } from '../../src/modules/registry.js';
import { TEST_DATABASES } from '../server/databases.js';
import { testMeta } from '../server/harness.js';
import { generateListings } from './generate-listings.js';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 4;

/** Query kinds of issue 3: French typed without accents, English words, Chinese substrings. */
const QUERIES: Record<string, string[]> = {
  'fr, no accents': ['elegante', 'titre', 'menage', 'meuble', 'climatisee', 'creation entreprise'],
  'en words': ['villa pool', 'furnished apartment', 'accounting', 'driver', 'warehouse', 'garden'],
  'cn substring': ['豪华', '游泳池', '公司注册', '阿比让', '二手', '保姆'],
};
const SEARCH_MODULES = ['house', 'land', 'housekeep', 'business', 'carSales'] as const;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const rows: string[][] = [];
const opened: { db: Database; cleanup: () => Promise<void> }[] = [];

afterAll(async () => {
  console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`);
  console.log(`${COUNT.toLocaleString('en')} listings, ${REQUESTS} requests per row, concurrency ${CONCURRENCY}\n`);
  const head = ['engine', 'query kind', 'req/s', 'p50 ms', 'p95 ms', 'hits/query'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padEnd(width[i]!)).join('  '));
  for (const o of opened) {
    await o.db.close();
    await o.cleanup();
  }
});

for (const target of TEST_DATABASES) {
  it(`search over ${COUNT} listings on ${target.name}`, async () => {
    const db = await target.open();
    opened.push({ db, cleanup: () => target.cleanup() });
    await seedIfEmpty(db, { uploadsDir: `/tmp/mkt-bench-uploads-${process.pid}` });
    const t0 = Date.now();
    await generateListings(db, COUNT, 'u-seller');
    console.log(`${target.name}: generated ${COUNT} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const config = readConfig({ DATA_DIR: `/tmp/mkt-bench-${process.pid}`, APP_DIR: '/nonexistent' });
    const services = { outbox: createMemoryOutbox(() => undefined), clock: Date.now, production: true, uploadsDir: config.uploadsDir };
    const app = await buildServer({ config, db, services, sessions: SESSIONS, handlers: HANDLERS, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      for (const [kind, words] of Object.entries(QUERIES)) {
        const latencies: number[] = [];
        let hits = 0;
        let next = 0;
        const one = async (i: number) => {
          const module = MODULES[SEARCH_MODULES[i % SEARCH_MODULES.length]!];
          const body = encodeRequest({ metaData: testMeta({ language: 'fr' }), customData: { page: { index: 1, size: 15 }, keyWords: words[i % words.length] } });
          const start = performance.now();
          const res = await fetch(base + module.endpoints.search.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          const reply = decodeReply(await res.text());
          latencies.push(performance.now() - start);
          if (!reply.ok || reply.value.code !== 200) throw new Error(`search failed: ${JSON.stringify(reply)}`);
          hits += (reply.value.customData as { totalCount: number }).totalCount;
        };
        for (let i = 0; i < 10; i++) await one(i); // warm-up, not measured
        latencies.length = 0;
        hits = 0;
        const started = performance.now();
        await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS) await one(next++);
        }));
        const seconds = (performance.now() - started) / 1000;
        const sorted = [...latencies].sort((a, b) => a - b);
        rows.push([target.name, kind, (REQUESTS / seconds).toFixed(1), pct(sorted, 50).toFixed(1), pct(sorted, 95).toFixed(1), (hits / REQUESTS).toFixed(0)]);
      }
    } finally {
      await app.close();
    }
  });
}
