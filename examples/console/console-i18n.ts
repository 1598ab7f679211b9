// The console's texts (locales/console/<lang>.json: its own small files, apart from the app's
// locales so the app's bundles never carry them), one i18next instance, the language chosen at
// login or from the language switch and kept in localStorage; the first visit follows the browser
// (src/i18n/resolve-language.ts, as the app does).
import { createInstance, type i18n as I18next } from 'i18next';
import type { LanguageCode } from '../../src/contract/envelope.js';
import { browserLanguages, resolveLanguage, toHtmlLang } from '../../src/i18n/resolve-language.js';

type Messages = Record<string, unknown>;

const LOADERS: Readonly<Record<LanguageCode, () => Promise<{ default: Messages }>>> = {
  cn: () => import('../../locales/console/cn.json'),
  en: () => import('../../locales/console/en.json'),
  fr: () => import('../../locales/console/fr.json'),
};

export const CONSOLE_LANGUAGES: readonly LanguageCode[] = ['cn', 'en', 'fr'];
/** Each language names itself in the switch. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = { cn: '中文', en: 'English', fr: 'Français' };

const STORAGE_KEY = 'mkt:console:language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function createConsoleI18n(): Promise<I18next> {
  const language = resolveLanguage(storedLanguage(), browserLanguages());
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: (await LOADERS[language]()).default } },
    // Preact escapes text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = toHtmlLang(language);
  return instance;
}

export async function switchLanguage(instance: I18next, language: LanguageCode): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', (await LOADERS[language]()).default);
  }
  await instance.changeLanguage(language);
  document.documentElement.lang = toHtmlLang(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that refuses storage still switches for this visit.
  }
}
