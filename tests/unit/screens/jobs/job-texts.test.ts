// Salary text, job facts and the apply button's decision (the job row and jobDetails).
import { describe, expect, it } from 'vitest';
import type { JobApplyInfo, JobLookups } from '../../../../src/contract/types/jobs.js';
import type { TranslateFn } from '../../../../src/ui/t-context.js';
import { applyStateOf } from '../../../../src/screens/jobs/apply-state.js';
import { jobFactsOf } from '../../../../src/screens/jobs/job-facts.js';
import { salaryText } from '../../../../src/screens/kit/salary-text.js';

const t: TranslateFn = (key, opts) => (opts ? `${key}${JSON.stringify(opts)}` : key);

describe('salary text', () => {
  it('a range with currency and cycle, numbers in the locale', () => {
    const s = { salaryMin: 150000, salaryMax: 250000, priceFlag: 'F CFA', billingCycleName: 'Mois' };
    expect(salaryText(s, t, 'fr')).toBe('jobs.common.salary{"min":"150\u202f000","max":"250\u202f000","currency":"F CFA","cycle":"Mois"}');
    expect(salaryText(s, t, 'en')).toContain('"min":"150,000"');
  });

  it('one amount when min equals max; no cycle part without a cycle; negotiable without amounts', () => {
    expect(salaryText({ salaryMin: 5000, salaryMax: 5000, priceFlag: 'XOF', billingCycleName: 'Jour' }, t, 'en')).toBe(
      '5,000 XOF Jour',
    );
    expect(salaryText({ salaryMin: 1000, salaryMax: 2000, priceFlag: 'XOF' }, t, 'en')).toBe('1,000–2,000 XOF');
    expect(salaryText({ salaryMin: 0, salaryMax: null }, t, 'en')).toBe('jobs.browse.negotiable');
    expect(salaryText({ salaryMin: '90000', salaryMax: '' , priceFlag: 'XOF'}, t, 'en')).toBe('90,000 XOF');
  });
});

const lookups: JobLookups = {
  industries: [{ id: 3, name: 'BTP', children: [{ id: 31, name: 'Maçon' }] }],
  workExperiences: [{ id: 0, name: 'Sans expérience' }],
  degrees: [{ id: 4, name: 'BAC' }],
  jobStatuses: [], positionTypes: [], salaryRates: [], companySizes: [],
};

describe('job facts', () => {
  it('names the lookups, formats the head count and leaves out empty facts', () => {
    const d = {
      salaryMin: 100000, salaryMax: 100000, moneyUnitFlag: 'XOF', billingCycleName: 'Mois', recruitNum: 12, workNature: 1,
      workExpId: 0, degreeRequired: 4, industryId: 3, positionId: 31, tag: 'Maçon', location: ' ',
    };
    const facts = jobFactsOf(d, lookups, t, 'en');
    expect(facts.map((f) => [f.field, f.value])).toEqual([
      ['salary', '100,000 XOF Mois'],
      ['recruitNum', '12'],
      ['workNature', 'jobs.common.nature.1'],
      ['workExpId', 'Sans expérience'],
      ['degreeRequired', 'BAC'],
      ['industryId', 'BTP'],
      ['positionId', 'Maçon'],
    ]);
  });

  it('shows the position from the reply before the lookups arrive', () => {
    const facts = jobFactsOf({ tag: 'Maçon', positionId: 31 }, null, t, 'en');
    expect(facts.find((f) => f.field === 'positionId')?.value).toBe('Maçon');
  });
});

const info = (patch: Partial<JobApplyInfo> = {}): JobApplyInfo => ({
  company: null, application: null, hasResume: true, recruiterMode: false, isOwner: false, ...patch,
});

describe('apply button state', () => {
  it('in order: login, pending, owner, applied, recruiter mode, no CV, apply', () => {
    expect(applyStateOf('', info()).kind).toBe('login');
    expect(applyStateOf('u', null).kind).toBe('pending');
    expect(applyStateOf('u', info({ isOwner: true, recruiterMode: true })).kind).toBe('owner');
    expect(applyStateOf('u', info({ recruiterMode: true })).kind).toBe('recruiterMode');
    expect(applyStateOf('u', info({ hasResume: false })).kind).toBe('noResume');
    expect(applyStateOf('u', info()).kind).toBe('apply');
  });

  it('an application shows its state; withdrawing only while sent, viewed or invited', () => {
    const of = (state: 1 | 2 | 3 | 4 | 5) => applyStateOf('u', info({ application: { applicationId: 'a1', state, createTime: '' } }));
    expect([1, 2, 3, 4, 5].map((s) => of(s as 1).kind === 'applied' && (of(s as 1) as { canWithdraw: boolean }).canWithdraw)).toEqual([
      true, true, true, false, false,
    ]);
  });
});
