// The recruiter's screens (spec §2 /jobAndRecruit recruit/recruitList, recruit/recruitDetails,
// userCenter/resumeManage; spec §6 CV access by package): the screens against a fake API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_ENDPOINTS as C } from '../../../../src/contract/endpoints/commons.js';
import { JOB_ENDPOINTS as J } from '../../../../src/contract/endpoints/jobs.js';
import type { Application, Resume, ResumeSummary } from '../../../../src/contract/types/jobs.js';
import { MODULES } from '../../../../src/modules/registry.js';
import { actionsOf, afterOpen } from '../../../../src/screens/jobs-recruit/application-rules.js';
import { resumeIdOf } from '../../../../src/screens/jobs-recruit/paths.js';
import { searchTermsOf, NO_FILTERS } from '../../../../src/screens/jobs-recruit/resume-filters.js';
import { closeAll, openRoute, settle } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const BASE = `/${MODULES.jobAndRecruit.key}`;
const LOOKUPS = {
  industries: [{ id: 1, name: 'Informatique', children: [{ id: 11, name: 'Développeur' }] }],
  workExperiences: [], degrees: [{ id: 3, name: 'Licence' }], jobStatuses: [], positionTypes: [{ id: 1, name: 'CDI' }], salaryRates: [], companySizes: [],
};
const HUB = { recruiterMode: true, isMember: true, canViewCvs: true, canPublishJobs: true, accountType: 2, hasResume: false, resumePublic: false, applications: 0, interviews: 0, favourites: 0, history: 0, jobs: 1, unviewed: 1, hasCompany: true };
const SUMMARY: ResumeSummary = {
  recruitingResumeId: 'RIR1', displayName: 'Awa K.', avatarPath: '', gender: 2, age: 27, yearsWorked: 4, educationName: 'Licence',
  positionName: 'Développeur', industryName: 'Informatique', salaryMin: 300000, salaryMax: 500000, priceFlag: 'FCFA', billingCycleName: 'Mois',
  workLocation: 'Cocody', jobStatusName: 'En poste', updateTime: '2026-11-20 10:00:00',
};
const RESUME = (visible: boolean): Resume => ({
  recruitingResumeId: 'RIR1', userId: 'u2', userMq: 'mq2', avatarPath: '/a.jpg', realName: visible ? 'Awa Koné' : '', gender: 2, birthDate: '',
  mail: visible ? 'awa@example.ci' : '', mobileCode: visible ? '225' : '', phone: visible ? '0700000001' : '', educationId: 3, jobStatusId: 1, positionTypeId: 1, yearsWorked: 4,
  industryId: 1, positionId: 11, salaryMin: 300000, salaryMax: 500000, moneyUnitId: 1, billingCycleId: 1, selfIntroduction: 'Développeuse web depuis quatre ans.',
  workLocation: 'Cocody', areaId: 'CIV', attachment: '', attachmentName: 'cv.pdf', isPublic: 1, languageId: 'fr', educationName: 'Licence',
  jobStatusName: 'En poste', positionTypeName: 'CDI', industryName: 'Informatique', positionName: 'Développeur', priceFlag: 'FCFA',
  billingCycleName: 'Mois', countryCityName: 'Abidjan', age: 27, updateTime: '2026-11-20 10:00:00',
  attachmentUrl: visible ? 'https://files.example/cv.pdf?sig=1' : '',
  access: visible ? { contactVisible: true, reason: '' } : { contactVisible: false, reason: 'membership' },
});
const APP = (state: Application['state'], id = 'a1'): Application => ({
  applicationId: id, recruitingInfoId: 'J1', recruitingResumeId: 'RIR1', state, note: '', title: 'Développeur web', entName: 'Acme', avatarPath: '',
  salaryMin: 0, salaryMax: 0, priceFlag: '', billingCycleName: '', countryCityName: '', applicantName: 'Awa Koné', applicantAvatar: '',
  applicantUserId: 'u2', applicantUserMq: 'mq2', positionName: 'Développeur', createTime: '2026-11-21 09:00:00', updateTime: '2026-11-21 09:00:00',
});

describe('rules', () => {
  it('forward only: invite or decline only while sent or viewed; opening marks a sent one viewed', () => {
    expect(actionsOf(1)).toEqual({ invite: true, decline: true });
    expect(actionsOf(2)).toEqual({ invite: true, decline: true });
    // Declining after the interview is still possible; not retained and withdrawn are final.
    expect(actionsOf(3)).toEqual({ invite: false, decline: true });
    for (const s of [4, 5] as const) expect(actionsOf(s)).toEqual({ invite: false, decline: false });
    expect(afterOpen(1)).toBe(2);
    expect(afterOpen(3)).toBe(3);
  });

  it('recruitDetails takes recruitingResumeId (ad links) or a CV id in serviceId; nothing else is a CV', () => {
    expect(resumeIdOf(new URLSearchParams('recruitingResumeId=RIR12'))).toBe('RIR12');
    expect(resumeIdOf(new URLSearchParams('serviceId=RIR7'))).toBe('RIR7');
    expect(resumeIdOf(new URLSearchParams('serviceId=123'))).toBe('');
    expect(resumeIdOf(new URLSearchParams(''))).toBe('');
  });

  it('the position filter wins over its industry; empty filters send nothing', () => {
    expect(searchTermsOf(NO_FILTERS)).toEqual({});
    expect(searchTermsOf({ ...NO_FILTERS, keyWords: ' dev ', industryId: 1, positionId: 11, yearsMin: 3 })).toEqual({ keyWords: 'dev', tagId: 11, yearsMin: 3 });
    expect(searchTermsOf({ ...NO_FILTERS, industryId: 1, educationId: 3, positionTypeId: 1 })).toEqual({ tagId: 1, educationId: 3, positionTypeId: 1 });
  });
});

