// Contract cases of the home page and the lookups (spec §7 "Home and goods", "Common", "Other
// lookups"; tags, labels and filter presets of every module family). The seed data files are the
// oracle for names: a reply in cn or fr must carry the seed's name in that language.
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { AGREEMENTS, agreementPath } from '../../../examples/server/seed/data/agreements.js';
import { ADS, APP_DOWNLOADS, HOME_BLOCKS, HOME_MODULES, RANGES } from '../../../examples/server/seed/data/home.js';
import { LABEL_ROWS } from '../../../examples/server/seed/data/labels.js';
import { CITY_ROWS, COUNTRIES } from '../../../examples/server/seed/data/places.js';
import { TAG_ROWS } from '../../../examples/server/seed/data/tags.js';
import {
  BILLING_CYCLES, CAR_BRANDS, ENERGY_TYPES, LANGUAGE_ROWS, MONEY_UNITS, QUALITIES, SIZE_UNITS,
} from '../../../examples/server/seed/data/units.js';
import type { Names } from '../../../examples/server/seed/names.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { EndpointName } from '../../../src/contract/endpoints.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { LISTING_ENDPOINTS, LISTING_MODULE_KEYS, type ListingFamily, type ListingModuleKey } from '../../../src/contract/listing-endpoints.js';
import type { HomeData } from '../../../src/contract/types/home.js';
import type { Tag } from '../../../src/contract/types/common.js';
import type { City, RangeOption } from '../../../src/contract/types/lookups.js';
import { endpointName, type Case } from '../support/cases.js';
import { SHAPES } from '../support/shapes.js';

export type HomeState = Record<string, never>;
type C = Case<HomeState>;

const LANGS: readonly LanguageCode[] = ['cn', 'fr', 'en'];
const NOT_AN_OBJECT = 'garbage';

/** Rows {id, name} of a reply equal the seed rows' names in `lang`, in the seed order. */
const namesIn = (rows: readonly { id: number | string; names: Names }[], lang: LanguageCode) => rows.map((r) => ({ id: r.id, name: r.names[lang] }));

/** Happy in a language + bad (not an object) for a call with no fields whose rows are seed rows. */
function idNameCases(endpoint: EndpointName, seed: readonly { id: number; names: Names }[], lang: LanguageCode): C[] {
  return [
    {
      endpoint, kind: 'happy', name: 'names in the caller language', language: lang,
      expect: { code: 200, shape: SHAPES.idNames, check: (r) => expect(r.customData).toEqual(namesIn(seed, lang)) },
    },
    { endpoint, kind: 'bad', name: 'customData not an object', body: () => NOT_AN_OBJECT, language: lang, expect: { code: 4422, key: MSG.checkWarning } },
  ];
}

const CIV_CITIES = CITY_ROWS.filter((c) => c.areaId === 'CIV' && c.pid === null);
const ABIDJAN = CITY_ROWS.find((c) => c.key === 'Abidjan')!;
const cityRows = (rows: typeof CITY_ROWS, lang: LanguageCode) => rows.map((c) => ({ id: c.id, name: c.names[lang] }));
const stripPid = (list: City[]) => list.map(({ id, name }) => ({ id, name }));

