// The module registry (DESIGN.md §3): every module present, ids of spec §3, unique id fields,
// endpoints taken from the contract's family, limits of spec §5/§9, the business history quirk.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LISTING_ENDPOINTS, LISTING_MODULE_KEYS } from '../../../src/contract/listing-endpoints.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PUBLISH_SCHEMAS, validate } from '../../../src/contract/validation/index.js';
import { COMMON_DETAIL_FIELDS, fieldsOf } from '../../../src/modules/fields.js';
import { FALLBACK_MODULE, historyModuleOf, MODULE_LIST, MODULES, moduleById } from '../../../src/modules/registry.js';
import { publishSchemaOf } from '../../../src/modules/publish-schema.js';
import { IDENTITIES, identityById, MODULE_KEYS } from '../../../src/modules/identities.js';
import type { HousekeepingSummary } from '../../../src/contract/types/listing-summaries.js';

/** Spec §3 "Module ids", written out here (not read from constants) so a wrong constant fails. */
const SPEC_IDS = {
  article: 1, land: 2, carRental: 3, saleGoods: 4, housekeep: 5, house: 6, carSales: 7, visa: 9, business: 10, demandMarket: 41, jobAndRecruit: 8,
} as const;

const SPEC_ID_FIELDS = {
  article: 'articlesId', land: 'landDealId', house: 'rentingHouseId', housekeep: 'houseKeepingId', business: 'businessSolutionsId',
  visa: 'visaServicesId', carSales: 'usedCarId', carRental: 'carRentalId', saleGoods: 'unusedItemId', demandMarket: 'purchaseId', jobAndRecruit: 'recruitingInfoId',
} as const;

