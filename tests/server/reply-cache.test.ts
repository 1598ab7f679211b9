// The reply cache of public reads (examples/server/cache): a hit touches no database, every write
// that changes public data makes the next read fresh, a logged-in caller's list or details reply is
// never kept nor served from the cache while the home page and lookups are shared with visitors,
// and (with REDIS_URL) two instances sharing Redis see each other's writes.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisReplyCache } from '../../examples/server/cache/redis-cache.js';
import { createMemoryReplyCache, type ReplyCache } from '../../examples/server/cache/reply-cache.js';
import type { Database, Queryable } from '../../examples/server/db/database.js';
import { HANDLERS } from '../../examples/server/handlers.js';
import { decodeReply, encodeRequest, type MetaData, type Reply } from '../../src/contract/envelope.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { MODULES } from '../../src/modules/index.js';
import { bootServer } from './boot.js';
import { TEST_DATABASES } from './databases.js';
import { testMeta } from './harness.js';
import { approveListing, openFixture, payload, sessions, TOKENS, type Fixture, type UserName } from './listings/fixtures.js';

/** The database as the server sees it, counting the statements it is sent. */
function counting(db: Database): { db: Database; count: () => number } {
  let n = 0;
  const q = (target: Queryable): Queryable => ({ query: (sql, params) => { n += 1; return target.query(sql, params); } });
  return {
    db: { ...db, ...q(db), transaction: (fn) => db.transaction((tx) => fn(q(tx))) },
    count: () => n,
  };
}

interface Answer<T> { reply: Reply<T>; cache: string | undefined }

async function call<T>(app: FastifyInstance, path: string, customData: unknown, o: { user?: UserName; meta?: Partial<MetaData> } = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'POST', url: path,
    headers: { 'content-type': 'application/json', ...(o.user ? { authorization: TOKENS[o.user] } : {}) },
    payload: JSON.stringify(encodeRequest({ metaData: testMeta({ areaId: 'ZZA', ...o.meta }), customData })),
  });
  const decoded = decodeReply(res.body);
  if (!decoded.ok) throw new Error(`undecodable reply ${res.statusCode}`);
  const cache = res.headers['x-reply-cache'];
  return { reply: decoded.value as Reply<T>, cache: typeof cache === 'string' ? cache : undefined };
}

type SearchReply = { totalCount: number; resultList: { title: string; serviceId?: string; rentingHouseId?: string }[] };
type DetailReply = { resultMap: { title: string; isFavorite: number } };

const house = MODULES.house.endpoints;
const firstPage = { page: { index: 1, size: 15 } };

/** The cache each booted server was given (an operator's approval drops that server's replies). */
const CACHE_OF = new Map<FastifyInstance, ReplyCache>();

async function bootWith(db: Database, replyCache: ReplyCache): Promise<FastifyInstance> {
  const { app } = await bootServer({ db, handlers: HANDLERS, sessions, services: { replyCache } });
  await app.ready();
  CACHE_OF.set(app, replyCache);
  return app;
}

describe('the in-process cache', () => {
  it('is bounded in entries and bytes, least recently used first out', async () => {
    const c = createMemoryReplyCache({ maxEntries: 2 });
    await c.set('a', 'A');
    await c.set('b', 'B');
    expect(await c.get('a')).toBe('A'); // a is now the newest
    await c.set('c', 'C');
    expect([await c.get('a'), await c.get('b'), await c.get('c')]).toEqual(['A', undefined, 'C']);
    const small = createMemoryReplyCache({ maxBytes: 100 });
    await small.set('k1', 'x'.repeat(30)); // 64 bytes with its key
    await small.set('k2', 'y'.repeat(30));
    expect([await small.get('k1'), await small.get('k2')]).toEqual([undefined, 'y'.repeat(30)]);
    await small.set('k3', 'z'.repeat(60)); // larger than the whole budget: not kept
    expect(await small.get('k3')).toBeUndefined();
  });

  it('forgets an entry after its TTL and everything on a bump', async () => {
    let now = 1_000;
    const c = createMemoryReplyCache({ ttlMs: 50, now: () => now });
    await c.set('a', 'A');
    now += 49;
    expect(await c.get('a')).toBe('A');
    now += 1;
    expect(await c.get('a')).toBeUndefined();
    await c.set('b', 'B');
    expect(await c.version()).toBe(0);
    await c.bump();
    expect(await c.version()).toBe(1);
    expect(await c.get('b')).toBeUndefined();
  });
});

