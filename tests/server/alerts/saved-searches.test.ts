// Saved searches (examples/server/alerts saved-searches.ts, criteria.ts): a save answers the search
// with the list's criteria (filters the module's list lacks dropped); every field is checked with a
// coded 4422; the same query saved again answers the first (case, accents, spacing ignored); the
// 21st is refused with savedSearchLimit; list, update, delete and markSearchSeen serve only the
// caller's own searches (another's id is 4404); the seed buyer has one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import { ALERTS, MODULE_ID } from '../../../src/contract/constants.js';
import type { SavedSearch } from '../../../src/contract/types/alerts.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { TEST_DATABASES } from '../databases.js';
import { addUsers, openAlertRig, T0, tagsOf, type AlertRig } from './alerts-rig.js';

const HOUSE = { moduleId: MODULE_ID.house, keyWords: 'Villa piscine', tagId: null, priceMin: 100_000, priceMax: 200_000, sizeMin: null, sizeMax: null, bedroomNum: 3, countryId: 'civ', title: 'Maisons · Cocody · 3 ch.', daily: false };

describe.each(TEST_DATABASES)('saved searches on $name', (target) => {
  let rig: AlertRig;
  let users: string[];
  beforeAll(async () => {
    rig = await openAlertRig(target);
    users = await addUsers(rig.db, 4, 'u-ss');
  });
  afterAll(async () => rig?.close());

  const save = (who: string, body: Record<string, unknown>) => rig.call<SavedSearch>('saveSearch', who, body);
  const issues = (r: { customData: unknown }) => (r.customData as { issues?: { path: string; key: string }[] }).issues ?? [];

  it('saves a list as sent (country upper-cased, created now) and answers the same search for the same query', async () => {
    const r = await save(users[0]!, HOUSE);
    expect(r.code).toBe(200);
    expect(r.customData).toMatchObject({ ...HOUSE, countryId: 'CIV', unseen: 0, createdAt: new Date(T0).toISOString() });
    expect(r.customData.searchId).toMatch(/^ss\d+$/);
    const again = await save(users[0]!, { ...HOUSE, keyWords: '  villa   PISCINE ', countryId: 'CIV', title: 'Autre titre', daily: true });
    expect(again.code).toBe(200);
    expect(again.customData).toMatchObject({ searchId: r.customData.searchId, title: HOUSE.title, daily: false });
    const [n] = await rig.db.query<{ n: number }>('select count(*)::int as n from saved_searches where user_id = $1', [users[0]!]);
    expect(n!.n).toBe(1);
  });

  it('drops the filters the module list does not have (price and bedrooms of goods, sizes of a house)', async () => {
    const goods = await save(users[1]!, { ...HOUSE, moduleId: MODULE_ID.saleGoods, sizeMin: 10, title: 'Meubles' });
    expect(goods.code).toBe(200);
    expect(goods.customData).toMatchObject({ priceMin: null, priceMax: null, bedroomNum: null, sizeMin: null });
    const land = await save(users[1]!, { ...HOUSE, moduleId: MODULE_ID.land, sizeMin: 100, sizeMax: 500, title: 'Terrains' });
    expect(land.customData).toMatchObject({ priceMin: 100_000, sizeMin: 100, sizeMax: 500, bedroomNum: null });
  });

  it('refuses bad fields with a coded 4422 naming the field (never a 5000)', async () => {
    const { other } = await tagsOf(rig.db, 'saleGoods');
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...HOUSE, moduleId: MODULE_ID.article }, 'moduleId', MSG.choose],
      [{ ...HOUSE, moduleId: 999 }, 'moduleId', MSG.choose],
      [{ ...HOUSE, moduleId: { x: 1 } }, 'moduleId', MSG.choose],
      [{ ...HOUSE, title: '' }, 'title', MSG.pleaseInput],
      [{ ...HOUSE, title: '   ' }, 'title', MSG.pleaseInput],
      [{ ...HOUSE, title: 'x'.repeat(ALERTS.titleMax + 1) }, 'title', MSG.maxLength],
      [{ ...HOUSE, title: 'deux\nlignes' }, 'title', MSG.checkWarning],
      [{ ...HOUSE, title: 42 }, 'title', MSG.pleaseInput],
      [{ ...HOUSE, priceMin: 300_000, priceMax: 200_000 }, 'priceMin', MSG.minMaxNumber],
      [{ ...HOUSE, priceMin: -5 }, 'priceMin', MSG.priceLimit],
      [{ ...HOUSE, sizeMax: 'abc' }, 'sizeMax', MSG.sizeLimit],
      [{ ...HOUSE, bedroomNum: 100 }, 'bedroomNum', MSG.choose],
      [{ ...HOUSE, countryId: 'Côte' }, 'countryId', MSG.selectCountry],
      [{ ...HOUSE, countryId: 'ZZZ' }, 'countryId', MSG.selectCountry],
      [{ ...HOUSE, daily: 'yes' }, 'daily', MSG.choose],
      [{ ...HOUSE, tagId: 'x' }, 'tagId', MSG.choose],
      // A tag of another module.
      [{ ...HOUSE, tagId: other }, 'tagId', MSG.choose],
    ];
    for (const [body, path, key] of bad) {
      const r = await save(users[2]!, body);
      expect(r.code, JSON.stringify(body)).toBe(CODE.VALIDATION);
      expect(issues(r), JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, key }));
    }
    const [n] = await rig.db.query<{ n: number }>('select count(*)::int as n from saved_searches where user_id = $1', [users[2]!]);
    expect(n!.n).toBe(0);
  });

  it(`refuses the ${ALERTS.maxSavedSearches + 1}th search with savedSearchLimit, then accepts one after a delete`, async () => {
    const who = users[3]!;
    const made: string[] = [];
    for (let i = 0; i < ALERTS.maxSavedSearches; i++) {
      const r = await save(who, { ...HOUSE, keyWords: `mot${i}`, title: `Recherche ${i}` });
      expect(r.code).toBe(200);
      made.push(r.customData.searchId);
    }
    const over = await save(who, { ...HOUSE, keyWords: 'encore', title: 'Une de trop' });
    expect(over.code).toBe(CODE.VALIDATION);
    expect(issues(over)).toEqual([{ path: '', key: MSG.savedSearchLimit, values: { max: ALERTS.maxSavedSearches } }]);
    expect(over.message).toBe(`Vous pouvez enregistrer jusqu’à ${ALERTS.maxSavedSearches} recherches\u00a0: supprimez-en une d’abord`);
    // The same query as a saved one is still answered: it adds nothing.
    expect((await save(who, { ...HOUSE, keyWords: 'mot3', title: 'x' })).code).toBe(200);
    expect((await rig.call('deleteSavedSearch', who, { searchId: made[0] })).code).toBe(200);
    expect((await save(who, { ...HOUSE, keyWords: 'encore', title: 'Une de plus' })).code).toBe(200);
  });

  it('lists the caller\'s searches newest first, pages them, and the seed buyer has one', async () => {
    const list = await rig.call<SearchReply<SavedSearch>>('getSavedSearches', users[1]!, { page: { index: 1, size: 1 } });
    expect(list.code).toBe(200);
    expect(list.customData.totalCount).toBe(2);
    expect(list.customData.resultList.map((s) => s.title)).toEqual(['Terrains']);
    const buyer = await rig.call<SearchReply<SavedSearch>>('getSavedSearches', 'u-buyer', {});
    expect(buyer.customData.totalCount).toBe(1);
    expect(buyer.customData.resultList[0]).toMatchObject({ moduleId: MODULE_ID.house, keyWords: 'Cocody', countryId: 'CIV' });
  });

  it('updates the title and digest choice, deletes and marks seen only the caller\'s own (another\'s id is 4404)', async () => {
    const mine = (await save(users[0]!, HOUSE)).customData.searchId;
    const theirs = users[1]!;
    expect((await rig.call('updateSavedSearch', theirs, { searchId: mine, title: 'Volé' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('deleteSavedSearch', theirs, { searchId: mine })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('markSearchSeen', theirs, { searchId: mine })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('updateSavedSearch', users[0]!, { searchId: 'ss999999', daily: true })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('updateSavedSearch', users[0]!, { searchId: 'bad' })).code).toBe(CODE.VALIDATION);

    await rig.db.query('update saved_searches set unseen = 4 where id = $1', [mine]);
    const daily = await rig.call<SavedSearch>('updateSavedSearch', users[0]!, { searchId: mine, daily: true });
    expect(daily.customData).toMatchObject({ searchId: mine, daily: true, title: HOUSE.title, unseen: 4 });
    const renamed = await rig.call<SavedSearch>('updateSavedSearch', users[0]!, { searchId: mine, title: ' Villas ' });
    expect(renamed.customData).toMatchObject({ daily: true, title: 'Villas' });
    expect((await rig.call('markSearchSeen', users[0]!, { searchId: mine })).code).toBe(200);
    const [row] = await rig.db.query<{ unseen: number }>('select unseen from saved_searches where id = $1', [mine]);
    expect(row!.unseen).toBe(0);
    expect((await rig.call('deleteSavedSearch', users[0]!, { searchId: mine })).code).toBe(200);
    expect((await rig.call('deleteSavedSearch', users[0]!, { searchId: mine })).code).toBe(CODE.NOT_FOUND);
  });
});
