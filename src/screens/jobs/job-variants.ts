// The four job lists of spec §2 /jobAndRecruit/jobWanted are one screen with a fixed filter each
// (the issue: "emergencyRecruitmentList (urgent only), fullTimeJob, partTimeJob"): variation as
// data (DESIGN.md §7), keyed by the last segment of the route path.
import { JOBS } from '../../contract/constants.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { FixedFilters } from './job-query.js';

export type JobListName = 'jobList' | 'emergencyRecruitmentList' | 'fullTimeJob' | 'partTimeJob';

export interface JobListVariant {
  readonly name: JobListName;
  readonly title: MessageKey;
  readonly fixed: FixedFilters;
}

export const JOB_LIST_VARIANTS: readonly JobListVariant[] = [
  { name: 'jobList', title: 'jobs.browse.titles.jobList', fixed: {} },
  { name: 'emergencyRecruitmentList', title: 'jobs.browse.titles.emergencyRecruitmentList', fixed: { urgent: true } },
  { name: 'fullTimeJob', title: 'jobs.browse.titles.fullTimeJob', fixed: { workNature: JOBS.workNature.fullTime } },
  { name: 'partTimeJob', title: 'jobs.browse.titles.partTimeJob', fixed: { workNature: JOBS.workNature.partTime } },
];

/** The variant of a route path (/jobAndRecruit/jobWanted/<name>), or undefined for another screen. */
export const variantOfPath = (path: string): JobListVariant | undefined =>
  JOB_LIST_VARIANTS.find((v) => path.endsWith(`/${v.name}`));