describe('module registry', () => {
  it('has one descriptor per listing module key of the contract, keyed by its own key', () => {
    expect(Object.keys(MODULES).sort()).toEqual([...LISTING_MODULE_KEYS].sort());
    for (const [key, m] of Object.entries(MODULES)) expect(m.key).toBe(key);
    expect(MODULE_LIST).toHaveLength(11);
  });

  it('uses the module ids of spec §3 and the id fields of spec §2', () => {
    for (const m of MODULE_LIST) {
      expect(m.moduleId, m.key).toBe(SPEC_IDS[m.key]);
      expect(m.idField, m.key).toBe(SPEC_ID_FIELDS[m.key]);
      expect(moduleById(m.moduleId)).toBe(m);
    }
  });

  it('has unique module ids and id fields', () => {
    expect(new Set(MODULE_LIST.map((m) => m.moduleId)).size).toBe(11);
    expect(new Set(MODULE_LIST.map((m) => m.idField)).size).toBe(11);
  });

  it('takes its endpoints from the contract family, and every endpoint is in the endpoint table', () => {
    const all = new Set(Object.values(ENDPOINTS));
    for (const m of MODULE_LIST) {
      expect(m.endpoints, m.key).toBe(LISTING_ENDPOINTS[m.key]);
      expect(m.endpoints.moduleId).toBe(m.moduleId);
      for (const e of [m.endpoints.search, m.endpoints.detail, m.endpoints.mineDetail, m.endpoints.update]) {
        if (e) expect(all.has(e as never), `${m.key} ${e.path}`).toBe(true);
      }
    }
  });

  it('has a publish schema and a mine screen exactly when the module has an update call', () => {
    for (const m of MODULE_LIST) {
      expect(!m.publishes, m.key).toBe(m.endpoints.update === null);
      expect(m.mine === null, m.key).toBe(m.endpoints.mineDetail === null);
      if (m.key !== 'article') expect(publishSchemaOf(m)).toBe(PUBLISH_SCHEMAS[m.key]);
      else expect(publishSchemaOf(m)).toBeNull();
    }
  });

  it('page sizes follow spec §9', () => {
    for (const m of MODULE_LIST) expect(m.pageSize, m.key).toBe(['article', 'land', 'house'].includes(m.key) ? 10 : 15);
    expect(MODULES.visa.recommendPageSize).toBe(10);
  });

  it('label limits: 6 in business and visa, 5 elsewhere (spec §5, §9)', () => {
    for (const m of MODULE_LIST) {
      if (m.key === 'article') continue;
      expect(m.labelLimit, m.key).toBe(m.key === 'business' || m.key === 'visa' ? 6 : 5);
    }
  });

  it('the label limit is the one the publish schema enforces', () => {
    // labelIds one over the limit must be refused with "most tags" by the module's own schema.
    for (const m of MODULE_LIST) {
      const schema = publishSchemaOf(m);
      if (!schema) continue;
      const ids = Array.from({ length: m.labelLimit + 1 }, (_, i) => i + 1);
      const result = validate(schema(), { labelIds: ids });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.find((i) => i.path === 'labelIds')?.key, m.key).toBe('validation.mostTags');
      const fits = validate(schema(), { labelIds: ids.slice(0, m.labelLimit) });
      if (!fits.ok) expect(fits.issues.find((i) => i.path === 'labelIds'), m.key).toBeUndefined();
    }
  });

  it('filters and tabs of spec §2/§3', () => {
    const two = MODULE_LIST.filter((m) => m.filters.tagLevels === 2).map((m) => m.key).sort();
    // Recruitment: industry, then position (spec §2 "job filters").
    expect(two).toEqual(['business', 'housekeep', 'jobAndRecruit']);
    const popular = MODULE_LIST.filter((m) => m.popular === 'tag').map((m) => m.key).sort();
    expect(popular).toEqual(['business', 'housekeep', 'visa']);
    // spec §7: /article's default tab Popular searches {type: 1}.
    expect(MODULE_LIST.filter((m) => m.popular === 'type').map((m) => m.key)).toEqual(['article']);
    expect(MODULES.house.filters).toMatchObject({ priceRange: true, bedroomNum: true, sizeRange: false });
    expect(MODULES.land.filters).toMatchObject({ priceRange: true, sizeRange: true, bedroomNum: false });
    expect(MODULE_LIST.filter((m) => m.filters.stickyFirst).map((m) => m.key)).toEqual(['article']);
  });

  it('rows and the details fallback of spec §2/§3', () => {
    expect(MODULE_LIST.filter((m) => m.rowLayout === 'editorial').map((m) => m.key)).toEqual(['article']);
    expect(MODULE_LIST.filter((m) => m.rowLayout === 'demand').map((m) => m.key)).toEqual(['demandMarket']);
    // Only article summaries carry cover images, only demand summaries the days remaining.
    for (const m of MODULE_LIST) {
      expect(m.rowLayout === 'editorial', m.key).toBe(m.summaryFields.includes('coverImages'));
      expect(m.rowLayout === 'demand', m.key).toBe(m.summaryFields.includes('validDayNum'));
    }
    expect(FALLBACK_MODULE).toBe(MODULES.land);
  });

  it('records the business history quirk of spec §9 explicitly', () => {
    expect(MODULES.business.historyModuleKey).toBe('housekeep');
    expect(historyModuleOf(MODULES.business).moduleId).toBe(5);
    for (const m of MODULE_LIST) if (m.key !== 'business') expect(historyModuleOf(m), m.key).toBe(m);
  });

  it('mine screens: advert locations, publish-management ids and the visa "buy meal" label (spec §2, §7)', () => {
    expect(MODULES.house.mine).toMatchObject({ adLocation: 'module6Mine', publishManageModuleId: 6 });
    expect(MODULES.housekeep.mine).toMatchObject({ adLocation: 'module5Mine', publishManageModuleId: 5 });
    expect(MODULES.business.mine).toMatchObject({ adLocation: 'module10Mine', publishManageModuleId: 10 });
    expect(MODULES.visa.mine).toMatchObject({ adLocation: 'module9Mine', publishManageModuleId: 9, buyPackageLabel: 'buyMeal' });
    // spec §7: a mine screen's ad location carries its module id.
    for (const m of MODULE_LIST) if (m.mine) expect(m.mine.adLocation, m.key).toBe(`module${m.moduleId}Mine`);
    for (const m of MODULE_LIST) if (m.mine && m.key !== 'visa') expect(m.mine.buyPackageLabel, m.key).toBe('buyPackage');
  });

  it('summary and details field lists start with (or contain) the id field and never repeat a name', () => {
    for (const m of MODULE_LIST) {
      expect(m.summaryFields, m.key).toContain(m.idField);
      expect(m.detailFields, m.key).toContain(m.idField);
      expect(new Set(m.summaryFields).size).toBe(m.summaryFields.length);
      const detail = m.commonDetail ? [...COMMON_DETAIL_FIELDS, ...m.detailFields] : m.detailFields;
      expect(new Set(detail).size, m.key).toBe(detail.length);
    }
  });

  it('stores no field twice: attrs are neither shared columns nor common details fields', () => {
    for (const m of MODULE_LIST) {
      const attrs = m.attrs.map((a) => a.name);
      for (const a of attrs) {
        expect(m.columns as readonly string[], `${m.key}.${a}`).not.toContain(a);
        expect(COMMON_DETAIL_FIELDS, `${m.key}.${a}`).not.toContain(a);
      }
      if (m.priceField) expect(m.columns, m.key).toContain(m.priceField);
    }
  });

  it('fieldsOf refuses an incomplete list at compile time', () => {
    // @ts-expect-error imgPath and labelList are missing: the build must fail.
    const partial = fieldsOf<HousekeepingSummary>()(['houseKeepingId', 'title']);
    expect(partial).toEqual(['houseKeepingId', 'title']);
  });

  it('imports nothing outside src/contract and itself (pure data, no UI)', () => {
    const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/modules');
    for (const name of readdirSync(dir)) {
      const source = readFileSync(join(dir, name), 'utf8');
      for (const m of source.matchAll(/from\s+'([^']+)'/g)) {
        const spec = m[1] as string;
        expect(spec.startsWith('./') || spec.startsWith('../contract/'), `${name}: ${spec}`).toBe(true);
        expect(spec.endsWith('.js'), `${name}: ${spec}`).toBe(true);
      }
    }
  });

  it('every descriptor carries its identity (the link-only table of identities.ts), and ids resolve alike', () => {
    for (const m of MODULE_LIST) {
      expect(m).toMatchObject(IDENTITIES[m.key]);
      expect(identityById(m.moduleId)).toEqual(IDENTITIES[m.key]);
      expect(moduleById(m.moduleId)).toBe(m);
    }
    expect(Object.keys(IDENTITIES).sort()).toEqual(Object.keys(MODULES).sort());
    expect([...MODULE_KEYS]).toEqual(MODULE_LIST.map((m) => m.key));
    // Recruitment is a listing module whose screens live at its own paths (spec §2 /jobAndRecruit).
    expect(identityById(8)?.paths?.list).toBe('jobWanted/jobList');
  });
});
