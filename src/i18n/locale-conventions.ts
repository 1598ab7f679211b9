// How each interface language writes numbers and dates (spec §9 "formatted by the current locale"),
// as data: CLDR's conventions for en, fr-CI and zh-CN, the locales of toIntlLocale. The first
// Intl.NumberFormat or DateTimeFormat of a page loads ICU's locale data, about 35 ms of main thread
// on this machine and 100–200 ms at Lighthouse's 4× CPU, in one task that cannot be split (README
// "Lighthouse"): the formats every first view uses are written from this table instead.
// tests/unit/i18n/locale-format.test.ts holds each entry to Intl's own output, value by value.
import type { LanguageCode } from '../contract/envelope.js';

export interface LocaleConventions {
  /** Thousands separator (groups of three from the first thousand) and decimal mark. */
  group: string;
  decimal: string;
  /** Abbreviated month names, January first. */
  months: readonly string[];
  /** Date patterns: {d} day, {M} abbreviated month, {y} year, all unpadded. */
  medium: string;
  dayMonth: string;
  monthYear: string;
  /** Hours and minutes, both two digits: 12-hour with AM/PM, or 24-hour. */
  hour12: boolean;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FR_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const CN_MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);

export const LOCALE_CONVENTIONS: Readonly<Record<LanguageCode, LocaleConventions>> = {
  en: { group: ',', decimal: '.', months: EN_MONTHS, medium: '{M} {d}, {y}', dayMonth: '{M} {d}', monthYear: '{M} {y}', hour12: true },
  // French groups with a narrow no-break space (U+202F).
  fr: { group: '\u202f', decimal: ',', months: FR_MONTHS, medium: '{d} {M} {y}', dayMonth: '{d} {M}', monthYear: '{M} {y}', hour12: false },
  cn: { group: ',', decimal: '.', months: CN_MONTHS, medium: '{y}年{M}{d}日', dayMonth: '{M}{d}日', monthYear: '{y}年{M}', hour12: false },
};
