// The salary filter of a module with filters.salaryRange (recruitment; spec §2 "job filters",
// §3 "Salary rate options numbered 0 to 10"): a job matches when its range
// [attrs.salaryMin, attrs.salaryMax] overlaps the asked one, in the asked currency and billing
// cycle when given. A salary rate option stands for its range, currency and cycle (job_lookups
// 'salaryRate' extra), read before the SQL is built.
import type { Queryable } from '../db/database.js';
import type { SqlParams } from './sql.js';

export interface SalaryTerms {
  min: number | null;
  max: number | null;
  moneyUnitId: number | null;
  billingCycleId: number | null;
  /** A salary rate option 1..10 (0 was read as none); resolved by withSalaryRate. */
  rateId: number | null;
}

interface RateExtra {
  salaryMin?: number | null;
  salaryMax?: number | null;
  moneyUnitId?: number | null;
  billingCycleId?: number | null;
}

const numberOr = (x: unknown, fallback: number | null): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);

/**
 * The terms with their rate option replaced by its range, currency and cycle (the rate wins over
 * bounds sent beside it: the app sends one or the other). A rate the table lacks leaves the terms.
 */
export async function withSalaryRate(q: Queryable, s: SalaryTerms): Promise<SalaryTerms> {
  if (s.rateId === null) return s;
  const [row] = await q.query<{ extra: RateExtra }>("select extra from job_lookups where kind = 'salaryRate' and id = $1", [s.rateId]);
  if (!row) return { ...s, rateId: null };
  const x = row.extra;
  return {
    min: numberOr(x.salaryMin, null), max: numberOr(x.salaryMax, null),
    moneyUnitId: numberOr(x.moneyUnitId, s.moneyUnitId), billingCycleId: numberOr(x.billingCycleId, s.billingCycleId), rateId: null,
  };
}

/**
 * The attr as a number, null when it is missing or not a JSON number: stored generated columns
 * (migration 026) carried in the list index, so the overlap is checked without reading the row.
 */
const attrNumber = (name: 'salaryMin' | 'salaryMax') => (name === 'salaryMin' ? 'l.attr_salary_min' : 'l.attr_salary_max');

/** SQL conditions on `l` for the salary terms (none when nothing was asked). */
export function salaryConditions(s: SalaryTerms, p: SqlParams): string[] {
  const out: string[] = [];
  // Overlap of [jobMin, jobMax] and [min, max]: the job pays at least min somewhere, at most max somewhere.
  if (s.min !== null) out.push(`${attrNumber('salaryMax')} >= ${p.add(s.min)}::numeric`);
  if (s.max !== null) out.push(`${attrNumber('salaryMin')} <= ${p.add(s.max)}::numeric`);
  if (s.moneyUnitId !== null) out.push(`l.money_unit_id = ${p.add(s.moneyUnitId)}::int`);
  if (s.billingCycleId !== null) out.push(`l.billing_cycle_id = ${p.add(s.billingCycleId)}::int`);
  return out;
}
