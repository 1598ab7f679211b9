// Small rules of the job seeker's screens: where a save returns, the salary text, what an applicant
// may still do, the recruiter-mode answer, and the company payload (src/screens/jobs-user/).
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../src/contract/codes.js';
import type { JobHub } from '../../../../src/contract/types/jobs.js';
import { companyInfoSchema } from '../../../../src/contract/validation/jobs-company.js';
import { validate } from '../../../../src/contract/validation/validate.js';
import { canWithdraw } from '../../../../src/screens/jobs-user/application-rules.js';
import { companyPayload, companyValues } from '../../../../src/screens/jobs-user/company-values.js';
import { jobsKindOf } from '../../../../src/screens/kit/job-paths.js';
import { JOB_PATHS, returnPathOf } from '../../../../src/screens/jobs-user/paths.js';
import { modeOutcome } from '../../../../src/screens/jobs-user/recruiter-mode.js';

describe('paths', () => {
  it('after saving a CV: back to a local ?from path, else myResume', () => {
    expect(returnPathOf('/x/jobWanted/jobDetails?recruitingInfoId=RI1')).toBe('/x/jobWanted/jobDetails?recruitingInfoId=RI1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil', 'javascript:alert(1)']) {
      expect(returnPathOf(bad)).toBe(JOB_PATHS.myResume);
    }
  });

  it('the dispatcher reads the route kind under the module base', () => {
    expect(jobsKindOf(JOB_PATHS.myDeliver)).toBe('userCenter/myDeliver');
    expect(jobsKindOf(JOB_PATHS.editResume)).toBe('edit/editResume');
    expect(JOB_PATHS.publishManage).toBe('/common/publishManage?moduleId=8');
  });
});

describe('applications', () => {
  it('withdraw is offered while sent, viewed or invited; never after not retained or withdrawn', () => {
    expect([1, 2, 3, 4, 5].map((s) => canWithdraw(s as 1))).toEqual([true, true, true, false, false]);
  });
});

describe('recruiter mode', () => {
  const hub = { recruiterMode: true } as JobHub;
  it('200 gives the new hub; 4402 offers the membership; other codes were already shown', () => {
    expect(modeOutcome({ code: 200, customData: hub })).toEqual({ kind: 'done', hub });
    expect(modeOutcome({ code: CODE.MEMBERSHIP_REQUIRED, customData: null })).toEqual({ kind: 'membership' });
    expect(modeOutcome({ code: CODE.FORBIDDEN, customData: null })).toEqual({ kind: 'failed' });
    expect(modeOutcome({ code: 200, customData: null })).toEqual({ kind: 'failed' });
  });
});

describe('company form', () => {
  it('an empty form takes the account contact details; the first picture is the logo', () => {
    const v = companyValues(null, { mobileCode: '225', phone: '0701020304', mail: 'rh@example.ci' });
    expect(v).toMatchObject({ industryId: null, sizeId: null, phone: '0701020304', mail: 'rh@example.ci', logoPath: '' });
    expect(companyPayload({ ...v, logoPath: '/uploads/2026-11/a.png\n/uploads/2026-11/b.png' }).logoPath).toBe('/uploads/2026-11/a.png');
  });

  it('a saved company round-trips and passes the shared schema', () => {
    const saved = {
      entName: 'Ivoire Logistique', industryId: 4, sizeId: 2, address: 'Zone 4, Abidjan', introduction: 'Transport et logistique depuis 2010 à Abidjan.',
      logoPath: '/uploads/2026-11/logo.png', mobileCode: '221', phone: '701020304', mail: 'rh@ivoire-logistique.ci', website: 'https://ivoire-logistique.ci',
    };
    const payload = companyPayload(companyValues(saved, { mobileCode: '225' }));
    expect(payload).toEqual(saved);
    // Its own code (+221, any digits), not the account's (+225 would need ten).
    expect(validate(companyInfoSchema(), payload).ok).toBe(true);
    expect(validate(companyInfoSchema(), { ...payload, mobileCode: '225' })).toMatchObject({ ok: false, issues: [{ path: 'phone', key: 'validation.phoneInvalid' }] });
  });
});
