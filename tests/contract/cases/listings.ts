// Contract cases of every listing module, generated from the module registry (DESIGN.md §3): upload
// a real picture, publish and edit through the real client, read it back as owner, find it with
// every filter kind of the module, open it (and a translated seeded listing), then history and
// favourites. Articles (not published by users) use a seeded article instead.
import { expect } from 'vitest';
import { PUBLISH_STATUS, TRANSLATION_TYPE } from '../../../src/contract/statuses.js';
import type { DetailReply, PageBreakReply, SearchReply } from '../../../src/contract/types/common.js';
import type { SavedItem } from '../../../src/contract/types/listing-summaries.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { historyModuleOf, MODULE_LIST, type ListingModule } from '../../../src/modules/index.js';
import { countCap } from '../../../examples/server/listings/list-count.js';
import { data, endpointName, ok, type Case } from '../support/cases.js';
import { searchToken } from '../support/payloads.js';
import { expectFields, expectShape, SHAPES } from '../support/shapes.js';
import { MODULE_PUBLISH_CASES } from './listing-publish.js';
import { detailFields, need, runOf, targetOf, VIEWER, type ListingState, type LW } from './listing-state.js';

type C = Case<ListingState>;
type Row = Record<string, unknown>;

const page = (m: ListingModule, size = m.pageSize) => ({ page: { index: 1, size } });
/** esInfoId travels with serviceId for articles (spec §7). */
const ref = (w: LW, m: ListingModule) => {
  const t = targetOf(w, m);
  return m.esInfoId ? { serviceId: t.serviceId, esInfoId: t.esInfoId } : { serviceId: t.serviceId };
};
const ids = (m: ListingModule, list: SearchReply<Row>) => list.resultList.map((r) => String(r[m.idField]));

/** Rows of a search reply have exactly the module's summary fields, and the page size holds. */
function checkPage(m: ListingModule, reply: SearchReply<Row>, size: number): void {
  expectShape(reply, SHAPES.searchPage);
  expect(reply.resultList.length).toBeLessThanOrEqual(size);
  expect(reply.totalCount).toBeGreaterThanOrEqual(reply.resultList.length);
  for (const row of reply.resultList) expectFields(row, m.summaryFields);
}

/** Articles: a seeded article is the target (users do not publish articles). */
async function pickSeededArticle(w: LW, m: ListingModule, list: SearchReply<Row>): Promise<void> {
  const row = need(list.resultList[0], 'a seeded article');
  const [db] = await w.db.query<{ tag_id: number; other: number }>(
    `select l.tag_id, (select id from tags where module_key = 'article' and parent_id is null and id <> l.tag_id order by id limit 1) as other
     from listings l where l.id = $1::bigint`, [String(row.articlesId)]);
  runOf(w, m).target = { serviceId: String(row.articlesId), esInfoId: String(row.esInfoId), title: String(row.title), tagId: db!.tag_id, otherTagId: db!.other };
}

