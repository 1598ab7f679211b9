// The publish form as data (DESIGN.md §3): every payload field of each module's schema (spec §3
// "Publish payloads") is filled by exactly one widget or by the payload builder; spec §3 defaults.
import { describe, expect, it } from 'vitest';
import { MODULE_LIST, MODULES } from '../../../src/modules/registry.js';
import { coveredFields, publishFormOf, type PublishFormLayout } from '../../../src/modules/publish-form.js';
import { publishSchemaOf } from '../../../src/modules/publish-schema.js';

/** The entries of the object schema inside a module's pipe (formObject + cross rules). */
function schemaKeys(schema: unknown): string[] {
  const s = schema as { type?: string; entries?: Record<string, unknown>; pipe?: unknown[] };
  if (s.type === 'object' && s.entries) return Object.keys(s.entries);
  for (const part of s.pipe ?? []) {
    const keys = schemaKeys(part);
    if (keys.length) return keys;
  }
  return [];
}

const publishing = MODULE_LIST.filter((m) => m.publishes);
const layoutOf = (key: keyof typeof MODULES): PublishFormLayout => publishFormOf(MODULES[key])!;
const names = (key: keyof typeof MODULES) => layoutOf(key).widgets.map((w) => w.name);

describe('publish form layout', () => {
  it('exists for the ten publishing modules, not for articles', () => {
    expect(publishing.map((m) => m.key)).toEqual(['land', 'house', 'housekeep', 'business', 'visa', 'carSales', 'carRental', 'saleGoods', 'demandMarket', 'jobAndRecruit']);
    expect(publishFormOf(MODULES.article)).toBeNull();
  });

  it.each(publishing.map((m) => [m.key, m] as const))('%s: every payload field exactly once', (_key, m) => {
    const layout = publishFormOf(m)!;
    const covered = coveredFields(layout);
    // Business and visa share one schema, with both edit ids; each sends its own.
    const otherIds = MODULE_LIST.filter((o) => o !== m).map((o) => o.idField as string);
    const keys = schemaKeys(publishSchemaOf(m)!()).filter((k) => !otherIds.includes(k));
    expect(keys.length).toBeGreaterThan(15);
    expect([...covered].sort()).toEqual([...keys].sort());
    expect(new Set(covered).size).toBe(covered.length);
    // widget names are unique (they are the form's value keys and locale keys)
    const widgetNames = layout.widgets.map((w) => w.name);
    expect(new Set(widgetNames).size).toBe(widgetNames.length);
  });

  it('derives tags, labels and module fields from the descriptor', () => {
    const tag = (key: keyof typeof MODULES) => layoutOf(key).widgets.find((w) => w.kind === 'tag');
    expect(tag('housekeep')).toMatchObject({ levels: 2 });
    expect(tag('business')).toMatchObject({ levels: 2 });
    expect(tag('house')).toMatchObject({ levels: 1 });
    const labels = (key: keyof typeof MODULES) => layoutOf(key).widgets.find((w) => w.kind === 'labels');
    expect(labels('house')).toMatchObject({ max: 5 });
    expect(labels('business')).toMatchObject({ max: 6 });
    expect(labels('visa')).toMatchObject({ max: 6 });
    // want-to-buy has no labels to offer: the payload carries [] without a widget
    expect(labels('demandMarket')).toBeUndefined();
    expect(layoutOf('demandMarket').hidden).toContain('labelIds');
    expect(layoutOf('house').hidden).toContain('tag');
    expect(names('house')).toEqual([
      'tagId', 'areaIds', 'location', 'title', 'fileList', 'content', 'price', 'billingCycleId', 'size', 'storey', 'totalFloor',
      'bedroomNum', 'livingRoom', 'bathroomNum', 'hasMaidsRoom', 'hasSecurityRoom', 'hasGarden', 'hasPool', 'labelIds', 'contacts', 'phones', 'mail',
    ]);
    expect(names('carSales')).toEqual(expect.arrayContaining(['brandId', 'totalPrice', 'purchaseDate', 'miles', 'energyId', 'hasInsurance']));
    expect(names('carRental')).toEqual(expect.arrayContaining(['brandId', 'totalPrice', 'billingCycleId', 'withDriver', 'fuelIncluded', 'tollsIncluded']));
    expect(names('saleGoods')).toEqual(expect.arrayContaining(['qualityId', 'number', 'price']));
    expect(names('demandMarket')).toEqual(expect.arrayContaining(['number', 'validDayNum', 'price']));
    expect(names('land')).not.toContain('billingCycleId');
  });

  it('keyboards: numbers, phones and e-mail have their own widgets', () => {
    const house = layoutOf('house').widgets;
    expect(house.find((w) => w.name === 'mail')).toMatchObject({ kind: 'text', input: 'email', required: false });
    expect(house.find((w) => w.name === 'phones')).toMatchObject({ kind: 'phones', covers: ['tel'] });
    expect(house.find((w) => w.name === 'storey')).toMatchObject({ kind: 'number', integer: true });
    expect(house.find((w) => w.name === 'price')).toMatchObject({ kind: 'numberUnit', unitName: 'moneyUnitId', integer: false });
  });

  it('spec §3 defaults: billing cycle 1, service time 0, size unit m² (1); one empty phone row', () => {
    expect(layoutOf('house').defaults).toMatchObject({ billingCycleId: 1, sizeUnitId: 1, phones: [''], areaIds: [], cityId: null, labelIds: [], fileList: [], title: '' });
    expect(layoutOf('business').defaults).toMatchObject({ billingCycleId: 1, serviceTime: 0 });
    expect(layoutOf('visa').defaults).toMatchObject({ billingCycleId: 1, serviceTime: 0 });
    expect(layoutOf('housekeep').defaults).toMatchObject({ serviceTime: 0 });
    expect(layoutOf('land').defaults).toMatchObject({ sizeUnitId: 1 });
    expect(layoutOf('land').defaults).not.toHaveProperty('billingCycleId');
    expect(layoutOf('carRental').defaults).toMatchObject({ billingCycleId: 1, withDriver: null });
    expect(layoutOf('demandMarket').defaults).toMatchObject({ labelIds: [] });
  });

  it('recruitment (spec §3 "Jobs and CVs", §5 salary): industry -> position, salary range with currency and cycle, job facts', () => {
    expect(names('jobAndRecruit')).toEqual([
      'tagId', 'areaIds', 'location', 'title', 'fileList', 'content', 'salaryMin', 'salaryMax', 'billingCycleId',
      'workNature', 'recruitNum', 'workExpId', 'degreeRequired', 'urgent', 'labelIds', 'contacts', 'phones', 'mail',
    ]);
    const job = layoutOf('jobAndRecruit').widgets;
    const w = (name: string) => job.find((x) => x.name === name);
    expect(w('tagId')).toMatchObject({ kind: 'tag', levels: 2, parentLabel: 'industry', label: 'position' });
    expect(w('location')).toMatchObject({ label: 'workLocation' });
    expect(w('content')).toMatchObject({ label: 'jobDescription' });
    expect(w('labelIds')).toMatchObject({ kind: 'labels', label: 'benefits' });
    // the currency picker sits beside the minimum; the maximum is a plain amount in that currency
    expect(w('salaryMin')).toMatchObject({ kind: 'numberUnit', unitName: 'moneyUnitId', lookup: 'moneyUnit', covers: ['salaryMin', 'moneyUnitId'] });
    expect(w('salaryMax')).toMatchObject({ kind: 'number', integer: false });
    expect(w('billingCycleId')).toMatchObject({ kind: 'lookup', lookup: 'billingCycle' });
    expect(w('workExpId')).toMatchObject({ kind: 'lookup', lookup: 'workExperience' });
    expect(w('degreeRequired')).toMatchObject({ kind: 'lookup', lookup: 'degree' });
    expect(w('workNature')).toMatchObject({ kind: 'choice', options: [{ value: 1, label: 'jobs.common.nature.1' }, { value: 2, label: 'jobs.common.nature.2' }] });
    expect(w('recruitNum')).toMatchObject({ kind: 'number', integer: true });
    expect(w('urgent')).toMatchObject({ kind: 'yesNo' });
    expect(layoutOf('jobAndRecruit').defaults).toMatchObject({ billingCycleId: 1, workNature: null, urgent: null, salaryMin: '', moneyUnitId: null, recruitNum: '' });
    // other modules keep their own widgets: no salary, no job facts
    expect(names('house')).not.toContain('salaryMin');
    expect(layoutOf('housekeep').widgets.find((x) => x.kind === 'tag')).not.toHaveProperty('parentLabel');
  });
});
