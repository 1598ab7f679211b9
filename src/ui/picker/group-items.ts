// Letter groups and search of the full-screen pickers (spec §2 "Other pieces": searchable, grouped
// by initial / first letter). Pure functions, so the rules are tested without rendering.
import type { LanguageCode } from '../../contract/envelope.js';
import { foldLetters } from '../../i18n/fold-letters.js';
import { toIntlLocale } from '../../i18n/resolve-language.js';
import { hanCollator, hanInitial, isHan } from './han-initial.js';

/** The group of names that start with neither a Latin letter nor a known Han character. */
export const OTHER_GROUP = '#';

export interface Group<T> {
  /** 'A'–'Z' or OTHER_GROUP. */
  letter: string;
  items: T[];
}

/**
 * Lower case without accents, width variants or punctuation differences, for matching and
 * initials: "Côte d’Ivoire" → "cote d'ivoire", "São-Tomé" → "sao tome", "＋２２５" → "+225".
 */
export function foldText(text: string): string {
  return foldLetters(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/[\s\-‐–—_]+/g, ' ')
    .trim();
}

/** The group letter of a name: "Égypte" → E, "Œ…" → O, "科特迪瓦" → K (pinyin), "1…" → '#'. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0] ?? '';
  if (isHan(first)) return hanInitial(first) ?? OTHER_GROUP;
  const letter = foldText(first).charAt(0).toUpperCase();
  return letter >= 'A' && letter <= 'Z' ? letter : OTHER_GROUP;
}

/**
 * Sorts by the language's collation: in cn, Han names by pinyin when the runtime knows it
 * (han-initial.ts), so the order inside a group matches its letter.
 */
export function collatorFor(language: LanguageCode): Intl.Collator {
  if (language === 'cn') return hanCollator() ?? new Intl.Collator('zh-CN', { sensitivity: 'base' });
  return new Intl.Collator(toIntlLocale(language), { sensitivity: 'base', numeric: true });
}

/** Groups A–Z in order, then '#'; items sorted by name inside each group. */
export function groupItems<T>(items: readonly T[], nameOf: (item: T) => string, language: LanguageCode): Group<T>[] {
  const collator = collatorFor(language);
  const byLetter = new Map<string, T[]>();
  for (const item of items) {
    const letter = initialOf(nameOf(item));
    const list = byLetter.get(letter);
    if (list) list.push(item);
    else byLetter.set(letter, [item]);
  }
  const letters = [...byLetter.keys()].sort((a, b) =>
    a === OTHER_GROUP ? 1 : b === OTHER_GROUP ? -1 : a < b ? -1 : a > b ? 1 : 0);
  return letters.map((letter) => ({
    letter,
    items: (byLetter.get(letter) ?? []).sort((a, b) => collator.compare(nameOf(a), nameOf(b))),
  }));
}

/** A name matches when its folded form contains the folded query ("cote" finds "Côte d'Ivoire"). */
export function nameMatches(name: string, foldedQuery: string): boolean {
  return foldedQuery === '' || foldText(name).includes(foldedQuery);
}
