// Recruitment (spec §2 /jobAndRecruit, §3 "Jobs and CVs", §6): jobs are listings of module 8, so
// they share the word check, review, translation, publish management, favourites and history of
// every module (DESIGN.md §3). The industry is the first tag level and the position the second
// (the payload's tagId). CVs, applications and companies are not listings: src/contract/types/jobs.ts.
import { LIMITS, MODULE_ID } from '../contract/constants.js';
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { JobDetail, JobPublish, JobSummary } from '../contract/types/jobs.js';
import { attrsOf, fieldsOf, subsetOf, type DetailExtras } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const JOB_AND_RECRUIT_MODULE: ListingModule = {
  ...IDENTITIES.jobAndRecruit,
  endpoints: LISTING_ENDPOINTS.jobAndRecruit,
  pageSize: 15,
  recommendPageSize: 10,
  // The salary is a range (salaryMin..salaryMax attrs), not one price column.
  priceField: null,
  filters: {
    tagLevels: 2, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: false,
    // Spec §2 "job filters": experience, degree, full/part time, urgent, and the salary range.
    attrEquals: ['workExpId', 'degreeRequired', 'workNature', 'urgent'],
    salaryRange: true,
  },
  popular: null,
  rowLayout: 'job',
  summaryFields: fieldsOf<JobSummary>()([
    'recruitingInfoId', 'title', 'tag', 'industryId', 'positionId', 'workExpId', 'degreeRequired', 'salaryMin', 'salaryMax',
    'priceFlag', 'billingCycleName', 'recruitNum', 'workNature', 'urgent', 'countryCityName', 'location', 'avatarPath',
    'entName', 'petName', 'releaseTime', 'labelList', 'isTop',
  ]),
  commonDetail: true,
  detailFields: fieldsOf<DetailExtras<JobDetail>>()([
    'recruitingInfoId', 'tag', 'industryId', 'positionId', 'workExpId', 'degreeRequired', 'salaryMin', 'salaryMax',
    'priceFlag', 'moneyUnitFlag', 'billingCycleName', 'recruitNum', 'workNature', 'urgent',
  ]),
  columns: subsetOf<JobPublish>()(['moneyUnitId', 'billingCycleId']),
  attrs: attrsOf<JobPublish>()([
    { name: 'workExpId', kind: 'int' },
    { name: 'degreeRequired', kind: 'int' },
    { name: 'salaryMin', kind: 'number' },
    { name: 'salaryMax', kind: 'number' },
    { name: 'recruitNum', kind: 'int' },
    { name: 'workNature', kind: 'int' },
    { name: 'urgent', kind: 'yesno' },
  ]),
  publishes: true,
  labelLimit: LIMITS.labels,
  // The job form's own words: work location, job description, benefits.
  publishLabels: { tagParent: 'industry', tagId: 'position', location: 'workLocation', content: 'jobDescription', labelIds: 'benefits' },
  // A job is for a position: the industry alone says "choose" under the position (spec §5).
  subTagRequired: true,
  // The job seeker's hub (userCenter/userIndex) stands for the mine screen.
  mine: { adLocation: 'module8Mine', publishManageModuleId: MODULE_ID.recruitment, buyPackageLabel: 'buyPackage' },
};
