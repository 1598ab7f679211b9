// Dates of the details page in the reader's locale (spec §9 "formatted by the current locale").
import type { LanguageCode } from '../../contract/envelope.js';
import { formatCalendar } from '../../i18n/format-calendar.js';

/** "YYYY-MM" (used-car purchase date, spec §3) as month and year; the raw text if not that form. */
export function formatMonth(value: string, lang: LanguageCode): string {
  const m = /^(\d{4})-(\d{1,2})$/.exec(value.trim());
  if (!m) return value;
  return formatCalendar(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)), lang, 'monthYear', true);
}
