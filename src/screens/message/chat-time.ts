// Times of the message screens in the interface language (spec §9 "formatted by the current
// locale"): a conversation row says the time today, "yesterday", the day and month this year, the
// full date before; a separator in the conversation adds the time to the day.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatCalendar, readDate } from '../../i18n/format-calendar.js';

export type DayKind = 'today' | 'yesterday' | 'thisYear' | 'older';

const startOfDay = (d: Date): number => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

export function dayKind(at: Date, now: Date): DayKind {
  const days = Math.round((startOfDay(now) - startOfDay(at)) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return at.getFullYear() === now.getFullYear() ? 'thisYear' : 'older';
}

/** `yesterday`: the word for yesterday in the interface language. '' for an unreadable time. */
export function rowTime(iso: string, now: Date, lang: LanguageCode, yesterday: string): string {
  const at = readDate(iso);
  if (!at) return '';
  switch (dayKind(at, now)) {
    case 'today': return formatCalendar(at, lang, 'time');
    case 'yesterday': return yesterday;
    case 'thisYear': return formatCalendar(at, lang, 'dayMonth');
    default: return formatCalendar(at, lang, 'medium');
  }
}

/** The day line above the first message of each day: "Aujourd’hui", "Hier", "12 mai", "3 janv. 2025". */
export function dayLabel(at: Date, now: Date, lang: LanguageCode, words: { today: string; yesterday: string }): string {
  switch (dayKind(at, now)) {
    case 'today': return words.today;
    case 'yesterday': return words.yesterday;
    case 'thisYear': return formatCalendar(at, lang, 'dayMonth');
    default: return formatCalendar(at, lang, 'medium');
  }
}

/** Whether a day line goes above the message at `at`, after one at `previous` (null: the first). */
export const needsSeparator = (at: Date, previous: Date | null): boolean =>
  previous === null || startOfDay(at) !== startOfDay(previous);
