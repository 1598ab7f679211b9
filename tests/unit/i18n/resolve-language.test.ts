import { describe, expect, it, vi } from 'vitest';
import {
  browserLanguages,
  isLanguageCode,
  resolveLanguage,
  toHtmlLang,
  toIntlLocale,
} from '../../../src/i18n/resolve-language.js';

describe('resolveLanguage (spec §1: stored > browser > en)', () => {
  const cases: [string, string | null | undefined, readonly string[], string][] = [
    ['stored cn wins over browser fr', 'cn', ['fr-CI'], 'cn'],
    ['stored fr wins over browser en', 'fr', ['en-US'], 'fr'],
    ['stored en wins over browser zh', 'en', ['zh-CN'], 'en'],
    ['invalid stored value is ignored', 'de', ['fr'], 'fr'],
    ['BCP 47 stored value is not an app code', 'zh-CN', ['fr'], 'fr'],
    ['empty stored value is no preference', '', ['zh-TW'], 'cn'],
    ['null stored value', null, ['fr-FR'], 'fr'],
    ['undefined stored value', undefined, ['en-GB'], 'en'],
    ['zh', null, ['zh'], 'cn'],
    ['zh-CN', null, ['zh-CN'], 'cn'],
    ['zh-TW', null, ['zh-TW'], 'cn'],
    ['zh-Hans-HK', null, ['zh-Hans-HK'], 'cn'],
    ['fr-CI', null, ['fr-CI'], 'fr'],
    ['fr', null, ['fr'], 'fr'],
    ['lower/upper case and underscore', null, ['FR_ci'], 'fr'],
    ['en-US', null, ['en-US'], 'en'],
    ['first supported browser language in order', null, ['de-DE', 'sw', 'fr-CI', 'en'], 'fr'],
    ['browser order is respected', null, ['en-US', 'fr'], 'en'],
    ['no supported language', null, ['de', 'ar-MA'], 'en'],
    ['no browser languages', null, [], 'en'],
    ['stored garbage and nothing else', 'xx', [], 'en'],
  ];
  it.each(cases)('%s', (_name, stored, browser, expected) => {
    expect(resolveLanguage(stored, browser)).toBe(expected);
  });
});

describe('language code helpers', () => {
  it('isLanguageCode accepts only cn, en, fr', () => {
    expect(['cn', 'en', 'fr'].every(isLanguageCode)).toBe(true);
    expect([null, '', 'zh', 'EN', 1, undefined].some(isLanguageCode)).toBe(false);
  });

  it('maps app codes to html lang and Intl locales', () => {
    expect([toHtmlLang('cn'), toHtmlLang('en'), toHtmlLang('fr')]).toEqual(['zh-CN', 'en', 'fr']);
    expect([toIntlLocale('cn'), toIntlLocale('en'), toIntlLocale('fr')]).toEqual(['zh-CN', 'en', 'fr-CI']);
  });

  it('every Intl locale is valid for Intl', () => {
    for (const code of ['cn', 'en', 'fr'] as const) {
      expect(Intl.NumberFormat.supportedLocalesOf([toIntlLocale(code)]).length).toBe(1);
    }
  });

  it('browserLanguages reads navigator.languages, then navigator.language', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CI', 'en']);
    expect(browserLanguages()).toEqual(['fr-CI', 'en']);
    languages.mockReturnValue([]);
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-TW');
    expect(resolveLanguage(null, browserLanguages())).toBe('cn');
    languages.mockRestore();
    language.mockRestore();
  });
});
