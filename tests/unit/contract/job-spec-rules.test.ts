// The recruitment forms against spec §5 and §9, number by number: salaries (job, CV, job filter)
// are numbers, not zero or negative, minimum not above maximum, with the number message (not the
// price one); headcount a positive whole number; title 3-200, content 20-10,000, free inputs at most
// 250; e-mail the standard pattern; one attachment, one path.
import { describe, expect, it } from 'vitest';
import { MSG, PUBLISH_SCHEMAS, searchRequestSchema, validate } from '../../../src/contract/validation/index.js';
import { companyInfoSchema } from '../../../src/contract/validation/jobs-company.js';
import { resumeEditSchema } from '../../../src/contract/validation/jobs-resume.js';
import { LIMITS } from '../../../src/contract/constants.js';

const job = {
  userId: 'u1', areaId: 'CIV', areaIds: ['CIV'], cityId: 12, tagId: 3, location: 'Cocody, Abidjan', labelIds: [], title: 'Comptable confirmé',
  content: 'Cabinet au Plateau cherche un comptable, cinq ans d’expérience.', contacts: 'Awa Kone', mail: '', tel: '0701020304', fileList: [],
  originalLanguageId: 'fr', workExpId: 2, degreeRequired: 3, salaryMin: '150000', salaryMax: 250000, moneyUnitId: 2, billingCycleId: 1,
  recruitNum: 3, workNature: 1, urgent: 0,
};
const cv = {
  realName: 'Awa Koné', gender: 2, birthDate: '1996-04-12', mail: '', mobileCode: '225', phone: '0701020304', educationId: 3, jobStatusId: 1,
  positionTypeId: 1, yearsWorked: 4, industryId: 3, positionId: 31, salaryMin: 200000, salaryMax: 300000, moneyUnitId: 2, billingCycleId: 1,
  selfIntroduction: 'Comptable, six ans en cabinet, SYSCOHADA.', workLocation: 'Abidjan', areaId: 'CIV', attachment: '', attachmentName: '',
  isPublic: 1, languageId: 'fr',
};
const company = {
  entName: 'Cabinet Koné', industryId: 3, sizeId: 2, address: 'Plateau', introduction: 'Cabinet d’expertise comptable au Plateau.',
  logoPath: '', mobileCode: '225', phone: '0701020304', mail: '', website: '',
};

type Issue = { path: string; key: string };
const issuesOf = (schema: Parameters<typeof validate>[0], input: unknown): Issue[] => {
  const r = validate(schema, input);
  return r.ok ? [] : r.issues.map(({ path, key }) => ({ path, key }));
};
const jobIssues = (patch: Record<string, unknown>) => issuesOf(PUBLISH_SCHEMAS.jobAndRecruit({ mobileCode: '225' }), { ...job, ...patch });
const cvIssues = (patch: Record<string, unknown>) => issuesOf(resumeEditSchema({ today: new Date('2026-06-01T00:00:00Z') }), { ...cv, ...patch });
const companyIssues = (patch: Record<string, unknown>) => issuesOf(companyInfoSchema(), { ...company, ...patch });
const filterIssues = (patch: Record<string, unknown>) =>
  issuesOf(searchRequestSchema({ priceRange: false, sizeRange: false, bedroomNum: false, attrEquals: ['workExpId'], salaryRange: true }), patch);

