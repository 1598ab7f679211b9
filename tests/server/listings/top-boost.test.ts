// TOP (listings/top-boost.ts; issue "Payments": "listed first in its module for N days, marked"):
// boosts granted through the real delivery of a TOP order (payments/deliver.ts, grants.ts) put the
// listing first in its module's list and keyword search, the newest boost first, marked isTop 1;
// paging by offset neither repeats nor skips a row; a boost that ends drops the listing back to its
// place; tags, countries and other modules are unaffected; the reply cache shows a paid TOP at once
// (the bump) and an ended one within its TTL; kept rows never carry the mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMemoryReplyCache, REPLY_TTL_MS } from '../../../examples/server/cache/reply-cache.js';
import type { Database } from '../../../examples/server/db/database.js';
import { recordingListQueries, type RecordedQuery } from './recording-db.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import { LISTING_HANDLERS } from '../../../examples/server/listings/index.js';
import { publicDataChanged } from '../../../examples/server/listings/write.js';
import { deliverOrder } from '../../../examples/server/payments/deliver.js';
import { createOrder } from '../../../examples/server/payments/orders.js';
import { DEFAULT_PAYMENT_TIMES } from '../../../examples/server/payments/payment-times.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import { MODULE_LIST, MODULES, type ModuleKey } from '../../../src/modules/index.js';
import { bootServer } from '../boot.js';
import { TEST_DATABASES } from '../databases.js';
import { startTestServer, testMeta } from '../harness.js';
import { openFixture, sessions, USER_IDS, type Fixture, type UserName } from './fixtures.js';

const DAY = 86_400_000;
type Row = Record<string, unknown> & { isTop?: number };
type Search = { totalCount: number; resultList: Row[] };
type Via = { areaId?: string; via?: FastifyInstance };