/** The list calls of a module: plain, keywords, every filter kind it has, type-1 recommendation. */
function searchCases(m: ListingModule): C[] {
  const endpoint = endpointName(m.endpoints.search);
  const own = m.publishes;
  /** Own listings are found by a word only they carry; the seeded article by its title. */
  const words = (w: LW) => (own ? searchToken(m.key) : targetOf(w, m).title);
  const finds = (expected: boolean, exactlyOne = own) => (r: { customData: SearchReply<Row> }, w: LW) => {
    checkPage(m, r.customData, m.pageSize);
    const found = ids(m, r.customData).includes(targetOf(w, m).serviceId);
    expect(found).toBe(expected);
    if (exactlyOne && expected) expect(r.customData.totalCount).toBe(1);
  };
  const cases: C[] = [
    {
      endpoint, kind: 'happy', name: `${m.key}: first page`, body: () => page(m),
      expect: {
        code: 200, shape: SHAPES.searchPage,
        check: async (r, w) => {
          checkPage(m, r.customData, m.pageSize);
          expect(r.customData.totalCount).toBeGreaterThan(1);
          if (m.filters.stickyFirst) {
            const pins = (r.customData as SearchReply<Row>).resultList.map((x) => Number(x.stickyTop));
            expect(pins).toEqual([...pins].sort((a, b) => b - a));
          }
          if (!own) await pickSeededArticle(w, m, r.customData);
        },
      },
    },
    { endpoint, kind: 'happy', name: `${m.key}: keywords`, language: 'cn', body: (w) => ({ ...page(m), keyWords: words(w) }), expect: { code: 200, check: finds(true) } },
    { endpoint, kind: 'happy', name: `${m.key}: tag filter`, body: (w) => ({ ...page(m), keyWords: words(w), tagId: targetOf(w, m).tagId }), expect: { code: 200, check: finds(true) } },
    { endpoint, kind: 'happy', name: `${m.key}: another tag excludes it`, body: (w) => ({ ...page(m), keyWords: words(w), tagId: targetOf(w, m).otherTagId }), expect: { code: 200, check: finds(false) } },
    {
      endpoint, kind: 'happy', name: `${m.key}: recommendations (type 1, keywords of the title)`,
      body: (w) => ({ ...page(m, m.recommendPageSize), type: 1, keyWords: targetOf(w, m).title }),
      expect: { code: 200, check: (r, w) => {
        expect(r.customData.resultList.length).toBeLessThanOrEqual(m.recommendPageSize);
        expect(ids(m, r.customData)).toContain(targetOf(w, m).serviceId);
      } },
    },
    {
      endpoint, kind: 'happy', name: `${m.key}: page 2 continues page 1`, body: () => ({ page: { index: 2, size: 2 } }),
      expect: {
        code: 200,
        check: async (r, w) => {
          const first = await ok<SearchReply<Row>>(await w.caller('visitor'), endpoint, { page: { index: 1, size: 2 } });
          const second = r.customData as SearchReply<Row>;
          // totalCount is exact below the first page's count cap, else a lower bound that grows
          // as the caller pages on (README "List pages and totalCount").
          if (first.totalCount < countCap({ index: 1, offset: 0, size: 2 })) {
            expect(second.totalCount).toBe(first.totalCount);
            expect(second.resultList).toHaveLength(Math.min(2, Math.max(0, first.totalCount - 2)));
          } else {
            // At the cap: at least one row follows page 1. A short page 2 is the end: exact.
            expect(second.totalCount).toBeGreaterThanOrEqual(first.totalCount);
            expect(second.resultList.length).toBeGreaterThanOrEqual(1);
            if (second.resultList.length < 2) expect(second.totalCount).toBe(2 + second.resultList.length);
          }
          expect(ids(m, second).filter((id) => ids(m, first).includes(id))).toEqual([]);
        },
      },
    },
    {
      endpoint, kind: 'happy', name: `${m.key}: Chinese words find a translated seeded listing`, language: 'cn',
      body: async (w) => ({ ...page(m), keyWords: (await translatedSeed(w, m)).title }),
      expect: { code: 200, check: async (r, w) => expect(ids(m, r.customData)).toContain((await translatedSeed(w, m)).id) },
    },
    {
      endpoint, kind: 'happy', name: `${m.key}: SQL and LIKE wildcards in keywords are plain text`, body: () => ({ ...page(m), keyWords: "%_' \\%" }),
      expect: { code: 200, check: (r) => expect(r.customData).toEqual({ totalCount: 0, resultList: [] }) },
    },
    { endpoint, kind: 'bad', name: `${m.key}: page index 0`, body: () => ({ page: { index: 0, size: 10 } }), expect: { code: 4422, key: MSG.checkWarning } },
    { endpoint, kind: 'bad', name: `${m.key}: tagId not a number`, language: 'cn', body: () => ({ ...page(m), tagId: 'abc' }), expect: { code: 4422, key: MSG.choose } },
  ];
  if (m.filters.tagLevels === 2) {
    cases.push({
      endpoint, kind: 'happy', name: `${m.key}: second-level tag`,
      body: (w) => ({ ...page(m), keyWords: words(w), tagId: need(runOf(w, m).choices, 'choices').tagId }), expect: { code: 200, check: finds(true) },
    });
  }
  if (m.popular === 'tag') {
    cases.push({ endpoint, kind: 'happy', name: `${m.key}: popular tab (empty tagId)`, body: (w) => ({ ...page(m), keyWords: words(w), tagId: '' }), expect: { code: 200, check: finds(true) } });
  }
  const value = (w: LW, field: string) => Number(need(runOf(w, m).payload, 'payload')[field]);
  const ranges: [boolean, string, string, string][] = [
    [m.filters.priceRange && m.priceField !== null, m.priceField ?? '', 'priceRangeMin', 'priceRangeMax'],
    [m.filters.sizeRange, 'size', 'sizeRangeMin', 'sizeRangeMax'],
  ];
  for (const [has, field, min, max] of ranges) {
    if (!has) continue;
    cases.push(
      { endpoint, kind: 'happy', name: `${m.key}: ${field} range around it`, body: (w) => ({ ...page(m), keyWords: words(w), [min]: value(w, field) - 1, [max]: value(w, field) + 1 }), expect: { code: 200, check: finds(true) } },
      { endpoint, kind: 'happy', name: `${m.key}: ${field} range above it`, body: (w) => ({ ...page(m), keyWords: words(w), [min]: value(w, field) + 1 }), expect: { code: 200, check: finds(false) } },
      { endpoint, kind: 'bad', name: `${m.key}: ${field} minimum above maximum`, language: 'fr', body: () => ({ ...page(m), [min]: 500, [max]: 100 }), expect: { code: 4422, key: MSG.minMaxNumber } },
    );
  }
  if (m.filters.bedroomNum) {
    cases.push(
      { endpoint, kind: 'happy', name: `${m.key}: its bedroom count`, body: (w) => ({ ...page(m), keyWords: words(w), bedroomNum: value(w, 'bedroomNum') }), expect: { code: 200, check: finds(true) } },
      { endpoint, kind: 'happy', name: `${m.key}: another bedroom count`, body: (w) => ({ ...page(m), keyWords: words(w), bedroomNum: value(w, 'bedroomNum') + 1 }), expect: { code: 200, check: finds(false) } },
    );
  }
  return cases;
}

