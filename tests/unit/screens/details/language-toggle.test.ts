// The original/translated rule of spec §4 as a table (src/screens/details/language-toggle.ts).
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { textsFor, toggleLanguages, type ToggleInput } from '../../../../src/screens/details/language-toggle.js';

const ORG = { orgTitle: 'Titre original', orgContent: '<p>Contenu original</p>' };
const SHOWN = { title: 'Translated title', content: '<p>Translated content</p>' };

interface Row {
  name: string;
  input: ToggleInput;
  buttons: LanguageCode[];
}

const ROWS: Row[] = [
  { name: 'translated listing: listing and viewer languages', input: { viewer: 'en', listing: 'fr', translationType: 1, orgMap: ORG }, buttons: ['en', 'fr'] },
  { name: 'human translation counts too', input: { viewer: 'cn', listing: 'fr', translationType: 2, orgMap: ORG }, buttons: ['cn', 'fr'] },
  { name: 'cn/en/fr order whatever the roles', input: { viewer: 'fr', listing: 'cn', translationType: 1, orgMap: ORG }, buttons: ['cn', 'fr'] },
  { name: 'articles carry no translationType', input: { viewer: 'en', listing: 'cn', orgMap: ORG }, buttons: ['cn', 'en'] },
  { name: 'no orgMap: no original text', input: { viewer: 'en', listing: 'fr', translationType: 1 }, buttons: [] },
  { name: 'empty orgMap', input: { viewer: 'en', listing: 'fr', translationType: 1, orgMap: { orgTitle: '', orgContent: '' } }, buttons: [] },
  { name: 'translationType 3: the text shown is the original', input: { viewer: 'en', listing: 'fr', translationType: 3, orgMap: ORG }, buttons: [] },
  { name: 'listing in the viewer language', input: { viewer: 'fr', listing: 'fr', translationType: 1, orgMap: ORG }, buttons: [] },
  { name: 'unknown listing language', input: { viewer: 'en', listing: 'de', translationType: 1, orgMap: ORG }, buttons: [] },
  { name: 'numeric language id', input: { viewer: 'en', listing: 2, translationType: 1, orgMap: ORG }, buttons: [] },
];

describe('toggleLanguages (spec §4 "Toggle buttons appear only when ...")', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      expect(toggleLanguages(row.input)).toEqual(row.buttons);
    });
  }
});

describe('textsFor (spec §4 "choosing the original language shows original title and content")', () => {
  const input: ToggleInput = { viewer: 'en', listing: 'fr', translationType: 1, orgMap: ORG };

  it('the original language shows orgTitle and orgContent', () => {
    expect(textsFor('fr', input, SHOWN)).toEqual({ title: 'Titre original', content: '<p>Contenu original</p>' });
  });

  it('any other language shows the translated text', () => {
    expect(textsFor('en', input, SHOWN)).toEqual(SHOWN);
    expect(textsFor('cn', input, SHOWN)).toEqual(SHOWN);
  });

  it('a missing half of the original falls back to the translation', () => {
    expect(textsFor('fr', { ...input, orgMap: { orgTitle: 'Titre', orgContent: '' } }, SHOWN)).toEqual({
      title: 'Titre',
      content: SHOWN.content,
    });
  });

  it('without original text there is nothing to switch to', () => {
    expect(textsFor('fr', { ...input, translationType: 3 }, SHOWN)).toEqual(SHOWN);
    expect(textsFor('fr', { ...input, orgMap: null }, SHOWN)).toEqual(SHOWN);
  });
});
