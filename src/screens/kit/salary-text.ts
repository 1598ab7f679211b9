// A salary range as job rows, details, CVs and applications show it ("salary range with currency
// and cycle"; spec §9 "Prices are formatted by the current locale"): "150 000 à 250 000 F CFA par
// mois". One amount when the range is a single value; "negotiable" when none is given.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatNumber } from '../../i18n/format-price.js';
import type { TranslateFn } from '../../ui/t-context.js';

export interface SalaryFields {
  salaryMin?: unknown;
  salaryMax?: unknown;
  /** Currency flag (spec §3 priceFlag). */
  priceFlag?: unknown;
  billingCycleName?: unknown;
}

const amount = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function salaryText(s: SalaryFields, t: TranslateFn, lang: LanguageCode): string {
  const lo = amount(s.salaryMin);
  const hi = amount(s.salaryMax);
  if (lo === null && hi === null) return t('jobs.browse.negotiable');
  const currency = text(s.priceFlag);
  const cycle = text(s.billingCycleName);
  const min = formatNumber(lo ?? hi, lang, 2);
  const max = formatNumber(hi ?? lo, lang, 2);
  if (min !== max && cycle) return t('jobs.common.salary', { min, max, currency, cycle });
  // The same shape as jobs.common.salary, for one amount or a missing cycle.
  const value = min === max ? min : `${min}–${max}`;
  return [value, currency, cycle].filter((x) => x !== '').join(' ');
}
