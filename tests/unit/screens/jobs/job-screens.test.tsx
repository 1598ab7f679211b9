// The 'jobs' chunk through the real shell (tests/unit/harness/open-route.ts): job lists with their
// filters kept in the URL, jobDetails (ad-link id, apply states), companyInfo.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_ENDPOINTS, JOB_LISTING_ENDPOINTS as J } from '../../../../src/contract/endpoints/jobs.js';
import type { JobApplyInfo, JobLookups } from '../../../../src/contract/types/jobs.js';
import { MODULE_ID } from '../../../../src/contract/constants.js';
import { moduleById } from '../../../../src/modules/index.js';
import { click, until } from '../../ui/render.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => import('../../../../src/screens/jobs/index.js'), 120_000);
afterEach(closeAll);

const base = `/${moduleById(MODULE_ID.recruitment)!.key}`;
const search = J.searchJobByTerms.path;

const lookups: JobLookups = {
  industries: [{ id: 3, name: 'BTP', children: [{ id: 31, name: 'Maçon' }, { id: 32, name: 'Électricien' }] }],
  workExperiences: [{ id: 0, name: 'Sans expérience' }, { id: 2, name: '1-3 ans' }],
  degrees: [{ id: 4, name: 'BAC' }],
  jobStatuses: [], positionTypes: [], companySizes: [],
  salaryRates: [{ id: 2, name: '100 000 – 200 000 XOF', salaryMin: 100000, salaryMax: 200000, moneyUnitId: 1, billingCycleId: 2 }],
};

const job = (id: string, extra: object = {}) => ({
  recruitingInfoId: id, title: `Maçon ${id}`, tag: 'Maçon', industryId: 3, positionId: 31, workExpId: 2, degreeRequired: 4,
  salaryMin: 100000, salaryMax: 150000, priceFlag: 'XOF', billingCycleName: 'Month', recruitNum: 3, workNature: 1, urgent: 1,
  countryCityName: 'Abidjan', location: 'Cocody', avatarPath: '/logo.png', entName: 'BTP Lagunes', petName: 'Awa',
  releaseTime: '2026-11-20T08:00:00Z', labelList: [], isTop: 0, ...extra,
});
const reply = (items: object[]) => ({ totalCount: items.length, resultList: items });

const listAnswers = (): OpenOptions['answers'] => ({ [search]: reply([job('J1'), job('J2', { urgent: 0, workNature: 2 })]), [JOB_ENDPOINTS.getJobLookups.path]: lookups });

