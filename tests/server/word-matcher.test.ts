// The sensitive-word matcher (examples/server/words): one pass over a folded text, hits reported
// where the user typed them (spec §5 "Sensitive text ... marked red and must be edited").
import { describe, expect, it } from 'vitest';
import { fold } from '../../examples/server/words/fold.js';
import { createWordMatcher } from '../../examples/server/words/word-matcher.js';

const matcher = createWordMatcher([
  { language: 'fr', word: 'arnaque' },
  { language: 'fr', word: 'arme à feu' },
  { language: 'fr', word: 'arme' },
  { language: 'en', word: 'counterfeit' },
  { language: 'cn', word: '赌博' },
  { language: 'cn', word: '假货' },
]);
const found = (text: string) => matcher.find(text).map((h) => [h.word, h.found, text.slice(h.start, h.end)]);

describe('fold', () => {
  it('drops case and accents, spells out ligatures, simplifies Chinese, and maps every unit back', () => {
    const f = fold('Œuvre ÉTÉ 賭博');
    expect(f.text).toBe('oeuvre ete 赌博');
    expect(f.at).toHaveLength(f.text.length + 1);
    // "oe" both come from "Œ" at 0; "賭" is at 10 of the original.
    expect([f.at[0], f.at[1], f.at[2], f.at[f.text.indexOf('赌')]]).toEqual([0, 0, 1, 10]);
  });

  it('keeps decomposed accents inside the character they belong to', () => {
    const text = 'Cafe\u0301!';
    const f = fold(text);
    expect(f.text).toBe('cafe!');
    expect(f.at[f.text.indexOf('!')]).toBe(text.indexOf('!'));
  });
});

describe('createWordMatcher', () => {
  it('finds French words whatever their case and accents, at their place in the text', () => {
    expect(found('Pas d’ARNAQUÉ ici')).toEqual([['arnaque', 'ARNAQUÉ', 'ARNAQUÉ']]);
    // Full-width letters fold as the pickers fold them (src/i18n/fold-letters.ts).
    expect(found('ｃｏｕｎｔｅｒｆｅｉｔ watches')).toEqual([['counterfeit', 'ｃｏｕｎｔｅｒｆｅｉｔ', 'ｃｏｕｎｔｅｒｆｅｉｔ']]);
  });

  it('finds a word only where it stands alone in a spaced script', () => {
    expect(found('Une armée de meubles et une armoire')).toEqual([]);
    expect(found('vente arme, sans papiers')).toEqual([['arme', 'arme', 'arme']]);
    expect(found('(counterfeit)')).toEqual([['counterfeit', 'counterfeit', 'counterfeit']]);
    expect(found('counterfeits')).toEqual([]);
  });

  it('prefers the longest word at the same place', () => {
    expect(found('Arme à feu à vendre')).toEqual([['arme à feu', 'Arme à feu', 'Arme à feu']]);
  });

  it('finds Chinese words inside a run of characters, simplified or traditional', () => {
    expect(found('本店不卖假货，也不涉及賭博活动')).toEqual([
      ['假货', '假货', '假货'],
      ['赌博', '賭博', '賭博'],
    ]);
  });

  it('finds nothing in clean text, an empty text, or with an empty list', () => {
    expect(found('Appartement 3 pièces à Cocody')).toEqual([]);
    expect(found('')).toEqual([]);
    expect(createWordMatcher([]).find('arnaque')).toEqual([]);
  });
});
