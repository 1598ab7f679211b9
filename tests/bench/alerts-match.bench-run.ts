// `npm run bench:alerts`: the matching on publish of saved searches (examples/server/alerts,
// issue: Beyond the spec, item 1) on real PostgreSQL (DATABASE_URL; a database of its own, dropped
// after). BENCH_SEARCHES (10,000) saved searches by BENCH_SEARCH_USERS (2,000) users over every
// saveable module, the five benchmark countries and "any country", with keywords (none, one or
// two words of the generated listings' vocabulary, in three languages), tags, price ranges and
// bedrooms as the lists offer them; BENCH_LISTINGS (20,000) generated listings around them. Then
// BENCH_PUBLISH (300) listings are published one by one through the lifecycle (an operator's
// approval writes the outbox row) and each is matched as the server does it (drainAlertOutbox:
// take the row, match, count, write the notices, commit). Prints the median, p95 and max time per
// published listing, the matches found, and the plan of the matching statement (EXPLAIN ANALYZE:
// it must read saved_searches_match, not the whole table). Asserts only that plan, not speed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { drainAlertOutbox } from '../../examples/server/alerts/match-round.js';
import { MATCH_SQL } from '../../examples/server/alerts/match.js';
import { openDatabase, type Database } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { applyListingEvent } from '../../examples/server/listings/lifecycle.js';
import { insertListing } from '../../examples/server/listings/write.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { ALERTS } from '../../src/contract/constants.js';
import { moduleById, type ListingModule } from '../../src/modules/index.js';
import { createPostgresDatabase } from '../server/databases.js';
import { formatNumber, formatTable } from './bench-report.js';
import { BENCH_AREAS, BENCH_WORDS, generateListings } from './generate-listings.js';

const env = process.env;
const SEARCHES = Number(env.BENCH_SEARCHES ?? 10_000);
const SEARCH_USERS = Number(env.BENCH_SEARCH_USERS ?? 2_000);
const LISTINGS = Number(env.BENCH_LISTINGS ?? 20_000);
const PUBLISH = Number(env.BENCH_PUBLISH ?? 300);
const PUBLISHER = 'u-seller';
const LANGS = ['fr', 'en', 'cn'] as const;

