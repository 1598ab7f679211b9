// Form values -> update payload (spec §3 "Publish payloads", §4 multi-country), held to each
// module's own contract schema (spec §5): the payload of a filled form passes, a blank one is
// refused field by field with the spec's keys.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../src/contract/validation/messages.js';
import { validate } from '../../../../src/contract/validation/validate.js';
import { numberOf, publishPayload } from '../../../../src/features/publish/payload.js';
import { publishFormOf } from '../../../../src/modules/publish-form.js';
import { publishSchemaOf } from '../../../../src/modules/publish-schema.js';
import { MODULE_LIST, MODULES } from '../../../../src/modules/registry.js';
import { filledForm } from './filled-form.js';

const publishing = MODULE_LIST.filter((m) => m.publishes);
const RULES = { mobileCode: '225', releaseAreaNum: 3 };

describe('publishPayload', () => {
  it.each(publishing.map((m) => [m.key, m] as const))('%s: the payload of a filled form passes the module schema', (_k, m) => {
    const layout = publishFormOf(m)!;
    const payload = publishPayload(m, layout, filledForm(layout), { userId: 'u-member', originalLanguageId: 'fr' });
    const result = validate(publishSchemaOf(m)!(RULES), payload);
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(payload).toMatchObject({
      userId: 'u-member', areaId: 'CIV', areaIds: ['CIV'], cityId: 11, tel: '0700000001,0500000002', originalLanguageId: 'fr',
      title: 'Villa 4 pièces à Cocody', contacts: 'Cocody, Riviera 3',
      fileList: [{ imgPath: '/uploads/a.jpg', sort: 1 }, { imgPath: '/uploads/b.jpg', sort: 2 }],
    });
    expect(payload).not.toHaveProperty('serviceId');
    expect(payload).not.toHaveProperty('phones');
    expect(payload).not.toHaveProperty('names');
  });

  it.each(publishing.map((m) => [m.key, m] as const))('%s: an empty form is refused with the spec keys', (_k, m) => {
    const layout = publishFormOf(m)!;
    const result = validate(publishSchemaOf(m)!(RULES), publishPayload(m, layout, layout.defaults, { userId: 'u1' }));
    expect(result.ok).toBe(false);
    const keyOf = (path: string) => (result.ok ? null : result.issues.find((i) => i.path === path)?.key);
    expect(keyOf('title')).toBe(MSG.titleLength);
    expect(keyOf('content')).toBe(MSG.contentLength);
    expect(keyOf('areaId')).toBe(MSG.choose);
    expect(keyOf('cityId')).toBe(MSG.selectCountry);
    expect(keyOf('tel')).toBe(MSG.pleaseInput);
    expect(keyOf('contacts')).toBe(MSG.pleaseInput);
    expect(keyOf('tagId')).toBe(MSG.choose);
    expect(keyOf('mail')).toBeUndefined();
  });

  it('house: numbers typed as text become numbers, tag name, edit ids, multi-country clears the city', () => {
    const m = MODULES.house;
    const layout = publishFormOf(m)!;
    const values = { ...filledForm(layout), areaIds: ['CIV', 'GHA', 'SEN'], cityId: 11, price: ' 250000 ', size: '120,5', storey: '3', totalFloor: '5' };
    const payload = publishPayload(m, layout, values, { userId: 'u1', serviceId: '77' });
    expect(payload).toMatchObject({ areaId: 'CIV,GHA,SEN', areaIds: ['CIV', 'GHA', 'SEN'], cityId: null, price: 250000, size: 120.5, storey: 3, totalFloor: 5, tag: 'Villa', serviceId: '77', rentingHouseId: '77', billingCycleId: 2, sizeUnitId: 1 });
    expect(validate(publishSchemaOf(m)!(RULES), payload).ok).toBe(true);
    // a fourth country is over this user's three
    const four = publishPayload(m, layout, { ...values, areaIds: ['CIV', 'GHA', 'SEN', 'MLI'] }, { userId: 'u1' });
    const refused = validate(publishSchemaOf(m)!(RULES), four);
    expect(refused.ok ? [] : refused.issues).toContainEqual({ path: 'areaIds', key: MSG.exceed });
  });

  it('house: floors, counts and facilities', () => {
    const m = MODULES.house;
    const layout = publishFormOf(m)!;
    const payload = publishPayload(m, layout, { ...filledForm(layout), storey: '9', totalFloor: '4', bedroomNum: null, hasPool: null }, { userId: 'u1' });
    const result = validate(publishSchemaOf(m)!(RULES), payload);
    const issues = result.ok ? [] : result.issues;
    expect(issues).toContainEqual({ path: 'storey', key: MSG.minThanMaxFloors });
    expect(issues).toContainEqual({ path: 'bedroomNum', key: MSG.choose });
    expect(issues).toContainEqual({ path: 'hasPool', key: MSG.choose });
  });

  it('phones: each row checked with the user area code; four rows are refused', () => {
    const m = MODULES.land;
    const layout = publishFormOf(m)!;
    const schema = publishSchemaOf(m)!(RULES);
    const issue = (phones: string[]) => {
      const r = validate(schema, publishPayload(m, layout, { ...filledForm(layout), phones }, { userId: 'u1' }));
      return r.ok ? null : r.issues.find((i) => i.path === 'tel')?.key ?? null;
    };
    expect(issue(['0700000001'])).toBeNull();
    expect(issue(['0700000001', ''])).toBe(MSG.pleaseInput);
    expect(issue(['07000'])).toBe(MSG.phoneInvalid);
    expect(issue(['0700000001', '0700000002', '0700000003', '0700000004'])).toBe(MSG.addPhoneLimit);
  });

  it('labels: a surplus is "most tags"; business takes 6', () => {
    const check = (key: 'house' | 'business', n: number) => {
      const m = MODULES[key];
      const layout = publishFormOf(m)!;
      const r = validate(publishSchemaOf(m)!(RULES), publishPayload(m, layout, { ...filledForm(layout), labelIds: Array.from({ length: n }, (_, i) => i + 1) }, { userId: 'u1' }));
      return r.ok ? null : r.issues.find((i) => i.path === 'labelIds') ?? null;
    };
    expect(check('house', 5)).toBeNull();
    expect(check('house', 6)).toEqual({ path: 'labelIds', key: MSG.mostTags, values: { max: 5 } });
    expect(check('business', 6)).toBeNull();
    expect(check('business', 7)).toEqual({ path: 'labelIds', key: MSG.mostTags, values: { max: 6 } });
  });

  it('numberOf keeps what is not a number for the schema to name', () => {
    expect(numberOf('12')).toBe(12);
    expect(numberOf('12,5')).toBe(12.5);
    expect(numberOf('')).toBe('');
    expect(numberOf('12a')).toBe('12a');
    expect(numberOf(null)).toBe('');
    expect(numberOf(7)).toBe(7);
  });
});
