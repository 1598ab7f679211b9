// Letter groups, accent folding and search of the pickers (spec §2 "Other pieces").
import { describe, expect, it } from 'vitest';
import { areaCodeMatches, codeDigits } from '../../../../src/screens/kit/pickers/area-code-picker.js';
import { foldText, groupItems, initialOf, nameMatches, OTHER_GROUP } from '../../../../src/ui/picker/group-items.js';
import { hanCollator } from '../../../../src/ui/picker/han-initial.js';
import type { AreaCode } from '../../../../src/contract/types/lookups.js';

const id = (s: string) => s;
const shape = <T>(groups: { letter: string; items: T[] }[]) => groups.map((g) => [g.letter, g.items]);

describe('foldText', () => {
  it('drops accents, case, width variants and spacing differences', () => {
    expect(foldText('Côte d’Ivoire')).toBe("cote d'ivoire");
    expect(foldText('  São-Tomé  ')).toBe('sao tome');
    expect(foldText('ŒUVRE Æ Łódź')).toBe('oeuvre ae lodz');
    expect(foldText('＋２２５')).toBe('+225');
  });
});

describe('initialOf', () => {
  it('files accented Latin names under the plain letter', () => {
    expect(initialOf('Égypte')).toBe('E');
    expect(initialOf('éthiopie')).toBe('E');
    expect(initialOf('Îles Salomon')).toBe('I');
    expect(initialOf('Œland')).toBe('O');
    expect(initialOf('Åland')).toBe('A');
  });

  it('files names without a letter under #', () => {
    expect(initialOf('1er arrondissement')).toBe(OTHER_GROUP);
    expect(initialOf("'Ayn")).toBe(OTHER_GROUP);
    expect(initialOf('')).toBe(OTHER_GROUP);
  });

  it('files Chinese names under their pinyin initial (the runtime has the zh collation)', () => {
    expect(hanCollator()).not.toBeNull();
    expect(['科特迪瓦', '塞内加尔', '中国', '阿尔及利亚', '贝宁', '法国', '喀麦隆', '尼日利亚', '马里', '多哥', '加纳', '几内亚'].map(initialOf))
      .toEqual(['K', 'S', 'Z', 'A', 'B', 'F', 'K', 'N', 'M', 'D', 'J', 'J']);
  });
});

describe('groupItems', () => {
  it('groups A–Z then #, sorted by the language inside each group, accents folded', () => {
    const names = ['Zambie', 'Éthiopie', 'Algérie', '3 Rivières', 'égypte', 'Bénin', 'Åland', 'Afrique du Sud'];
    expect(shape(groupItems(names, id, 'fr'))).toEqual([
      ['A', ['Afrique du Sud', 'Åland', 'Algérie']],
      ['B', ['Bénin']],
      ['E', ['égypte', 'Éthiopie']],
      ['Z', ['Zambie']],
      [OTHER_GROUP, ['3 Rivières']],
    ]);
  });

  it('groups Chinese names by pinyin initial, in pinyin order, and Latin names by their letter', () => {
    const names = ['中国', '科特迪瓦', '喀麦隆', '塞内加尔', '法国', 'Abidjan', '阿根廷'];
    expect(shape(groupItems(names, id, 'cn'))).toEqual([
      ['A', ['阿根廷', 'Abidjan']],
      ['F', ['法国']],
      ['K', ['喀麦隆', '科特迪瓦']],
      ['S', ['塞内加尔']],
      ['Z', ['中国']],
    ]);
  });

  it('reads names through nameOf and keeps the items', () => {
    const rows = [{ id: 2, name: 'Bouaké' }, { id: 1, name: 'Abidjan' }, { id: 3, name: 'Abengourou' }];
    const groups = groupItems(rows, (r) => r.name, 'en');
    expect(groups.map((g) => [g.letter, g.items.map((r) => r.id)])).toEqual([['A', [3, 1]], ['B', [2]]]);
  });
});

describe('search', () => {
  it('matches a folded name anywhere', () => {
    expect(nameMatches("Côte d'Ivoire", foldText('cote d’iv'))).toBe(true);
    expect(nameMatches('San-Pédro', foldText('san pedro'))).toBe(true);
    expect(nameMatches('Sénégal', foldText('NEGA'))).toBe(true);
    expect(nameMatches('Sénégal', foldText('mali'))).toBe(false);
    expect(nameMatches('科特迪瓦', foldText('迪瓦'))).toBe(true);
    expect(nameMatches('Mali', '')).toBe(true);
  });

  const civ: AreaCode = { name: "Côte d'Ivoire", mobileCode: '225', countryCode: 'CI' };
  const usa: AreaCode = { name: 'États-Unis', mobileCode: '+1', countryCode: 'US' };

  it('finds area codes by code with or without +, by code prefix, by ISO code or by name', () => {
    const q = (s: string) => foldText(s);
    expect(areaCodeMatches(civ, q('+225'))).toBe(true);
    expect(areaCodeMatches(civ, q('225'))).toBe(true);
    expect(areaCodeMatches(civ, q('+22'))).toBe(true);
    expect(areaCodeMatches(civ, q('25'))).toBe(false); // a prefix, not anywhere: "25" is not +225
    expect(areaCodeMatches(civ, q('＋２２５'))).toBe(true);
    expect(areaCodeMatches(civ, q('ci'))).toBe(true);
    expect(areaCodeMatches(civ, q('ivoire'))).toBe(true);
    expect(areaCodeMatches(usa, q('etats'))).toBe(true);
    expect(areaCodeMatches(usa, q('+1'))).toBe(true);
    expect(areaCodeMatches(usa, q('+225'))).toBe(false);
    expect(codeDigits('+1 684')).toBe('1684');
  });
});
