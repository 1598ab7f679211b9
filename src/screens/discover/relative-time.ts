// When a post or a comment was written, as people say it ("2 hours ago", "il y a 2 heures",
// "2小时前"): within a week relative (Intl.RelativeTimeFormat), older as a date (kit/format-time.ts,
// the locale's own pattern, spec §9). The first minute is the caller's `justNow` text when given
// (feed.justNow): Intl's "this minute" / "cette minute-ci" is not what people say.
import type { LanguageCode } from '../../contract/envelope.js';
import { readDate } from '../../i18n/format-calendar.js';
import { toIntlLocale } from '../../i18n/resolve-language.js';
import { formatTime } from '../kit/format-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const formats = new Map<LanguageCode, Intl.RelativeTimeFormat>();
function formatOf(lang: LanguageCode): Intl.RelativeTimeFormat {
  let f = formats.get(lang);
  if (!f) formats.set(lang, (f = new Intl.RelativeTimeFormat(toIntlLocale(lang), { numeric: 'auto' })));
  return f;
}

/** `iso` relative to `now`; a time a little ahead (a clock off by seconds) is "now"; '' stays ''. */
export function relativeTime(iso: string, lang: LanguageCode, justNow?: string, now: number = Date.now()): string {
  const at = readDate(iso);
  if (!at) return iso;
  const ago = Math.max(0, now - at.getTime());
  const f = formatOf(lang);
  if (ago < MINUTE && justNow) return justNow;
  if (ago < HOUR) return f.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return f.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < WEEK) return f.format(-Math.floor(ago / DAY), 'day');
  return formatTime(iso, lang, false);
}
