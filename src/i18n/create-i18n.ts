// One i18next instance per app instance (two widgets on one page may show two languages), never
// the i18next global. Only the locale in use is fetched: each locales/*.json is a dynamic import,
// which rollup emits as its own chunk.
//
// Fallback: fallbackLng is 'en', but en.json is NOT loaded alongside fr/cn. The locale-parity
// unit test (tests/unit/i18n/locales.test.ts) fails the build when a key is missing from any
// locale, so a fallback would never be used; loading English too would cost every French and
// Chinese user a second request for nothing. English is fetched only when the app switches to it.
import { createInstance, type i18n as I18next } from 'i18next';
import type { LanguageCode } from '../contract/envelope.js';
import type { MessageKey, MessageOptions, Messages } from './keys.js';

/** Lazy loaders, one per language: the table is the only place that names the locale files. */
const LOADERS: Readonly<Record<LanguageCode, () => Promise<{ default: Messages }>>> = {
  cn: () => import('../../locales/cn.json'),
  en: () => import('../../locales/en.json'),
  fr: () => import('../../locales/fr.json'),
};

const NAMESPACE = 'translation';

export interface I18nInstance {
  /** Translated text of a key of locales/en.json, with {{placeholders}} filled from opts. */
  t(key: MessageKey, opts?: MessageOptions): string;
  /** The language currently shown. */
  readonly language: LanguageCode;
  /** Loads the locale if needed, then switches; listeners run after the switch. */
  changeLanguage(lang: LanguageCode): Promise<void>;
  /** Called after every language change; returns the unsubscribe function. */
  subscribe(listener: (lang: LanguageCode) => void): () => void;
  /** The underlying instance, for code that needs raw i18next (kept private to this app instance). */
  readonly i18next: I18next;
}

async function ensureLoaded(instance: I18next, lang: LanguageCode): Promise<void> {
  if (instance.hasResourceBundle(lang, NAMESPACE)) return;
  const messages = (await LOADERS[lang]()).default;
  instance.addResourceBundle(lang, NAMESPACE, messages, true, true);
}

export async function createI18n(language: LanguageCode): Promise<I18nInstance> {
  const messages = (await LOADERS[language]()).default;
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['cn', 'en', 'fr'],
    // Our codes are exact; never look for 'fr-CI' -> 'fr' variants.
    load: 'currentOnly',
    resources: { [language]: { [NAMESPACE]: messages } },
    // Preact escapes text; escaping here too would show &amp; to users.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });

  let current = language;
  // Last call wins: a slow locale download must not override a later choice.
  let requested = 0;
  const listeners = new Set<(lang: LanguageCode) => void>();

  return {
    t: (key, opts) => instance.t(key, opts),
    get language() {
      return current;
    },
    async changeLanguage(lang) {
      const request = ++requested;
      await ensureLoaded(instance, lang);
      if (request !== requested) return;
      await instance.changeLanguage(lang);
      if (lang === current) return;
      current = lang;
      for (const listener of [...listeners]) listener(lang);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    i18next: instance,
  };
}
