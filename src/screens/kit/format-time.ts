// Times of the user-centre screens (account log, devices, deletion, review, membership) in the interface
// language (spec §9 "formatted by the current locale"): date and time, the raw text when unreadable.
import type { LanguageCode } from '../../contract/envelope.js';
import { toIntlLocale } from '../../i18n/resolve-language.js';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(lang: LanguageCode, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(toIntlLocale(lang), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' })));
  return f;
}

export function formatTime(iso: string, lang: LanguageCode, withTime = true): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatOf(lang, withTime).format(at);
}