describe('recruitList', () => {
  it('asks a visitor to log in, and calls nothing', async () => {
    const s = await openRoute(`${BASE}/recruit/recruitList`, { ready: '[data-screen=recruitList]' });
    expect(s.text('[data-screen=recruitList] .mkt-center')).toContain('jobs.common.loginNeeded');
    expect(s.callsTo(J.searchResumeByTerms.path)).toHaveLength(0);
  });

  it('lists CVs, filters by industry then position and education, and the banner leads a non-member to the membership centre', async () => {
    const s = await openRoute(`${BASE}/recruit/recruitList`, {
      userId: 'u1', ready: '[data-resume-id]',
      answers: { [J.searchResumeByTerms.path]: { totalCount: 1, resultList: [SUMMARY] }, [J.getJobLookups.path]: LOOKUPS, [J.getJobHub.path]: { ...HUB, isMember: false, canViewCvs: false, canPublishJobs: false } },
    });
    expect(s.$('[data-resume-id]').getAttribute('href')).toBe(`${BASE}/recruit/recruitDetails?recruitingResumeId=RIR1`);
    const row = s.text('[data-resume-id]');
    for (const part of ['Awa K.', 'jobs.recruiter.age{"count":27}', 'jobs.recruiter.years{"count":4}', 'Licence', 'Développeur', 'Cocody']) expect(row).toContain(part);
    await settle(() => expect(s.$('.mkt-rc-banner').getAttribute('data-access')).toBe('membership'));
    expect(s.$('.mkt-rc-banner a').getAttribute('href')).toBe('/usercenter/menberCenter/index');
    const pick = (name: string, value: string) => {
      const sel = s.$(`select[name=${name}]`) as HTMLSelectElement;
      sel.value = value;
      sel.dispatchEvent(new Event('change', { bubbles: true }));
    };
    await settle(() => expect(s.$$('select[name=industryId] option')).toHaveLength(2));
    expect(s.$$('select[name=positionId]')).toHaveLength(0);
    pick('industryId', '1');
    await settle(() => expect(s.callsTo(J.searchResumeByTerms.path).at(-1)?.body).toMatchObject({ tagId: 1 }));
    pick('positionId', '11');
    await settle(() => expect(s.callsTo(J.searchResumeByTerms.path).at(-1)?.body).toMatchObject({ tagId: 11 }));
    pick('educationId', '3');
    await settle(() => expect(s.callsTo(J.searchResumeByTerms.path).at(-1)?.body).toMatchObject({ tagId: 11, educationId: 3, page: { index: 1 } }));
  });

  it('a member in recruiter mode is told contact details show; one without it is sent to the hub', async () => {
    const s = await openRoute(`${BASE}/recruit/recruitList`, {
      userId: 'u1', ready: '.mkt-rc-banner',
      answers: { [J.searchResumeByTerms.path]: { totalCount: 0, resultList: [] }, [J.getJobHub.path]: { ...HUB, recruiterMode: false } },
    });
    expect(s.$('.mkt-rc-banner').getAttribute('data-access')).toBe('recruiterMode');
    expect(s.$('.mkt-rc-banner a').getAttribute('href')).toBe(`${BASE}/userCenter/userIndex`);
    await settle(() => expect(s.text('.mkt-empty')).toBe('jobs.recruiter.noResume'));
  });
});

