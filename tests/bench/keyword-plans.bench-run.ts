// The keyword search's SQL under EXPLAIN (ANALYZE, BUFFERS) over BENCH_LISTINGS (100,000)
// generated listings (generate-listings.ts), per engine: the read of the list a call makes (the
// rows up to the count's cap, from which the page is cut; listings/search.ts) exactly as the
// handler builds it (searchWhere, searchOrder, countCap), for a rare and a common word of each
// language in the house list of Côte d'Ivoire. Rare: the fewest matches there (still some), below
// the count's cap; common: the most. Prints the median (and min–max) of RUNS (5) executions' "Execution Time",
// after one unmeasured run; BENCH_PLANS=1 also prints each query's last plan. Asserts nothing.
//   npx vitest run --config tests/bench/vitest.config.ts tests/bench/keyword-plans.bench-run.ts
//   BENCH_ENGINES=postgres BENCH_LISTINGS=100000 (defaults: both engines when DATABASE_URL is set)
import { afterAll, it } from 'vitest';
import type { Database, SqlParam } from '../../examples/server/db/database.js';
import { countCap, listReadSql } from '../../examples/server/listings/list-count.js';
import { searchOrder, searchWhere, type SearchTerms } from '../../examples/server/listings/search-terms.js';
import { SqlParams } from '../../examples/server/listings/sql.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { MODULES } from '../../src/modules/registry.js';
import { pageWindow } from '../../src/contract/validation/listing-fields.js';
import { TEST_DATABASES } from '../server/databases.js';
import { formatTable, withoutAccents } from './bench-report.js';
import { BENCH_WORDS, generateListings } from './generate-listings.js';

const env = process.env;
const COUNT = Number(env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(env.RUNS ?? 5);
const ENGINES = env.BENCH_ENGINES?.split(',').map((s) => s.trim()).filter(Boolean);
const targets = TEST_DATABASES.filter((t) => !ENGINES || ENGINES.includes(t.name));
const house = MODULES.house;
const AREAS = ['CIV'];
const table: string[][] = [];

afterAll(() => {
  console.log(`\n${COUNT.toLocaleString('en')} listings; house list of CIV, first page; ms: median (min–max) of ${RUNS} EXPLAIN ANALYZE runs\n`);
  console.log(formatTable(['engine', 'language', 'term', 'matches', 'list read ms', 'indexes'], table));
});

const terms = (keyWords: string): SearchTerms => ({ keyWords, recommend: false, tagId: null, price: [null, null], size: [null, null], bedroomNum: null, attrEquals: [], salary: null, page: null });

/** The read of a first page (search.ts `hits`): the list up to the count's cap. */
function listRead(keyWords: string): { sql: string; params: SqlParam[] } {
  const page = pageWindow(null, house.pageSize);
  const params = new SqlParams();
  const where = searchWhere(house, terms(keyWords), AREAS, params);
  const order = searchOrder(house, terms(keyWords));
  const sql = listReadSql({ where, order }, 'l.id', params.add(countCap(page)));
  return { sql, params: params.values };
}

async function matches(db: Database, keyWords: string): Promise<number> {
  const params = new SqlParams();
  const where = searchWhere(house, terms(keyWords), AREAS, params);
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from listings l where ${where}`, params.values);
  return Number(row?.n ?? 0);
}

interface PlanNode { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

async function explain(db: Database, q: { sql: string; params: SqlParam[] }) {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, buffers, format json) ${q.sql}`, q.params);
  const json = row!['QUERY PLAN'];
  const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode; 'Execution Time': number }];
  return { ms: plan['Execution Time'], plan: plan.Plan, json };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const spread = (xs: number[]) => `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;

for (const target of targets) {
  it(`keyword plans over ${COUNT} listings on ${target.name}`, async () => {
    const db = await target.open();
    try {
      await seedIfEmpty(db, { uploadsDir: `/tmp/mkt-bench-uploads-${process.pid}` });
      const t0 = Date.now();
      await generateListings(db, COUNT, 'u-seller');
      console.log(`${target.name}: generated ${COUNT} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      for (const [language, words] of Object.entries(BENCH_WORDS)) {
        const typed = language === 'fr' ? words.map(withoutAccents) : [...words];
        const counted = [];
        for (const w of typed) counted.push({ w, n: await matches(db, w) });
        const found = counted.filter((c) => c.n > 0).sort((a, b) => a.n - b.n);
        const picks = [['rare', found[0]!], ['common', found[found.length - 1]!]] as const;
        for (const [kind, { w, n }] of picks) {
          const q = listRead(w);
          await explain(db, q);
          const ms: number[] = [];
          let last;
          for (let i = 0; i < RUNS; i++) {
            last = await explain(db, q);
            ms.push(last.ms);
          }
          const indexes = new Set(nodesOf(last!.plan).flatMap((node) => node['Index Name'] ?? []));
          if (env.BENCH_PLANS === '1') console.log(`${target.name} ${language} ${kind} ${w}:\n${JSON.stringify(last!.json, null, 1)}`);
          table.push([target.name, language, `${kind}: ${w}`, String(n), spread(ms), [...indexes].join(' ') || '–']);
        }
      }
    } finally {
      await db.close();
      await target.cleanup();
    }
  });
}