describe('job lists', () => {
  it('shows job rows, quick links, and applies a filter from the panel into the request and the URL', async () => {
    const page = await openRoute(`${base}/jobWanted/jobList`, { answers: listAnswers(), ready: '.mkt-job' });
    expect(page.callsTo(search)[0]!.body).toEqual({ page: { index: 1, size: 15 }, keyWords: '', tagId: '' });
    const row = page.$('.mkt-job');
    expect(row.getAttribute('href')).toBe(`${base}/jobWanted/jobDetails?serviceId=J1&title=Ma%C3%A7on+J1`);
    await until(() => expect(row.textContent).toContain('1-3 ans'));
    expect(row.textContent).toContain('jobs.common.urgent');
    expect(row.textContent).toContain('BTP Lagunes');
    expect(row.querySelector('.mkt-job-salary')?.textContent).toContain('"min":"100,000"');
    expect(page.$$('.mkt-jobs-link').map((a) => a.getAttribute('href'))).toEqual([
      `${base}/jobWanted/emergencyRecruitmentList`, `${base}/jobWanted/fullTimeJob`, `${base}/jobWanted/partTimeJob`,
      `${base}/userCenter/userIndex`, `${base}/recruit/recruitList`,
    ]);

    // Industry then position: the position is the tag sent; the URL keeps both.
    await click(page.$('[data-filter="industry"]'));
    await click(page.button('BTP', '.mkt-list-panel'));
    await click(page.button('Électricien', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(2));
    expect(page.callsTo(search)[1]!.body).toMatchObject({ page: { index: 1, size: 15 }, tagId: 32 });
    expect(page.$('[data-filter="industry"]').textContent).toBe('Électricien');
    await until(() => expect(page.changes.at(-1)![0]).toBe(`${base}/jobWanted/jobList?industryId=3&positionId=32`));

    // More filters: a draft until "apply".
    await click(page.$('[data-filter="more"]'));
    await click(page.button('BAC', '.mkt-list-panel'));
    expect(page.callsTo(search)).toHaveLength(2);
    await click(page.button('jobs.browse.filters.apply', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(3));
    expect(page.callsTo(search)[2]!.body).toMatchObject({ tagId: 32, degreeRequired: 4 });

    // A salary rate option in one tap.
    await click(page.$('[data-filter="salary"]'));
    await click(page.button('100 000 – 200 000 XOF', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(4));
    expect(page.callsTo(search)[3]!.body).toMatchObject({ salaryRateId: 2 });
  });

  it('restores its filters from the URL, and the urgent list always sends urgent', async () => {
    const page = await openRoute(`${base}/jobWanted/emergencyRecruitmentList?workExpId=0&salaryMin=90000&moneyUnitId=1`, {
      answers: listAnswers(), ready: '.mkt-job',
    });
    expect(page.callsTo(search)[0]!.body).toEqual({
      page: { index: 1, size: 15 }, keyWords: '', tagId: '', workExpId: 0, urgent: 1, salaryMin: 90000, moneyUnitId: 1,
    });
    expect(page.$('.mkt-jobs-title').textContent).toBe('jobs.browse.titles.emergencyRecruitmentList');
    // The urgent toggle is not offered on the urgent list.
    await click(page.$('[data-filter="more"]'));
    await until(() => page.$('.mkt-list-panel form'));
    expect(page.$$('.mkt-jobs-switch')).toHaveLength(0);
  });
});

const detail = (extra: object = {}) => ({
  resultMap: {
    ...job('J7'), content: '<p>Construire des murs, lire des plans.</p>', userId: 'u-boss', userMq: 'mq-boss', languageId: 'fr',
    translationType: 1, isFavorite: 0, moneyUnitFlag: 'XOF', labelList: [{ id: 1, name: 'Logement' }], imgList: [], ...extra,
  },
  orgMap: null,
});
const applyInfo = (patch: Partial<JobApplyInfo> = {}): JobApplyInfo => ({
  company: {
    userId: 'u-boss', userMq: 'mq-boss', entName: 'BTP Lagunes', industryId: 3, industryName: 'BTP', sizeId: 2, sizeName: '11-50',
    address: 'Abidjan', introduction: 'Nous construisons.', logoPath: '/logo.png', mobileCode: '', phone: '', mail: '', website: '', authenticated: true, jobCount: 4,
  },
  application: null, hasResume: true, recruiterMode: false, isOwner: false, ...patch,
});
const detailAnswers = (info: JobApplyInfo, extra: OpenOptions['answers'] = {}): OpenOptions['answers'] => ({
  [J.searchJobDetailById.path]: detail(),
  [JOB_ENDPOINTS.getJobApplyInfo.path]: info,
  [JOB_ENDPOINTS.getJobLookups.path]: lookups,
  [search]: reply([]),
  ...extra,
});

describe('job details', () => {
  it('reads the advert id recruitingInfoId; shows facts, benefits, the company card; logged out "apply" asks to log in', async () => {
    const page = await openRoute(`${base}/jobWanted/jobDetails?recruitingInfoId=J7`, { answers: detailAnswers(applyInfo()), ready: '.mkt-jobs-bar' });
    expect(page.callsTo(J.searchJobDetailById.path)[0]!.body).toEqual({ serviceId: 'J7' });
    expect(page.callsTo(JOB_ENDPOINTS.getJobApplyInfo.path)[0]!.body).toEqual({ serviceId: 'J7' });
    await until(() => expect(page.$('[data-fact="degreeRequired"] dd').textContent).toBe('BAC'));
    expect(page.$('[data-fact="recruitNum"] dd').textContent).toBe('3');
    expect(page.$('.mkt-dt-labels').textContent).toBe('Logement');
    await until(() => expect(page.$('.mkt-jobs-co').getAttribute('href')).toBe(`${base}/jobWanted/companyInfo?userId=u-boss`));
    expect(page.$('.mkt-jobs-co').textContent).toContain('jobs.browse.company.authenticated');
    await click(page.button('jobs.browse.details.apply'));
    expect(page.dialog()?.message).toBe('errors.notLoggedIn');
  });

  it('applies after confirming, then shows the state and withdraws', async () => {
    const deliver = JOB_ENDPOINTS.deliverResume.path;
    const withdraw = JOB_ENDPOINTS.withdrawApplication.path;
    const page = await openRoute(`${base}/jobWanted/jobDetails?serviceId=J7`, {
      userId: 'u-1',
      answers: detailAnswers(applyInfo(), {
        [deliver]: { applicationId: 'a9', recruitingInfoId: 'J7', state: 1, createTime: '2026-11-27T06:00:00Z' },
        [withdraw]: { applicationId: 'a9', state: 5 },
      }),
      ready: '.mkt-jobs-bar',
    });
    await until(() => expect(page.button('jobs.browse.details.apply').hasAttribute('disabled')).toBe(false));
    await click(page.button('jobs.browse.details.apply'));
    expect(page.dialog()?.message).toBe('jobs.browse.details.applyConfirm');
    page.answer(true);
    await until(() => expect(page.callsTo(deliver)).toHaveLength(1));
    expect(page.callsTo(deliver)[0]!.body).toEqual({ recruitingInfoId: 'J7' });
    await until(() => expect(page.$('.mkt-jobs-state').textContent).toContain('jobs.common.application.1'));
    await click(page.button('jobs.browse.details.withdraw'));
    page.answer(true);
    await until(() => expect(page.$('.mkt-jobs-state').textContent).toContain('jobs.common.application.5'));
    expect(page.callsTo(withdraw)[0]!.body).toEqual({ applicationId: 'a9' });
    expect(page.$$('.mkt-jobs-applied button')).toHaveLength(0);
  });

  it('recruiter mode blocks applying with the reason; no CV leads to the CV form; the owner manages applications', async () => {
    let page = await openRoute(`${base}/jobWanted/jobDetails?serviceId=J7`, { userId: 'u-1', answers: detailAnswers(applyInfo({ recruiterMode: true })), ready: '.mkt-jobs-bar' });
    await until(() => expect(page.$('.mkt-jobs-note').textContent).toBe('jobs.common.recruiterModeExplain'));
    expect(page.button('jobs.browse.details.apply').hasAttribute('disabled')).toBe(true);
    closeAll();

    page = await openRoute(`${base}/jobWanted/jobDetails?serviceId=J7`, { userId: 'u-1', answers: detailAnswers(applyInfo({ hasResume: false })), ready: '.mkt-jobs-bar' });
    await until(() => expect(page.button('jobs.browse.details.apply').hasAttribute('disabled')).toBe(false));
    await click(page.button('jobs.browse.details.apply'));
    expect(page.dialog()?.message).toBe('jobs.browse.details.noResume');
    page.answer(true);
    await until(() => expect(page.changes.at(-1)![0]).toBe(`${base}/edit/editResume?from=${encodeURIComponent(`${base}/jobWanted/jobDetails?serviceId=J7`)}`));
    closeAll();

    page = await openRoute(`${base}/jobWanted/jobDetails?serviceId=J7`, { userId: 'u-boss', answers: detailAnswers(applyInfo({ isOwner: true })), ready: '.mkt-jobs-bar' });
    await until(() => expect(page.$('a.mkt-jobs-bar-main').getAttribute('href')).toBe(`${base}/userCenter/resumeManage?recruitingInfoId=J7`));
    // No chat with oneself.
    expect(page.$$('.mkt-jobs-bar-btn').map((b) => b.textContent)).not.toContain('details.chat');
  });
});

describe('company page', () => {
  it('shows the company and its published jobs', async () => {
    const page = await openRoute(`${base}/jobWanted/companyInfo?userId=u-boss`, {
      answers: {
        [JOB_ENDPOINTS.getCompanyCard.path]: { ...applyInfo().company, website: 'https://btp.example', phone: '0700000001' },
        [JOB_ENDPOINTS.searchCompanyJobs.path]: reply([job('J1')]),
        [JOB_ENDPOINTS.getJobLookups.path]: lookups,
      },
      ready: '.mkt-job',
    });
    expect(page.callsTo(JOB_ENDPOINTS.getCompanyCard.path)[0]!.body).toEqual({ userId: 'u-boss' });
    expect(page.callsTo(JOB_ENDPOINTS.searchCompanyJobs.path)[0]!.body).toEqual({ userId: 'u-boss', page: { index: 1, size: 15 } });
    expect(page.$('.mkt-jobs-co-head').textContent).toContain('BTP Lagunes');
    expect(page.$('.mkt-jobs-intro').textContent).toBe('Nous construisons.');
    expect(page.$('a[href="https://btp.example"]').getAttribute('rel')).toBe('noopener noreferrer');
    expect(page.$('a[href^="tel:"]').getAttribute('href')).toBe('tel:0700000001');
  });
});
