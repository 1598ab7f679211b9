// Counted words of the generated seed texts ("Valid for 1 day", "Valable 2 jours", "有效期3天"),
// written as i18next plural keys in seed/locales/*.json (_one/_other, and _many for French
// millions), so each language follows its own plural rules (CLDR through Intl.PluralRules) instead
// of one hand-written ending: French reads 0 and 1 as singular, English only 1, Chinese has one form.
import { createInstance } from 'i18next';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import cn from './locales/cn.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** 'validDays' of 'validDays_one' / 'validDays_other': the keys a caller passes with a count. */
export type CountedKey = keyof typeof en extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : never) : never;

/**
 * i18next chooses plural rules by language tag. Our code 'cn' is not a language tag Intl knows
 * (it would silently get the default locale's English rules), so Chinese is registered as 'zh'.
 */
const TAG: Readonly<Record<LanguageCode, string>> = { cn: 'zh', en: 'en', fr: 'fr' };

const i18n = createInstance();
// Resources are inline, so the instance is ready synchronously (initAsync: false) for the seed.
void i18n.init({
  resources: { zh: { translation: cn }, en: { translation: en }, fr: { translation: fr } },
  lng: 'en',
  initAsync: false,
  // Seed texts are HTML built by the seed itself; the counts are numbers.
  interpolation: { escapeValue: false },
});

/** The text of `key` for `count` in `lang`, in the plural form that language uses for it. */
export const counted = (key: CountedKey, count: number, lang: LanguageCode): string =>
  i18n.t(key, { lng: TAG[lang], count });
