// Search by terms (spec §7): keywords in every stored language (accent-insensitive French,
// English words, Chinese substrings), tags incl. two-level parents, price/size/bedroom ranges,
// the caller's country, paging, recommendations (type 1), article pinning, language fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { MAX_PAGE_SIZE, readPage } from '../../../examples/server/listings/readers.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { insertArticle, openFixture, type Fixture } from './fixtures.js';

type Search = { totalCount: number; resultList: Record<string, unknown>[] };

describe.each(TEST_DATABASES)('listing search ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  const id: Record<string, string> = {};

  const search = async (key: keyof typeof MODULES, body: Record<string, unknown>, meta: Record<string, unknown> = {}) => {
    const { reply } = await fx.server.call<Search>(MODULES[key].endpoints.search.path, body, { meta: { areaId: 'ZZA', ...meta } });
    return reply;
  };
  const ids = async (key: keyof typeof MODULES, body: Record<string, unknown>, meta: Record<string, unknown> = {}) => {
    const reply = await search(key, { page: { index: 1, size: 50 }, ...body }, meta);
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    return reply.customData.resultList.map((r) => r[MODULES[key].idField]).sort();
  };

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    const t = fx.ids;
    id.villa = await fx.publish('house', 'alice', { title: 'Villa élégante à Cocody', price: 900_000, bedroomNum: 4 });
    id.studio = await fx.publish('house', 'alice', { title: 'Modern studio near the beach', price: 150_000, bedroomNum: 1, originalLanguageId: 'en' });
    id.cn = await fx.publish('house', 'bob', { title: '海景豪华别墅出租两年起', price: 500_000, bedroomNum: 3, originalLanguageId: 'cn' });
    id.other = await fx.publish('house', 'bob', { title: 'Appartement familial', price: 300_000, bedroomNum: 3, tagId: t.otherTag.house });
    // A listing published only in the other country.
    id.beta = await fx.publish('house', 'alice', { title: 'Villa à Betaville', areaId: 'ZZB', areaIds: ['ZZB'], cityId: t.cityB });
    // A listing in both countries.
    id.both = await fx.publish('house', 'alice', { title: 'Maison des deux pays', areaId: 'ZZA,ZZB', areaIds: ['ZZA', 'ZZB'], cityId: null });
    // English translation of the French villa: searchable and shown in English.
    await upsertListingText(db, { listingId: id.villa, language: 'en', title: 'Elegant villa in Cocody', content: '<p>Big garden and a pool for the family.</p>', translationType: 1 });
    id.land1 = await fx.publish('land', 'alice', { totalPrice: 1_000_000, size: 200 });
    id.land2 = await fx.publish('land', 'alice', { totalPrice: 5_000_000, size: 800 });
    id.land3 = await fx.publish('land', 'bob', { totalPrice: 9_000_000, size: 2000 });
    id.hkParent = await fx.publish('housekeep', 'alice', { title: 'Ménage général' });
    id.hkChild = await fx.publish('housekeep', 'alice', { title: 'Ménage de bureaux', tagId: t.childTag.housekeep });
    id.hkOther = await fx.publish('housekeep', 'bob', { title: 'Jardinage', tagId: t.otherTag.housekeep });
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('finds French text without accents ("elegante" finds "élégante")', async () => {
    expect(await ids('house', { keyWords: 'elegante' })).toEqual([id.villa]);
    expect(await ids('house', { keyWords: 'ÉLÉGANTE cocody' })).toEqual([id.villa]);
  });

  it('finds English words, including in a translation of a French listing', async () => {
    expect(await ids('house', { keyWords: 'studio' })).toEqual([id.studio]);
    expect(await ids('house', { keyWords: 'garden pool' })).toEqual([id.villa]);
  });

  it('finds a Chinese substring inside a longer Chinese title', async () => {
    expect(await ids('house', { keyWords: '别墅' })).toEqual([id.cn]);
    expect(await ids('house', { keyWords: '不存在的词' })).toEqual([]);
  });

  it('treats LIKE wildcards in keywords as text', async () => {
    expect(await ids('house', { keyWords: '%' })).toEqual([]);
    expect(await ids('house', { keyWords: '_' })).toEqual([]);
  });

  it('shows only listings of the caller country (metaData.areaId), multi-country ones in each', async () => {
    const inA = await ids('house', {});
    expect(inA).toContain(id.both);
    expect(inA).not.toContain(id.beta);
    expect(await ids('house', {}, { areaId: 'ZZB' })).toEqual([id.beta, id.both].sort());
  });

  it('filters by tag; a first-level tag of a two-level module matches its children', async () => {
    expect(await ids('house', { tagId: fx.ids.otherTag.house })).toEqual([id.other]);
    expect(await ids('housekeep', { tagId: fx.ids.tag.housekeep })).toEqual([id.hkParent, id.hkChild].sort());
    expect(await ids('housekeep', { tagId: fx.ids.childTag.housekeep })).toEqual([id.hkChild]);
    expect(await ids('housekeep', { tagId: '' })).toHaveLength(3);
  });

  it('filters by price range and bedrooms (house)', async () => {
    expect(await ids('house', { priceRangeMin: 400_000 })).toEqual([id.villa, id.cn].sort());
    expect(await ids('house', { priceRangeMin: 200_000, priceRangeMax: 500_000 })).toEqual([id.cn, id.other, id.both].sort());
    expect(await ids('house', { bedroomNum: 3 })).toEqual([id.cn, id.other, id.both].sort());
    expect(await ids('house', { bedroomNum: '' , priceRangeMax: '' })).toHaveLength(5);
  });

  it('filters by price and size ranges (land)', async () => {
    expect(await ids('land', { priceRangeMin: 2_000_000, priceRangeMax: 9_000_000 })).toEqual([id.land2, id.land3].sort());
    expect(await ids('land', { sizeRangeMax: 800 })).toEqual([id.land1, id.land2].sort());
    expect(await ids('land', { sizeRangeMin: 100, sizeRangeMax: 300, priceRangeMin: 500_000 })).toEqual([id.land1]);
  });

  it('refuses a minimum above its maximum and non-positive bounds with 4422', async () => {
    for (const body of [{ priceRangeMin: 5, priceRangeMax: 1 }, { sizeRangeMin: -1 }, { priceRangeMax: 'abc' }, { priceRangeMin: 0 }]) {
      const reply = await search('land', body);
      expect(reply.code, JSON.stringify(body)).toBe(4422);
    }
  });

  it('pages with totalCount; size is capped at 50', async () => {
    const first = await search('house', { page: { index: 1, size: 2 } });
    const second = await search('house', { page: { index: 2, size: 2 } });
    const third = await search('house', { page: { index: 3, size: 2 } });
    // Counted one row past the page ("there is more", list-count.ts), exact on the short last page.
    expect(first.customData.totalCount).toBe(3);
    expect(first.customData.resultList).toHaveLength(2);
    expect(second.customData.totalCount).toBe(5);
    expect(second.customData.resultList).toHaveLength(2);
    expect(third.customData.totalCount).toBe(5);
    expect(third.customData.resultList).toHaveLength(1);
    const all = [...first.customData.resultList, ...second.customData.resultList, ...third.customData.resultList].map((r) => r.rentingHouseId);
    expect(new Set(all).size).toBe(5);
    // Newest first.
    expect(all[0]).toBe(id.both);
    expect(readPage({ index: 2, size: 1000 }, 15)).toEqual({ index: 2, size: MAX_PAGE_SIZE, offset: MAX_PAGE_SIZE });
    expect(readPage(undefined, 10)).toEqual({ index: 1, size: 10, offset: 0 });
    expect(readPage({ index: '3', size: '5' }, 10)).toEqual({ index: 3, size: 5, offset: 10 });
    const beyond = await search('house', { page: { index: 9, size: 2 } });
    expect(beyond.customData).toEqual({ totalCount: 5, resultList: [] });
  });

  it('answers the module summary shape with texts in the caller language, falling back to the original', async () => {
    const en = await search('house', { keyWords: 'cocody' }, { language: 'en' });
    const row = en.customData.resultList[0]!;
    expect(Object.keys(row).sort()).toEqual([...MODULES.house.summaryFields].sort());
    expect(row.title).toBe('Elegant villa in Cocody');
    expect(row).toMatchObject({ price: 900_000, priceFlag: 'CFA', billingCycle: 'month', imgPath: fx.ids.images.alice[0] });
    expect(row.labelList).toEqual([{ id: fx.ids.labels.house[0], name: 'label 1' }]);
    const fr = await search('house', { keyWords: 'cocody' }, { language: 'fr' });
    expect(fr.customData.resultList[0]!.title).toBe('Villa élégante à Cocody');
    expect(fr.customData.resultList[0]!.billingCycle).toBe('mois');
    // No Chinese text: the original (French) is shown.
    const cn = await search('house', { keyWords: 'cocody' }, { language: 'cn' });
    expect(cn.customData.resultList[0]!.title).toBe('Villa élégante à Cocody');
  });

  it('recommendations (type 1) share words of the title, the item itself included', async () => {
    const rec = await ids('house', { type: 1, keyWords: 'Villa élégante à Cocody' });
    expect(rec).toContain(id.villa);
    expect(rec).not.toContain(id.studio);
    expect(await ids('house', { type: 1, keyWords: '豪华别墅' })).toEqual([id.cn]);
    const page = await search('house', { type: 1, keyWords: 'villa maison appartement studio', page: { index: 1, size: 2 } });
    // Four match: a page of two says "at least one more" (list-count.ts).
    expect(page.customData.totalCount).toBe(3);
    expect(page.customData.resultList).toHaveLength(2);
    const rest = await search('house', { type: 1, keyWords: 'villa maison appartement studio', page: { index: 2, size: 2 } });
    expect(rest.customData.totalCount).toBe(4);
  });

  it('puts pinned articles first unless a tag is chosen', async () => {
    const tag = fx.ids.tag.article;
    const old = await insertArticle(db, { title: 'Pinned old news', sticky: true, tagId: tag, releaseTime: '2020-01-01T00:00:00Z' });
    const fresh = await insertArticle(db, { title: 'Fresh news today', tagId: tag });
    const list = await search('article', {});
    expect(list.customData.resultList.map((r) => r.articlesId)).toEqual([old, fresh]);
    expect(list.customData.resultList[0]).toMatchObject({ stickyTop: 1, esInfoId: expect.any(String), infoSourceName: 'Example News' });
    const tagged = await search('article', { tagId: tag });
    expect(tagged.customData.resultList.map((r) => r.articlesId)).toEqual([fresh, old]);
  });

  it.each([
    ['an array', [1, 2]],
    ['a string', 'page'],
    ['page not an object', { page: 'x' }],
    ['negative page index', { page: { index: -1, size: 10 } }],
    ['NaN page size', { page: { index: 1, size: 'NaN' } }],
    ['zero page size', { page: { index: 1, size: 0 } }],
    ['keyWords not text', { keyWords: { $ne: 1 } }],
    ['tagId text', { tagId: "1; drop table listings" }],
    ['tagId negative', { tagId: -3 }],
    ['tagId huge', { tagId: 1e20 }],
    ['type 2', { type: 2 }],
    ['bedroomNum fraction', { bedroomNum: 2.5 }],
  ])('refuses %s with 4422, never 5000', async (_name, body) => {
    const { reply, status } = await fx.server.call(MODULES.house.endpoints.search.path, body, { meta: { areaId: 'ZZA' } });
    expect(status).toBe(200);
    expect(reply.code).toBe(4422);
  });

  it('serves an absent customData (the envelope reads null as {}) as the first page', async () => {
    const reply = await search('house', null as never);
    expect(reply.code).toBe(200);
    expect(reply.customData.totalCount).toBe(5);
    expect(reply.customData.resultList).toHaveLength(MODULES.house.pageSize > 5 ? 5 : MODULES.house.pageSize);
  });

  it('serves SQL-ish and huge keywords as plain text', async () => {
    for (const keyWords of ["' or 1=1 --", "villa'); drop table listings; --", 'x'.repeat(100_000), 'a\u0000b', '\\']) {
      const reply = await search('house', { keyWords });
      expect(reply.code, keyWords.slice(0, 30)).toBe(200);
      expect(reply.customData.resultList).toEqual([]);
    }
    expect(await ids('house', {})).toHaveLength(5);
  });
});
