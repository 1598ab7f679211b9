// The job form through the generic publish screen (spec §3 "Jobs and CVs", §5 salary rule, §6
// "Publishing recruitment requires a membership"): industry then position, the salary range with
// the currency beside the minimum and the billing cycle, the job facts from one job lookups call;
// the membership confirm both at the gate and when the save itself answers 4402.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_ENDPOINTS as C } from '../../../../src/contract/endpoints/commons.js';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { JOB_ENDPOINTS } from '../../../../src/contract/endpoints/jobs.js';
import { MODULES } from '../../../../src/modules/registry.js';
import type { UserAllInfo } from '../../../../src/stores/app-stores.js';
import { closeAll, openRoute, settle } from '../../harness/open-route.js';
import type { Answers } from '../../harness/fake-api.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const USER: UserAllInfo = { avatarPath: '', areaId: 'CIV', petName: 'Awa', accountType: 2, mobileCode: '225', releaseAreaNum: 1 } as UserAllInfo;
const M = MODULES.jobAndRecruit;
const E = M.endpoints;
const BASE = `/${M.key}`;
const LOOKUPS = {
  industries: [{ id: 1, name: 'Informatique', children: [{ id: 11, name: 'Développeur' }] }],
  workExperiences: [{ id: 1, name: 'Débutant' }, { id: 2, name: '1 à 3 ans' }],
  degrees: [{ id: 3, name: 'Licence' }],
  jobStatuses: [], positionTypes: [], salaryRates: [], companySizes: [],
};

const answers = (extra: Answers = {}): Answers => ({
  [C.checkReleaseNum.path]: { hasReleaseNum: true },
  [ENDPOINTS.getUserInfo.path]: USER,
  [C.getMineReleaseAbility.path]: { releaseAreaNum: 1 },
  [E.tags.path]: [{ id: 1, name: 'Informatique' }],
  [E.secondTags!.path]: [{ id: 11, name: 'Développeur' }],
  [E.labels!.path]: [{ id: 5, name: 'Logement' }],
  [JOB_ENDPOINTS.getJobLookups.path]: LOOKUPS,
  [ENDPOINTS.getMoneyUnits.path]: [{ id: 1, name: 'Franc CFA', flag: 'FCFA' }],
  [ENDPOINTS.getBillingCycle.path]: [{ id: 1, name: 'Mois' }],
  ...extra,
});

const optionsOf = (s: { $$(sel: string): HTMLElement[] }, field: string) =>
  s.$$(`[data-field="${field}"] option`).map((o) => o.textContent);

