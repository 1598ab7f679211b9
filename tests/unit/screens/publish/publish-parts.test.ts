// Pure parts of the publish screens: found words cut into marked runs (spec §2 "found words marked
// red"), server refusals sorted (spec §5 4422 with hits vs field issues), the label and phone
// limits (spec §5), and an own listing turned back into form values (spec §3 own-listing detail).
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../src/contract/validation/messages.js';
import { validate } from '../../../../src/contract/validation/validate.js';
import { publishPayload } from '../../../../src/features/publish/payload.js';
import { publishFormOf } from '../../../../src/modules/publish-form.js';
import { publishSchemaOf } from '../../../../src/modules/publish-schema.js';
import { MODULES } from '../../../../src/modules/registry.js';
import { editValues } from '../../../../src/screens/publish/edit-values.js';
import { toggleLabel } from '../../../../src/screens/publish/fields/labels-field.js';
import { addPhoneRow } from '../../../../src/screens/publish/fields/phones-field.js';
import { markRuns } from '../../../../src/screens/publish/marks.js';
import { refusalOf } from '../../../../src/screens/publish/use-save-listing.js';

describe('markRuns', () => {
  it('marks the hit ranges, merged and clamped', () => {
    expect(markRuns('Pas une arnaque, promis', [{ start: 8, end: 15 }])).toEqual([
      { text: 'Pas une ', marked: false }, { text: 'arnaque', marked: true }, { text: ', promis', marked: false },
    ]);
    expect(markRuns('abcdef', [{ start: 3, end: 5 }, { start: 0, end: 2 }, { start: 1, end: 4 }, { start: 9, end: 12 }])).toEqual([
      { text: 'abcde', marked: true }, { text: 'f', marked: false },
    ]);
    expect(markRuns('abcdef', [{ start: 4, end: 2 }])).toEqual([{ text: 'abcdef', marked: false }]);
    expect(markRuns('', [])).toEqual([{ text: '', marked: false }]);
    expect(markRuns('诈骗电话', [{ start: 0, end: 2 }])).toEqual([{ text: '诈骗', marked: true }, { text: '电话', marked: false }]);
  });
});

describe('refusalOf', () => {
  it('4422 with hits: the words to mark again', () => {
    const hits = [{ field: 'title', word: 'arnaque', found: 'Arnaque', start: 0, end: 7 }];
    expect(refusalOf(4422, 'Le texte…', { sensitiveWords: ['Arnaque'], hits })).toEqual({ kind: 'words', sensitiveWords: ['Arnaque'], hits });
  });
  it('4422 with issues: each field and its key; other codes: already shown', () => {
    expect(refusalOf(4422, 'Veuillez choisir', { issues: [{ path: 'cityId', key: MSG.choose }, { path: 'x', key: 'nope' }] })).toEqual({
      kind: 'invalid', message: 'Veuillez choisir', issues: [{ path: 'cityId', key: MSG.choose }, { path: 'x', key: null }],
    });
    expect(refusalOf(4403, 'no', null)).toEqual({ kind: 'stopped' });
  });
});

describe('limits (spec §5)', () => {
  it('labels: a sixth of five is refused, unticking always works', () => {
    expect(toggleLabel([1, 2, 3, 4], 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(toggleLabel([1, 2, 3, 4, 5], 6, 5)).toBeNull();
    expect(toggleLabel([1, 2, 3, 4, 5], 3, 5)).toEqual([1, 2, 4, 5]);
    expect(toggleLabel([1, 2, 3, 4, 5], 6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('phones: a fourth row is refused', () => {
    expect(addPhoneRow(['1'])).toEqual(['1', '']);
    expect(addPhoneRow(['1', '2', '3'])).toBeNull();
  });
});

describe('editValues', () => {
  it('turns an own house listing back into form values that pass the schema', () => {
    const m = MODULES.house;
    const layout = publishFormOf(m)!;
    const detail = {
      serviceId: '9', rentingHouseId: '9', areaId: 'CIV', areaIds: ['CIV'], cityId: 11, cityName: 'Abidjan', countryName: 'Côte d’Ivoire',
      tagId: 3, tag: 'Villa', labelIds: [1], labelList: [{ id: 1, name: 'Meublé' }], title: 'Villa à Cocody', content: '<p>Belle villa lumineuse avec jardin</p>',
      location: 'Riviera', contacts: 'Awa', mail: '', tel: '0700000001', phoneList: ['0700000001'], fileList: [{ imgPath: '/u/a.jpg', sort: 1 }],
      price: 250000, moneyUnitId: 1, billingCycleId: 1, billingCycleName: 'Mois', size: 120, sizeUnitId: 1, storey: 2, totalFloor: 3,
      bedroomNum: 3, livingRoom: 1, bathroomNum: 2, hasMaidsRoom: 0, hasSecurityRoom: 1, hasGarden: 1, hasPool: 0, originalLanguageId: 'fr',
    };
    const values = editValues(layout, detail);
    expect(values).toMatchObject({ areaIds: ['CIV'], cityId: 11, price: '250000', phones: ['0700000001'], storey: '2', hasMaidsRoom: 0, names: { tagId: 'Villa', cityId: 'Abidjan', billingCycleId: 'Mois', areaIds: 'Côte d’Ivoire' } });
    const payload = publishPayload(m, layout, values, { userId: 'u1', serviceId: '9', originalLanguageId: 'fr' });
    const r = validate(publishSchemaOf(m)!({ mobileCode: '225' }), payload);
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(payload).toMatchObject({ rentingHouseId: '9', serviceId: '9', tag: 'Villa', price: 250000 });
  });

  it('a multi-country listing comes back without a city', () => {
    const layout = publishFormOf(MODULES.business)!;
    const values = editValues(layout, { countryNameAreaIdVOS: [{ areaId: 'CIV', countryName: 'x' }, { areaId: 'GHA', countryName: 'y' }], cityId: 5 });
    expect(values).toMatchObject({ areaIds: ['CIV', 'GHA'], cityId: null, phones: [''], serviceTime: '' });
  });
});
