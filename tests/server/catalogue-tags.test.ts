// Tags, labels and filter presets of every listing module (spec §3 "Lookups", §7), driven by the
// contract's per-module endpoint families.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_HANDLERS } from '../../examples/server/catalogue/index.js';
import { CODE } from '../../src/contract/codes.js';
import { LIMITS } from '../../src/contract/constants.js';
import { ENDPOINT_BY_PATH, ENDPOINTS } from '../../src/contract/endpoints.js';
import { LISTING_ENDPOINTS, LISTING_MODULE_KEYS } from '../../src/contract/listing-endpoints.js';
import type { Label, Tag } from '../../src/contract/types/common.js';
import type { CountOption, RangeOption } from '../../src/contract/types/lookups.js';
import { MODULE_LIST } from '../../src/modules/index.js';
import { TEST_DATABASES } from './databases.js';
import { openCatalogue, type CatalogueFixture } from './catalogue-setup.js';

/** Modules whose tags have two levels (their descriptors say so: housekeeping, business, recruitment). */
const TWO_LEVEL: string[] = MODULE_LIST.filter((m) => m.filters.tagLevels === 2).map((m) => m.key);

describe.each(TEST_DATABASES)('catalogue tags on $name', (target) => {
  let f: CatalogueFixture;
  beforeAll(async () => {
    f = await openCatalogue(target);
  });
  afterAll(async () => {
    await f?.close();
  });

  it('serves the tags, second tags, labels and presets of every module family', () => {
    for (const key of LISTING_MODULE_KEYS) {
      const family = LISTING_ENDPOINTS[key];
      const paths = [family.tags, 'secondTags' in family ? family.secondTags : null, 'labels' in family ? family.labels : null]
        .filter((e) => e !== null)
        .map((e) => e.path);
      for (const path of paths) expect(CATALOGUE_HANDLERS[ENDPOINT_BY_PATH.get(path)!], path).toBeTypeOf('function');
    }
  });

  it.each(LISTING_MODULE_KEYS.map((k) => [k]))('gives %s tags in the caller language', async (key) => {
    const path = LISTING_ENDPOINTS[key].tags.path;
    const byLang = await Promise.all((['cn', 'en', 'fr'] as const).map((lang) => f.call<Tag[]>(path, {}, lang)));
    for (const r of byLang) expect(r.code).toBe(200);
    const [cn, en, fr] = byLang.map((r) => r.customData);
    expect(en!.length).toBeGreaterThanOrEqual(4);
    expect(cn!.map((t) => t.id)).toEqual(en!.map((t) => t.id));
    // Chinese names are not the English ones (the odd acronym like SUV aside).
    expect(cn!.filter((t, i) => t.name !== en![i]!.name).length).toBeGreaterThanOrEqual(en!.length - 1);
    expect(fr!.some((t, i) => t.name !== en![i]!.name)).toBe(true);
    if (TWO_LEVEL.includes(key)) {
      for (const t of en!) expect(t.children?.length, t.name).toBeGreaterThanOrEqual(2);
    } else {
      for (const t of en!) expect(t.children).toBeUndefined();
    }
  });

  it.each(TWO_LEVEL.map((k) => [k]))('gives the %s second tags of a first tag, and refuses other parents', async (key) => {
    const family = LISTING_ENDPOINTS[key as 'housekeep' | 'business' | 'jobAndRecruit'];
    const first = (await f.call<Tag[]>(family.tags.path, {}, 'fr')).customData;
    const parent = first[1]!;
    const second = await f.call<Tag[]>(family.secondTags.path, { parentTagId: parent.id }, 'fr');
    expect(second.code).toBe(200);
    expect(second.customData).toEqual(parent.children);
    // A child id, another module's tag, nothing: not a parent here.
    const otherModule = (await f.call<Tag[]>(ENDPOINTS.getLandDealTags.path, {})).customData[0]!;
    for (const id of [parent.children![0]!.id, otherModule.id, 99_999]) {
      expect((await f.call(family.secondTags.path, { parentTagId: id })).code).toBe(CODE.NOT_FOUND);
    }
    for (const bad of [{}, { parentTagId: 'abc' }, { parentTagId: 0 }, { parentTagId: 1.5 }, { parentTagId: null }]) {
      expect((await f.call(family.secondTags.path, bad)).code).toBe(CODE.VALIDATION);
    }
    expect((await f.call(family.secondTags.path, { parentTagId: String(parent.id) }, 'fr')).customData).toEqual(second.customData);
  });

  it('gives labels per module: more than 6 for business, none for visa', async () => {
    const business = await f.call<Label[]>(ENDPOINTS.getBusinessSolutionsLabels.path, {}, 'cn');
    expect(business.customData.length).toBeGreaterThan(LIMITS.labelsBusinessVisa);
    expect(business.customData.map((l) => l.name)).toContain('会中文');
    const visa = await f.call<Label[]>(ENDPOINTS.getVisaServicesLabels.path, {});
    expect(visa).toMatchObject({ code: 200, customData: [] });
    for (const path of [ENDPOINTS.getLandDealLabels.path, ENDPOINTS.getRentingHouseLabels.path, ENDPOINTS.getHouseKeepingLabels.path,
      ENDPOINTS.getUsedCarLabels.path, ENDPOINTS.getCarRentalLabels.path, ENDPOINTS.getUnusedItemLabels.path]) {
      const en = await f.call<Label[]>(path, {}, 'en');
      const fr = await f.call<Label[]>(path, {}, 'fr');
      expect(en.customData.length, path).toBeGreaterThanOrEqual(5);
      expect(fr.customData.map((l) => l.name)).not.toEqual(en.customData.map((l) => l.name));
    }
  });

  it('gives land price and size ranges and house price ranges in ascending, contiguous order', async () => {
    for (const path of [ENDPOINTS.landPriceRange.path, ENDPOINTS.landSizeRange.path, ENDPOINTS.housePriceRange.path]) {
      const r = await f.call<RangeOption[]>(path, {}, 'fr');
      expect(r.code).toBe(200);
      const list = r.customData;
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list[0]!.min).toBeNull();
      expect(list.at(-1)!.max).toBeNull();
      for (let i = 1; i < list.length; i++) expect(list[i]!.min, path).toBe(list[i - 1]!.max);
      const en = await f.call<RangeOption[]>(path, {}, 'en');
      expect(en.customData.map((o) => o.name)).not.toEqual(list.map((o) => o.name));
    }
  });

  it('gives the bedroom counts of the house filter', async () => {
    const r = await f.call<CountOption[]>(ENDPOINTS.houseBedRoomNum.path, {}, 'fr');
    expect(r.customData.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(r.customData[1]!.name).toBe('2 chambres');
  });

  it('refuses a non-object body on the tag calls', async () => {
    for (const body of ['x', 12, [1]]) {
      expect((await f.call(ENDPOINTS.getArticleTags.path, body)).code).toBe(CODE.VALIDATION);
    }
  });
});