describe('the job publish form', () => {
  it('shows industry -> position, the salary range, work nature, head count, experience, degree and urgent', async () => {
    const s = await openRoute(`${BASE}/recruit/publish`, { userId: 'u1', userAllInfo: USER, ready: 'input[name="title"]', answers: answers() });
    const labels = () => s.$$('.mkt-field > label, .mkt-field > legend').map((l) => (l.textContent ?? '').split(' · ')[0]);
    await settle(() => expect(optionsOf(s, 'workExpId')).toEqual(['publish.placeholders.choose', 'Débutant', '1 à 3 ans']));
    expect(optionsOf(s, 'degreeRequired')).toEqual(['publish.placeholders.choose', 'Licence']);
    // one job lookups call feeds both pickers
    expect(s.callsTo(JOB_ENDPOINTS.getJobLookups.path)).toHaveLength(1);
    expect(labels()).toEqual(expect.arrayContaining([
      'publish.fields.industry', 'publish.fields.workLocation', 'publish.fields.salaryMin',
      'publish.fields.salaryMax', 'publish.fields.billingCycleId', 'publish.fields.workNature', 'publish.fields.recruitNum',
      'publish.fields.workExpId', 'publish.fields.degreeRequired', 'publish.fields.urgent', 'publish.fields.benefits',
    ]));
    expect(labels()).not.toContain('publish.fields.position');
    expect(s.text('[data-field="content"]')).toContain('publish.fields.jobDescription');
    expect(s.$$('[data-field="workNature"] label').map((l) => l.textContent)).toEqual(['jobs.common.nature.1', 'jobs.common.nature.2']);
    // the currency picker sits beside the minimum, not the maximum
    expect(s.$$('[data-field="salaryMin"] select')).toHaveLength(1);
    expect(s.$$('[data-field="salaryMax"] select')).toHaveLength(0);
    // choosing an industry brings its positions, labelled "position"
    const industry = s.$('[data-field="tagParent"] select') as HTMLSelectElement;
    await settle(() => expect(optionsOf(s, 'tagParent')).toContain('Informatique'));
    industry.value = '1';
    industry.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(() => expect(optionsOf(s, 'tagId')).toContain('Développeur'));
    expect(labels()).toContain('publish.fields.position');
  });

  it('an industry without its position is refused with "choose" under the position (spec §5); picking one clears it', async () => {
    const s = await openRoute(`${BASE}/recruit/publish`, { userId: 'u1', userAllInfo: USER, ready: 'input[name="title"]', answers: answers() });
    const industry = s.$('[data-field="tagParent"] select') as HTMLSelectElement;
    await settle(() => expect(optionsOf(s, 'tagParent')).toContain('Informatique'));
    industry.value = '1';
    industry.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(() => expect(optionsOf(s, 'tagId')).toContain('Développeur'));
    // Leaving the industry select does not flag the position before the user got to it.
    industry.dispatchEvent(new Event('blur'));
    expect(s.$$('[data-field="tagId"] .mkt-field-error')).toHaveLength(0);
    s.submit('form.mkt-form');
    await settle(() => expect(s.text('[data-field="tagId"] .mkt-field-error')).toBe('validation.choose'));
    expect(s.$$('[data-field="tagParent"] .mkt-field-error')).toHaveLength(0);
    const position = s.$('[data-field="tagId"] select') as HTMLSelectElement;
    position.value = '11';
    position.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(() => expect(s.$$('[data-field="tagId"] .mkt-field-error')).toHaveLength(0));
    // Back to "choose" on the position: the type is unpicked again, not the industry alone.
    position.value = '';
    position.dispatchEvent(new Event('change', { bubbles: true }));
    s.submit('form.mkt-form');
    await settle(() => expect(s.text('[data-field="tagId"] .mkt-field-error')).toBe('validation.choose'));
  });

  it('the publish gate asks a non-member to get a membership (spec §8 wording) and leads to the membership centre', async () => {
    const s = await openRoute(`${BASE}/jobWanted/jobList`, {
      userId: 'u1', userAllInfo: USER,
      answers: answers({ [C.checkReleaseNum.path]: { hasReleaseNum: false, needsMembership: true } }),
    });
    void s.go(`${BASE}/recruit/publish`);
    await settle(() => expect(s.dialog()?.message).toBe('errors.authorityInsufficient'));
    s.answer(true);
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/usercenter/menberCenter/index'));
  });

  it('a 4402 from the save itself (membership ended meanwhile) shows the same confirm; the draft stays', async () => {
    const s = await openRoute(`${BASE}/recruit/publish`, { userId: 'u1', userAllInfo: USER, ready: 'input[name="title"]', answers: answers() });
    await s.go(`${BASE}/jobWanted/jobList`);
    s.stores.publish.write({ userId: 'u1', moduleKey: M.key }, { title: 'Développeur web', content: '<p>Nous recrutons un développeur web à Abidjan</p>' });
    s.answers[C.checkWordAndOriginal.path] = { sensitiveWords: [], hits: [], originalLanguageId: 'fr' };
    s.answers[C.checkRelease.path] = () => ({ code: 4402, message: 'errors.authorityInsufficient' });
    s.answers[E.update!.path] = () => ({ code: 4402, message: 'errors.authorityInsufficient' });
    await s.go(`/common/checkWord?moduleId=${M.moduleId}`);
    await settle(() => expect(s.$$('.mkt-pub-bar button').map((b) => b.textContent)).toEqual(['publish.save']));
    s.click(s.button('publish.save'));
    await settle(() => expect(s.dialog()?.message).toBe('errors.authorityInsufficient'));
    expect(s.callsTo(E.update!.path)).toHaveLength(1);
    s.answer(true);
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/usercenter/menberCenter/index'));
    // no toast of the raw code, and what was typed is kept
    expect(s.toasts()).toEqual([]);
    expect(s.stores.publish.read({ userId: 'u1', moduleKey: M.key })?.values).toMatchObject({ title: 'Développeur web' });
  });
});
