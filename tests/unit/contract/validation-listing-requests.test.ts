// The listing request schemas (src/contract/validation/listing-fields.ts, listing-requests.ts):
// what they accept and produce, and the {path, key} of each refusal (spec §7 "Common": 4422 with
// issues; the keys are the ones the reference server has always answered).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cancelFavoriteRequestSchema, deleteHistoryRequestSchema, editTargetSchema, esInfoIdSchema, insertFavoriteRequestSchema,
  keywordsSchema, listingDetailRequestSchema, MAX_IDS, MAX_KEYWORDS, MAX_PAGE_INDEX, MAX_PAGE_SIZE, mineDetailRequestSchema,
  moduleIdSchema, moduleRequestSchema, MSG, optionalLanguageSchema, optionalLookupIdSchema, optionalServiceIdSchema,
  optionalServiceIdsSchema, pageSchema, pageWindow, savedListRequestSchema, searchBoundSchema, searchRequestSchema,
  searchTypeSchema, serviceIdSchema, serviceIdsSchema, validate, type ValidationIssue,
} from '../../../src/contract/validation/index.js';

/** Objects whose coercion throws (String(x) / Number(x)): a schema must refuse them, not crash. */
const POISONS: unknown[] = [{ toString: 'x' }, { toString: {}, valueOf: 'x' }];

