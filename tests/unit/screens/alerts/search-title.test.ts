// The name a saved search is shown under (src/screens/list/search-title.ts), with the real locales.
import { describe, expect, it } from 'vitest';
import { ALERTS } from '../../../../src/contract/constants.js';
import { createI18n } from '../../../../src/i18n/create-i18n.js';
import type { TranslateFn } from '../../../../src/ui/t-context.js';
import { cutTitle, searchTitle } from '../../../../src/screens/list/search-title.js';
import { initialQuery, type ListQuery } from '../../../../src/screens/list/search-request.js';

const tOf = async (lang: 'fr' | 'en' | 'cn'): Promise<TranslateFn> => {
  const i18n = await createI18n(lang);
  await i18n.complete();
  return i18n.t as TranslateFn;
};

describe('searchTitle', () => {
  const q: ListQuery = { ...initialQuery('villa'), tagId: 3, price: { min: 100000, max: '' }, bedroomNum: 3 };
  it('names the module, the words, the tag and the filters (French spacing)', async () => {
    const t = await tOf('fr');
    expect(searchTitle(q, { moduleName: 'Maisons', tagName: 'Cocody' }, t))
      .toBe('Maisons · «\u00a0villa\u00a0» · Cocody · prix dès 100000 · 3\u00a0chambres');
    expect(searchTitle({ ...q, bedroomNum: 1, price: { min: 5, max: 9 } }, { moduleName: 'Logements', tagName: '' }, t))
      .toBe('Logements · «\u00a0villa\u00a0» · prix de 5 à 9 · 1\u00a0chambre');
  });
  it('is the module alone without criteria; English and Chinese words', async () => {
    expect(searchTitle(initialQuery(), { moduleName: 'Land', tagName: '' }, await tOf('en'))).toBe('Land');
    expect(searchTitle({ ...initialQuery(), size: { min: '', max: 500 } }, { moduleName: 'Land', tagName: '' }, await tOf('en'))).toBe('Land · up to 500 m²');
    expect(searchTitle({ ...initialQuery('别墅'), bedroomNum: 2 }, { moduleName: '房屋', tagName: '' }, await tOf('cn'))).toBe('房屋 · 关键词“别墅” · 2间卧室');
  });
  it('never exceeds what the server keeps', async () => {
    const long = searchTitle({ ...q, keyWords: 'maison '.repeat(20) }, { moduleName: 'Location de logements', tagName: 'Cocody' }, await tOf('fr'));
    expect(long.length).toBeLessThanOrEqual(ALERTS.titleMax);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('cutTitle', () => {
  it('keeps short titles, cuts long ones with an ellipsis, never inside a character', () => {
    expect(cutTitle('  court  ', 10)).toBe('court');
    expect(cutTitle('abcdefghijk', 6)).toBe('abcde…');
    expect(cutTitle('ab😀😀', 4)).toBe('ab…');
  });
});
