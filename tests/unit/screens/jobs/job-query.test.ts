// The job lists' query <-> URL mapping and the search request (the issue's job filters; spec §4
// "Changing search, tag, tab or filter resets to page 1").
import { describe, expect, it } from 'vitest';
import {
  clearJobFilters, EMPTY_QUERY, isFiltered, jobQueryKey, jobSearchBody, moreCount, paramsFromQuery, queryFromParams, type JobQuery,
} from '../../../../src/screens/jobs/job-query.js';
import { JOB_LIST_VARIANTS, variantOfPath } from '../../../../src/screens/jobs/job-variants.js';

const page = { index: 1, size: 15 };
const params = (s: string) => new URLSearchParams(s);

describe('job query from the URL', () => {
  it('reads every filter under its contract name', () => {
    const q = queryFromParams(
      params('keyWords=%20chauffeur%20&industryId=3&positionId=31&workExpId=0&degreeRequired=4&workNature=2&urgent=1&salaryMin=90000&salaryMax=150000.5&moneyUnitId=1&billingCycleId=2'),
    );
    expect(q).toEqual({
      keyWords: 'chauffeur', industryId: 3, positionId: 31, workExpId: 0, degreeRequired: 4, workNature: 2, urgent: true,
      salaryRateId: null, salaryMin: 90000, salaryMax: 150000.5, moneyUnitId: 1, billingCycleId: 2,
    });
  });

  it('ignores bad values instead of failing: negative, zero or malformed bounds, unknown natures, ids that are not integers', () => {
    const q = queryFromParams(params('industryId=abc&workExpId=-1&workNature=3&urgent=yes&salaryMin=0&salaryMax=1e9&salaryRateId=2.5'));
    expect(q).toEqual(EMPTY_QUERY);
  });

  it('drops a position without its industry', () => {
    expect(queryFromParams(params('positionId=31')).positionId).toBeNull();
  });

  it('lets the variant fix its filter over the URL', () => {
    expect(queryFromParams(params('workNature=2'), { workNature: 1 }).workNature).toBe(1);
    expect(queryFromParams(params(''), { urgent: true }).urgent).toBe(true);
  });

  it('round-trips through the URL, keeping unrelated parameters and not writing fixed filters', () => {
    const q: JobQuery = { ...EMPTY_QUERY, keyWords: 'caissière', industryId: 5, workNature: 1, urgent: true, salaryRateId: 3 };
    const out = paramsFromQuery(q, params('from=home&salaryMin=5'), { urgent: true });
    expect(out.get('from')).toBe('home');
    expect(out.has('urgent')).toBe(false);
    expect(out.has('salaryMin')).toBe(false);
    expect(queryFromParams(out, { urgent: true })).toEqual(q);
  });
});

describe('the search request', () => {
  it('sends the position as tagId, else the industry, else an empty tag', () => {
    expect(jobSearchBody({ ...EMPTY_QUERY, industryId: 3, positionId: 31 }, page).tagId).toBe(31);
    expect(jobSearchBody({ ...EMPTY_QUERY, industryId: 3 }, page).tagId).toBe(3);
    expect(jobSearchBody(EMPTY_QUERY, page)).toEqual({ page, keyWords: '', tagId: '' });
  });

  it('sends only the filters that are set', () => {
    const body = jobSearchBody({ ...EMPTY_QUERY, workExpId: 0, degreeRequired: 2, workNature: 2, urgent: true }, { index: 2, size: 15 });
    expect(body).toEqual({ page: { index: 2, size: 15 }, keyWords: '', tagId: '', workExpId: 0, degreeRequired: 2, workNature: 2, urgent: 1 });
  });

  it('a salary rate option wins over a typed range; currency and cycle go with a range only', () => {
    const rate = jobSearchBody({ ...EMPTY_QUERY, salaryRateId: 0, salaryMin: 5, moneyUnitId: 1 }, page);
    expect(rate.salaryRateId).toBe(0);
    expect(rate).not.toHaveProperty('salaryMin');
    expect(rate).not.toHaveProperty('moneyUnitId');
    const range = jobSearchBody({ ...EMPTY_QUERY, salaryMin: 100000, moneyUnitId: 1, billingCycleId: 2 }, page);
    expect(range).toMatchObject({ salaryMin: 100000, moneyUnitId: 1, billingCycleId: 2 });
    expect(range).not.toHaveProperty('salaryMax');
    expect(jobSearchBody({ ...EMPTY_QUERY, moneyUnitId: 1 }, page)).not.toHaveProperty('moneyUnitId');
  });
});

describe('filter state', () => {
  it('counts the "more" filters without the fixed one, and clearing keeps the search and the fixed filter', () => {
    const q: JobQuery = { ...EMPTY_QUERY, keyWords: 'x', workExpId: 1, workNature: 1, urgent: true, industryId: 2 };
    expect(moreCount(q)).toBe(3);
    expect(moreCount(q, { workNature: 1 })).toBe(2);
    const cleared = clearJobFilters(q, { workNature: 1 });
    expect(cleared).toEqual({ ...EMPTY_QUERY, keyWords: 'x', workNature: 1 });
    expect(isFiltered({ ...cleared, keyWords: '' }, { workNature: 1 })).toBe(false);
    expect(isFiltered(cleared)).toBe(true);
  });

  it('the reset key changes with any filter', () => {
    expect(jobQueryKey(EMPTY_QUERY)).not.toBe(jobQueryKey({ ...EMPTY_QUERY, degreeRequired: 1 }));
  });
});

describe('list variants', () => {
  it('one per jobWanted list, each found from its path with its fixed filter', () => {
    expect(JOB_LIST_VARIANTS.map((v) => v.name)).toEqual(['jobList', 'emergencyRecruitmentList', 'fullTimeJob', 'partTimeJob']);
    expect(variantOfPath('/x/jobWanted/emergencyRecruitmentList')?.fixed).toEqual({ urgent: true });
    expect(variantOfPath('/x/jobWanted/partTimeJob')?.fixed).toEqual({ workNature: 2 });
    expect(variantOfPath('/x/jobWanted/jobDetails')).toBeUndefined();
  });
});
