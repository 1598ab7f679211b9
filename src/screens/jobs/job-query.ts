// What a job list asks for (spec §2 /jobAndRecruit/jobWanted "job filters": industry, position,
// work experience, degree, salary range with currency and cycle, full/part time, urgent). The
// filters live in the URL query under the contract's own field names, so "back" from jobDetails,
// a reload or a shared link shows the same list; the query object's JSON is the list's reset key,
// so any change goes back to page 1 (spec §4 "Lists").
import type { LookupId, YesNo } from '../../contract/types/common.js';
import type { JobSearchRequest, WorkNature } from '../../contract/types/jobs.js';
import type { PageRequest } from '../../ui/list-controller.js';

/** A salary bound; '' = open. */
export type SalaryBound = number | '';

export interface JobQuery {
  readonly keyWords: string;
  /** First-level tag; the server matches its positions. */
  readonly industryId: LookupId | null;
  /** Second-level tag (the job's tagId); only with its industry. */
  readonly positionId: LookupId | null;
  readonly workExpId: LookupId | null;
  readonly degreeRequired: LookupId | null;
  readonly workNature: WorkNature | null;
  readonly urgent: boolean;
  /** A salary rate option (spec §3 "Salary rate options numbered 0 to 10"); replaces the custom range. */
  readonly salaryRateId: LookupId | null;
  readonly salaryMin: SalaryBound;
  readonly salaryMax: SalaryBound;
  readonly moneyUnitId: LookupId | null;
  readonly billingCycleId: LookupId | null;
}

/** What a list variant fixes (emergencyRecruitmentList: urgent; fullTimeJob / partTimeJob: nature). */
export interface FixedFilters {
  readonly urgent?: true;
  readonly workNature?: WorkNature;
}

export const EMPTY_QUERY: JobQuery = {
  keyWords: '', industryId: null, positionId: null, workExpId: null, degreeRequired: null, workNature: null,
  urgent: false, salaryRateId: null, salaryMin: '', salaryMax: '', moneyUnitId: null, billingCycleId: null,
};

/** The id fields kept in the URL as non-negative integers (lookup ids may be 0: "no experience"). */
const ID_PARAMS = ['industryId', 'positionId', 'workExpId', 'degreeRequired', 'salaryRateId', 'moneyUnitId', 'billingCycleId'] as const;
type IdParam = (typeof ID_PARAMS)[number];

const readId = (s: string | null): number | null => (s !== null && /^\d{1,9}$/.test(s) ? Number(s) : null);
/** A salary bound: a positive amount (spec §5 "salary ... not zero or negative"), else open. */
const readBound = (s: string | null): SalaryBound => {
  if (s === null || !/^\d{1,11}(\.\d{1,2})?$/.test(s)) return '';
  const n = Number(s);
  return n > 0 ? n : '';
};
const readNature = (s: string | null): WorkNature | null => (s === '1' ? 1 : s === '2' ? 2 : null);

/** The list's query from the URL; a variant's fixed filters win over the URL. Bad values are ignored. */
export function queryFromParams(params: URLSearchParams, fixed: FixedFilters = {}): JobQuery {
  const ids = Object.fromEntries(ID_PARAMS.map((k) => [k, readId(params.get(k))])) as Record<IdParam, number | null>;
  return {
    keyWords: (params.get('keyWords') ?? '').trim(),
    ...ids,
    // A position means nothing without its industry (the panel picks the industry first).
    positionId: ids.industryId === null ? null : ids.positionId,
    workNature: fixed.workNature ?? readNature(params.get('workNature')),
    urgent: fixed.urgent ?? params.get('urgent') === '1',
    salaryMin: readBound(params.get('salaryMin')),
    salaryMax: readBound(params.get('salaryMax')),
  };
}

/**
 * The URL query of a list query: `base` keeps whatever else it carries, every filter is set or
 * removed, and the fixed filters of the variant are not written (its route already says them).
 */
export function paramsFromQuery(q: JobQuery, base: URLSearchParams, fixed: FixedFilters = {}): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (k: string, v: string | number | null | '') => (v === null || v === '' ? next.delete(k) : next.set(k, String(v)));
  put('keyWords', q.keyWords);
  for (const k of ID_PARAMS) put(k, q[k]);
  put('workNature', fixed.workNature ? null : q.workNature);
  put('urgent', fixed.urgent || !q.urgent ? null : 1);
  put('salaryMin', q.salaryMin);
  put('salaryMax', q.salaryMax);
  return next;
}

/** The request of one page (contract JobSearchRequest); filters that are not set are not sent. */
export function jobSearchBody(q: JobQuery, page: PageRequest): JobSearchRequest {
  const body: JobSearchRequest = { page: { index: page.index, size: page.size }, keyWords: q.keyWords, tagId: q.positionId ?? q.industryId ?? '' };
  if (q.workExpId !== null) body.workExpId = q.workExpId;
  if (q.degreeRequired !== null) body.degreeRequired = q.degreeRequired;
  if (q.workNature !== null) body.workNature = q.workNature;
  if (q.urgent) body.urgent = 1 satisfies YesNo;
  if (q.salaryRateId !== null) body.salaryRateId = q.salaryRateId;
  else {
    if (q.salaryMin !== '') body.salaryMin = q.salaryMin;
    if (q.salaryMax !== '') body.salaryMax = q.salaryMax;
    // Currency and cycle only say something about a range.
    if (q.salaryMin !== '' || q.salaryMax !== '') {
      if (q.moneyUnitId !== null) body.moneyUnitId = q.moneyUnitId;
      if (q.billingCycleId !== null) body.billingCycleId = q.billingCycleId;
    }
  }
  return body;
}

/** A salary filter is on (a rate option or a bound). */
export const hasSalary = (q: JobQuery): boolean => q.salaryRateId !== null || q.salaryMin !== '' || q.salaryMax !== '';

/** How many of the "more" filters (experience, degree, nature, urgent) the user set; fixed ones are not counted. */
export function moreCount(q: JobQuery, fixed: FixedFilters = {}): number {
  return [q.workExpId !== null, q.degreeRequired !== null, !fixed.workNature && q.workNature !== null, !fixed.urgent && q.urgent].filter(Boolean)
    .length;
}

/** Any filter or search set by the user (the empty list then offers "show all"). */
export const isFiltered = (q: JobQuery, fixed: FixedFilters = {}): boolean =>
  q.keyWords !== '' || q.industryId !== null || hasSalary(q) || moreCount(q, fixed) > 0;

/** Every filter cleared, the search kept (the "All" button); the variant's fixed filters stay. */
export const clearJobFilters = (q: JobQuery, fixed: FixedFilters = {}): JobQuery => ({
  ...EMPTY_QUERY,
  keyWords: q.keyWords,
  workNature: fixed.workNature ?? null,
  urgent: fixed.urgent ?? false,
});

/** Identifies a query by value (useInfiniteList resetKey). */
export const jobQueryKey = (q: JobQuery): string => JSON.stringify(q);