/** A seeded listing of the module with a Chinese translation of a non-Chinese original. */
async function translatedSeed(w: LW, m: ListingModule) {
  const [row] = await w.db.query<{ id: string; es_info_id: string; title: string; org_title: string }>(
    `select l.id::text as id, l.es_info_id, t.title, o.title as org_title from listings l
     join listing_texts t on t.listing_id = l.id and t.language = 'cn'
     join listing_texts o on o.listing_id = l.id and o.language = l.original_language
     where l.module_key = $1 and l.status = ${PUBLISH_STATUS.published} and not l.deleted and l.original_language <> 'cn'
       and 'CIV' = any(l.area_ids) order by l.id limit 1`, [m.key]);
  return need(row, `${m.key}: a seeded listing translated into Chinese`);
}

function detailCases(m: ListingModule): C[] {
  const endpoint = endpointName(m.endpoints.detail);
  const own = m.publishes;
  return [
    {
      endpoint, kind: 'happy', name: `${m.key}: details of the listing`, as: 'seller', body: (w) => ({ ...ref(w, m), userId: VIEWER.id }),
      expect: {
        code: 200,
        check: (r, w) => {
          const reply = r.customData as DetailReply<Row>;
          const t = targetOf(w, m);
          expectFields(reply.resultMap, detailFields(m));
          expect(reply.resultMap[m.idField]).toBe(t.serviceId);
          expect(reply.resultMap.title).toBe(t.title);
          expect(reply.resultMap.isFavorite).toBe(0);
          // Our listing was written in French and has no English text: the original is shown as is.
          if (own) expect(reply).toEqual({ resultMap: expect.objectContaining({ languageId: 'fr', translationType: TRANSLATION_TYPE.untranslated }) });
        },
      },
    },
    {
      endpoint, kind: 'happy', name: `${m.key}: translated seeded listing in Chinese with the original in orgMap`, language: 'cn',
      body: async (w) => {
        const s = await translatedSeed(w, m);
        return m.esInfoId ? { serviceId: s.id, esInfoId: s.es_info_id } : { serviceId: s.id };
      },
      expect: {
        code: 200, shape: SHAPES.detail(true),
        check: async (r, w) => {
          const s = await translatedSeed(w, m);
          expect(r.customData.resultMap.title).toBe(s.title);
          expect(r.customData.orgMap.orgTitle).toBe(s.org_title);
          if (m.commonDetail) expect([TRANSLATION_TYPE.machine, TRANSLATION_TYPE.human]).toContain(r.customData.resultMap.translationType);
        },
      },
    },
    { endpoint, kind: 'bad', name: `${m.key}: serviceId not an id`, body: () => ({ serviceId: 'abc' }), expect: { code: 4422, key: MSG.checkWarning } },
    { endpoint, kind: 'bad', name: `${m.key}: no such listing`, language: 'cn', body: () => ({ serviceId: '999999999', esInfoId: '' }), expect: { code: 4404, key: 'errors.listingNotFound' } },
    ...(m.esInfoId
      ? [{ endpoint, kind: 'bad', name: `${m.key}: esInfoId of another listing`, body: (w: LW) => ({ serviceId: targetOf(w, m).serviceId, esInfoId: 'not-its-es-id' }), expect: { code: 4404, key: 'errors.listingNotFound' } } satisfies C]
      : []),
  ];
}

