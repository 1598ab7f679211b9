// The generic publish form through the real shell and the fake API (spec §2 "Publish screens", §3
// drafts, §5 rules): the business form's widgets, the multi-country choice only when
// releaseAreaNum ≠ 1, the label and phone limits with their notices, the draft written while
// typing and given back after a reopen (per user and module), and the word check's marks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_ENDPOINTS as C } from '../../../../src/contract/endpoints/commons.js';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { MODULES } from '../../../../src/modules/registry.js';
import type { UserAllInfo } from '../../../../src/stores/app-stores.js';
import { closeAll, openRoute, settle, type OpenOptions } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const USER: UserAllInfo = { avatarPath: '', areaId: 'CIV', petName: 'Awa', accountType: 1, mobileCode: '225', releaseAreaNum: 3 } as UserAllInfo;
const E = MODULES.business.endpoints;
const labels = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `L${i + 1}` }));

function answers(releaseAreaNum: number): OpenOptions['answers'] {
  return {
    [C.checkReleaseNum.path]: { hasReleaseNum: true },
    [ENDPOINTS.getUserInfo.path]: USER,
    [C.getMineReleaseAbility.path]: { releaseAreaNum },
    [ENDPOINTS.getCountry.path]: [{ id: 'CIV', name: 'Côte d’Ivoire' }],
    [ENDPOINTS.getDefaultCity.path]: { id: 11, name: 'Abidjan' },
    [E.tags.path]: [{ id: 1, name: 'Conseil' }],
    [E.secondTags!.path]: [{ id: 5, name: 'Juridique' }],
    [E.labels!.path]: labels,
    [ENDPOINTS.getBillingCycle.path]: [{ id: 1, name: 'Mois' }, { id: 2, name: 'Jour' }],
  };
}

const open = (path: string, releaseAreaNum = 3, extra: OpenOptions = {}) =>
  openRoute(path, { userId: 'u1', userAllInfo: USER, ready: 'input[name="title"]', ...extra, answers: { ...answers(releaseAreaNum), ...extra.answers } });

