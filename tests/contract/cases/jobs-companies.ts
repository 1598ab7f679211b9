// Contract cases of the job lookups, company cards and job details' side panel (spec §2
// jobWanted/companyInfo, edit/editCompanyInfo, jobDetails; §3 "Jobs and CVs"; §6 enterprise
// accounts), played in order: the enterprise account edits its company, visitors read it.
import { expect } from 'vitest';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { CompanyCard, CompanyInfo, JobApplyInfo, JobLookups, JobSummary, MyCompanyReply } from '../../../src/contract/types/jobs.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { moduleById } from '../../../src/modules/index.js';
import { data, type Case } from '../support/cases.js';
import type { World } from '../support/world.js';

export interface CompanyState {
  jobId?: string;
}
export const newCompanyState = (): CompanyState => ({});
type W = World<CompanyState>;
type C = Case<CompanyState>;

const jobKey = () => moduleById(MODULE_ID.recruitment)!.key;

async function enterpriseJob(w: W): Promise<string> {
  if (w.state.jobId) return w.state.jobId;
  const [job] = await w.db.query<{ id: string }>(
    "select id::text as id from listings where module_key = $1 and user_id = 'u-enterprise' and status = 7 and not deleted order by id limit 1", [jobKey()]);
  expect(job, 'a published job of u-enterprise').toBeDefined();
  w.state.jobId = job!.id;
  return w.state.jobId;
}

async function company(w: W, over: Partial<CompanyInfo> = {}): Promise<CompanyInfo> {
  const [row] = await w.db.query<{ id: number }>('select id from tags where module_key = $1 and parent_id is null order by id limit 1', [jobKey()]);
  return {
    entName: 'Abidjan Services SARL', industryId: row!.id, sizeId: 2, address: 'Plateau, avenue Chardy, Abidjan',
    introduction: 'Services aux entreprises à Abidjan depuis 2012 : accueil, entretien, logistique.', logoPath: '',
    mobileCode: '225', phone: '0700000003', mail: 'rh@abidjan-services.example', website: 'https://abidjan-services.example', ...over,
  };
}

export const JOB_COMPANY_CASES: readonly C[] = [
  {
    endpoint: 'getJobLookups', kind: 'happy', name: 'every lookup in French', language: 'fr',
    expect: {
      code: 200,
      check: (r) => {
        const l = data<JobLookups>(r);
        expect(l.salaryRates.map((x) => x.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        for (const list of [l.workExperiences, l.degrees, l.jobStatuses, l.positionTypes, l.companySizes, l.industries]) expect(list.length).toBeGreaterThan(2);
        expect(l.industries[0]!.children.length).toBeGreaterThan(0);
      },
    },
  },
  { endpoint: 'getJobLookups', kind: 'bad', name: 'customData an array', language: 'fr', body: () => [], expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getMyCompanyInfo', kind: 'happy', name: 'the enterprise account may edit', as: 'enterprise',
    expect: { code: 200, check: (r) => expect(data<MyCompanyReply>(r).canEdit).toBe(true) },
  },
  { endpoint: 'getMyCompanyInfo', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  {
    endpoint: 'updateCompanyInfo', kind: 'happy', name: 'the enterprise account saves its card', as: 'enterprise', body: (w) => company(w),
    expect: { code: 200 },
  },
  {
    endpoint: 'updateCompanyInfo', kind: 'bad', name: 'a personal account', as: 'seller', language: 'fr', body: (w) => company(w),
    expect: { code: 4403, key: 'jobs.errors.enterpriseOnly' },
  },
  {
    endpoint: 'updateCompanyInfo', kind: 'bad', name: 'a website that is no web address', as: 'enterprise', body: (w) => company(w, { website: 'javascript:alert(1)' }),
    expect: { code: 4422 },
  },
  // Spec §5 "Shared phone validator": the rule is the code sent with the phone's, not the account's.
  {
    endpoint: 'updateCompanyInfo', kind: 'bad', name: 'a +225 number of nine digits', as: 'enterprise', body: (w) => company(w, { phone: '070000000' }),
    expect: { code: 4422, key: MSG.phoneInvalid },
  },
  {
    endpoint: 'updateCompanyInfo', kind: 'bad', name: 'an area code no country has', as: 'enterprise', body: (w) => company(w, { mobileCode: '999' }),
    expect: { code: 4422, key: MSG.areaCodeWarning },
  },
  {
    endpoint: 'getCompanyCard', kind: 'happy', name: 'visitors read the saved card', body: () => ({ userId: 'u-enterprise' }),
    expect: {
      code: 200,
      check: (r) => expect(data<CompanyCard>(r)).toMatchObject({ entName: 'Abidjan Services SARL', website: 'https://abidjan-services.example', mobileCode: '225', phone: '0700000003' }),
    },
  },
  {
    endpoint: 'updateCompanyInfo', kind: 'happy', name: 'a Dakar number under +221 (any digits)', as: 'enterprise', body: (w) => company(w, { mobileCode: '221', phone: '771234567' }),
    expect: { code: 200 },
  },
  {
    endpoint: 'getMyCompanyInfo', kind: 'happy', name: 'the stored code is read back', as: 'enterprise',
    expect: { code: 200, check: (r) => expect(data<MyCompanyReply>(r).company).toMatchObject({ mobileCode: '221', phone: '771234567' }) },
  },
  { endpoint: 'getCompanyCard', kind: 'bad', name: 'no such company', body: () => ({ userId: 'u-nobody' }), expect: { code: 4404 } },
  {
    endpoint: 'searchCompanyJobs', kind: 'happy', name: 'the company’s published jobs', body: () => ({ userId: 'u-enterprise', page: { index: 1, size: 5 } }),
    expect: { code: 200, check: (r) => expect(data<SearchReply<JobSummary>>(r).totalCount).toBeGreaterThan(0) },
  },
  { endpoint: 'searchCompanyJobs', kind: 'bad', name: 'userId missing', body: () => ({ page: { index: 1, size: 5 } }), expect: { code: 4422 } },
  {
    endpoint: 'getJobApplyInfo', kind: 'happy', name: 'a visitor sees the company, no application', body: async (w) => ({ serviceId: await enterpriseJob(w) }),
    expect: { code: 200, check: (r) => expect(data<JobApplyInfo>(r)).toMatchObject({ application: null, hasResume: false, isOwner: false }) },
  },
  {
    endpoint: 'getJobApplyInfo', kind: 'happy', name: 'the owner', as: 'enterprise', body: async (w) => ({ serviceId: await enterpriseJob(w) }),
    expect: { code: 200, check: (r) => expect(data<JobApplyInfo>(r).isOwner).toBe(true) },
  },
  { endpoint: 'getJobApplyInfo', kind: 'bad', name: 'serviceId a word', body: () => ({ serviceId: 'abc' }), expect: { code: 4422, key: MSG.checkWarning } },
];
