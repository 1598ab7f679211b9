// Lookups of spec §7 "Common" and "Other lookups" on the seeded catalogue: reply shapes, names in
// the asked language, the spec's defaults, and coded refusals of bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../src/contract/codes.js';
import { DEFAULT_BILLING_CYCLE_ID, DEFAULT_SIZE_UNIT_ID } from '../../src/contract/constants.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import type { AreaCode, City, Country, Currency, Language } from '../../src/contract/types/lookups.js';
import { TEST_DATABASES } from './databases.js';
import { openCatalogue, type CatalogueFixture } from './catalogue-setup.js';

const E = ENDPOINTS;

describe.each(TEST_DATABASES)('catalogue lookups on $name', (target) => {
  let f: CatalogueFixture;
  beforeAll(async () => {
    f = await openCatalogue(target);
  });
  afterAll(async () => {
    await f?.close();
  });

  it('lists the three languages, each in its own name', async () => {
    const r = await f.call<Language[]>(E.getLanguage.path, {});
    expect(r).toMatchObject({ code: 200, message: 'success' });
    expect(r.customData).toEqual([{ id: 'cn', name: '中文' }, { id: 'en', name: 'English' }, { id: 'fr', name: 'Français' }]);
  });

  it('lists countries in the asked language, Ivory Coast first', async () => {
    const names: Record<string, Country[]> = {};
    for (const lang of ['cn', 'en', 'fr'] as const) {
      const r = await f.call<Country[]>(E.getCountry.path, { languageId: lang }, 'en');
      expect(r.code).toBe(200);
      names[lang] = r.customData;
    }
    expect(names.en![0]).toEqual({ id: 'CIV', name: 'Ivory Coast' });
    expect(names.fr![0]).toEqual({ id: 'CIV', name: "Côte d'Ivoire" });
    expect(names.cn![0]).toEqual({ id: 'CIV', name: '科特迪瓦' });
    expect(names.en!.map((c) => c.id)).toEqual(expect.arrayContaining(['SEN', 'CMR', 'GHA', 'NGA', 'MLI', 'BFA', 'TGO', 'BEN', 'GIN', 'CHN', 'FRA']));
    // Without languageId: the caller's language.
    const fr = await f.call<Country[]>(E.getCountry.path, {}, 'fr');
    expect(fr.customData.find((c) => c.id === 'SEN')?.name).toBe('Sénégal');
  });

  it('gives area codes with mobile and ISO codes', async () => {
    const r = await f.call<AreaCode[]>(E.getAreaCodes.path, { languageId: 'fr' });
    expect(r.customData[0]).toEqual({ name: "Côte d'Ivoire", mobileCode: '225', countryCode: 'CI' });
    expect(r.customData).toContainEqual({ name: 'Chine', mobileCode: '86', countryCode: 'CN' });
  });

  it('gives the capital, the default city, the cities of a country and the districts of a city', async () => {
    const capital = await f.call<City[]>(E.getCapitalCity.path, { areaId: 'CIV' }, 'cn');
    expect(capital.customData).toEqual([expect.objectContaining({ name: '亚穆苏克罗', pid: 'CIV' })]);
    const def = await f.call<City>(E.getDefaultCity.path, { areaId: 'civ' });
    expect(def.customData).toMatchObject({ name: 'Abidjan', pid: 'CIV' });
    const cmr = await f.call<City>(E.getDefaultCity.path, { areaId: 'CMR' });
    expect(cmr.customData.name).toBe('Douala');

    const cities = await f.call<City[]>(E.getCity.path, { pid: 'CIV', languageId: 'fr' });
    expect(cities.customData.map((c) => c.name)).toEqual(expect.arrayContaining(['Abidjan', 'Yamoussoukro', 'Bouaké', 'San-Pédro', 'Korhogo']));
    expect(cities.customData.every((c) => c.pid === 'CIV')).toBe(true);
    const chinese = await f.call<City[]>(E.getCity.path, { pid: 'CHN', languageId: 'fr' });
    expect(chinese.customData.map((c) => c.name)).toContain('Pékin');

    const abidjan = cities.customData.find((c) => c.name === 'Abidjan')!;
    for (const pid of [abidjan.id, String(abidjan.id)]) {
      const districts = await f.call<City[]>(E.getCityByPid.path, { pid }, 'cn');
      expect(districts.customData.map((c) => c.name)).toEqual(expect.arrayContaining(['科科迪', '约普贡']));
      expect(districts.customData.every((c) => c.pid === abidjan.id)).toBe(true);
    }
    // A city without districts: an empty list, not an error.
    const bouake = cities.customData.find((c) => c.name === 'Bouaké')!;
    expect(await f.call(E.getCityByPid.path, { pid: bouake.id })).toMatchObject({ code: 200, customData: [] });
  });

  it('gives billing cycles, size units and currencies with the spec defaults at id 1', async () => {
    const cycles = await f.call<{ id: number; name: string }[]>(E.getBillingCycle.path, {}, 'fr');
    expect(cycles.customData.find((c) => c.id === DEFAULT_BILLING_CYCLE_ID)?.name).toBe('par mois');
    expect(cycles.customData.length).toBeGreaterThanOrEqual(4);
    const units = await f.call<{ id: number; name: string }[]>(E.getSizeUnits.path, {}, 'cn');
    expect(units.customData[0]).toEqual({ id: DEFAULT_SIZE_UNIT_ID, name: '平方米' });
    const money = await f.call<Currency[]>(E.getMoneyUnits.path, {}, 'en');
    const flags = Object.fromEntries(money.customData.map((m) => [m.name, m.flag]));
    expect(flags['West African CFA franc']).toBe('F CFA');
    expect(Object.values(flags)).toEqual(expect.arrayContaining(['₵', '₦', '$', '€', '¥']));
  });

  it('gives car brands, energy types and qualities in the asked language', async () => {
    const energy = await f.call<{ id: number; name: string }[]>(E.getEnergy.path, {}, 'fr');
    expect(energy.customData.map((e) => e.name)).toContain('Essence');
    const quality = await f.call<{ id: number; name: string }[]>(E.getQuality.path, {}, 'cn');
    expect(quality.customData.map((e) => e.name)).toContain('全新');
    const brands = await f.call<{ id: number; name: string }[]>(E.getCarBrand.path, {}, 'en');
    expect(brands.customData.map((e) => e.name)).toContain('Toyota');
  });

  it('gives the release countries to their own user only, registered country first', async () => {
    expect((await f.call(E.getReleaseCountry.path, { userId: 'u-member', moduleId: 6 })).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await f.call(E.getReleaseCountry.path, { userId: 'u-member', moduleId: 6 }, 'en', 'tok-u-seller')).code).toBe(CODE.FORBIDDEN);
    const r = await f.call<Country[]>(E.getReleaseCountry.path, { userId: 'u-member', moduleId: 6 }, 'fr', 'tok-u-member');
    expect(r.code).toBe(200);
    expect(r.customData[0]).toEqual({ id: 'CIV', name: "Côte d'Ivoire" });
    expect(r.customData.length).toBeGreaterThanOrEqual(12);
    expect((await f.call(E.getReleaseCountry.path, { userId: 'u-member', moduleId: 1 }, 'en', 'tok-u-member')).code).toBe(CODE.VALIDATION);
  });

  it.each([
    ['country with an unknown language', E.getCountry.path, { languageId: 'de' }, CODE.VALIDATION],
    ['country with a number as language', E.getCountry.path, { languageId: 3 }, CODE.VALIDATION],
    ['capital without areaId', E.getCapitalCity.path, {}, CODE.VALIDATION],
    ['capital of a malformed areaId', E.getCapitalCity.path, { areaId: "CIV' or 1=1" }, CODE.VALIDATION],
    ['capital of an unknown country', E.getCapitalCity.path, { areaId: 'ZZZ' }, CODE.NOT_FOUND],
    ['default city of an unknown country', E.getDefaultCity.path, { areaId: 'XYZ' }, CODE.NOT_FOUND],
    ['cities of an unknown country', E.getCity.path, { pid: 'QQQ' }, CODE.NOT_FOUND],
    ['cities of an unknown city', E.getCity.path, { pid: 999_999 }, CODE.NOT_FOUND],
    ['cities with a negative pid', E.getCity.path, { pid: -1 }, CODE.VALIDATION],
    ['cities with a huge pid', E.getCity.path, { pid: 1e12 }, CODE.VALIDATION],
    ['cities with an object pid', E.getCity.path, { pid: { id: 1 } }, CODE.VALIDATION],
    ['cities without pid', E.getCity.path, {}, CODE.VALIDATION],
    ['languages with a string body', E.getLanguage.path, 'hello', CODE.VALIDATION],
    ['money units with an array body', E.getMoneyUnits.path, [1, 2], CODE.VALIDATION],
  ])('refuses %s with a coded reply', async (_name, path, body, code) => {
    const r = await f.call(path, body, 'fr');
    expect(r.code).toBe(code);
    expect(r.message).not.toMatch(/^(validation|errors)\./); // translated for the caller
    if (code === CODE.VALIDATION) expect((r.customData as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
  });
});
