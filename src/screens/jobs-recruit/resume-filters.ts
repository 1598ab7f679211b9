// The CV filters of recruitList (the issue: industry -> position, education, minimum years,
// position type) as values, and the search request they make. '' = any.
import type { LookupId } from '../../contract/types/common.js';
import type { ResumeSearchRequest } from '../../contract/types/jobs.js';

export interface ResumeFilters {
  keyWords: string;
  industryId: LookupId | '';
  positionId: LookupId | '';
  educationId: LookupId | '';
  yearsMin: number | '';
  positionTypeId: LookupId | '';
}

export const NO_FILTERS: ResumeFilters = { keyWords: '', industryId: '', positionId: '', educationId: '', yearsMin: '', positionTypeId: '' };

/** Minimum years worked offered (ours: the steps recruiters ask for). */
export const YEARS_STEPS: readonly number[] = [1, 2, 3, 5, 10];

/** The request's filter part: the position when one is chosen, else the industry (it matches its positions). */
export function searchTermsOf(f: ResumeFilters): Omit<ResumeSearchRequest, 'page'> {
  const keyWords = f.keyWords.trim();
  const tagId = f.positionId !== '' ? f.positionId : f.industryId;
  return {
    ...(keyWords ? { keyWords } : {}),
    ...(tagId !== '' ? { tagId } : {}),
    ...(f.educationId !== '' ? { educationId: f.educationId } : {}),
    ...(f.yearsMin !== '' ? { yearsMin: f.yearsMin } : {}),
    ...(f.positionTypeId !== '' ? { positionTypeId: f.positionTypeId } : {}),
  };
}

/** A select's value as an id ('' = any). */
export const idOrAny = (value: string): number | '' => (value === '' || !/^\d+$/.test(value) ? '' : Number(value));
