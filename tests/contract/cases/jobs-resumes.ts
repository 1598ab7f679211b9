// Contract cases of CVs, applications, the job hub and CVs in chat (spec §2 userCenter/editResume,
// myResume, myDeliver, userIndex; recruit/recruitList, recruitDetails, resumeManage; §3 "Chat
// event kinds"; §6), played in this order by the jobs suite: the seller writes a CV and applies
// to a job of the enterprise account, which answers and turns recruiter mode on.
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Application, JobHub, MyResumeReply, Resume, ResumeEdit, ResumeSummary } from '../../../src/contract/types/jobs.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { moduleById } from '../../../src/modules/index.js';
import { data, type Case } from '../support/cases.js';
import type { World } from '../support/world.js';

export interface JobsState {
  resumeId?: string;
  jobId?: string;
  applicationId?: string;
}
export const newJobsState = (): JobsState => ({});
type W = World<JobsState>;
type C = Case<JobsState>;

const need = <T>(value: T | undefined, what: string): T => {
  expect(value, `${what} (made by an earlier case)`).toBeDefined();
  return value!;
};

async function cv(w: W, over: Partial<ResumeEdit> = {}): Promise<ResumeEdit> {
  const key = moduleById(MODULE_ID.recruitment)!.key;
  const [row] = await w.db.query<{ industry: number; position: number; money: number; cycle: number }>(
    `select i.id as industry, p.id as position, (select id from money_units where code = 'XOF') as money,
       (select id from billing_cycles order by sort, id limit 1) as cycle
     from tags i join tags p on p.parent_id = i.id where i.module_key = $1 and i.parent_id is null order by i.id, p.id limit 1`, [key]);
  return {
    realName: 'Yao Konan Serge', gender: 1, birthDate: '1992-06-01', mail: 'serge.yao@example.test', mobileCode: '225', phone: '0505060708', educationId: 4,
    jobStatusId: 1, positionTypeId: 1, yearsWorked: 6, industryId: row!.industry, positionId: row!.position, salaryMin: 200000,
    salaryMax: 300000, moneyUnitId: row!.money, billingCycleId: row!.cycle,
    selfIntroduction: 'Chef d’équipe BTP, six ans sur des chantiers de logements à Abidjan.', workLocation: 'Abidjan, Yopougon', areaId: 'CIV',
    attachment: '', attachmentName: '', isPublic: 1, languageId: 'fr', ...over,
  };
}

async function enterpriseJob(w: W): Promise<string> {
  if (w.state.jobId) return w.state.jobId;
  const [job] = await w.db.query<{ id: string }>(
    "select id::text as id from listings where module_key = $1 and user_id = 'u-enterprise' and status = 7 and not deleted order by id limit 1",
    [moduleById(MODULE_ID.recruitment)!.key]);
  w.state.jobId = need(job?.id, 'a published job of u-enterprise');
  return w.state.jobId;
}

