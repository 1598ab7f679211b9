// Interface language resolution (spec §1, §9): a stored preference wins, then the browser
// languages in the user's order, then English. Codes are the app's own (cn, en, fr), which are
// not BCP 47 ('cn' is a country code), hence the two mapping tables at the end.
import { FALLBACK_LANGUAGE, LANGUAGES } from '../contract/constants.js';
import type { LanguageCode } from '../contract/envelope.js';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Browser language tag -> app language, matched on the primary subtag: every Chinese variant
 * (zh, zh-CN, zh-TW, zh-Hans-HK...) -> cn, every French one (fr, fr-CI, fr-FR...) -> fr,
 * every English one -> en. Anything else is skipped so the next preferred language can match.
 */
const BROWSER_PRIMARY: Readonly<Record<string, LanguageCode>> = { zh: 'cn', fr: 'fr', en: 'en' };

function fromBrowserTag(tag: string): LanguageCode | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return BROWSER_PRIMARY[primary] ?? null;
}

export function resolveLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  for (const tag of browserLanguages) {
    const code = fromBrowserTag(tag);
    if (code) return code;
  }
  return FALLBACK_LANGUAGE;
}

/** The browser's preferred languages, or [] where there is no navigator (SSR, tests, workers). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

const HTML_LANG: Readonly<Record<LanguageCode, string>> = { cn: 'zh-CN', en: 'en', fr: 'fr' };
/** Intl locale: French as spoken in Ivory Coast, the default country (spec §1). */
const INTL_LOCALE: Readonly<Record<LanguageCode, string>> = { cn: 'zh-CN', en: 'en', fr: 'fr-CI' };

/** Value for the `lang` attribute (screen readers, hyphenation, fonts). */
export const toHtmlLang = (code: LanguageCode): string => HTML_LANG[code];
/** Locale for Intl.NumberFormat / DateTimeFormat ("Prices are formatted by the current locale", spec §9). */
export const toIntlLocale = (code: LanguageCode): string => INTL_LOCALE[code];