describe('publish form (business)', () => {
  it('shows the module’s widgets with the spec defaults and the user’s country and default city', async () => {
    const s = await open('/business/publish');
    await settle(() => expect(s.$('[data-field="cityId"] button').textContent).toContain('Abidjan'));
    expect(s.$('[data-field="areaIds"] button').textContent).toContain('Côte d’Ivoire');
    const names = s.$$('[data-field]').map((e) => e.getAttribute('data-field'));
    expect(names).toEqual(['tagParent', 'areaIds', 'cityId', 'location', 'title', 'fileList', 'content', 'billingCycleId', 'serviceTime', 'labelIds', 'contacts', 'phones', 'mail']);
    await settle(() => expect((s.$('select[name="billingCycleId"]') as HTMLSelectElement).value).toBe('1'));
    expect((s.$('input[name="serviceTime"]') as HTMLInputElement).value).toBe('0');
    expect(s.$('input[name="serviceTime"]').getAttribute('inputmode')).toBe('numeric');
    expect(s.$('input[name="phone1"]').getAttribute('type')).toBe('tel');
    expect(s.$('input[name="mail"]').getAttribute('inputmode')).toBe('email');
    // The preset billing cycle's and city's names are kept in the draft (spec §3).
    await settle(() => expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'business' })?.values.names).toMatchObject({ billingCycleId: 'Mois', cityId: 'Abidjan', areaIds: 'Côte d’Ivoire' }));
    // The second tag level appears once the first is chosen (spec §3 "two-level").
    s.$('select[name="tagParent"]');
    expect(s.$$('select[name="tagId"]')).toHaveLength(0);
  });

  it('offers several countries only when releaseAreaNum is not 1', async () => {
    const one = await open('/business/publish', 1);
    await settle(() => expect(one.callsTo(C.getMineReleaseAbility.path)).toHaveLength(1));
    expect(one.$$('.mkt-pub-link').map((b) => b.textContent)).toEqual([]);
    closeAll();
    const three = await open('/business/publish', 3);
    await settle(() => expect(three.$$('.mkt-pub-link').map((b) => b.textContent)).toEqual(['publish.manyCountries']));
  });

  it('labels: the seventh is refused with "most tags"; phones: the fourth with "add phone"', async () => {
    const s = await open('/business/publish');
    await settle(() => expect(s.$$('[data-field="labelIds"] button')).toHaveLength(7));
    for (const b of s.$$('[data-field="labelIds"] button')) s.click(b);
    expect(s.$$('[data-field="labelIds"] button[aria-pressed="true"]')).toHaveLength(6);
    expect(s.toasts()).toContain('validation.mostTags{"max":6}');
    s.click(s.$('button[aria-label="publish.addPhone"]'));
    s.click(s.$('button[aria-label="publish.addPhone"]'));
    expect(s.$$('input[type="tel"]')).toHaveLength(3);
    s.click(s.$('button[aria-label="publish.addPhone"]'));
    expect(s.$$('input[type="tel"]')).toHaveLength(3);
    expect(s.toasts()).toContain('validation.addPhoneLimit');
    s.click(s.$$('.mkt-pub-phone-btn')[1]!);
    expect(s.$$('input[type="tel"]')).toHaveLength(2);
  });

  it('submit shows every message at its field and stays on the form', async () => {
    const s = await open('/business/publish');
    s.submit('form.mkt-form');
    await settle(() => expect(s.text('[data-field="title"] .mkt-field-error')).toBe('validation.titleLength'));
    expect(s.text('[data-field="phones"] .mkt-field-error')).toBe('validation.pleaseInput');
    // The default 0 days must be replaced by a real duration (spec §5 "not zero or negative").
    expect(s.text('[data-field="serviceTime"] .mkt-field-error')).toBe('validation.numberPositive');
    expect(s.toasts()).toContain('publish.fixFields');
    expect(s.shown()).toBe('/business/publish');
  });

  it('writes the draft while typing and gives it back on the next visit, for this user and module only', async () => {
    const s = await open('/business/publish');
    s.type('input[name="title"]', 'Conseil juridique à Abidjan');
    await settle(() => expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'business' })?.values.title).toBe('Conseil juridique à Abidjan'));
    expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'visa' })).toBeNull();
    // A reload: the same stores, the app mounted again on the same route (the gate's entry check
    // keeps the draft, spec §3 "restored when the form reopens with a title").
    s.app.unmount();
    s.app.mount(s.el);
    await settle(() => expect(s.$$('.mkt-pub-draft')).toHaveLength(1));
    expect((s.$('input[name="title"]') as HTMLInputElement).value).toBe('Conseil juridique à Abidjan');
    const third = s;
    third.click(third.button('publish.discardDraft'));
    expect((third.$('input[name="title"]') as HTMLInputElement).value).toBe('');
    expect(third.stores.publish.read({ userId: 'u1', moduleKey: 'business' })).toBeNull();
  });
});

describe('word check', () => {
  it('marks the found words, needs a new check after an edit, and saves only clean text', async () => {
    const s = await open('/business/publish');
    // Leave the form first: it writes its own draft as it goes.
    await s.go('/business/list');
    s.stores.publish.write({ userId: 'u1', moduleKey: 'business' }, { title: 'Pas une arnaque', content: '<p>Conseil <b>juridique</b> sérieux à Abidjan</p>', contacts: 'Awa', location: 'Plateau' });
    let clean = false;
    s.answers[C.checkWordAndOriginal.path] = () => ({
      customData: clean ? { sensitiveWords: [], hits: [], originalLanguageId: 'fr' } : { sensitiveWords: ['arnaque'], hits: [{ field: 'title', word: 'arnaque', found: 'arnaque', start: 8, end: 15 }], originalLanguageId: 'fr' },
    });
    await s.go('/common/checkWord?moduleId=10');
    await settle(() => expect(s.text('.mkt-pub-preview mark')).toBe('arnaque'));
    expect(s.callsTo(C.checkWordAndOriginal.path)[0]!.body).toEqual({ moduleId: 10, title: 'Pas une arnaque', content: '<p>Conseil <b>juridique</b> sérieux à Abidjan</p>', contacts: 'Awa', location: 'Plateau' });
    expect(s.$$('.mkt-pub-bar button').map((b) => b.textContent)).toEqual(['publish.check.checkAgain']);
    s.type('.mkt-pub-check input[name="title"]', 'Un vrai conseil');
    clean = true;
    s.click(s.button('publish.check.checkAgain'));
    await settle(() => expect(s.$$('.mkt-pub-bar button').map((b) => b.textContent)).toEqual(['publish.save']));
    // The edit went into the draft (nothing typed is lost).
    await settle(() => expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'business' })?.values.title).toBe('Un vrai conseil'));
  });
});