describe('recruitDetails', () => {
  it('hidden contact: says why, offers chat and "ask for the CV"; a server without the ask event says so', async () => {
    const s = await openRoute(`${BASE}/recruit/recruitDetails?recruitingResumeId=RIR1`, {
      userId: 'u1', ready: '[data-contact]',
      answers: { [J.searchResumeDetailById.path]: RESUME(false), [J.askForAResume.path]: () => ({ code: 4404, message: 'errors.notFound' }) },
    });
    expect(s.callsTo(J.searchResumeDetailById.path)[0]?.body).toEqual({ recruitingResumeId: 'RIR1' });
    expect(s.$('[data-contact]').getAttribute('data-contact')).toBe('hidden');
    expect(s.text('[data-contact]')).toContain('jobs.common.access.membership');
    expect(s.$$('[data-attachment]')).toHaveLength(0);
    s.click(s.button('jobs.recruiter.askResume'));
    await settle(() => expect(s.toasts()).toContain('jobs.recruiter.askUnavailable'));
    expect(s.callsTo(J.askForAResume.path)[0]?.body).toEqual({ otherUserMq: 'mq2' });
    s.click(s.button('jobs.recruiter.chat'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/message/chat?otherUserMq=mq2&otherUserAvatarPath=%2Fa.jpg&otherUserPetName=jobs.recruiter.candidate&sessionType=0'));
  });

  it('visible contact: phone, e-mail and the attachment link; no "ask"', async () => {
    const s = await openRoute(`${BASE}/recruit/recruitDetails?serviceId=RIR1`, {
      userId: 'u1', ready: '[data-contact]', answers: { [J.searchResumeDetailById.path]: RESUME(true) },
    });
    expect(s.text('[data-contact]')).toContain('+225\u00a00700000001');
    expect(s.text('[data-contact]')).toContain('awa@example.ci');
    expect(s.$('[data-attachment]').getAttribute('href')).toBe('https://files.example/cv.pdf?sig=1');
    expect(s.$$('[data-action=ask]')).toHaveLength(0);
    expect(s.text('.mkt-rc-name')).toBe('Awa Koné');
  });

  it('a CV that does not exist (4404) shows its own state, without the client toast', async () => {
    const s = await openRoute(`${BASE}/recruit/recruitDetails?recruitingResumeId=RIR9`, {
      userId: 'u1', ready: '[data-state=missing]', answers: { [J.searchResumeDetailById.path]: () => ({ code: 4404, message: 'errors.notFound' }) },
    });
    expect(s.toasts()).toEqual([]);
  });
});

describe('resumeManage', () => {
  it('filters by job and state, invites with a note, declines after a confirm, and hides final moves', async () => {
    const s = await openRoute(`${BASE}/userCenter/resumeManage?recruitingInfoId=J1`, {
      userId: 'u1', ready: '[data-application-id]',
      answers: {
        [J.getReceivedResumes.path]: { totalCount: 3, resultList: [APP(1, 'a1'), APP(2, 'a2'), APP(3, 'a3')] },
        [C.getMyRelease.path]: { totalCount: 1, resultList: [{ serviceId: 'J1', moduleId: 8, title: 'Développeur web', imgPath: '', status: 1, releaseTime: '', languageIds: [], auditStatus: 2, invalid: 0 }] },
        [J.updateApplicationState.path]: (body: { applicationId: string; state: 3 | 4; note?: string }) => ({ customData: { ...APP(body.state, body.applicationId), note: body.note ?? '' } }),
      },
    });
    expect(s.callsTo(J.getReceivedResumes.path)[0]?.body).toMatchObject({ recruitingInfoId: 'J1', state: '' });
    expect(s.callsTo(C.getMyRelease.path)[0]?.body).toMatchObject({ userId: 'u1', moduleId: 8 });
    const row = (id: string) => `[data-application-id=${id}]`;
    expect(s.$$(`${row('a3')} button`).map((b) => b.textContent)).toEqual(['jobs.recruiter.openResume', 'jobs.recruiter.decline']);
    // invite a1 with a note
    s.click(s.button('jobs.recruiter.invite', row('a1')));
    s.type(`${row('a1')} textarea`, 'Lundi 10 h, Plateau');
    s.submit(`${row('a1')} form`);
    await settle(() => expect(s.$(row('a1')).getAttribute('data-state')).toBe('3'));
    expect(s.callsTo(J.updateApplicationState.path)[0]?.body).toEqual({ applicationId: 'a1', state: 3, note: 'Lundi 10 h, Plateau' });
    expect(s.text(`${row('a1')} .mkt-rc-note`)).toBe('Lundi 10 h, Plateau');
    expect(s.toasts()).toContain('jobs.recruiter.invitedToast');
    // decline a2: confirm first
    s.click(s.$(`${row('a2')} [data-action=decline]`));
    await settle(() => expect(s.dialog()?.message).toBe('jobs.recruiter.declineConfirm'));
    s.answer(true);
    await settle(() => expect(s.$(row('a2')).getAttribute('data-state')).toBe('4'));
    expect(s.callsTo(J.updateApplicationState.path)[1]?.body).toEqual({ applicationId: 'a2', state: 4 });
    // state tab
    s.click(s.button('jobs.common.application.3'));
    await settle(() => expect(s.callsTo(J.getReceivedResumes.path).at(-1)?.body).toMatchObject({ recruitingInfoId: 'J1', state: 3 }));
  });

  it('opening a CV goes to recruitDetails of that CV', async () => {
    const s = await openRoute(`${BASE}/userCenter/resumeManage`, {
      userId: 'u1', ready: '[data-application-id]',
      answers: { [J.getReceivedResumes.path]: { totalCount: 1, resultList: [APP(1)] }, [C.getMyRelease.path]: { totalCount: 0, resultList: [] } },
    });
    s.click(s.button('jobs.recruiter.openResume'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe(`${BASE}/recruit/recruitDetails?recruitingResumeId=RIR1`));
  });
});
