// Dates and times in the interface language (spec §9), without Intl (locale-conventions.ts says
// why). Styles, with what Intl.DateTimeFormat options each matches:
//   medium    { dateStyle: 'medium' } = { day: 'numeric', month: 'short', year: 'numeric' }
//   dayMonth  { day: 'numeric', month: 'short' }
//   monthYear { year: 'numeric', month: 'short' }
//   time      { hour: '2-digit', minute: '2-digit' }
// In the device's time zone, or in UTC with `utc` (a bare "YYYY-MM" month has no zone).
import type { LanguageCode } from '../contract/envelope.js';
import { LOCALE_CONVENTIONS } from './locale-conventions.js';

export type CalendarStyle = 'medium' | 'dayMonth' | 'monthYear' | 'time';

const two = (n: number) => String(n).padStart(2, '0');

export function formatCalendar(date: Date, lang: LanguageCode, style: CalendarStyle, utc = false): string {
  const c = LOCALE_CONVENTIONS[lang];
  if (style === 'time') {
    const hours = utc ? date.getUTCHours() : date.getHours();
    const minutes = two(utc ? date.getUTCMinutes() : date.getMinutes());
    return c.hour12 ? `${two(hours % 12 || 12)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}` : `${two(hours)}:${minutes}`;
  }
  const parts: Record<string, string> = {
    d: String(utc ? date.getUTCDate() : date.getDate()),
    M: c.months[utc ? date.getUTCMonth() : date.getMonth()] ?? '',
    y: String(utc ? date.getUTCFullYear() : date.getFullYear()),
  };
  return c[style].replace(/\{([dMy])\}/g, (_, key: string) => parts[key] ?? '');
}