describe('editing (query serviceId)', () => {
  it('starts from the listing as saved; save confirms nothing for an edit the server says is free, updates and goes to publish management', async () => {
    const H = MODULES.house.endpoints;
    const detail = {
      serviceId: '9', rentingHouseId: '9', areaIds: ['CIV'], cityId: 11, cityName: 'Abidjan', countryName: 'Côte d’Ivoire', tagId: 3, tag: 'Villa',
      labelIds: [1], title: 'Villa à Cocody', content: '<p>Belle villa lumineuse avec jardin et piscine</p>', location: 'Riviera', contacts: 'Awa', mail: '',
      phoneList: ['0700000001'], fileList: [{ imgPath: '/u/a.jpg', sort: 1 }], price: 250000, moneyUnitId: 1, billingCycleId: 1, size: 120, sizeUnitId: 1,
      storey: 2, totalFloor: 3, bedroomNum: 3, livingRoom: 1, bathroomNum: 2, hasMaidsRoom: 0, hasSecurityRoom: 1, hasGarden: 1, hasPool: 0, originalLanguageId: 'fr',
    };
    const s = await open('/house/publish?serviceId=9', 3, {
      answers: {
        [H.mineDetail!.path]: detail,
        [H.tags.path]: [{ id: 3, name: 'Villa' }],
        [H.labels!.path]: [{ id: 1, name: 'Meublé' }],
        [C.checkRelease.path]: { consumes: false, releaseNum: 2 },
        [H.update!.path]: { serviceId: '9' },
      },
    });
    expect((s.$('input[name="title"]') as HTMLInputElement).value).toBe('Villa à Cocody');
    expect((s.$('input[name="price"]') as HTMLInputElement).value).toBe('250000');
    expect(s.$$('.mkt-pub-bar button').map((b) => b.textContent)).toEqual(['publish.save', 'publish.publish']);
    s.type('input[name="title"]', 'Villa à Cocody, rénovée');
    s.submit('form.mkt-form');
    await settle(() => expect(s.callsTo(H.update!.path)).toHaveLength(1));
    expect(s.callsTo(H.update!.path)[0]!.body).toMatchObject({ serviceId: '9', rentingHouseId: '9', title: 'Villa à Cocody, rénovée', tel: '0700000001', originalLanguageId: 'fr', tag: 'Villa', price: 250000 });
    expect(s.callsTo(C.checkRelease.path)[0]!.body).toEqual({ userId: 'u1', moduleId: 6, serviceId: '9' });
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/common/publishManage?moduleId=6'));
    expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'house', serviceId: '9' })).toBeNull();
  });

  it('a new listing asks before spending a chance when checkRelease says so, and stops on "cancel"', async () => {
    const s = await open('/business/publish');
    await s.go('/business/list');
    s.stores.publish.write({ userId: 'u1', moduleKey: 'business' }, { title: 'Conseil juridique', content: '<p>Un conseil juridique sérieux à Abidjan</p>' });
    s.answers[C.checkWordAndOriginal.path] = { sensitiveWords: [], hits: [], originalLanguageId: 'fr' };
    s.answers[C.checkRelease.path] = { consumes: true, releaseNum: 1 };
    await s.go('/common/checkWord?moduleId=10');
    await settle(() => expect(s.$$('.mkt-pub-bar button').map((b) => b.textContent)).toEqual(['publish.save']));
    s.click(s.button('publish.save'));
    await settle(() => expect(s.dialog()?.message).toBe('publish.check.confirmSpend{"n":1}'));
    s.answer(false);
    await settle(() => expect(s.dialog()).toBeNull());
    expect(s.callsTo(E.update!.path)).toHaveLength(0);
    expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'business' })?.values.title).toBe('Conseil juridique');
  });
});
