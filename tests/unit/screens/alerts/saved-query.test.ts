// A list's query as a saved search and back (src/screens/list/saved-query.ts), the list address that
// carries it (kit/alert-links.ts) and where a notice leads (issue: Beyond the spec, saved searches).
import { describe, expect, it } from 'vitest';
import type { SavedSearchQuery } from '../../../../src/contract/types/alerts.js';
import { MODULES } from '../../../../src/modules/registry.js';
import { criteriaOfParams, noticeRoute, paramsOfCriteria, savedSearchHref } from '../../../../src/screens/kit/alert-links.js';
import { listQueryOf, sameSearch, savedQueryOf } from '../../../../src/screens/list/saved-query.js';
import { initialQuery, searchTagOf, type ListQuery } from '../../../../src/screens/list/search-request.js';

const house = MODULES.house;
const filtered: ListQuery = { ...initialQuery(' villa '), tagId: 3, price: { min: 100000, max: '' }, bedroomNum: 3 };

describe('savedQueryOf', () => {
  it('keeps the words, the tag and the filters the module declares; blank is null', () => {
    expect(savedQueryOf(house, filtered, 'CIV')).toEqual({
      moduleId: 6, keyWords: 'villa', tagId: 3, priceMin: 100000, priceMax: null, sizeMin: null, sizeMax: null, bedroomNum: 3, countryId: 'CIV',
    });
  });
  it('drops filters the module has not (a size on a house list, bedrooms on land)', () => {
    const q: ListQuery = { ...filtered, size: { min: 10, max: 20 } };
    expect(savedQueryOf(house, q, 'CIV')).toMatchObject({ sizeMin: null, sizeMax: null });
    expect(savedQueryOf(MODULES.land, q, '')).toMatchObject({ moduleId: 2, sizeMin: 10, sizeMax: 20, bedroomNum: null, countryId: '' });
  });
  it('saves the child tag of a two-level module (what the search filters on)', () => {
    const q: ListQuery = { ...initialQuery(), tagId: 4, childTagId: 41 };
    expect(savedQueryOf(MODULES.housekeep, q, 'CIV').tagId).toBe(41);
  });
});

describe('the list address of a saved search', () => {
  const saved: SavedSearchQuery = savedQueryOf(house, filtered, 'CIV');
  it('writes only the set criteria and reads them back', () => {
    const href = savedSearchHref(saved);
    expect(href).toBe('/house/list?keyWords=villa&tagId=3&priceMin=100000&bedroomNum=3');
    const back = criteriaOfParams(new URLSearchParams(href!.split('?')[1]));
    expect(back).toEqual({ keyWords: 'villa', tagId: 3, priceMin: 100000, priceMax: null, sizeMin: null, sizeMax: null, bedroomNum: 3 });
    expect(paramsOfCriteria(back).toString()).toBe('keyWords=villa&tagId=3&priceMin=100000&bedroomNum=3');
  });
  it('reads garbage as "any"', () => {
    expect(criteriaOfParams(new URLSearchParams('tagId=abc&priceMin=-5&bedroomNum=&keyWords=%20'))).toEqual({
      keyWords: '', tagId: null, priceMin: null, priceMax: null, sizeMin: null, sizeMax: null, bedroomNum: null,
    });
  });
  it('opens the list with the same query, which is the same saved search', () => {
    const q = listQueryOf(criteriaOfParams(new URLSearchParams(savedSearchHref(saved)!.split('?')[1])));
    expect(searchTagOf(q)).toBe(3);
    expect(q.price).toEqual({ min: 100000, max: '' });
    expect(sameSearch(savedQueryOf(house, q, 'CIV'), saved)).toBe(true);
    expect(sameSearch(savedQueryOf(house, { ...q, bedroomNum: 2 }, 'CIV'), saved)).toBe(false);
    expect(sameSearch(savedQueryOf(house, q, 'GHA'), saved)).toBe(false);
    expect(sameSearch({ ...saved, keyWords: 'VILLA' }, saved)).toBe(true);
  });
  it('has no list for a module this app does not know', () => {
    expect(savedSearchHref({ ...saved, moduleId: 999 })).toBeNull();
  });
});

describe('noticeRoute', () => {
  const base = { moduleId: 6, serviceId: 'h77', listingTitle: 'Villa à Cocody', searchId: 'ss4' };
  it('opens the listing of a match, the saved search of a digest', () => {
    expect(noticeRoute({ ...base, kind: 'searchMatch' })).toBe('/house/details?serviceId=h77&title=Villa+%C3%A0+Cocody');
    expect(noticeRoute({ ...base, kind: 'searchDigest', serviceId: '' })).toBe('/usercenter/savedSearches?searchId=ss4');
  });
});
