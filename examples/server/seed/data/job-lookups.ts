// The job and CV lookups (migration 024 job_lookups; spec §3 "Jobs and CVs"): work experience,
// degrees of the Ivorian school system (CEPE, BEPC, BAC, BTS/DUT, Licence, Master, Doctorat), CV
// job statuses, position types, company sizes, and the salary rate options numbered 0 to 10
// (spec §3: 0 = negotiable, 1..10 increasing monthly ranges in XOF, the SMIG being 75 000 XOF).
import { n, type Names } from '../names.js';
import { CYCLE, MONEY_ID } from './units.js';

export type JobLookupKind = 'workExp' | 'degree' | 'jobStatus' | 'positionType' | 'companySize' | 'salaryRate';

export interface JobLookupSeed {
  kind: JobLookupKind;
  id: number;
  names: Names;
  extra: Record<string, unknown>;
}

const rows = (kind: JobLookupKind, first: number, names: readonly Names[]): JobLookupSeed[] =>
  names.map((names, i) => ({ kind, id: first + i, names, extra: {} }));

/** Work experience ids 0..5 (the job's workExpId). */
export const WORK_EXPERIENCES = rows('workExp', 0, [
  n('无经验', 'No experience', 'Sans expérience'),
  n('1年以下', 'Under 1 year', "Moins d'un an"),
  n('1-3年', '1 to 3 years', '1 à 3 ans'),
  n('3-5年', '3 to 5 years', '3 à 5 ans'),
  n('5-10年', '5 to 10 years', '5 à 10 ans'),
  n('10年以上', '10 years or more', '10 ans et plus'),
]);

/** Degree ids 0..7 (the job's degreeRequired, a CV's highest education). */
export const DEGREES = rows('degree', 0, [
  n('不限学历', 'No degree required', 'Aucun diplôme exigé'),
  n('小学（CEPE）', 'CEPE (primary school)', 'CEPE'),
  n('初中（BEPC）', 'BEPC (lower secondary)', 'BEPC'),
  n('高中（BAC）', 'Baccalaureate (BAC)', 'Baccalauréat (BAC)'),
  n('大专（BTS/DUT）', 'BTS / DUT (2-year diploma)', 'BTS / DUT'),
  n('本科（Licence）', "Bachelor's degree (Licence)", 'Licence'),
  n('硕士（Master）', "Master's degree", 'Master'),
  n('博士', 'Doctorate (PhD)', 'Doctorat'),
]);

const JOB_STATUSES = rows('jobStatus', 1, [
  n('正在找工作', 'Actively looking', 'En recherche active'),
  n('在职，考虑新机会', 'Employed, open to offers', 'En poste, ouvert aux offres'),
  n('暂不找工作', 'Not looking', 'Pas en recherche'),
  n('在校学生', 'Student', 'Étudiant(e)'),
]);

const POSITION_TYPES = rows('positionType', 1, [
  n('全职', 'Full time', 'Temps plein'),
  n('兼职', 'Part time', 'Temps partiel'),
  n('实习', 'Internship', 'Stage'),
  n('自由职业', 'Freelance', 'Indépendant / freelance'),
]);

/** Company size ids 1..5 (companies.size_id). */
export const COMPANY_SIZES = rows('companySize', 1, [
  n('1-10人', '1 to 10 employees', '1 à 10 salariés'),
  n('11-50人', '11 to 50 employees', '11 à 50 salariés'),
  n('51-200人', '51 to 200 employees', '51 à 200 salariés'),
  n('201-1000人', '201 to 1,000 employees', '201 à 1 000 salariés'),
  n('1000人以上', 'Over 1,000 employees', 'Plus de 1 000 salariés'),
]);

/** Monthly XOF bounds of rates 1..10; the last has no maximum. */
const RATE_BOUNDS: readonly [number, number | null][] = [
  [75_000, 100_000], [100_000, 150_000], [150_000, 200_000], [200_000, 300_000], [300_000, 400_000],
  [400_000, 500_000], [500_000, 700_000], [700_000, 1_000_000], [1_000_000, 1_500_000], [1_500_000, null],
];

const fr = (x: number) => x.toLocaleString('fr-FR').replace(/\u202f/g, ' ');
const en = (x: number) => x.toLocaleString('en-US');
/** 75 000 -> 7.5万 (Chinese counts in ten-thousands). */
const cn = (x: number) => `${x / 10_000}万`;

function rateNames(min: number, max: number | null): Names {
  if (max === null) return n(`${cn(min)}西非法郎/月以上`, `${en(min)} XOF a month and more`, `${fr(min)} F CFA par mois et plus`);
  return n(`${cn(min)}-${cn(max)}西非法郎/月`, `${en(min)} – ${en(max)} XOF a month`, `${fr(min)} à ${fr(max)} F CFA par mois`);
}

/** Salary rates 0..10 with their range in `extra` (what a search by salaryRateId resolves to). */
export const SALARY_RATES: readonly JobLookupSeed[] = [
  { kind: 'salaryRate', id: 0, names: n('面议', 'Negotiable', 'À négocier'), extra: { salaryMin: null, salaryMax: null, moneyUnitId: MONEY_ID.XOF, billingCycleId: CYCLE.month } },
  ...RATE_BOUNDS.map(([min, max], i) => ({
    kind: 'salaryRate' as const, id: i + 1, names: rateNames(min, max),
    extra: { salaryMin: min, salaryMax: max, moneyUnitId: MONEY_ID.XOF, billingCycleId: CYCLE.month },
  })),
];

export const JOB_LOOKUP_ROWS: readonly JobLookupSeed[] = [
  ...WORK_EXPERIENCES, ...DEGREES, ...JOB_STATUSES, ...POSITION_TYPES, ...COMPANY_SIZES, ...SALARY_RATES,
];

/** A lookup's name (the job seeds write experience and degree into their texts). */
export const lookupName = (list: readonly JobLookupSeed[], id: number): Names => list.find((r) => r.id === id)!.names;