export const JOB_RESUME_CASES: readonly C[] = [
  {
    endpoint: 'getMyResume', kind: 'happy', name: 'no CV yet', as: 'seller',
    expect: { code: 200, check: (r) => expect(data<MyResumeReply>(r)).toEqual({ resume: null, recruiterMode: false }) },
  },
  { endpoint: 'getMyResume', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  {
    endpoint: 'updateResume', kind: 'happy', name: 'first save gets an RIR id', as: 'seller', language: 'fr', body: (w) => cv(w),
    expect: {
      code: 200,
      check: (r, w) => {
        const saved = data<Resume>(r);
        expect(saved).toMatchObject({ realName: 'Yao Konan Serge', educationName: 'BTS / DUT', access: { contactVisible: true } });
        w.state.resumeId = saved.recruitingResumeId;
      },
    },
  },
  { endpoint: 'updateResume', kind: 'bad', name: 'empty name', as: 'seller', body: (w) => cv(w, { realName: ' ' }), expect: { code: 4422, key: MSG.pleaseInput } },
  // Spec §5 "Shared phone validator": the rule is the code sent with the phone's, not the account's.
  {
    endpoint: 'updateResume', kind: 'bad', name: 'a +225 number of nine digits', as: 'seller', body: (w) => cv(w, { phone: '050506070' }),
    expect: { code: 4422, key: MSG.phoneInvalid },
  },
  {
    endpoint: 'updateResume', kind: 'bad', name: 'an area code no country has', as: 'seller', body: (w) => cv(w, { mobileCode: '999' }),
    expect: { code: 4422, key: MSG.areaCodeWarning },
  },
  {
    endpoint: 'updateResume', kind: 'happy', name: 'a Chinese mobile under +86 round-trips with its code', as: 'seller', body: (w) => cv(w, { mobileCode: '+86', phone: '13812345678' }),
    expect: { code: 200, check: (r) => expect(data<Resume>(r)).toMatchObject({ mobileCode: '86', phone: '13812345678' }) },
  },
  {
    endpoint: 'getMyResume', kind: 'happy', name: 'the stored code is read back', as: 'seller',
    expect: { code: 200, check: (r) => expect(data<MyResumeReply>(r).resume).toMatchObject({ mobileCode: '86', phone: '13812345678' }) },
  },
  {
    endpoint: 'searchResumeByTerms', kind: 'happy', name: 'public CVs, names masked for a member without recruiter mode', as: 'member',
    body: () => ({ page: { index: 1, size: 10 } }),
    expect: {
      code: 200,
      check: (r, w) => {
        const page = data<SearchReply<ResumeSummary>>(r);
        expect(page.totalCount).toBeGreaterThan(10);
        expect(page.resultList.find((x) => x.recruitingResumeId === w.state.resumeId)?.displayName).toBe('Yao S.');
      },
    },
  },
  { endpoint: 'searchResumeByTerms', kind: 'bad', name: 'yearsMin a word', as: 'member', body: () => ({ yearsMin: 'many' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'searchResumeDetailById', kind: 'happy', name: 'contact details hidden without membership', as: 'personal', language: 'cn',
    body: (w) => ({ recruitingResumeId: need(w.state.resumeId, 'CV id') }),
    expect: { code: 200, check: (r) => expect(data<Resume>(r)).toMatchObject({ phone: '', mail: '', access: { contactVisible: false, reason: 'membership' } }) },
  },
  { endpoint: 'searchResumeDetailById', kind: 'bad', name: 'unknown CV', as: 'member', language: 'fr', body: () => ({ recruitingResumeId: 'RIR1' }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'deliverResume', kind: 'happy', name: 'applies to the enterprise job', as: 'seller', body: async (w) => ({ recruitingInfoId: await enterpriseJob(w) }),
    expect: {
      code: 200,
      check: (r, w) => {
        const a = data<Application>(r);
        expect(a).toMatchObject({ state: 1, recruitingResumeId: w.state.resumeId });
        w.state.applicationId = a.applicationId;
      },
    },
  },
  {
    endpoint: 'deliverResume', kind: 'bad', name: 'to one’s own job', as: 'enterprise', language: 'fr',
    before: async (w, client) => { await client.api.call(ENDPOINTS.updateResume, await cv(w, { realName: 'Adjoua Kouamé' }), { silent: true }); },
    body: async (w) => ({ recruitingInfoId: await enterpriseJob(w) }), expect: { code: 4403, key: 'jobs.errors.ownJob' },
  },
  {
    endpoint: 'getMyDeliver', kind: 'happy', name: 'the seller’s application', as: 'seller', body: () => ({ page: { index: 1, size: 10 } }),
    expect: { code: 200, check: (r, w) => expect(data<SearchReply<Application>>(r).resultList.map((a) => a.applicationId)).toContain(w.state.applicationId) },
  },
  { endpoint: 'getMyDeliver', kind: 'bad', name: 'page a word', as: 'seller', body: () => ({ page: 'first' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getReceivedResumes', kind: 'happy', name: 'the recruiter sees it', as: 'enterprise', body: () => ({ page: { index: 1, size: 20 }, state: 1 }),
    expect: { code: 200, check: (r, w) => expect(data<SearchReply<Application>>(r).resultList.map((a) => a.applicationId)).toContain(w.state.applicationId) },
  },
  { endpoint: 'getReceivedResumes', kind: 'bad', name: 'state 9', as: 'enterprise', body: () => ({ state: 9 }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'updateApplicationState', kind: 'happy', name: 'invited to interview', as: 'enterprise',
    body: (w) => ({ applicationId: need(w.state.applicationId, 'application id'), state: 3, note: 'Lundi 10 h, Plateau' }),
    expect: { code: 200, check: (r) => expect(data<Application>(r)).toMatchObject({ state: 3, note: 'Lundi 10 h, Plateau' }) },
  },
  {
    endpoint: 'updateApplicationState', kind: 'bad', name: 'by the applicant', as: 'seller', language: 'fr',
    body: (w) => ({ applicationId: need(w.state.applicationId, 'application id'), state: 4 }), expect: { code: 4403, key: 'jobs.errors.notYourApplication' },
  },
  {
    endpoint: 'withdrawApplication', kind: 'happy', name: 'the applicant withdraws', as: 'seller', body: (w) => ({ applicationId: need(w.state.applicationId, 'application id') }),
    expect: { code: 200, check: (r) => expect(data<Application>(r).state).toBe(5) },
  },
  { endpoint: 'withdrawApplication', kind: 'bad', name: 'id a word', as: 'seller', body: () => ({ applicationId: 'abc' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getJobHub', kind: 'happy', name: 'the seeker’s counts', as: 'seller',
    expect: { code: 200, check: (r) => expect(data<JobHub>(r)).toMatchObject({ hasResume: true, applications: 1, recruiterMode: false, isMember: false }) },
  },
  { endpoint: 'getJobHub', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  {
    endpoint: 'setRecruiterMode', kind: 'happy', name: 'an enterprise member turns it on', as: 'enterprise', body: () => ({ on: true }),
    expect: { code: 200, check: (r) => expect(data<JobHub>(r)).toMatchObject({ recruiterMode: true, isMember: true, canViewCvs: true, canPublishJobs: true }) },
  },
  {
    // Spec §6 "depend on the package": the individual level neither reads CVs nor publishes jobs.
    endpoint: 'setRecruiterMode', kind: 'bad', name: 'a member whose package allows neither', as: 'member', body: () => ({ on: true }),
    expect: { code: 4402, key: 'errors.authorityInsufficient' },
  },
  { endpoint: 'setRecruiterMode', kind: 'bad', name: 'on a word', as: 'member', body: () => ({ on: 'yes' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'askForAResume', kind: 'happy', name: 'the recruiter asks the seller', as: 'enterprise', body: () => ({ otherUserMq: SEED_USERS.seller.userMq }),
    expect: { code: 200 },
  },
  { endpoint: 'askForAResume', kind: 'bad', name: 'asking oneself', as: 'enterprise', body: () => ({ otherUserMq: SEED_USERS.enterprise.userMq }), expect: { code: 4403, key: 'validation.notAllowed' } },
  {
    endpoint: 'sendResume', kind: 'happy', name: 'the seller sends the CV', as: 'seller', body: () => ({ otherUserMq: SEED_USERS.enterprise.userMq }),
    expect: { code: 200 },
  },
  { endpoint: 'sendResume', kind: 'bad', name: 'without a CV', as: 'personal', language: 'cn', body: () => ({ otherUserMq: SEED_USERS.enterprise.userMq }), expect: { code: 4422, key: 'jobs.errors.noResume' } },
];