const ok = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => {
  const r = validate(schema, input);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(input)}: ${JSON.stringify(r.issues)}`);
  return r.value;
};
const issues = (schema: v.GenericSchema, input: unknown): ValidationIssue[] => {
  const r = validate(schema, input);
  return r.ok ? [] : r.issues;
};
/** The single field schema's refusal key, or null when accepted. */
const keyOf = (schema: v.GenericSchema, input: unknown) => issues(schema, input)[0]?.key ?? null;

// A stand-in module table: the contract takes the lookup from the caller (the server's registry).
const MODULES: Readonly<Record<number, { key: string }>> = { 6: { key: 'house' }, 2: { key: 'land' } };
const byId = (id: number) => MODULES[id];

describe('serviceIdSchema', () => {
  it('reads a positive whole number or a digit string as text', () => {
    expect(ok(serviceIdSchema, 42)).toBe('42');
    expect(ok(serviceIdSchema, ' 17 ')).toBe('17');
    expect(ok(serviceIdSchema, '123456789012345')).toBe('123456789012345');
  });

  it.each([null, undefined, '', 'abc', -1, 0, 1.5, '1 or 1=1', '01', '9'.repeat(16), { a: 1 }, [3], Number.NaN, ...POISONS])(
    'refuses %j with checkWarning',
    (raw) => expect(keyOf(serviceIdSchema, raw)).toBe(MSG.checkWarning),
  );

  it('optional: "", null and absent are "none" (null)', () => {
    for (const raw of ['', null, undefined]) expect(ok(optionalServiceIdSchema, raw)).toBeNull();
    expect(ok(optionalServiceIdSchema, 9)).toBe('9');
    expect(keyOf(optionalServiceIdSchema, 'x')).toBe(MSG.checkWarning);
  });
});

describe('serviceIdsSchema', () => {
  it('reads 1 to MAX_IDS ids, deduplicated', () => {
    expect(ok(serviceIdsSchema, [1, '1', '2'])).toEqual(['1', '2']);
    expect(ok(serviceIdsSchema, Array(MAX_IDS).fill(5))).toEqual(['5']);
  });

  it('refuses an empty or too long list, a non-list, and blames a bad item by index', () => {
    expect(issues(serviceIdsSchema, [])).toEqual([{ path: '', key: MSG.checkWarning }]);
    expect(issues(serviceIdsSchema, Array(MAX_IDS + 1).fill(5))).toEqual([{ path: '', key: MSG.checkWarning }]);
    expect(issues(serviceIdsSchema, 'all')).toEqual([{ path: '', key: MSG.checkWarning }]);
    expect(issues(v.object({ serviceIds: serviceIdsSchema }), { serviceIds: ['1', '1; delete'] })).toEqual([
      { path: 'serviceIds.1', key: MSG.checkWarning },
    ]);
  });

  it('optional: absent/null give [], [] is allowed, the cap holds', () => {
    expect(ok(optionalServiceIdsSchema, undefined)).toEqual([]);
    expect(ok(optionalServiceIdsSchema, null)).toEqual([]);
    expect(ok(optionalServiceIdsSchema, [])).toEqual([]);
    expect(keyOf(optionalServiceIdsSchema, Array(MAX_IDS + 1).fill(1))).toBe(MSG.checkWarning);
  });
});

describe('moduleIdSchema', () => {
  const schema = moduleIdSchema(byId);
  it('gives the module of a known id, as number or digit string', () => {
    expect(ok(schema, 6)).toBe(MODULES[6]);
    expect(ok(schema, ' 2 ')).toBe(MODULES[2]);
  });
  it.each([0, 8, 99, 'x', '', null, undefined, '6a', 6.5, [6], ...POISONS])('refuses %j with choose', (raw) =>
    expect(keyOf(schema, raw)).toBe(MSG.choose),
  );
});

describe('optionalLookupIdSchema', () => {
  it('reads "", null, absent and 0 as none; numbers and digit strings as ids', () => {
    for (const raw of ['', ' ', null, undefined, 0]) expect(ok(optionalLookupIdSchema, raw)).toBeNull();
    expect(ok(optionalLookupIdSchema, 7)).toBe(7);
    expect(ok(optionalLookupIdSchema, '12')).toBe(12);
    expect(ok(optionalLookupIdSchema, 2_147_483_647)).toBe(2_147_483_647);
  });
  it.each(['abc', '1; drop table listings', -3, 1.5, 1e20, 2_147_483_648, '0', [1], ...POISONS])('refuses %j with choose', (raw) =>
    expect(keyOf(optionalLookupIdSchema, raw)).toBe(MSG.choose),
  );
});

describe('searchBoundSchema', () => {
  const price = searchBoundSchema(MSG.priceLimit);
  it('reads a positive amount (spec §5: 11 digits, 2 decimals); blank is no bound', () => {
    expect(ok(price, 1500)).toBe(1500);
    expect(ok(price, ' 12.5 ')).toBe(12.5);
    for (const raw of [undefined, null, '', '  ']) expect(ok(price, raw)).toBeNull();
  });
  it.each([0, -1, 'abc', '1.234', 123_456_789_012, [1], true, ...POISONS])('refuses %j with its own key', (raw) => {
    expect(keyOf(price, raw)).toBe(MSG.priceLimit);
    expect(keyOf(searchBoundSchema(MSG.sizeLimit), raw)).toBe(MSG.sizeLimit);
  });
});

describe('keywordsSchema and searchTypeSchema', () => {
  it('keeps text without NUL, trimmed, cut to MAX_KEYWORDS; nothing is ""', () => {
    expect(ok(keywordsSchema, '  villa\u0000 cocody ')).toBe('villa cocody');
    expect(ok(keywordsSchema, 'x'.repeat(100_000))).toHaveLength(MAX_KEYWORDS);
    expect(ok(keywordsSchema, null)).toBe('');
    expect(ok(keywordsSchema, undefined)).toBe('');
    for (const raw of [{ $ne: 1 }, 5, ...POISONS]) expect(keyOf(keywordsSchema, raw)).toBe(MSG.checkWarning);
  });
  it('type 1 (or "1") is the recommendation list; "", 0 and absent the list; others refused', () => {
    expect([1, '1'].map((x) => ok(searchTypeSchema, x))).toEqual([true, true]);
    expect([0, '', null, undefined].map((x) => ok(searchTypeSchema, x))).toEqual([false, false, false, false]);
    for (const raw of [2, '2', 'x', true]) expect(keyOf(searchTypeSchema, raw)).toBe(MSG.checkWarning);
  });
});

describe('pageSchema and pageWindow', () => {
  const paged = v.object({ page: pageSchema });
  it('absent page, index and size take their defaults; size is capped, not refused', () => {
    expect(ok(pageSchema, undefined)).toBeUndefined();
    expect(pageWindow(ok(pageSchema, null), 15)).toEqual({ index: 1, size: 15, offset: 0 });
    expect(pageWindow(ok(pageSchema, {}), 10)).toEqual({ index: 1, size: 10, offset: 0 });
    expect(pageWindow(ok(pageSchema, { index: '3', size: '5' }), 10)).toEqual({ index: 3, size: 5, offset: 10 });
    expect(pageWindow(ok(pageSchema, { index: 2, size: 1000 }), 15)).toEqual({ index: 2, size: MAX_PAGE_SIZE, offset: MAX_PAGE_SIZE });
    expect(ok(pageSchema, { index: MAX_PAGE_INDEX })).toEqual({ index: MAX_PAGE_INDEX });
  });
  it('refuses by path: page, page.index, page.size', () => {
    for (const page of ['x', [], 3]) expect(issues(paged, { page })).toEqual([{ path: 'page', key: MSG.checkWarning }]);
    for (const index of [0, -1, null, 1.5, 'NaN', MAX_PAGE_INDEX + 1, ...POISONS]) {
      expect(issues(paged, { page: { index } })).toEqual([{ path: 'page.index', key: MSG.checkWarning }]);
    }
    for (const size of [0, 'NaN', -5, null]) expect(issues(paged, { page: { size } })).toEqual([{ path: 'page.size', key: MSG.checkWarning }]);
  });
});

describe('optionalLanguageSchema and esInfoIdSchema', () => {
  it('reads cn | en | fr; "" , null and absent mean the original; others are refused', () => {
    expect(ok(optionalLanguageSchema, 'fr')).toBe('fr');
    for (const raw of ['', null, undefined]) expect(ok(optionalLanguageSchema, raw)).toBeUndefined();
    for (const raw of ['de', 'FR', 1, ...POISONS]) expect(keyOf(optionalLanguageSchema, raw)).toBe(MSG.checkWarning);
  });
  it('esInfoId: text kept, anything else ignored as ""', () => {
    expect(ok(esInfoIdSchema, 'es-1')).toBe('es-1');
    for (const raw of [undefined, 5, { a: 1 }]) expect(ok(esInfoIdSchema, raw)).toBe('');
  });
});

describe('searchRequestSchema', () => {
  const land = searchRequestSchema({ priceRange: true, sizeRange: true, bedroomNum: false });
  const house = searchRequestSchema({ priceRange: true, sizeRange: false, bedroomNum: true });
  const plain = searchRequestSchema({ priceRange: false, sizeRange: false, bedroomNum: false });

  it('reads the terms with their defaults', () => {
    expect(ok(land, {})).toEqual({
      keyWords: '', type: false, tagId: null, bedroomNum: null, priceRangeMin: null, priceRangeMax: null,
      sizeRangeMin: null, sizeRangeMax: null, page: undefined,
    });
    expect(ok(land, { keyWords: ' villa ', type: '1', tagId: '4', priceRangeMin: '10', sizeRangeMax: 800, page: { index: 2 }, userId: 'x' })).toEqual({
      keyWords: 'villa', type: true, tagId: 4, bedroomNum: null, priceRangeMin: 10, priceRangeMax: null, sizeRangeMin: null,
      sizeRangeMax: 800, page: { index: 2 },
    });
  });

  it('ignores the filters a module does not have, whatever they hold', () => {
    expect(ok(plain, { priceRangeMin: 'abc', sizeRangeMin: -1, bedroomNum: 2.5 })).toMatchObject({ priceRangeMin: null, sizeRangeMin: null, bedroomNum: null });
    expect(ok(house, { sizeRangeMin: 'abc' }).sizeRangeMin).toBeNull();
  });

  it('refuses each bad term by path with the spec key', () => {
    expect(issues(land, { priceRangeMin: 5, priceRangeMax: 1 })).toEqual([{ path: 'priceRangeMin', key: MSG.minMaxNumber }]);
    expect(issues(land, { sizeRangeMin: 500, sizeRangeMax: 100 })).toEqual([{ path: 'sizeRangeMin', key: MSG.minMaxNumber }]);
    expect(issues(land, { priceRangeMax: 'abc' })).toEqual([{ path: 'priceRangeMax', key: MSG.priceLimit }]);
    expect(issues(land, { sizeRangeMin: -1 })).toEqual([{ path: 'sizeRangeMin', key: MSG.sizeLimit }]);
    expect(issues(land, { tagId: 'abc' })).toEqual([{ path: 'tagId', key: MSG.choose }]);
    expect(issues(land, { type: 2 })).toEqual([{ path: 'type', key: MSG.checkWarning }]);
    expect(issues(land, { keyWords: { $ne: 1 } })).toEqual([{ path: 'keyWords', key: MSG.checkWarning }]);
    expect(issues(land, { page: { index: 0 } })).toEqual([{ path: 'page.index', key: MSG.checkWarning }]);
    expect(issues(house, { bedroomNum: 100 })).toEqual([{ path: 'bedroomNum', key: MSG.choose }]);
    expect(issues(house, { bedroomNum: 2.5 })).toEqual([{ path: 'bedroomNum', key: MSG.choose }]);
    expect(ok(house, { bedroomNum: '3' }).bedroomNum).toBe(3);
    for (const body of [[1, 2], 'page', null]) expect(issues(land, body)).toEqual([{ path: '', key: MSG.checkWarning }]);
  });
});

describe('detail, favourite, history and release requests', () => {
  it('details and own listing', () => {
    expect(ok(listingDetailRequestSchema, { serviceId: 5, userId: 'u' })).toEqual({ serviceId: '5', esInfoId: '' });
    expect(issues(listingDetailRequestSchema, {})).toEqual([{ path: 'serviceId', key: MSG.checkWarning }]);
    expect(ok(mineDetailRequestSchema, { serviceId: '5', languageId: 'en' })).toEqual({ serviceId: '5', languageId: 'en' });
    expect(issues(mineDetailRequestSchema, { serviceId: '5', languageId: 'de' })).toEqual([{ path: 'languageId', key: MSG.checkWarning }]);
  });

  it('module calls name a listing module', () => {
    expect(ok(moduleRequestSchema(byId), { moduleId: '6' }).moduleId).toBe(MODULES[6]);
    expect(issues(moduleRequestSchema(byId), { moduleId: 0 })).toEqual([{ path: 'moduleId', key: MSG.choose }]);
    expect(ok(insertFavoriteRequestSchema(byId), { moduleId: 2, serviceId: '9', esInfoId: 'e' })).toEqual({ moduleId: MODULES[2], serviceId: '9', esInfoId: 'e' });
    expect(issues(insertFavoriteRequestSchema(byId), { moduleId: 6, serviceId: 'x' })).toEqual([{ path: 'serviceId', key: MSG.checkWarning }]);
    expect(ok(savedListRequestSchema(byId), { moduleId: 6 })).toEqual({ moduleId: MODULES[6], page: undefined });
    expect(issues(savedListRequestSchema(byId), { moduleId: 6, page: [] })).toEqual([{ path: 'page', key: MSG.checkWarning }]);
  });

  it('cancel names listings or articles (NUL removed, "" dropped); naming nothing is refused on serviceIds', () => {
    expect(ok(cancelFavoriteRequestSchema, { serviceIds: [3, 3], esInfoIds: ['a\u0000b', ''] })).toEqual({ serviceIds: ['3'], esInfoIds: ['ab'] });
    expect(ok(cancelFavoriteRequestSchema, { esInfoIds: ['e'] })).toEqual({ serviceIds: [], esInfoIds: ['e'] });
    for (const body of [{}, { serviceIds: [] }, { serviceIds: null, esInfoIds: [''] }]) {
      expect(issues(cancelFavoriteRequestSchema, body)).toEqual([{ path: 'serviceIds', key: MSG.checkWarning }]);
    }
    expect(issues(cancelFavoriteRequestSchema, { esInfoIds: ['x'.repeat(65)] })).toEqual([{ path: 'esInfoIds.0', key: MSG.checkWarning }]);
    expect(issues(cancelFavoriteRequestSchema, { esInfoIds: 'all' })).toEqual([{ path: 'esInfoIds', key: MSG.checkWarning }]);
    expect(issues(cancelFavoriteRequestSchema, { serviceIds: 'all' })).toEqual([{ path: 'serviceIds', key: MSG.checkWarning }]);
  });

  it('history deletion needs 1 to 100 ids', () => {
    expect(ok(deleteHistoryRequestSchema, { serviceIds: ['4'] })).toEqual({ serviceIds: ['4'] });
    expect(issues(deleteHistoryRequestSchema, { serviceIds: [null] })).toEqual([{ path: 'serviceIds.0', key: MSG.checkWarning }]);
    expect(issues(deleteHistoryRequestSchema, {})).toEqual([{ path: 'serviceIds', key: MSG.checkWarning }]);
  });
});

describe('editTargetSchema', () => {
  const target = editTargetSchema('rentingHouseId');
  it('is null for a new listing, else the id given by either field', () => {
    expect(ok(target, { title: 'x' })).toBeNull();
    expect(ok(target, { serviceId: '', rentingHouseId: null })).toBeNull();
    expect(ok(target, { serviceId: '8' })).toBe('8');
    expect(ok(target, { rentingHouseId: '8' })).toBe('8');
    expect(ok(target, { serviceId: '8', rentingHouseId: '8' })).toBe('8');
  });
  it('refuses ids that disagree (blamed on the id field) and ids that are not ids', () => {
    expect(issues(target, { serviceId: '8', rentingHouseId: '9' })).toEqual([{ path: 'rentingHouseId', key: MSG.checkWarning }]);
    expect(issues(target, { rentingHouseId: 'abc' })).toEqual([{ path: 'rentingHouseId', key: MSG.checkWarning }]);
    expect(issues(target, { serviceId: '0' })).toEqual([{ path: 'serviceId', key: MSG.checkWarning }]);
  });
});