/** History (filed under the history module id, spec §9 business quirk) and favourites, as the viewer. */
function savedCases(m: ListingModule): C[] {
  const historyModule = historyModuleOf(m).moduleId;
  const list = (w: LW, name: 'getMyHistory' | 'getMyFavorite', moduleId: number) =>
    w.caller('seller').then((c) => ok<PageBreakReply<SavedItem>>(c, name, { userId: VIEWER.id, moduleId, page: { index: 1, size: 15 } }));
  const listed = async (w: LW, name: 'getMyHistory' | 'getMyFavorite', moduleId: number) =>
    (await list(w, name, moduleId)).pageBreakList.map((i) => i.serviceId);
  const cancel = (w: LW) => (m.esInfoId ? { userId: VIEWER.id, serviceIds: [], esInfoIds: [targetOf(w, m).esInfoId] } : { userId: VIEWER.id, serviceIds: [targetOf(w, m).serviceId] });
  return [
    {
      endpoint: 'getMyHistory', kind: 'happy', name: `${m.key}: the viewed listing, under module ${historyModule}`, as: 'seller',
      body: () => ({ userId: VIEWER.id, moduleId: historyModule, page: { index: 1, size: 15 } }),
      expect: {
        code: 200, shape: SHAPES.savedPage,
        check: (r, w) => {
          const item = data<PageBreakReply<SavedItem>>(r).pageBreakList.find((i) => i.serviceId === targetOf(w, m).serviceId);
          expect(item).toMatchObject({ moduleId: m.moduleId, title: targetOf(w, m).title });
        },
      },
    },
    {
      endpoint: 'deleteMyHistory', kind: 'happy', name: `${m.key}: removes it`, as: 'seller', body: (w) => ({ userId: VIEWER.id, serviceIds: [targetOf(w, m).serviceId] }),
      expect: { code: 200, shape: SHAPES.null, check: async (_r, w) => expect(await listed(w, 'getMyHistory', historyModule)).not.toContain(targetOf(w, m).serviceId) },
    },
    {
      endpoint: 'insertFavorite', kind: 'happy', name: `${m.key}: favourite it`, as: 'seller', language: 'fr',
      body: (w) => ({ ...ref(w, m), userId: VIEWER.id, moduleId: m.moduleId }),
      expect: {
        code: 200, key: 'app.favoriteAdded', shape: SHAPES.null,
        check: async (_r, w) => {
          const detail = await ok<DetailReply<Row>>(await w.caller('seller'), endpointName(m.endpoints.detail), ref(w, m));
          expect(detail.resultMap.isFavorite).toBe(1);
        },
      },
    },
    {
      endpoint: 'getMyFavorite', kind: 'happy', name: `${m.key}: lists it`, as: 'seller', body: () => ({ userId: VIEWER.id, moduleId: m.moduleId, page: { index: 1, size: 15 } }),
      expect: {
        code: 200, shape: SHAPES.savedPage,
        check: (r, w) => {
          const t = targetOf(w, m);
          expect(data<PageBreakReply<SavedItem>>(r).pageBreakList).toContainEqual(expect.objectContaining({ serviceId: t.serviceId, moduleId: m.moduleId, title: t.title, ...(m.esInfoId ? { esInfoId: t.esInfoId } : {}) }));
        },
      },
    },
    {
      endpoint: 'cancelMyFavorite', kind: 'happy', name: `${m.key}: cancel it${m.esInfoId ? ' by esInfoId' : ''}`, as: 'seller', body: cancel,
      expect: { code: 200, key: 'app.favoriteCancelled', check: async (_r, w) => expect(await listed(w, 'getMyFavorite', m.moduleId)).not.toContain(targetOf(w, m).serviceId) },
    },
  ];
}

export const LISTING_MODULE_CASES: readonly C[] = MODULE_LIST.flatMap((m) => [
  ...(m.publishes ? MODULE_PUBLISH_CASES(m) : []),
  ...searchCases(m),
  ...detailCases(m),
  ...savedCases(m),
]);
