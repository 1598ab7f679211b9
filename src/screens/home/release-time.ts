// An article's release time as a short local date (spec §3 "releaseTime"; §9 locale formatting).
// Today's articles show the time instead, which is what news readers look for first.
import type { LanguageCode } from '../../contract/envelope.js';
import { toIntlLocale } from '../../i18n/resolve-language.js';

const cache = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

export function releaseTime(value: string, lang: LanguageCode, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = toIntlLocale(lang);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return format(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return format(locale, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