describe.each(TEST_DATABASES)('TOP boosts in the module lists ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  /** The servers' clock (both read it): boosts start and end on it. */
  let now = Date.now();
  const clock = () => now;
  /** A second server on the same database with the in-process reply cache, on the same clock. */
  let cached: FastifyInstance;
  const cache = createMemoryReplyCache({ now: clock });
  /** House listings, oldest first: h[0] was published first. */
  const h: string[] = [];
  const land: string[] = [];
  const ownerOf: Record<string, UserName> = {};

  const idOf = (key: ModuleKey, r: Row) => String(r[MODULES[key].idField]);
  const marks = (key: ModuleKey, s: Search): [string, number | undefined][] => s.resultList.map((r) => [idOf(key, r), r.isTop]);

  async function list(key: ModuleKey, body: Record<string, unknown> = {}, o: Via = {}): Promise<{ reply: Reply<Search>; cache: string | undefined }> {
    const path = MODULES[key].endpoints.search.path;
    const customData = { page: { index: 1, size: 50 }, ...body };
    if (!o.via) {
      const { reply } = await fx.server.call<Search>(path, customData, { meta: { areaId: o.areaId ?? 'ZZA' } });
      return { reply, cache: undefined };
    }
    const res = await o.via.inject({
      method: 'POST', url: path, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(encodeRequest({ metaData: testMeta({ areaId: o.areaId ?? 'ZZA' }), customData })),
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(`undecodable reply ${res.statusCode}`);
    const hit = res.headers['x-reply-cache'];
    return { reply: decoded.value as Reply<Search>, cache: typeof hit === 'string' ? hit : undefined };
  }
  /** [id, isTop] of every row of `key`'s list. */
  async function rows(key: ModuleKey, body: Record<string, unknown> = {}, o: Via = {}): Promise<[string, number | undefined][]> {
    const { reply } = await list(key, body, o);
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    return marks(key, reply.customData);
  }
  const ids = async (key: ModuleKey, body: Record<string, unknown> = {}, o: Via = {}) => (await rows(key, body, o)).map(([id]) => id);

  /**
   * Buys TOP for `days` for `listingId` a second after the last purchase, delivered as a paid order
   * is (payments/deliver.ts), then the cache bump settle.ts makes after its commit.
   */
  async function boost(listingId: string, moduleId: number, days = 7): Promise<void> {
    now += 1000;
    const [top] = await db.query<{ id: number }>("select id from commodities where kind = 'top' and member_level_id = 0 order by sort limit 1");
    const userId = USER_IDS[ownerOf[listingId]!];
    const { orderNo } = await db.transaction((tx) => createOrder(tx, {
      prefix: 'co', kind: 'commodity', commodityId: top!.id, memberLevelId: null, listingId, moduleId,
      titles: { cn: 'TOP', en: 'TOP', fr: 'TOP' }, quantity: days, validDays: days, listAmount: 1000,
    }, { userId, payType: 4, couponId: undefined, returnPath: '/common/payConfirmVirtual', now, onlineOrderMs: DEFAULT_PAYMENT_TIMES.onlineOrderMs }));
    const delivery = await db.transaction((tx) => deliverOrder(tx, orderNo, { kind: 'free' }, now));
    expect(delivery).toMatchObject({ outcome: 'delivered', publicChange: true });
    await publicDataChanged({ services: { replyCache: cache } });
  }

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db, clock);
    for (let i = 0; i < 7; i++) {
      const user: UserName = i % 2 === 0 ? 'alice' : 'bob';
      const title = i % 3 === 0 ? `Maison ${i} avec piscine` : `Maison ${i}`;
      const id = await fx.publish('house', user, { title, ...(i === 6 ? { tagId: fx.ids.otherTag.house } : {}) });
      h.push(id);
      ownerOf[id] = user;
    }
    // h[7]: a house listing of the other country only.
    const beta = await fx.publish('house', 'alice', { title: 'Maison Beta', areaId: 'ZZB', areaIds: ['ZZB'], cityId: fx.ids.cityB });
    h.push(beta);
    ownerOf[beta] = 'alice';
    for (let i = 0; i < 3; i++) land.push(await fx.publish('land', 'alice'));
    for (const id of land) ownerOf[id] = 'alice';
    ({ app: cached } = await bootServer({ db, handlers: HANDLERS, sessions, services: { replyCache: cache, clock } }));
    await cached.ready();
  });
  afterAll(async () => {
    await cached?.close();
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  /** The house list of ZZA without boosts: newest first (h[6] is in another tag, h[7] in ZZB). */
  const plain = () => [h[6]!, h[5]!, h[4]!, h[3]!, h[2]!, h[1]!, h[0]!];

  it('lists in the ordinary order and marks nothing before any boost', async () => {
    expect(await rows('house')).toEqual(plain().map((id) => [id, 0]));
    // The first page is now in the reply cache of the second server.
    expect((await list('house', {}, { via: cached })).cache).toBe('miss');
    expect((await list('house', {}, { via: cached })).cache).toBe('hit');
  });

  it('puts boosted listings first, the newest boost first, marked; the others keep their order', async () => {
    await boost(h[1]!, 6);
    // The grant bumped the cache (a second later, well within its TTL): the cached server answers anew.
    const fresh = await list('house', {}, { via: cached });
    expect(fresh.cache).toBe('miss');
    expect(marks('house', fresh.reply.customData)[0]).toEqual([h[1], 1]);
    now += 60_000;
    await boost(h[4]!, 6);
    const expected = [h[4]!, h[1]!, h[6]!, h[5]!, h[3]!, h[2]!, h[0]!];
    expect(await rows('house')).toEqual(expected.map((id, i) => [id, i < 2 ? 1 : 0]));
    expect(await rows('house', {}, { via: cached })).toEqual(expected.map((id, i) => [id, i < 2 ? 1 : 0]));
  });

  it('moves a listing boosted again to the front (its boost is now the newest)', async () => {
    now += 60_000;
    await boost(h[1]!, 6);
    expect((await rows('house')).slice(0, 3)).toEqual([[h[1], 1], [h[4], 1], [h[6], 0]]);
  });

  it('pages by offset without repeating or skipping a row, totalCount as list-count.ts says', async () => {
    const all = await ids('house');
    expect(all).toHaveLength(7);
    for (const size of [1, 2, 3]) {
      const seen: string[] = [];
      for (let index = 1; index <= Math.ceil(all.length / size) + 1; index++) {
        for (const via of [undefined, cached]) {
          const { reply } = await list('house', { page: { index, size } }, { via });
          expect(reply.code).toBe(200);
          const got = reply.customData.resultList.map((r) => idOf('house', r));
          expect(got, `size ${size} page ${index}`).toEqual(all.slice((index - 1) * size, index * size));
          // Exact on a short page, else at most one row past the page (list-count.ts).
          const offset = (index - 1) * size;
          expect(reply.customData.totalCount).toBe(got.length < size ? all.length : Math.min(all.length, offset + size + 1));
          if (via === undefined) seen.push(...got);
        }
      }
      expect(seen).toEqual(all);
    }
  });

  it('marks rows read through kept rows (pages past the first, with a reply cache)', async () => {
    const second = await list('house', { page: { index: 2, size: 1 } }, { via: cached });
    expect(marks('house', second.reply.customData)).toEqual([[h[4], 1]]);
  });

  it('holds the keyword search, tags and countries to boosted listings too', async () => {
    // "piscine": h[0], h[3], h[6]; none of them boosted yet.
    expect(await rows('house', { keyWords: 'piscine' })).toEqual([[h[6], 0], [h[3], 0], [h[0], 0]]);
    await boost(h[0]!, 6);
    expect(await rows('house', { keyWords: 'piscine' })).toEqual([[h[0], 1], [h[6], 0], [h[3], 0]]);
    // Boosted listings outside the chosen tag or the caller's country are not shown.
    expect(await ids('house', { tagId: fx.ids.otherTag.house })).toEqual([h[6]]);
    await boost(h[7]!, 6);
    expect(await rows('house', {}, { areaId: 'ZZB' })).toEqual([[h[7], 1]]);
    expect(await ids('house')).not.toContain(h[7]);
  });

  it('leaves other modules alone: their own order, their own boosts', async () => {
    expect(await rows('land')).toEqual([[land[2], 0], [land[1], 0], [land[0], 0]]);
    await boost(land[0]!, 2);
    expect(await rows('land')).toEqual([[land[0], 1], [land[2], 0], [land[1], 0]]);
    expect(await ids('house')).not.toContain(land[0]);
    expect((await rows('house')).slice(0, 4)).toEqual([[h[0], 1], [h[1], 1], [h[4], 1], [h[6], 0]]);
  });

  it('neither reorders nor marks the recommendation list of a details page (type 1)', async () => {
    const recommended = await rows('house', { type: 1, keyWords: 'Maison piscine', page: { index: 1, size: 10 } });
    expect(recommended.map(([id]) => id)).toEqual(plain());
    expect(recommended.every(([, top]) => top === 0)).toBe(true);
  });

  it('drops an ended boost back to its place; a cached first page shows it at most the reply TTL longer', async () => {
    expect(marks('house', (await list('house', {}, { via: cached })).reply.customData)[0]).toEqual([h[0], 1]);
    // h[0]'s boost ends in a second: no write, nothing bumps the cache.
    await db.query('update listing_boosts set until = $2 where listing_id = $1::bigint', [h[0]!, new Date(now + 1000)]);
    now += 2000;
    // Within the TTL the cached page is served as it was (top-boost.ts: the documented bound).
    expect((await list('house', {}, { via: cached })).cache).toBe('hit');
    // Read fresh, h[0] is back at its place, unmarked; the other boosts still run.
    const fresh = await rows('house');
    expect(fresh).toEqual([[h[1], 1], [h[4], 1], [h[6], 0], [h[5], 0], [h[3], 0], [h[2], 0], [h[0], 0]]);
    // Past the TTL the cached server agrees.
    now += REPLY_TTL_MS;
    const later = await list('house', {}, { via: cached });
    expect(later.cache).toBe('miss');
    expect(marks('house', later.reply.customData)).toEqual(fresh);
    // The row kept while h[0] was boosted does not carry the mark: page 7 of size 1 is h[0], unmarked.
    const last = await list('house', { page: { index: 7, size: 1 } }, { via: cached });
    expect(marks('house', last.reply.customData)).toEqual([[h[0], 0]]);
  });

  it('ends every boost after its days: every list is back to its ordinary order', async () => {
    now += 30 * DAY;
    expect(await rows('house')).toEqual(plain().map((id) => [id, 0]));
    expect(await rows('land')).toEqual([[land[2], 0], [land[1], 0], [land[0], 0]]);
    expect(await rows('house', {}, { areaId: 'ZZB' })).toEqual([[h[7], 0]]);
  });
});

