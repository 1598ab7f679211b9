// The generated handlers serve EVERY module of the registry with the shapes its descriptor names
// (DESIGN.md §3): publish, list, details, own listing, favourite, history — one loop, no copies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { detailFieldsOf, summaryIsShared, unresolvedFields } from '../../../examples/server/listings/fields.js';
import { LISTING_HANDLERS } from '../../../examples/server/listings/index.js';
import { ENDPOINT_BY_PATH, ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { historyModuleOf, MODULE_LIST, type ListingModule } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { approveListing, insertArticle, openFixture, TOKENS, type Fixture } from './fixtures.js';

const OWN_LISTING_EXTRAS = [
  'countryNameAreaIdVOS', 'cityId', 'cityName', 'countryName', 'tagId', 'tag', 'fileList', 'phoneList', 'labelList',
  'billingCycleName', 'countryCityName',
];

describe('listing handler table', () => {
  it('has a handler for the search, detail, mine and update call of every module, and the common calls', () => {
    for (const m of MODULE_LIST) {
      for (const e of [m.endpoints.search, m.endpoints.detail, m.endpoints.mineDetail, m.endpoints.update]) {
        if (!e) continue;
        const name = ENDPOINT_BY_PATH.get(e.path)!;
        expect(LISTING_HANDLERS[name], `${m.key} ${name}`).toBeTypeOf('function');
      }
    }
    for (const name of ['insertFavorite', 'getMyFavorite', 'cancelMyFavorite', 'getMyHistory', 'deleteMyHistory', 'getMineReleaseAbility', 'checkReleaseNum', 'uploadImg'] as const) {
      expect(LISTING_HANDLERS[name], name).toBeTypeOf('function');
    }
    // Tag, label and range lookups are the catalogue's, not ours.
    expect(LISTING_HANDLERS.getLandDealTags).toBeUndefined();
  });

  it('every field a descriptor names has a resolver or an attr', () => {
    for (const m of MODULE_LIST) expect(unresolvedFields(m), m.key).toEqual([]);
  });

  it('shares list rows between callers (kept-rows.ts) only when no summary field is the caller\'s', () => {
    const house = MODULE_LIST.find((m) => m.key === 'house')!;
    expect(summaryIsShared(house)).toBe(true);
    expect(summaryIsShared({ ...house, summaryFields: [...house.summaryFields, 'isFavorite'] })).toBe(false);
  });
});

describe.each(TEST_DATABASES)('every module end to end ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  const ids = new Map<string, string>();
  const call = <T>(path: string, body: unknown, token?: string) =>
    fx.server.call<T>(path, body, { ...(token ? { token } : {}), meta: { areaId: 'ZZA', language: 'en' } }).then((r) => r.reply);

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    for (const m of MODULE_LIST) {
      ids.set(m.key, m.publishes ? await fx.publish(m.key, 'alice', { title: `Every module ${m.key} listing` }) : await insertArticle(db, { title: `Every module ${m.key} listing` }));
    }
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  const noUndefined = (o: Record<string, unknown>) => Object.entries(o).filter(([, v]) => v === undefined).map(([k]) => k);

  it.each(MODULE_LIST.map((m) => [m.key, m] as [string, ListingModule]))('%s: list row and details have exactly the descriptor fields', async (_key, m) => {
    const id = ids.get(m.key)!;
    const list = await call<{ totalCount: number; resultList: Record<string, unknown>[] }>(m.endpoints.search.path, { page: { index: 1, size: 15 }, keyWords: m.key });
    expect(list.code).toBe(200);
    expect(list.customData.totalCount).toBe(1);
    const row = list.customData.resultList[0]!;
    expect(Object.keys(row).sort()).toEqual([...m.summaryFields].sort());
    expect(noUndefined(row)).toEqual([]);
    expect(row[m.idField]).toBe(id);
    expect(row.title).toBe(`Every module ${m.key} listing`);

    const detail = await call<{ resultMap: Record<string, unknown> }>(m.endpoints.detail.path, { serviceId: id }, TOKENS.bob);
    expect(detail.code).toBe(200);
    expect(Object.keys(detail.customData.resultMap).sort()).toEqual([...detailFieldsOf(m)].sort());
    expect(noUndefined(detail.customData.resultMap)).toEqual([]);
    const [history] = await db.query<{ module_id: number }>('select module_id from history where listing_id = $1', [id]);
    expect(history!.module_id).toBe(historyModuleOf(m).moduleId);
  });

  it.each(MODULE_LIST.filter((m) => m.endpoints.mineDetail).map((m) => [m.key, m] as [string, ListingModule]))('%s: own listing prefills the edit form', async (_key, m) => {
    const id = ids.get(m.key)!;
    const mine = await call<Record<string, unknown>>(m.endpoints.mineDetail!.path, { serviceId: id }, TOKENS.alice);
    expect(mine.code).toBe(200);
    for (const k of [...OWN_LISTING_EXTRAS, ...m.columns, ...m.attrs.map((a) => a.name), m.idField]) expect(mine.customData, `${m.key}.${k}`).toHaveProperty(k);
    // The prefilled form can be saved again unchanged (an edit, same id).
    const edit = await call<{ serviceId: string }>(m.endpoints.update!.path, { ...mine.customData, content: mine.customData.content, title: mine.customData.title }, TOKENS.alice);
    expect(edit.code, JSON.stringify(edit)).toBe(200);
    expect(edit.customData.serviceId).toBe(id);
    // An edit of a published listing goes back to review (spec §4 5); the operator approves it again.
    expect((await call<Record<string, unknown>>(m.endpoints.mineDetail!.path, { serviceId: id }, TOKENS.alice)).customData.status).toBe(PUBLISH_STATUS.onReview);
    await approveListing(db, id);
    expect((await call(m.endpoints.mineDetail!.path, { serviceId: id }, TOKENS.bob)).code).toBe(4403);
  });

  it.each(MODULE_LIST.map((m) => [m.key, m] as [string, ListingModule]))('%s: favourite, list and cancel by module id', async (_key, m) => {
    const id = ids.get(m.key)!;
    expect((await call(ENDPOINTS.insertFavorite.path, { serviceId: id, moduleId: m.moduleId }, TOKENS.carol)).code).toBe(200);
    const list = await call<{ totalCount: number; pageBreakList: Record<string, unknown>[] }>(ENDPOINTS.getMyFavorite.path, { moduleId: m.moduleId, page: { index: 1, size: 15 } }, TOKENS.carol);
    expect(list.customData.pageBreakList.map((r) => r.serviceId)).toEqual([id]);
    expect(list.customData.pageBreakList[0]).toMatchObject({ moduleId: m.moduleId, title: `Every module ${m.key} listing` });
    expect((await call(ENDPOINTS.cancelMyFavorite.path, { serviceIds: [id] }, TOKENS.carol)).code).toBe(200);
    expect((await call<{ totalCount: number }>(ENDPOINTS.getMyFavorite.path, { moduleId: m.moduleId }, TOKENS.carol)).customData.totalCount).toBe(0);
  });
});
