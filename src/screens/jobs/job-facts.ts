// The facts of a job's details (the issue: "salary range, head count, work nature, location,
// requirements"; spec §3 "Job: industryId, positionId, workExpId, degreeRequired, salary range
// min/max, recruitNum, work nature, urgent flag, work location"), as data: label key and shown
// value; empty values are left out. Lookup names come from getJobLookups (the reply has ids).
import type { LanguageCode } from '../../contract/envelope.js';
import type { JobLookups } from '../../contract/types/jobs.js';
import { formatNumber } from '../../i18n/format-price.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { TranslateFn } from '../../ui/t-context.js';
import type { Detail } from '../details/read.js';
import { nameOf, tagNames } from '../kit/job-lookups.js';
import { salaryText } from '../kit/salary-text.js';

export interface JobFact {
  field: string;
  label: MessageKey;
  value: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The job's salary line: the currency flag of the listing (priceFlag, else the money unit's flag). */
export const jobSalary = (d: Detail, t: TranslateFn, lang: LanguageCode): string =>
  salaryText({ ...d, priceFlag: str(d.priceFlag) || str(d.moneyUnitFlag) }, t, lang);

export function jobFactsOf(d: Detail, lookups: JobLookups | null, t: TranslateFn, lang: LanguageCode): JobFact[] {
  const nature = d.workNature === 1 || d.workNature === 2 ? t(`jobs.common.nature.${d.workNature}`) : '';
  const count = typeof d.recruitNum === 'number' && d.recruitNum > 0 ? formatNumber(d.recruitNum, lang) : '';
  const tags = tagNames(lookups, d.industryId, d.positionId);
  const facts: JobFact[] = [
    { field: 'salary', label: 'jobs.browse.details.salary', value: jobSalary(d, t, lang) },
    { field: 'recruitNum', label: 'jobs.browse.details.headCount', value: count },
    { field: 'workNature', label: 'jobs.browse.details.nature', value: nature },
    { field: 'workExpId', label: 'jobs.browse.details.experience', value: nameOf(lookups?.workExperiences, d.workExpId) },
    { field: 'degreeRequired', label: 'jobs.browse.details.degree', value: nameOf(lookups?.degrees, d.degreeRequired) },
    { field: 'industryId', label: 'jobs.browse.details.industry', value: tags.industry },
    // The reply's tag is the position's name too: shown before the lookups arrive.
    { field: 'positionId', label: 'jobs.browse.details.position', value: tags.position || str(d.tag) },
    { field: 'location', label: 'jobs.browse.details.location', value: str(d.location) },
  ];
  return facts.filter((f) => f.value !== '');
}
