// An article's release time as a short local date (spec §3 "releaseTime"; §9 locale formatting).
// Today's articles show the time instead, which is what news readers look for first.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatCalendar, readDate } from '../../i18n/format-calendar.js';

export function releaseTime(value: string, lang: LanguageCode, now: Date = new Date()): string {
  const date = readDate(value);
  if (!date) return '';
  if (date.toDateString() === now.toDateString()) return formatCalendar(date, lang, 'time');
  return formatCalendar(date, lang, date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'medium');
}
