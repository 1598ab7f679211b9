// One i18next instance per app instance (two widgets on one page may show two languages), never
// the i18next global. Only the locale in use is fetched, in two parts (locales/parts.mjs): the
// messages of the shell and the home page first, so the first paint waits for as few bytes as
// possible; the rest right after, which every other screen waits for (complete()).
//
// Fallback: fallbackLng is 'en', but en.json is NOT loaded alongside fr/cn. The locale-parity
// unit test (tests/unit/i18n/locales.test.ts) fails the build when a key is missing from any
// locale, so a fallback would never be used; loading English too would cost every French and
// Chinese user a second request for nothing. English is fetched only when the app switches to it.
import { createInstance, type i18n as I18next } from 'i18next';
import type { LanguageCode } from '../contract/envelope.js';
import type { MessageKey, MessageOptions } from './keys.js';

type Part = Readonly<Record<string, unknown>>;
type PartLoader = () => Promise<{ default: Part }>;

/** Lazy loaders, one pair per language: the table is the only place that names the locale parts. */
const LOADERS: Readonly<Record<LanguageCode, { first: PartLoader; rest: PartLoader }>> = {
  cn: { first: () => import('mkt-locale:cn:first'), rest: () => import('mkt-locale:cn:rest') },
  en: { first: () => import('mkt-locale:en:first'), rest: () => import('mkt-locale:en:rest') },
  fr: { first: () => import('mkt-locale:fr:first'), rest: () => import('mkt-locale:fr:rest') },
};

const NAMESPACE = 'translation';

export interface I18nInstance {
  /** Translated text of a key of locales/en.json, with {{placeholders}} filled from opts. */
  t(key: MessageKey, opts?: MessageOptions): string;
  /** The language currently shown. */
  readonly language: LanguageCode;
  /** Loads the whole locale if needed, then switches; listeners run after the switch. */
  changeLanguage(lang: LanguageCode): Promise<void>;
  /**
   * Resolves once the whole current locale is loaded (its first part is there from the start).
   * Rejects when the rest cannot be fetched; the next call tries again.
   */
  complete(): Promise<void>;
  /** Called after every language change; returns the unsubscribe function. */
  subscribe(listener: (lang: LanguageCode) => void): () => void;
  /** The underlying instance, for code that needs raw i18next (kept private to this app instance). */
  readonly i18next: I18next;
}

/** Adds a part to the instance's resources (deep merge: the parts share top-level keys). */
async function addPart(instance: I18next, lang: LanguageCode, part: 'first' | 'rest'): Promise<void> {
  const messages = (await LOADERS[lang][part]()).default;
  instance.addResourceBundle(lang, NAMESPACE, messages, true, true);
}

export async function createI18n(language: LanguageCode): Promise<I18nInstance> {
  const first = (await LOADERS[language].first()).default;
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['cn', 'en', 'fr'],
    // Our codes are exact; never look for 'fr-CI' -> 'fr' variants.
    load: 'currentOnly',
    resources: { [language]: { [NAMESPACE]: first } },
    // Preact escapes text; escaping here too would show &amp; to users.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });

  /** The whole locale of each language, loading or loaded; a failed load is forgotten. */
  const whole = new Map<LanguageCode, Promise<void>>();
  const ensureWhole = (lang: LanguageCode): Promise<void> => {
    let p = whole.get(lang);
    if (!p) {
      const parts = lang === language ? addPart(instance, lang, 'rest') : Promise.all([addPart(instance, lang, 'first'), addPart(instance, lang, 'rest')]).then(() => undefined);
      p = parts.catch((e: unknown) => {
        whole.delete(lang);
        throw e;
      });
      whole.set(lang, p);
    }
    return p;
  };
  // The rest right away: by the time the user leaves the home page it is there.
  ensureWhole(language).catch(() => undefined);

  // Lookups without options are most of a render's t() calls (every label of /index), and one
  // costs i18next key resolution and interpolation checks each time: on a slow phone those were
  // 20–50 ms of every render of the home page (issue "First view"). Their text only changes with
  // the language or the messages loaded, so it is kept until either changes.
  const plain = new Map<string, string>();
  instance.on('languageChanged', () => plain.clear());
  instance.store.on('added', () => plain.clear());
  instance.store.on('removed', () => plain.clear());
  const translate = (key: MessageKey, opts?: MessageOptions): string => {
    if (opts) return instance.t(key, opts);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = instance.t(key)));
    return text;
  };

  let current = language;
  // Last call wins: a slow locale download must not override a later choice.
  let requested = 0;
  const listeners = new Set<(lang: LanguageCode) => void>();

  return {
    t: translate,
    get language() {
      return current;
    },
    async changeLanguage(lang) {
      const request = ++requested;
      await ensureWhole(lang);
      if (request !== requested) return;
      await instance.changeLanguage(lang);
      if (lang === current) return;
      current = lang;
      for (const listener of [...listeners]) listener(lang);
    },
    complete: () => ensureWhole(current),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    i18next: instance,
  };
}