/** A fixed pseudo-random sequence: two runs build the same searches and listings. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const MODULES: ListingModule[] = ALERTS.moduleIds.map((id) => moduleById(id)!).filter((m) => m.publishes);

async function fillSearches(db: Database, tags: Map<string, number[]>): Promise<void> {
  const rnd = random(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  await db.query(
    `insert into users (id, pet_name, area_id, user_mq) select 'u-bench-alert-' || g, 'bench', 'CIV', 'mq.user.u-bench-alert-' || g
     from generate_series(1, $1::int) g on conflict do nothing`, [SEARCH_USERS]);
  const rows: unknown[][] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const m = pick(MODULES);
    const lang = pick(LANGS);
    const words = Math.floor(rnd() * 3);
    const keyWords = Array.from({ length: words }, () => pick(BENCH_WORDS[lang])).join(' ');
    const price = m.filters.priceRange && m.priceField !== null && rnd() < 0.5;
    const low = (1 + Math.floor(rnd() * 300)) * 10_000;
    rows.push([
      `u-bench-alert-${1 + (i % SEARCH_USERS)}`, m.moduleId, keyWords,
      rnd() < 0.3 ? pick(tags.get(m.key) ?? [null]) : null,
      price ? low : null, price ? low + 2_000_000 : null,
      m.filters.bedroomNum && rnd() < 0.5 ? 1 + Math.floor(rnd() * 6) : null,
      rnd() < 0.2 ? '' : pick(BENCH_AREAS), `bench ${i}`, `Recherche ${i}`, rnd() < 0.2,
    ]);
  }
  // One statement per thousand rows; the keyword query is built by the same SQL as saveSearch's.
  for (let at = 0; at < rows.length; at += 1000) {
    const chunk = rows.slice(at, at + 1000);
    const cols = (k: number) => chunk.map((r) => r[k]);
    await db.query(
      `insert into saved_searches (user_id, module_id, key_words, key_query, tag_id, price_min, price_max, bedroom_num, country_id, query_key, title, daily)
       select u, m, k, search_query('-', array['-'], nullif(k, '')), t, pmin, pmax, b, c, q, ti, d
       from unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::numeric[], $6::numeric[], $7::int[], $8::text[], $9::text[], $10::text[], $11::boolean[])
         as x(u, m, k, t, pmin, pmax, b, c, q, ti, d)`,
      [cols(0), cols(1), cols(2), cols(3), cols(4), cols(5), cols(6), cols(7), cols(8), cols(9), cols(10)] as never[],
    );
  }
  await db.exec('vacuum analyze saved_searches');
}

async function publishOne(db: Database, rnd: () => number, tags: Map<string, number[]>): Promise<string> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const m = pick(MODULES);
  const lang = pick(LANGS);
  const words = BENCH_WORDS[lang];
  const title = Array.from({ length: 4 }, () => pick(words)).join(lang === 'cn' ? '' : ' ');
  const plain = `${title} ${Array.from({ length: 8 }, () => pick(words)).join(' ')}`;
  const price = (1 + Math.floor(rnd() * 500)) * 10_000;
  const columns: Record<string, number | null> = m.priceField === 'totalPrice' ? { total_price: price } : m.priceField === 'price' ? { price } : {};
  const id = await db.transaction((tx) => insertListing(tx, m, PUBLISHER, {
    areaIds: [pick(BENCH_AREAS)], cityId: null, tagId: pick(tags.get(m.key)!), labelIds: [], originalLanguage: lang, title, content: `<p>${plain}</p>`,
    plain, columns, location: '', contacts: '', mail: '', phones: [], images: [], attrs: m.filters.bedroomNum ? { bedroomNum: 1 + Math.floor(rnd() * 6) } : {},
  }));
  await db.transaction((tx) => applyListingEvent(tx, id, 'approve', { kind: 'operator', id: 'op-bench' }));
  return id;
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => cleanup?.());

it(`matches ${PUBLISH} published listings against ${SEARCHES} saved searches (PostgreSQL)`, async () => {
  if (!env.DATABASE_URL) throw new Error('bench:alerts needs DATABASE_URL (PostgreSQL)');
  const database = await createPostgresDatabase(env.DATABASE_URL, 'alerts');
  const db = await openDatabase({ url: database.url });
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-bench-alerts-'));
  cleanup = async () => { await db.close(); await database.drop(); rmSync(dataDir, { recursive: true, force: true }); };
  await migrate(db);
  await seedIfEmpty(db, { uploadsDir: join(dataDir, 'uploads') });
  const t0 = Date.now();
  await generateListings(db, LISTINGS, PUBLISHER);
  const tagRows = await db.query<{ module_key: string; id: number }>('select module_key, id from tags');
  const tags = new Map<string, number[]>();
  for (const r of tagRows) tags.set(r.module_key, [...(tags.get(r.module_key) ?? []), Number(r.id)]);
  await fillSearches(db, tags);
  const [version] = await db.query<{ server_version: string }>('show server_version');
  console.log(`PostgreSQL ${version?.server_version ?? ''}: ${LISTINGS} listings and ${SEARCHES} saved searches (${SEARCH_USERS} users) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const services = { clock: Date.now };
  const rnd = random(11);
  const times: number[] = [];
  let matched = 0;
  let notices = 0;
  let last = '';
  for (let i = 0; i < PUBLISH; i++) {
    last = await publishOne(db, rnd, tags);
    const start = performance.now();
    const done = await drainAlertOutbox({ db, services });
    times.push(performance.now() - start);
    expect(done.listings).toBe(1);
    matched += done.matched;
    notices += done.notices;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(formatTable(['published', 'median', 'p95', 'max', 'matches', 'per listing', 'notices'], [[
    String(PUBLISH), ms(quantile(sorted, 0.5)), ms(quantile(sorted, 0.95)), ms(sorted[sorted.length - 1]!),
    String(matched), formatNumber(matched / PUBLISH), String(notices),
  ]]));

  const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${MATCH_SQL}`, [last])).map((r) => r['QUERY PLAN']).join('\n');
  console.log(`plan of the matching statement for the last listing:\n${plan}`);
  expect(plan).toContain('saved_searches_match');
  expect(plan).not.toMatch(/Seq Scan on saved_searches/);
});
