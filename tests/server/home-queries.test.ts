// getHomeInfo's two statements (catalogue/home.ts) pick the same listings, in the same order, as
// the plain "sort everything" queries they replace: on a mix of pinned and unpinned, home-country
// and foreign, deleted and unpublished rows, for the home country, another and one with nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHome } from '../../examples/server/catalogue/home.js';
import type { Database } from '../../examples/server/db/database.js';
import { MODULES } from '../../src/modules/index.js';
import { TEST_DATABASES } from './databases.js';
import { insertArticle, openFixture, type Fixture } from './listings/fixtures.js';

/** A fixed pseudo-random sequence (the rows differ from run to run only if this changes). */
function sequence(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const BLOCK_SIZE = 5;

describe.each(TEST_DATABASES)('home page queries on $name', (target) => {
  let db: Database;
  let fx: Fixture;
  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    const random = sequence(7);
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(n) * 3_600_000).toISOString();
    const areas = [['ZZA'], ['ZZB'], ['ZZB', 'ZZA']];
    for (let i = 0; i < 30; i++) {
      // Several articles share a release time: the id decides between them.
      await insertArticle(db, { title: `Article ${i}`, sticky: random() < 0.25, areaIds: areas[i % 3]!, releaseTime: day(random() * 20) });
    }
    for (let i = 0; i < 16; i++) {
      const inB = i % 2 === 1;
      const id = await fx.publish('house', 'alice', inB ? { areaId: 'ZZB', areaIds: ['ZZB'], cityId: fx.ids.cityB } : {});
      await db.query('update listings set release_time = $2::timestamptz, sticky_top = $3, images = case when $4 then \'[]\'::jsonb else images end where id = $1::bigint',
        [id, day(random() * 20), random() < 0.3, random() < 0.2]);
    }
    await db.query("update listings set deleted = true where id = (select min(id) from listings where module_key = 'article')");
    await db.query("update listings set status = 3 where id = (select max(id) from listings where module_key = 'house')");
    await db.query(`insert into home_blocks (key, titles, module_key, max_items) values ('data1', '{"en":"Houses"}', 'house', ${BLOCK_SIZE})`);
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  for (const area of ['ZZA', 'ZZB', 'ZZC']) {
    it(`picks the articles and the block's listings of the full sort, for ${area}`, async () => {
      const articles = ids(await db.query<{ id: string }>(
        `select l.id::text as id from listings l join listing_texts o on o.listing_id = l.id and o.language = l.original_language
         where l.module_key = 'article' and l.status = 7 and not l.deleted
         order by l.sticky_top desc, ($1 = any(l.area_ids)) desc, l.release_time desc, l.id desc limit 8`, [area]));
      const houses = ids(await db.query<{ id: string }>(
        `select l.id::text as id from listings l where l.module_key = 'house' and l.status = 7 and not l.deleted and jsonb_array_length(l.images) > 0
         order by ($1 = any(l.area_ids)) desc, l.release_time desc, l.id desc limit ${BLOCK_SIZE}`, [area]));
      expect(articles).toHaveLength(8);
      expect(houses).toHaveLength(BLOCK_SIZE);

      let statements = 0;
      const counted: Database = { ...db, query: (sql, params) => { statements += 1; return db.query(sql, params); } };
      const home = await loadHome(counted, 'en', area);
      expect(statements).toBe(2);
      expect(home.articlesDataList.map((a) => a.articlesId)).toEqual(articles);
      expect(home.data1.homeDataList.map((h) => h.serviceId)).toEqual(houses);
      expect(home.data1).toMatchObject({ homeDataTitle: 'Houses', moduleId: MODULES.house.moduleId });
      expect(home.data2).toEqual({ homeDataTitle: '', homeDataList: [], moduleId: 0 });
    });
  }
});