const CATALOGUE: C[] = [
  {
    endpoint: 'getHomeInfo', kind: 'happy', name: 'menu, strips and notices in Chinese', language: 'cn',
    expect: {
      code: 200, shape: SHAPES.homeData,
      check: (r) => {
        const home = r.customData as HomeData;
        expect(home.homeModuleDataList.map((m) => ({ id: m.id, name: m.name }))).toEqual(namesIn(HOME_MODULES, 'cn'));
        expect(home.data1.homeDataTitle).toBe(HOME_BLOCKS[0]!.titles.cn);
        expect(home.data1.homeDataList.length).toBeGreaterThan(0);
        expect(home.ad1.adLinksList).toHaveLength(ADS.find((a) => a.location === 'ad1')!.links.length);
      },
    },
  },
  {
    endpoint: 'getHomeInfo', kind: 'happy', name: 'strip titles in French', language: 'fr',
    expect: { code: 200, shape: SHAPES.homeData, check: (r) => expect((r.customData as HomeData).data2.homeDataTitle).toBe(HOME_BLOCKS[1]!.titles.fr) },
  },
  { endpoint: 'getHomeInfo', kind: 'bad', name: 'customData an array', language: 'fr', body: () => [], expect: { code: 4422, key: MSG.checkWarning } },

  {
    endpoint: 'getAdInfo', kind: 'happy', name: 'house mine banner', body: () => ({ adDisplayLocation: 'module6Mine' }),
    expect: { code: 200, shape: SHAPES.adInfo, check: (r) => expect(r.customData).toMatchObject({ accessAddress: '6' }) },
  },
  { endpoint: 'getAdInfo', kind: 'bad', name: 'location with spaces', language: 'cn', body: () => ({ adDisplayLocation: 'no such place!' }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'getAdInfo', kind: 'bad', name: 'unknown location', body: () => ({ adDisplayLocation: 'nowhere' }), expect: { code: 4404, key: 'errors.notFound' } },

  {
    endpoint: 'getAgreements', kind: 'happy', name: 'asked order, French titles and files', language: 'fr', body: () => ({ agreementIds: [2, 1] }),
    expect: {
      code: 200, shape: SHAPES.agreements,
      check: (r) => expect(r.customData).toEqual([2, 1].map((id) => {
        const a = AGREEMENTS.find((x) => x.id === id)!;
        return { agreementId: id, title: a.titles.fr, filePath: agreementPath(a.slug, 'fr') };
      })),
    },
  },
  { endpoint: 'getAgreements', kind: 'bad', name: 'no ids', body: () => ({ agreementIds: [] }), expect: { code: 4422, key: MSG.choose } },

  {
    endpoint: 'getAppDownload', kind: 'happy', name: 'android installer (appType 2)', body: () => ({ appType: 2 }),
    expect: { code: 200, shape: SHAPES.appDownload, check: (r) => expect(r.customData).toMatchObject({ appFilePath: APP_DOWNLOADS[0]!.filePath }) },
  },
  { endpoint: 'getAppDownload', kind: 'bad', name: 'appType not a number', language: 'fr', body: () => ({ appType: 'two' }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'getAppDownload', kind: 'bad', name: 'unknown appType', body: () => ({ appType: 7 }), expect: { code: 4404, key: 'errors.notFound' } },

  ...idNameCases('getBillingCycle', BILLING_CYCLES, 'fr'),
  ...idNameCases('getSizeUnits', SIZE_UNITS, 'cn'),
  ...idNameCases('getCarBrand', CAR_BRANDS, 'en'),
  ...idNameCases('getEnergy', ENERGY_TYPES, 'fr'),
  ...idNameCases('getQuality', QUALITIES, 'cn'),

  {
    endpoint: 'getLanguage', kind: 'happy', name: 'each language in its own name', language: 'fr',
    expect: { code: 200, shape: SHAPES.languages, check: (r) => expect(r.customData).toEqual(LANGUAGE_ROWS) },
  },
  { endpoint: 'getLanguage', kind: 'bad', name: 'customData a number', body: () => 42, expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getMoneyUnits', kind: 'happy', name: 'currencies with their flag', language: 'fr',
    expect: { code: 200, shape: SHAPES.currencies, check: (r) => expect(r.customData).toEqual(MONEY_UNITS.map((m) => ({ id: m.id, name: m.names.fr, flag: m.flag }))) },
  },
  { endpoint: 'getMoneyUnits', kind: 'bad', name: 'customData a string', language: 'cn', body: () => NOT_AN_OBJECT, expect: { code: 4422, key: MSG.checkWarning } },

  ...LANGS.map((lang): C => ({
    endpoint: 'getCountry', kind: 'happy', name: `Ivory Coast first, names in ${lang} (languageId)`, body: () => ({ languageId: lang }),
    expect: {
      code: 200, shape: SHAPES.countries,
      check: (r) => {
        const list = r.customData as { id: string; name: string }[];
        expect(list[0]).toEqual({ id: 'CIV', name: COUNTRIES[0]!.names[lang] });
        expect(list).toEqual(expect.arrayContaining(namesIn(COUNTRIES, lang)));
        expect(list).toHaveLength(COUNTRIES.length);
      },
    },
  })),
  {
    endpoint: 'getCountry', kind: 'happy', name: 'empty languageId: the caller language', language: 'cn', body: () => ({ languageId: '' }),
    expect: { code: 200, check: (r) => expect((r.customData as { name: string }[])[0]!.name).toBe(COUNTRIES[0]!.names.cn) },
  },
  { endpoint: 'getCountry', kind: 'bad', name: 'unknown languageId', language: 'fr', body: () => ({ languageId: 'de' }), expect: { code: 4422, key: MSG.choose } },

  {
    endpoint: 'getAreaCodes', kind: 'happy', name: 'area codes with Chinese names', body: () => ({ languageId: 'cn' }), silent: true,
    expect: { code: 200, shape: SHAPES.areaCodes, check: (r) => expect(r.customData).toContainEqual({ name: COUNTRIES[0]!.names.cn, mobileCode: '225', countryCode: 'CI' }) },
  },
  // Spec §7: "failure silently swallowed": the login screen calls it silent; the client shows nothing.
  { endpoint: 'getAreaCodes', kind: 'bad', name: 'languageId a number, silent call', silent: true, body: () => ({ languageId: 7 }), expect: { code: 4422, key: MSG.choose } },

  {
    endpoint: 'getCapitalCity', kind: 'happy', name: 'Yamoussoukro for CIV', body: () => ({ areaId: 'CIV' }),
    expect: { code: 200, shape: SHAPES.cities, check: (r) => expect(stripPid(r.customData as City[])).toEqual(cityRows(CIV_CITIES.filter((c) => c.isCapital), 'en')) },
  },
  { endpoint: 'getCapitalCity', kind: 'bad', name: 'malformed areaId', language: 'fr', body: () => ({ areaId: 'C1V' }), expect: { code: 4422, key: MSG.selectCountry } },
  { endpoint: 'getCapitalCity', kind: 'bad', name: 'unknown country', body: () => ({ areaId: 'ZZZ' }), expect: { code: 4404, key: 'errors.notFound' } },

  {
    endpoint: 'getCity', kind: 'happy', name: 'cities of CIV in Chinese', body: () => ({ pid: 'CIV', languageId: 'cn' }),
    expect: { code: 200, shape: SHAPES.cities, check: (r) => expect(stripPid(r.customData as City[])).toEqual(cityRows(CIV_CITIES, 'cn')) },
  },
  { endpoint: 'getCity', kind: 'bad', name: 'negative pid', body: () => ({ pid: -3 }), expect: { code: 4422, key: MSG.choose } },
  {
    endpoint: 'getCityByPid', kind: 'happy', name: 'districts of Abidjan in French', language: 'fr', body: () => ({ pid: ABIDJAN.id }),
    expect: { code: 200, shape: SHAPES.cities, check: (r) => expect(stripPid(r.customData as City[])).toEqual(cityRows(CITY_ROWS.filter((c) => c.pid === ABIDJAN.id), 'fr')) },
  },
  { endpoint: 'getCityByPid', kind: 'bad', name: 'unknown city id', body: () => ({ pid: 99_999 }), expect: { code: 4404, key: 'errors.notFound' } },
  { endpoint: 'getCityByPid', kind: 'bad', name: 'pid neither country nor id', language: 'cn', body: () => ({ pid: 'x' }), expect: { code: 4422, key: MSG.choose } },
  {
    endpoint: 'getDefaultCity', kind: 'happy', name: 'Abidjan for CIV', body: () => ({ areaId: 'CIV' }),
    expect: { code: 200, shape: SHAPES.city, check: (r) => expect(r.customData).toMatchObject({ id: ABIDJAN.id, name: 'Abidjan' }) },
  },
  { endpoint: 'getDefaultCity', kind: 'bad', name: 'areaId a number', body: () => ({ areaId: 12 }), expect: { code: 4422, key: MSG.selectCountry } },

  {
    endpoint: 'getReleaseCountry', kind: 'happy', name: 'countries a member may publish in', as: 'member', language: 'fr',
    body: () => ({ userId: SEED_USERS.member.id, moduleId: 6 }),
    expect: { code: 200, shape: SHAPES.countries, check: (r) => expect((r.customData as unknown[])[0]).toEqual({ id: 'CIV', name: COUNTRIES[0]!.names.fr }) },
  },
  { endpoint: 'getReleaseCountry', kind: 'bad', name: 'logged out', body: () => ({ userId: SEED_USERS.member.id, moduleId: 6 }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'getReleaseCountry', kind: 'bad', name: 'another user id', as: 'member', language: 'fr', body: () => ({ userId: SEED_USERS.personal.id, moduleId: 6 }), expect: { code: 4403, key: 'validation.notAllowed' } },
  { endpoint: 'getReleaseCountry', kind: 'bad', name: 'articles are not published by users', as: 'member', body: () => ({ userId: SEED_USERS.member.id, moduleId: 1 }), expect: { code: 4422, key: MSG.choose } },
];

/** Tags, labels and presets of one module family (generated from LISTING_ENDPOINTS). */
function familyCases(key: ListingModuleKey, i: number): C[] {
  const family: ListingFamily = LISTING_ENDPOINTS[key];
  const lang = LANGS[i % LANGS.length]!;
  const tagRows = TAG_ROWS.filter((t) => t.moduleKey === key);
  const parents = tagRows.filter((t) => t.parentId === null);
  const children = (id: number) => tagRows.filter((t) => t.parentId === id).map((t) => ({ id: t.id, name: t.names[lang] }));
  const out: C[] = [
    {
      endpoint: endpointName(family.tags), kind: 'happy', name: `${key} tags in ${lang}`, language: lang,
      expect: {
        code: 200, shape: SHAPES.tags,
        check: (r) => expect(r.customData).toEqual(parents.map((p): Tag => ({ id: p.id, name: p.names[lang], ...(family.secondTags ? { children: children(p.id) } : {}) }))),
      },
    },
    { endpoint: endpointName(family.tags), kind: 'bad', name: `${key} tags, customData a string`, body: () => NOT_AN_OBJECT, expect: { code: 4422, key: MSG.checkWarning } },
  ];
  if (family.secondTags) {
    const parent = parents.find((p) => children(p.id).length > 0)!;
    const foreign = TAG_ROWS.find((t) => t.moduleKey !== key && t.parentId === null)!;
    out.push(
      {
        endpoint: endpointName(family.secondTags), kind: 'happy', name: `${key} second tags in fr`, language: 'fr', body: () => ({ parentTagId: parent.id }),
        expect: { code: 200, shape: SHAPES.tags, check: (r) => expect(r.customData).toEqual(tagRows.filter((t) => t.parentId === parent.id).map((t) => ({ id: t.id, name: t.names.fr }))) },
      },
      { endpoint: endpointName(family.secondTags), kind: 'bad', name: `${key} parentTagId not a number`, language: 'fr', body: () => ({ parentTagId: 'abc' }), expect: { code: 4422, key: MSG.choose } },
      { endpoint: endpointName(family.secondTags), kind: 'bad', name: `${key} parent of another module`, body: () => ({ parentTagId: foreign.id }), expect: { code: 4404, key: 'errors.notFound' } },
    );
  }
  if (family.labels) {
    const labels = LABEL_ROWS.filter((l) => l.moduleKey === key).map((l) => ({ id: l.id, name: l.names[lang] }));
    out.push(
      {
        endpoint: endpointName(family.labels), kind: 'happy', name: `${key} labels in ${lang}${labels.length === 0 ? ' (none, spec §7)' : ''}`, language: lang,
        expect: { code: 200, shape: SHAPES.labels, check: (r) => expect(r.customData).toEqual(labels) },
      },
      { endpoint: endpointName(family.labels), kind: 'bad', name: `${key} labels, customData an array`, body: () => [1], expect: { code: 4422, key: MSG.checkWarning } },
    );
  }
  const presets: [keyof ListingFamily, 'price' | 'size' | 'bedroom'][] = [['priceRange', 'price'], ['sizeRange', 'size'], ['bedrooms', 'bedroom']];
  for (const [field, kind] of presets) {
    const e = family[field];
    if (!e || typeof e !== 'object' || !('path' in e)) continue;
    const seed = RANGES.filter((r) => r.moduleKey === key && r.kind === kind);
    const expected = kind === 'bedroom'
      ? seed.map((r) => ({ value: r.min, name: r.names[lang] }))
      : seed.map((r) => ({ name: r.names[lang], min: r.min, max: r.max }));
    out.push(
      {
        endpoint: endpointName(e), kind: 'happy', name: `${key} ${kind} presets in ${lang}`, language: lang,
        expect: {
          code: 200, shape: kind === 'bedroom' ? SHAPES.counts : SHAPES.ranges,
          check: (r) => expect((r.customData as RangeOption[]).map((o) => (kind === 'bedroom' ? o : { name: o.name, min: o.min, max: o.max }))).toEqual(expected),
        },
      },
      { endpoint: endpointName(e), kind: 'bad', name: `${key} ${kind} presets, customData a number`, language: 'fr', body: () => 5, expect: { code: 4422, key: MSG.checkWarning } },
    );
  }
  return out;
}

export const HOME_LOOKUP_CASES: readonly C[] = [...CATALOGUE, ...LISTING_MODULE_KEYS.flatMap(familyCases)];
