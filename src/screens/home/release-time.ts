// An article's release time as a short local date (spec §3 "releaseTime"; §9 locale formatting).
// Today's articles show the time instead, which is what news readers look for first.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatCalendar } from '../../i18n/format-calendar.js';

export function releaseTime(value: string, lang: LanguageCode, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return formatCalendar(date, lang, 'time');
  return formatCalendar(date, lang, date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'medium');
}