describe.each(TEST_DATABASES)('reply cache on $name', (target) => {
  let raw: Database;
  let fx: Fixture;
  let counted: ReturnType<typeof counting>;
  let app: FastifyInstance;
  /** The publish call (a new listing or an edit: on review, spec §4). */
  const submit = async (user: UserName, over: Record<string, unknown> = {}, server = app) => {
    const r = await call<{ serviceId: string }>(server, house.update!.path, payload('house', fx.ids, user, over), { user });
    expect(r.reply.code).toBe(200);
    return r.reply.customData.serviceId;
  };
  /** Submitted, then approved by an operator as the console does it: visitors see it. */
  const publish = async (user: UserName, over: Record<string, unknown> = {}, server = app) => {
    const id = await submit(user, over, server);
    await approveListing(raw, id, { replyCache: CACHE_OF.get(server) });
    return id;
  };

  beforeAll(async () => {
    raw = await target.open();
    fx = await openFixture(raw);
    counted = counting(raw);
    app = await bootWith(counted.db, createMemoryReplyCache());
  });
  afterAll(async () => {
    await app?.close();
    await fx?.close();
    await raw?.close();
    await target.cleanup();
  });

  it('answers a repeated public read from the cache without a database query', async () => {
    await publish('alice');
    for (const [path, data] of [[ENDPOINTS.getHomeInfo.path, {}], [house.search.path, firstPage], [ENDPOINTS.getCountry.path, {}]] as const) {
      const first = await call(app, path, data);
      expect(first.cache, path).toBe('miss');
      const before = counted.count();
      const second = await call(app, path, data);
      expect(second.cache, path).toBe('hit');
      expect(counted.count(), path).toBe(before);
      expect(second.reply).toEqual(first.reply);
    }
  });

  it('keys by language and country, and keeps neither keyword searches nor later pages', async () => {
    const en = await call<SearchReply>(app, house.search.path, firstPage);
    expect(en.cache).toBe('hit');
    expect((await call(app, house.search.path, firstPage, { meta: { language: 'fr' } })).cache).toBe('miss');
    expect((await call(app, house.search.path, firstPage, { meta: { areaId: 'ZZB' } })).cache).toBe('miss');
    for (const data of [{ ...firstPage, keyWords: 'Annonce' }, { page: { index: 2, size: 15 } }]) {
      await call(app, house.search.path, data);
      const before = counted.count();
      const again = await call(app, house.search.path, data);
      expect(again.cache).toBeUndefined();
      expect(counted.count()).toBeGreaterThan(before);
    }
  });

  it('serves the next read fresh after a publish and after an edit', async () => {
    const list = async () => (await call<SearchReply>(app, house.search.path, firstPage)).reply.customData;
    const before = await list();
    expect((await call(app, house.search.path, firstPage)).cache).toBe('hit');
    const id = await publish('bob', { title: 'Maison toute neuve' });
    const after = await call<SearchReply>(app, house.search.path, firstPage);
    expect(after.cache).toBe('miss');
    expect(after.reply.customData.totalCount).toBe(before.totalCount + 1);
    expect(after.reply.customData.resultList.map((r) => r.title)).toContain('Maison toute neuve');

    const detail = () => call<DetailReply>(app, house.detail.path, { serviceId: id, userId: '' });
    expect((await detail()).reply.customData.resultMap.title).toBe('Maison toute neuve');
    expect((await detail()).cache).toBe('hit');
    // The edit sends it back to review: the cached details go at once (visitors no longer see it) ...
    await submit('bob', { serviceId: id, title: 'Maison repeinte en bleu' });
    const onReview = await detail();
    expect(onReview.reply.code).toBe(4404);
    expect(onReview.cache).not.toBe('hit');
    // ... and the approval shows the new text.
    await approveListing(raw, id, { replyCache: CACHE_OF.get(app) });
    const edited = await detail();
    expect(edited.cache).toBe('miss');
    expect(edited.reply.customData.resultMap.title).toBe('Maison repeinte en bleu');
  });

  it('serves the next read fresh after a take-down, a publish again, a refresh and a deletion (publish management)', async () => {
    const older = await publish('alice', { title: 'Maison de la gestion' });
    await raw.query(`update listings set release_time = now() - interval '1 hour' where id = $1`, [older]);
    await approveListing(raw, await submit('bob', { title: 'Maison plus récente' }), { replyCache: CACHE_OF.get(app) });
    const ids = async () => {
      const r = await call<SearchReply>(app, house.search.path, firstPage);
      return { cache: r.cache, ids: r.reply.customData.resultList.map((x) => x.rentingHouseId) };
    };
    const own = { moduleId: MODULES.house.moduleId, serviceId: older };
    const act = async (name: 'releaseInfoOff' | 'republishMyRelease' | 'refreshMyRelease' | 'deleteMyRelease') =>
      expect((await call(app, ENDPOINTS[name].path, own, { user: 'alice' })).reply.code, name).toBe(200);
    const listed = await ids();
    expect(listed.ids).toContain(older);
    expect((await ids()).cache).toBe('hit');
    await act('releaseInfoOff');
    expect(await ids()).toEqual({ cache: 'miss', ids: listed.ids.filter((x) => x !== older) });
    await act('republishMyRelease');
    expect(await ids()).toEqual({ cache: 'miss', ids: listed.ids });
    expect((await ids()).cache).toBe('hit');
    await act('refreshMyRelease');
    expect(await ids()).toEqual({ cache: 'miss', ids: [older, ...listed.ids.filter((x) => x !== older)] });
    await act('deleteMyRelease');
    expect(await ids()).toEqual({ cache: 'miss', ids: listed.ids.filter((x) => x !== older) });
  });

  it('never keeps nor serves a logged-in caller\'s reply (isFavorite is theirs)', async () => {
    const id = await publish('alice', { title: 'Villa favorite' });
    await raw.query('insert into favorites (user_id, listing_id) values ($1, $2::bigint)', ['u-bob', id]);
    const data = { serviceId: id, userId: '' };
    const bob = await call<DetailReply>(app, house.detail.path, data, { user: 'bob' });
    expect(bob.cache).toBeUndefined();
    expect(bob.reply.customData.resultMap.isFavorite).toBe(1);
    // Bob's call kept nothing: the visitor's first call is a miss, and says "not a favourite".
    const visitor = await call<DetailReply>(app, house.detail.path, data);
    expect(visitor.cache).toBe('miss');
    expect(visitor.reply.customData.resultMap.isFavorite).toBe(0);
    // The visitor's entry is not handed to Bob either.
    const bobAgain = await call<DetailReply>(app, house.detail.path, data, { user: 'bob' });
    expect(bobAgain.cache).toBeUndefined();
    expect(bobAgain.reply.customData.resultMap.isFavorite).toBe(1);
    expect((await call<DetailReply>(app, house.detail.path, data, { user: 'carol' })).reply.customData.resultMap.isFavorite).toBe(0);
  });

  it('shares the home page and the lookups between visitors and logged-in callers', async () => {
    await publish('carol', { title: 'Une nouvelle annonce' });
    for (const [path, data] of [[ENDPOINTS.getHomeInfo.path, {}], [ENDPOINTS.getCountry.path, {}]] as const) {
      const visitor = await call(app, path, data);
      expect(visitor.cache, path).toBe('miss');
      const before = counted.count();
      const bob = await call(app, path, data, { user: 'bob' });
      expect(bob.cache, path).toBe('hit');
      // Not even the session was looked up: the reply is the same for everyone.
      expect(counted.count(), path).toBe(before);
      expect(bob.reply).toEqual(visitor.reply);
    }
    // And the other way round: what a logged-in caller made first serves a visitor.
    await publish('carol', { title: 'Encore une annonce' });
    expect((await call(app, ENDPOINTS.getHomeInfo.path, {}, { user: 'alice' })).cache).toBe('miss');
    expect((await call(app, ENDPOINTS.getHomeInfo.path, {})).cache).toBe('hit');
  });

  it('keeps no refusal (a 4404 detail stays uncached)', async () => {
    const data = { serviceId: '999999999', userId: '' };
    expect((await call(app, house.detail.path, data)).reply.code).toBe(4404);
    const before = counted.count();
    const again = await call(app, house.detail.path, data);
    expect(again.reply.code).toBe(4404);
    expect(again.cache).not.toBe('hit');
    expect(counted.count()).toBeGreaterThan(before);
  });

  describe('list rows kept in the process (listings/kept-rows.ts)', () => {
    let joined: FastifyInstance;
    beforeAll(async () => {
      // The same handlers without a reply cache: every page is one joined statement.
      const { app: plain } = await bootServer({ db: raw, handlers: HANDLERS, sessions });
      joined = plain;
      await joined.ready();
    });
    afterAll(async () => { await joined?.close(); });

    const VARIED = [
      { keyWords: 'gardée', page: { index: 1, size: 1 } },
      { keyWords: 'gardée', page: { index: 2, size: 1 } },
      { page: { index: 2, size: 2 } },
      { page: { index: 1, size: 15 }, priceRangeMin: 1, priceRangeMax: 100_000_000 },
    ];

    it('answers every list as the joined statement does', async () => {
      await publish('alice', { title: 'Maison gardée' });
      await publish('bob', { title: 'Villa gardée' });
      for (const data of VARIED) {
        for (const language of ['fr', 'en', 'cn'] as const) {
          const kept = await call<SearchReply>(app, house.search.path, data, { meta: { language } });
          const plain = await call<SearchReply>(joined, house.search.path, data, { meta: { language } });
          expect(kept.reply.code, JSON.stringify(data)).toBe(200);
          expect(plain.reply.customData.resultList.length, JSON.stringify(data)).toBeGreaterThan(0);
          expect(kept.reply).toEqual(plain.reply);
        }
      }
    });

    it('reads only the page\'s ids once its rows are kept, whatever the filters', async () => {
      const data = { keyWords: 'gardée', page: { index: 1, size: 15 } };
      const first = await call<SearchReply>(app, house.search.path, data);
      expect(first.reply.customData.resultList.length).toBeGreaterThanOrEqual(2);
      const before = counted.count();
      // A keyword search is never a cached reply: the statement count shows the rows were kept.
      const second = await call<SearchReply>(app, house.search.path, data);
      expect(second.cache).toBeUndefined();
      expect(counted.count() - before).toBe(1);
      expect(second.reply).toEqual(first.reply);
    });

    it('shows an edit at the next read', async () => {
      const id = await publish('alice', { title: 'Maison avant travaux' });
      const data = { keyWords: 'travaux', page: { index: 1, size: 15 } };
      const titles = async () => (await call<SearchReply>(app, house.search.path, data)).reply.customData.resultList.map((r) => r.title);
      expect(await titles()).toContain('Maison avant travaux');
      await submit('alice', { serviceId: id, title: 'Maison après travaux' });
      // On review again: gone from the list until approved, then with its new title.
      expect(await titles()).toEqual([]);
      await approveListing(raw, id, { replyCache: CACHE_OF.get(app) });
      expect(await titles()).toEqual(['Maison après travaux']);
    });
  });

  describe.skipIf(!process.env.REDIS_URL)('two instances sharing Redis', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    const caches: ReplyCache[] = [];
    beforeAll(async () => {
      // A namespace of this run's own: other runs (and other test files) never see these keys.
      const namespace = `test-${randomBytes(6).toString('hex')}`;
      for (let i = 0; i < 2; i++) caches.push(await openRedisReplyCache(process.env.REDIS_URL!, { namespace }));
      a = await bootWith(counted.db, caches[0]!);
      b = await bootWith(counted.db, caches[1]!);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const c of caches) await c.close();
    });

    it('serves on one instance what the other cached, and a write on one refreshes the other', async () => {
      const data = { page: { index: 1, size: 15 }, tagId: fx.ids.tag.house };
      const onA = await call<SearchReply>(a, house.search.path, data);
      expect(onA.cache).toBe('miss');
      const before = counted.count();
      const onB = await call<SearchReply>(b, house.search.path, data);
      expect(onB.cache).toBe('hit');
      expect(counted.count()).toBe(before);
      expect(onB.reply).toEqual(onA.reply);

      await publish('alice', { title: 'Publiée sur A' }, a);
      const fresh = await call<SearchReply>(b, house.search.path, data);
      expect(fresh.cache).toBe('miss');
      expect(fresh.reply.customData.totalCount).toBe(onA.reply.customData.totalCount + 1);
      expect(fresh.reply.customData.resultList.map((r) => r.title)).toContain('Publiée sur A');
      expect((await call(a, house.search.path, data)).cache).toBe('hit');
    });
  });
});