describe('recruitment rules against spec §5 / §9', () => {
  it('valid payloads pass', () => {
    expect(jobIssues({})).toEqual([]);
    expect(cvIssues({})).toEqual([]);
    expect(companyIssues({})).toEqual([]);
    expect(filterIssues({ salaryMin: 100000, salaryMax: 200000 })).toEqual([]);
  });

  it('a salary is a number, not zero or negative, with the number message; the minimum not above the maximum', () => {
    for (const bad of [0, -1, '0', '-5', 'abc']) {
      expect(jobIssues({ salaryMin: bad }), String(bad)).toEqual([{ path: 'salaryMin', key: MSG.numberPositive }]);
      expect(cvIssues({ salaryMax: bad }), String(bad)).toEqual([{ path: 'salaryMax', key: MSG.numberPositive }]);
      if (bad !== 'abc') expect(filterIssues({ salaryMin: bad }), String(bad)).toEqual([{ path: 'salaryMin', key: MSG.numberPositive }]);
    }
    expect(jobIssues({ salaryMin: 300000, salaryMax: 200000 })).toEqual([{ path: 'salaryMax', key: MSG.minMaxNumber }]);
    expect(cvIssues({ salaryMin: 300000, salaryMax: 200000 })).toEqual([{ path: 'salaryMax', key: MSG.minMaxNumber }]);
    expect(filterIssues({ salaryMin: 300000, salaryMax: 200000 })).toEqual([{ path: 'salaryMin', key: MSG.minMaxNumber }]);
    // Equal bounds are a fixed salary.
    expect(jobIssues({ salaryMin: 200000, salaryMax: 200000 })).toEqual([]);
  });

  it('headcount is a positive whole number', () => {
    for (const bad of [0, -2, 1.5, '2.5', '']) expect(jobIssues({ recruitNum: bad })[0]?.path, String(bad)).toBe('recruitNum');
    expect(jobIssues({ recruitNum: 0 })).toEqual([{ path: 'recruitNum', key: MSG.numberPositive }]);
    expect(jobIssues({ recruitNum: '12' })).toEqual([]);
  });

  it('title 3-200, content 20-10,000, free inputs at most 250, e-mail pattern', () => {
    expect(LIMITS).toMatchObject({ titleMin: 3, titleMax: 200, contentMin: 20, contentMax: 10_000, freeInputMax: 250 });
    expect(jobIssues({ title: 'ab' })).toEqual([{ path: 'title', key: MSG.titleLength }]);
    expect(jobIssues({ title: 'abc' })).toEqual([]);
    expect(jobIssues({ title: 'x'.repeat(200) })).toEqual([]);
    expect(jobIssues({ title: 'x'.repeat(201) })).toEqual([{ path: 'title', key: MSG.titleLength }]);
    expect(jobIssues({ content: 'x'.repeat(19) })).toEqual([{ path: 'content', key: MSG.contentLength }]);
    expect(jobIssues({ content: 'x'.repeat(10_000) })).toEqual([]);
    expect(jobIssues({ content: 'x'.repeat(10_001) })).toEqual([{ path: 'content', key: MSG.contentLength }]);
    expect(jobIssues({ location: 'x'.repeat(250) })).toEqual([]);
    expect(jobIssues({ location: 'x'.repeat(251) })).toEqual([{ path: 'location', key: MSG.inputLimit }]);
    expect(cvIssues({ workLocation: 'x'.repeat(251) })).toEqual([{ path: 'workLocation', key: MSG.inputLimit }]);
    expect(companyIssues({ address: 'x'.repeat(251) })).toEqual([{ path: 'address', key: MSG.inputLimit }]);
    for (const mail of ['awa@', 'awa kone@example.ci', 'awa@example']) {
      expect(jobIssues({ mail }), mail).toEqual([{ path: 'mail', key: MSG.emailRegp }]);
      expect(cvIssues({ mail }), mail).toEqual([{ path: 'mail', key: MSG.emailRegp }]);
      expect(companyIssues({ mail }), mail).toEqual([{ path: 'mail', key: MSG.emailRegp }]);
    }
    expect(cvIssues({ mail: 'awa.kone@example.ci' })).toEqual([]);
  });

  it('a CV takes one attachment: one path, never a list', () => {
    expect(cvIssues({ attachment: '/private/2026-05/0a1b.pdf', attachmentName: 'cv.pdf' })).toEqual([]);
    expect(cvIssues({ attachment: ['/private/2026-05/0a1b.pdf', '/private/2026-05/0a1c.pdf'] })).toEqual([{ path: 'attachment', key: MSG.choose }]);
  });
});
