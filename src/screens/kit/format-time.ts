// Times of the user-centre screens (account log, devices, deletion, review, membership) in the interface
// language (spec §9 "formatted by the current locale"): date and time, the raw text when unreadable.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatCalendar, readDate } from '../../i18n/format-calendar.js';
import { toIntlLocale } from '../../i18n/resolve-language.js';

const formats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** Date and time together (user-centre screens only) keep Intl's patterns. */
function formatOf(lang: LanguageCode): Intl.DateTimeFormat {
  let f = formats.get(lang);
  if (!f) formats.set(lang, (f = new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' })));
  return f;
}

export function formatTime(iso: string, lang: LanguageCode, withTime = true): string {
  const at = readDate(iso);
  if (!at) return iso;
  return withTime ? formatOf(lang).format(at) : formatCalendar(at, lang, 'medium');
}
