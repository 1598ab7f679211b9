// The job and CV lookups as the CV and company forms read them (one call per language, shared
// with the job screens: kit/job-lookups.ts): empty lists while they load, an industry's positions.
import type { IdName } from '../../contract/types/common.js';
import type { JobLookups } from '../../contract/types/jobs.js';
import { useJobLookupsState } from '../kit/job-lookups.js';

/** The lists to show (empty while loading or failed) and whether they are still on their way. */
export function useFormLookups(): { lookups: JobLookups; busy: boolean } {
  const state = useJobLookupsState();
  return { lookups: state.data ?? NO_LOOKUPS, busy: state.data === null && !state.failed };
}

/** The lookups while loading or failed: empty lists, so the selects show only "choose". */
export const NO_LOOKUPS: JobLookups = {
  industries: [], workExperiences: [], degrees: [], jobStatuses: [], positionTypes: [], salaryRates: [], companySizes: [],
};

/** The positions of an industry (second level), [] before one is chosen. */
export const positionsOf = (lookups: JobLookups, industryId: unknown): IdName[] =>
  lookups.industries.find((i) => i.id === industryId)?.children ?? [];
