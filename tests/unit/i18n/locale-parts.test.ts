// The two parts of each locale (locales/parts.mjs): the first-paint part holds what the shell and
// the home page show and nothing else; together the parts are exactly the locale file.
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { cut, FIRST_PAINT } from '../../../locales/parts.mjs';
import { createI18n } from '../../../src/i18n/create-i18n.js';

type Tree = Readonly<Record<string, unknown>>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of two disjoint trees. */
function merge(a: Tree, b: Tree): Tree {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isTree(out[k]) && isTree(v) ? merge(out[k] as Tree, v) : v;
  return out;
}

describe.each([['cn', cn], ['en', en], ['fr', fr]] as const)('%s parts', (lang, messages) => {
  it('first + rest = the whole file, and no message is in both', async () => {
    const first = (await import(`mkt-locale:${lang}:first`)).default as Tree;
    const rest = (await import(`mkt-locale:${lang}:rest`)).default as Tree;
    expect(merge(first, rest)).toEqual(messages);
    expect(first).toEqual(cut(messages, FIRST_PAINT, true));
    expect(Object.keys(first).sort()).toEqual(['app', 'dataSaver', 'dialog', 'errors', 'home', 'list', 'listing', 'price', 'tabs']);
    expect(Object.keys(first.errors as Tree).sort()).toEqual(['chunkLoad', 'styleChunkLoad']);
    expect(rest).not.toHaveProperty('home');
    expect(rest).not.toHaveProperty('errors.chunkLoad');
    expect(rest).toHaveProperty('errors.networkBusy');
  });
});

describe('createI18n with parts', () => {
  it('translates first-paint keys at once and the rest after complete()', async () => {
    const i18n = await createI18n('fr');
    expect(i18n.t('home.search')).toBe(fr.home.search);
    expect(i18n.t('errors.chunkLoad')).toBe(fr.errors.chunkLoad);
    await i18n.complete();
    expect(i18n.t('validation.selectCountry')).toBe(fr.validation.selectCountry);
    expect(i18n.t('details.title')).toBe(fr.details.title);
  });

  it('a language switch loads both parts of the new language before switching', async () => {
    const i18n = await createI18n('en');
    await i18n.changeLanguage('cn');
    expect(i18n.t('home.search')).toBe(cn.home.search);
    expect(i18n.t('pickers.countryTitle')).toBe(cn.pickers.countryTitle);
    await expect(i18n.complete()).resolves.toBeUndefined();
  });
});
