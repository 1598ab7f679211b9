import { describe, expect, expectTypeOf, it } from 'vitest';
import en from '../../../locales/en.json';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import type { LeafPaths, MessageKey } from '../../../src/i18n/keys.js';

const paths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : paths(v as object, `${prefix}${k}.`),
  );

describe('MessageKey', () => {
  it('is the dotted leaf paths of a JSON shape (type level, checked by tsc)', () => {
    expectTypeOf<LeafPaths<{ a: { b: string; c: { d: string } }; e: string }>>().toEqualTypeOf<'a.b' | 'a.c.d' | 'e'>();
    expectTypeOf<'errors.networkBusy'>().toExtend<MessageKey>();
    expectTypeOf<'errors'>().not.toExtend<MessageKey>();
    expectTypeOf<'errors.doesNotExist'>().not.toExtend<MessageKey>();
  });

  it.each(['cn', 'en', 'fr'] as const)('every key of en.json translates in %s', async (lang) => {
    const i18n = await createI18n(lang);
    await i18n.complete();
    const keys = paths(en) as MessageKey[];
    expect(keys.length).toBeGreaterThan(50);
    const untranslated = keys.filter((key) => {
      const text = i18n.t(key, { count: 2, max: 5 });
      return text === key || text.trim() === '';
    });
    expect(untranslated).toEqual([]);
  });

  it('rejects unknown keys at compile time', async () => {
    const i18n = await createI18n('en');
    // @ts-expect-error not a key of en.json
    const missing = i18n.t('errors.doesNotExist');
    expect(missing).toBe('errors.doesNotExist');
  });
});
