// Dates in the console's language (a desktop back office: Intl's cost at first use does not matter here).
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { toIntlLocale } from '../../../src/i18n/resolve-language.js';

export function formatTime(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(toIntlLocale(language as LanguageCode), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** Whole francs CFA in the console's language ("12 000 FCFA", "12,000 FCFA"): XOF has no minor unit. */
export function formatMoney(amount: number, language: string): string {
  return `${new Intl.NumberFormat(toIntlLocale(language as LanguageCode), { maximumFractionDigits: 0 }).format(amount)} FCFA`;
}
