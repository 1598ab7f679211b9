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

/**
 * A date as the server or the device writes it: ISO 8601, or "YYYY-MM-DD HH:mm:ss" (read as the
 * same ISO form: a space is not ISO, and engines may refuse it); null when empty or unreadable.
 */
export function readDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(/^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A release or event time as a medium date ("12 mai 2024"); the text as it came when unreadable. */
export function mediumDate(value: unknown, lang: LanguageCode): string {
  const date = readDate(value);
  return date ? formatCalendar(date, lang, 'medium') : typeof value === 'string' ? value : '';
}