// At scale, with boosts running and many ended ones: the list read keeps the plans the benchmarks
// measured (list-scale.test.ts): `hits` in index order (no Sort), the filtered house list from the
// bedrooms index alone (Index Only Scan), no Seq Scan of listings or their texts anywhere, and the
// boosted rows read by primary key.
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];
const MODULE_KEYS = MODULE_LIST.map((m) => m.key);
const cte = (all: PlanNode[], name: string) => all.filter((n) => n['Subplan Name'] === `CTE ${name}`).flatMap(nodesOf);

describe.each(TEST_DATABASES)('TOP boosts at scale ($name)', (target) => {
  const COUNT = 6000;
  let db: Database;
  let server: Awaited<ReturnType<typeof openFixture>>['server'];
  let recorded: RecordedQuery[] = [];
  /** Running boosts of house listings of ZZA, the newest first. */
  let running: string[] = [];

  beforeAll(async () => {
    db = await target.open();
    const keys = MODULE_KEYS.map((k) => `'${k}'`).join(',');
    await db.exec(`
      insert into countries (id, names, mobile_code, country_code) values ('ZZA', '{"en":"A"}', '225', 'ZA'), ('ZZB', '{"en":"B"}', '221', 'ZB');
      insert into users (id, area_id, user_mq) values ('u-scale', 'ZZA', 'mq-scale');
      insert into listings (module_key, module_id, area_ids, original_language, price, attrs, es_info_id, release_time)
      select (array[${keys}])[1 + g % ${MODULE_KEYS.length}], 6, array[(array['ZZA','ZZA','ZZB'])[1 + g % 3]], 'fr',
             (g % 50 + 1) * 20000, jsonb_build_object('bedroomNum', 1 + (g / 10) % 5), 'scale-' || g, timestamptz '2026-01-01' - (g || ' minutes')::interval
      from generate_series(1, ${COUNT}) g;
      insert into listing_texts (listing_id, module_key, language, title, content, plain, search_doc)
      select id, module_key, 'fr', 'Maison ' || id, '<p>Une maison.</p>', 'Une maison.', to_tsvector('simple', 'maison') from listings;
      -- Every seventh listing was boosted once and its boost ended; every 97th runs now (bought at
      -- its own time), every module.
      insert into listing_boosts (listing_id, until, order_no) select id, now() - interval '1 day', null from listings where id % 7 = 0;
      insert into orders (order_no, prefix, user_id, kind, listing_id, titles, list_amount, amount, pay_type, state, expires_at, paid_at)
      select 'co-scale-' || id, 'co', 'u-scale', 'commodity', id, '{}', 1000, 1000, 7, 2, now(), now() - (id || ' seconds')::interval
      from listings where id % 97 = 0;
      insert into listing_boosts (listing_id, until, order_no) select id, now() + interval '7 days', 'co-scale-' || id from listings where id % 97 = 0
        on conflict (listing_id) do update set until = excluded.until, order_no = excluded.order_no;
    `);
    // As autovacuum leaves a table read more than written (list-scale.test.ts): index-only reads are open.
    await db.exec('vacuum analyze listings');
    await db.exec('analyze listing_texts; analyze listing_boosts; analyze orders');
    running = (await db.query<{ id: string }>(
      `select l.id::text as id from listings l join listing_boosts b on b.listing_id = l.id join orders o on o.order_no = b.order_no
       where l.module_key = 'house' and 'ZZA' = any(l.area_ids) and b.until > now() order by o.paid_at desc`)).map((r) => r.id);
    const recording = recordingListQueries(db, (q) => recorded.push(q));
    server = await startTestServer({ db: recording, handlers: LISTING_HANDLERS });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await target.cleanup();
  });

  const search = async (body: Record<string, unknown>) => {
    recorded = [];
    const { reply } = await server.call<Search>(MODULES.house.endpoints.search.path, body, { meta: { areaId: 'ZZA' } });
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    return reply.customData;
  };
  const plan = async (): Promise<PlanNode[]> => {
    expect(recorded).toHaveLength(1);
    const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${recorded[0]!.sql}`, recorded[0]!.params as never);
    const json = row!['QUERY PLAN'];
    return nodesOf(((typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }])[0].Plan);
  };
  const seqScans = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['listings', 'listing_texts'].includes(n['Relation Name'] ?? ''));
  const sorts = (nodes: PlanNode[]) => nodes.filter((n) => /Sort/.test(n['Node Type']));

  it('serves the running boosts first, then the list newest first', async () => {
    expect(running.length).toBeGreaterThan(3);
    const page = await search({ page: { index: 1, size: 10 } });
    const got = page.resultList.map((r) => [String(r.rentingHouseId), r.isTop]);
    expect(got.slice(0, running.length > 10 ? 10 : running.length)).toEqual(running.slice(0, 10).map((id) => [id, 1]));
    expect(page.totalCount).toBe(11);
  });

  it('reads the list from its index (no Sort in hits), the boosted rows by key, and nothing by Seq Scan', async () => {
    await search({ page: { index: 2, size: 10 } });
    const all = await plan();
    expect(seqScans(all)).toEqual([]);
    const hits = cte(all, 'hits');
    expect(hits.length).toBeGreaterThan(0);
    expect(sorts(hits)).toEqual([]);
    expect(cte(all, 'top').filter((n) => n['Relation Name'] === 'listings').map((n) => n['Index Name'])).toEqual(['listings_pkey']);
  });

  it('reads a filtered list from the bedrooms index alone (Index Only Scan), boosts included', async () => {
    const page = await search({ page: { index: 1, size: 10 }, priceRangeMin: 200_000, priceRangeMax: 800_000, bedroomNum: 3 });
    expect(page.resultList.length).toBeGreaterThan(0);
    const all = await plan();
    expect(seqScans(all)).toEqual([]);
    const hits = cte(all, 'hits');
    expect(hits.filter((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === 'listings_bedrooms')).toHaveLength(1);
    expect(sorts(hits)).toEqual([]);
  });
});
