// Counted words in generated seed texts follow each language's plural rules through i18next
// (spec §3 "Purchase demand" validDayNum, "House details" layout, serviceTime): never "1 jours".
import { describe, expect, it } from 'vitest';
import { counted, type CountedKey } from '../../examples/server/seed/counted.js';
import { demandMarketSeed } from '../../examples/server/seed/listings/demand-market.js';
import { houseSeed } from '../../examples/server/seed/listings/house.js';
import cn from '../../examples/server/seed/locales/cn.json';
import en from '../../examples/server/seed/locales/en.json';
import fr from '../../examples/server/seed/locales/fr.json';

describe('counted seed words', () => {
  it.each([
    ['fr', 1, 'Valable 1 jour'],
    ['fr', 0, 'Valable 0 jour'], // French: 0 and 1 are singular
    ['fr', 2, 'Valable 2 jours'],
    ['fr', 15, 'Valable 15 jours'],
    ['en', 1, 'Valid for 1 day'],
    ['en', 0, 'Valid for 0 days'],
    ['en', 2, 'Valid for 2 days'],
    ['cn', 1, '有效期1天'],
    ['cn', 2, '有效期2天'],
  ] as const)('%s, %i: %s', (lang, count, text) => {
    expect(counted('validDays', count, lang)).toBe(text);
  });

  it('uses the French form for millions ("many") and the room words of the house layout', () => {
    expect(counted('days', 1_000_000, 'fr')).toBe('1000000 de jours');
    expect(counted('bathrooms', 1, 'fr')).toBe('1 salle de bain');
    expect(counted('bathrooms', 2, 'fr')).toBe('2 salles de bain');
    expect(counted('livingRooms', 1, 'en')).toBe('1 living room');
    expect(counted('rooms', 3, 'en')).toBe('3 rooms');
  });

  it('gives every counted key the forms each language needs (English one/other, French one/many/other, Chinese other)', () => {
    const bases = Object.keys(en).map((k) => k.replace(/_(one|other)$/, '')).filter((b, i, all) => all.indexOf(b) === i) as CountedKey[];
    const forms = (suffixes: string[]) => bases.flatMap((b) => suffixes.map((s) => `${b}_${s}`)).sort();
    expect(Object.keys(en).sort()).toEqual(forms(['one', 'other']));
    expect(Object.keys(fr).sort()).toEqual(forms(['many', 'one', 'other']));
    expect(Object.keys(cn).sort()).toEqual(forms(['other']));
  });

  it('seeds no "1 jours", "1 days" or "(s)" in want-to-buy and house texts', () => {
    const texts = [...demandMarketSeed.listings(), ...houseSeed.listings()].flatMap((s) => Object.values(s.texts)).flatMap((t) => [t.title, t.content]);
    expect(texts.join('\n')).toMatch(/Valable 1 jour</); // the seed has a one-day demand
    for (const text of texts) {
      expect(text).not.toMatch(/\b1 (jours|days|chambres|pièces|salons|salles|bedrooms|rooms|living rooms|bathrooms)\b/);
      expect(text).not.toContain('(s)');
    }
  });
});
