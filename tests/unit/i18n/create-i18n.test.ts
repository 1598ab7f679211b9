import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { createI18n } from '../../../src/i18n/create-i18n.js';

describe('createI18n', () => {
  it('loads French and translates', async () => {
    const i18n = await createI18n('fr');
    await i18n.complete();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.networkBusy')).toBe(fr.errors.networkBusy);
    expect(i18n.t('dialog.cancel')).toBe(fr.dialog.cancel);
  });

  it('loads only the locale in use', async () => {
    const i18n = await createI18n('fr');
    expect(i18n.i18next.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18n.i18next.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.i18next.hasResourceBundle('cn', 'translation')).toBe(false);
  });

  it('fills placeholders without HTML escaping (Preact escapes)', async () => {
    const i18n = await createI18n('en');
    await i18n.complete();
    expect(i18n.t('validation.mostTags', { max: 5 })).toBe('You can choose at most 5 labels');
    expect(i18n.t('errors.fileTooLarge', { max: '<2 MB>' })).toBe('The file is larger than <2 MB>');
    expect(i18n.t('tabs.unread', { count: 3 })).toBe('3 unread');
  });

  it('counts with each language plural rules: French reads 0 and 1 as singular, never "(s)"', async () => {
    const i18n = await createI18n('fr');
    await i18n.complete();
    expect([0, 1, 2].map((count) => i18n.t('tabs.unread', { count }))).toEqual(['0 non lu', '1 non lu', '2 non lus']);
    expect(i18n.t('details.days', { count: 1 })).toBe('1 jour');
    const values = JSON.stringify([en, fr, cn]);
    expect(values).not.toContain('(s)');
  });

  it('keeps plain lookups only until the messages or the language change', async () => {
    const i18n = await createI18n('en');
    await i18n.complete();
    expect(i18n.t('dialog.close')).toBe(en.dialog.close);
    // Messages added later (the rest of the locale arriving) are read, not the remembered text.
    i18n.i18next.addResourceBundle('en', 'translation', { dialog: { close: 'Shut' } }, true, true);
    expect(i18n.t('dialog.close')).toBe('Shut');
    await i18n.changeLanguage('fr');
    expect(i18n.t('dialog.close')).toBe(fr.dialog.close);
  });

  it('changeLanguage loads the new locale and notifies listeners', async () => {
    const i18n = await createI18n('en');
    const seen: string[] = [];
    const off = i18n.subscribe((lang) => seen.push(lang));
    await i18n.changeLanguage('cn');
    expect(i18n.language).toBe('cn');
    expect(i18n.t('errors.networkBusy')).toBe(cn.errors.networkBusy);
    off();
    await i18n.changeLanguage('fr');
    expect(i18n.t('list.retry')).toBe(fr.list.retry);
    expect(seen).toEqual(['cn']);
  });

  it('the last requested language wins when switches overlap', async () => {
    const i18n = await createI18n('en');
    await Promise.all([i18n.changeLanguage('fr'), i18n.changeLanguage('cn')]);
    expect(i18n.language).toBe('cn');
    expect(i18n.t('dialog.close')).toBe(cn.dialog.close);
  });

  it('instances are independent and never touch the i18next global', async () => {
    const init = vi.spyOn(i18next, 'init');
    const [a, b] = await Promise.all([createI18n('fr'), createI18n('cn')]);
    await Promise.all([a.complete(), b.complete()]);
    await a.changeLanguage('en');
    expect(a.t('dialog.ok')).toBe(en.dialog.ok);
    expect(b.t('dialog.confirm')).toBe(cn.dialog.confirm);
    expect(b.language).toBe('cn');
    expect(init).not.toHaveBeenCalled();
    expect(i18next.isInitialized).toBeFalsy();
    init.mockRestore();
  });
});
