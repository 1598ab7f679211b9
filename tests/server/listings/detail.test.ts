// Details (translation + orgMap, isFavorite for the caller, history with the business quirk),
// the publisher's own listing (owner only), favourites and history lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { insertArticle, openFixture, TOKENS, USER_IDS, type Fixture } from './fixtures.js';

type Detail = { resultMap: Record<string, unknown>; orgMap?: { orgTitle: string; orgContent: string } };
type Saved = { totalCount: number; pageBreakList: Record<string, unknown>[] };

describe.each(TEST_DATABASES)('listing details, mine, favourites, history ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let house: string;
  let business: string;
  let article: string;
  const call = <T>(path: string, body: unknown, token?: string, language: 'en' | 'fr' | 'cn' = 'en') =>
    fx.server.call<T>(path, body, { ...(token ? { token } : {}), meta: { areaId: 'ZZA', language } }).then((r) => r.reply);

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    house = await fx.publish('house', 'alice', { title: 'Villa élégante à Cocody', content: '<p>Grande villa avec jardin et piscine, calme.</p>' });
    await upsertListingText(db, { listingId: house, language: 'en', title: 'Elegant villa in Cocody', content: '<p>Large villa with garden and pool, quiet.</p>', translationType: 1 });
    business = await fx.publish('business', 'bob', { title: 'Création de société' });
    article = await insertArticle(db, { title: 'Market news of the week' });
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('shows the translation in the caller language with the original in orgMap', async () => {
    const reply = await call<Detail>(MODULES.house.endpoints.detail.path, { serviceId: house }, undefined, 'en');
    expect(reply.code).toBe(200);
    expect(reply.customData.resultMap).toMatchObject({
      rentingHouseId: house, title: 'Elegant villa in Cocody', translationType: 1, languageId: 'fr', isFavorite: 0,
      price: 350_000, priceFlag: 'CFA', billingCycle: 'month', bedroomNum: 3, hasGarden: 1, hasPool: 0, storey: 2, totalFloor: 5,
      petName: 'alice', userId: USER_IDS.alice, userMq: 'mq-alice', phoneList: ['0102030405'], countryCityName: 'Alphaland · Alpha City',
    });
    expect(reply.customData.orgMap).toEqual({ orgTitle: 'Villa élégante à Cocody', orgContent: '<p>Grande villa avec jardin et piscine, calme.</p>' });
  });

  it('shows the original without orgMap in the original language, and when no translation exists', async () => {
    const fr = await call<Detail>(MODULES.house.endpoints.detail.path, { serviceId: house }, undefined, 'fr');
    expect(fr.customData.resultMap).toMatchObject({ title: 'Villa élégante à Cocody', translationType: 3, countryCityName: 'Alphaterre · Alpha-Ville' });
    expect(fr.customData.orgMap).toBeUndefined();
    const cn = await call<Detail>(MODULES.house.endpoints.detail.path, { serviceId: house }, undefined, 'cn');
    expect(cn.customData.resultMap.title).toBe('Villa élégante à Cocody');
    expect(cn.customData.orgMap).toBeUndefined();
  });

  it('answers 4404 for unknown ids, ids of another module and deleted listings; 4422 for garbage ids', async () => {
    expect((await call(MODULES.house.endpoints.detail.path, { serviceId: '999999' })).code).toBe(4404);
    expect((await call(MODULES.land.endpoints.detail.path, { serviceId: house })).code).toBe(4404);
    for (const serviceId of [null, 'abc', -1, 1.5, '1 or 1=1', { a: 1 }, [house], '9'.repeat(40)]) {
      expect((await call(MODULES.house.endpoints.detail.path, { serviceId })).code, JSON.stringify(serviceId)).toBe(4422);
    }
    const gone = await fx.publish('house', 'alice', { title: 'Bientôt supprimée' });
    await db.query('update listings set deleted = true where id = $1', [gone]);
    expect((await call(MODULES.house.endpoints.detail.path, { serviceId: gone })).code).toBe(4404);
  });

  it('reports isFavorite for the CALLER, whatever userId the body names', async () => {
    const fav = await call(ENDPOINTS.insertFavorite.path, { serviceId: house, moduleId: 6 }, TOKENS.bob);
    expect(fav.code).toBe(200);
    expect(fav.message).toBe('Added to favourites');
    const asBob = await call<Detail>(MODULES.house.endpoints.detail.path, { serviceId: house, userId: USER_IDS.alice }, TOKENS.bob);
    expect(asBob.customData.resultMap.isFavorite).toBe(1);
    const asAliceNamingBob = await call<Detail>(MODULES.house.endpoints.detail.path, { serviceId: house, userId: USER_IDS.bob }, TOKENS.alice);
    expect(asAliceNamingBob.customData.resultMap.isFavorite).toBe(0);
    const visitor = await call<Detail>(MODULES.house.endpoints.detail.path, { serviceId: house, userId: USER_IDS.bob });
    expect(visitor.customData.resultMap.isFavorite).toBe(0);
  });

  it('records history for logged-in views only; business views are filed under housekeeping (spec §9)', async () => {
    await call(MODULES.house.endpoints.detail.path, { serviceId: house }, TOKENS.carol);
    await call(MODULES.business.endpoints.detail.path, { serviceId: business }, TOKENS.carol);
    const rows = await db.query<{ listing_id: string; module_id: number }>('select listing_id::text, module_id from history where user_id = $1 order by module_id', [USER_IDS.carol]);
    expect(rows).toEqual([{ listing_id: business, module_id: 5 }, { listing_id: house, module_id: 6 }]);
    const housekeepHistory = await call<Saved>(ENDPOINTS.getMyHistory.path, { moduleId: 5, page: { index: 1, size: 15 } }, TOKENS.carol);
    expect(housekeepHistory.customData.pageBreakList.map((r) => [r.serviceId, r.moduleId])).toEqual([[business, 10]]);
    const houseHistory = await call<Saved>(ENDPOINTS.getMyHistory.path, { moduleId: 6, page: { index: 1, size: 15 } }, TOKENS.carol, 'fr');
    expect(houseHistory.customData).toMatchObject({ totalCount: 1, pageBreakList: [{ serviceId: house, title: 'Villa élégante à Cocody', price: 350_000, priceFlag: 'CFA' }] });
    const before = (await db.query('select count(*)::int as n from history')) as { n: number }[];
    await call(MODULES.house.endpoints.detail.path, { serviceId: house });
    expect(await db.query('select count(*)::int as n from history')).toEqual(before);
  });

  it('deletes history entries of the caller only', async () => {
    await call(MODULES.house.endpoints.detail.path, { serviceId: house }, TOKENS.bob);
    const del = await call(ENDPOINTS.deleteMyHistory.path, { serviceIds: [house] }, TOKENS.carol);
    expect(del.code).toBe(200);
    const left = await db.query<{ user_id: string }>('select user_id from history where listing_id = $1 order by user_id', [house]);
    // alice and bob viewed it too (earlier tests); only carol's entry is gone.
    expect(left.map((r) => r.user_id)).toEqual([USER_IDS.alice, USER_IDS.bob]);
  });

  it('lists, pages and cancels favourites of the caller; articles by esInfoId', async () => {
    const second = await fx.publish('house', 'bob', { title: 'Duplex lumineux' });
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: second, moduleId: 6 }, TOKENS.bob)).code).toBe(200);
    // Twice is fine (still one favourite).
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: second, moduleId: '6' }, TOKENS.bob)).code).toBe(200);
    const [esRow] = await db.query<{ es_info_id: string }>('select es_info_id from listings where id = $1', [article]);
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: article, esInfoId: 'wrong', moduleId: 1 }, TOKENS.bob)).code).toBe(4404);
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: article, esInfoId: esRow!.es_info_id, moduleId: 1 }, TOKENS.bob)).code).toBe(200);

    const page1 = await call<Saved>(ENDPOINTS.getMyFavorite.path, { moduleId: 6, page: { index: 1, size: 1 } }, TOKENS.bob);
    const page2 = await call<Saved>(ENDPOINTS.getMyFavorite.path, { moduleId: 6, page: { index: 2, size: 1 } }, TOKENS.bob);
    expect(page1.customData.totalCount).toBe(2);
    expect([...page1.customData.pageBreakList, ...page2.customData.pageBreakList].map((r) => r.serviceId).sort()).toEqual([house, second].sort());
    const articles = await call<Saved>(ENDPOINTS.getMyFavorite.path, { moduleId: 1, page: { index: 1, size: 15 } }, TOKENS.bob);
    expect(articles.customData.pageBreakList).toMatchObject([{ serviceId: article, esInfoId: esRow!.es_info_id, moduleId: 1 }]);
    expect((await call<Saved>(ENDPOINTS.getMyFavorite.path, { moduleId: 6, page: { index: 1, size: 15 } }, TOKENS.alice)).customData.totalCount).toBe(0);

    const cancel = await call(ENDPOINTS.cancelMyFavorite.path, { serviceIds: [house], esInfoIds: [esRow!.es_info_id] }, TOKENS.bob);
    expect(cancel.code).toBe(200);
    expect(cancel.message).toBe('Removed from favourites');
    const after = await call<Saved>(ENDPOINTS.getMyFavorite.path, { moduleId: 6, page: { index: 1, size: 15 } }, TOKENS.bob);
    expect(after.customData.pageBreakList.map((r) => r.serviceId)).toEqual([second]);
    expect((await call<Saved>(ENDPOINTS.getMyFavorite.path, { moduleId: 1, page: { index: 1, size: 15 } }, TOKENS.bob)).customData.totalCount).toBe(0);
  });

  it('refuses favourite and history calls naming another user (4403), visitors (4001) and garbage (4422)', async () => {
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: house, moduleId: 6, userId: USER_IDS.alice }, TOKENS.bob)).code).toBe(4403);
    expect((await call(ENDPOINTS.getMyFavorite.path, { moduleId: 6, userId: USER_IDS.alice }, TOKENS.bob)).code).toBe(4403);
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: house, moduleId: 6, userId: USER_IDS.bob }, TOKENS.bob)).code).toBe(200);
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: house, moduleId: 6 })).code).toBe(4001);
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: house, moduleId: 12 }, TOKENS.bob)).code).toBe(4422);
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: house, moduleId: 2 }, TOKENS.bob)).code).toBe(4404);
    for (const body of [[], 'x', { serviceIds: 'all' }, { serviceIds: [] }, { serviceIds: Array(101).fill(house) }, { serviceIds: ['1; delete'] }, { serviceIds: [null] }]) {
      expect((await call(ENDPOINTS.cancelMyFavorite.path, body, TOKENS.bob)).code, JSON.stringify(body).slice(0, 40)).toBe(4422);
      expect((await call(ENDPOINTS.deleteMyHistory.path, body, TOKENS.bob)).code, JSON.stringify(body).slice(0, 40)).toBe(4422);
    }
    for (const body of [{ moduleId: 'x' }, { moduleId: 6, page: { index: 0 } }, { moduleId: null }, { moduleId: 6, page: [] }]) {
      expect((await call(ENDPOINTS.getMyHistory.path, body, TOKENS.bob)).code, JSON.stringify(body)).toBe(4422);
    }
  });

  it('mine detail: the owner gets the own-listing shape in the asked language; others get 4403', async () => {
    const mine = await call<Record<string, unknown>>(MODULES.house.endpoints.mineDetail!.path, { serviceId: house }, TOKENS.alice, 'en');
    expect(mine.code).toBe(200);
    expect(mine.customData).toMatchObject({
      rentingHouseId: house, serviceId: house, title: 'Villa élégante à Cocody', languageId: 'fr', cityId: fx.ids.cityA, cityName: 'Alpha City',
      countryName: 'Alphaland', countryNameAreaIdVOS: [{ areaId: 'ZZA', countryName: 'Alphaland' }], tagId: fx.ids.tag.house,
      tag: 'house main', fileList: [{ imgPath: fx.ids.images.alice[0], sort: 0 }], phoneList: ['0102030405'], tel: '0102030405',
      labelList: [{ id: fx.ids.labels.house[0], name: 'label 1' }], labelIds: [fx.ids.labels.house[0]], billingCycleName: 'month',
      countryCityName: 'Alphaland · Alpha City', areaId: 'ZZA', areaIds: ['ZZA'], status: 7, price: 350_000, moneyUnitId: fx.ids.moneyUnit,
      billingCycleId: fx.ids.cycle, bedroomNum: 3, hasGarden: 1, originalLanguageId: 'fr',
    });
    const en = await call<Record<string, unknown>>(MODULES.house.endpoints.mineDetail!.path, { serviceId: house, languageId: 'en' }, TOKENS.alice);
    expect(en.customData).toMatchObject({ title: 'Elegant villa in Cocody', languageId: 'en', translationType: 1 });
    const cn = await call<Record<string, unknown>>(MODULES.house.endpoints.mineDetail!.path, { serviceId: house, languageId: 'cn' }, TOKENS.alice);
    expect(cn.customData).toMatchObject({ title: '', content: '', languageId: 'cn' });

    expect((await call(MODULES.house.endpoints.mineDetail!.path, { serviceId: house }, TOKENS.bob)).code).toBe(4403);
    expect((await call(MODULES.house.endpoints.mineDetail!.path, { serviceId: house })).code).toBe(4001);
    expect((await call(MODULES.house.endpoints.mineDetail!.path, { serviceId: house, languageId: 'de' }, TOKENS.alice)).code).toBe(4422);
    expect((await call(MODULES.business.endpoints.mineDetail!.path, { serviceId: house }, TOKENS.alice)).code).toBe(4404);
  });

  it('mine detail shows the owner listings in any status (detail does not)', async () => {
    const draft = await fx.publish('house', 'alice', { title: 'En revue' });
    await db.query('update listings set status = 5 where id = $1', [draft]);
    expect((await call(MODULES.house.endpoints.detail.path, { serviceId: draft })).code).toBe(4404);
    const mine = await call<Record<string, unknown>>(MODULES.house.endpoints.mineDetail!.path, { serviceId: draft }, TOKENS.alice);
    expect(mine.customData.status).toBe(5);
  });

  it('article details carry esInfoId, and a wrong esInfoId is 4404', async () => {
    const [esRow] = await db.query<{ es_info_id: string }>('select es_info_id from listings where id = $1', [article]);
    const ok = await call<Detail>(MODULES.article.endpoints.detail.path, { serviceId: article, esInfoId: esRow!.es_info_id });
    expect(Object.keys(ok.customData.resultMap).sort()).toEqual([...MODULES.article.detailFields].sort());
    expect(ok.customData.resultMap).toMatchObject({ articlesId: article, esInfoId: esRow!.es_info_id, title: 'Market news of the week', stickyTop: 0 });
    expect((await call(MODULES.article.endpoints.detail.path, { serviceId: article, esInfoId: 'nope' })).code).toBe(4404);
  });
});
