import { describe, expect, it } from 'vitest';
import { gramsOfKg, kgText, wholeOf } from '../../../../src/screens/sea/kg-text.js';

describe('kilograms typed', () => {
  it('reads a decimal comma or point as grams', () => {
    expect(gramsOfKg('1,5')).toBe(1500);
    expect(gramsOfKg('1.5')).toBe(1500);
    expect(gramsOfKg(' 2 ')).toBe(2000);
    expect(gramsOfKg('0,25')).toBe(250);
    expect(gramsOfKg(',5')).toBe(500);
    expect(gramsOfKg('12,345')).toBe(12345);
  });

  it('refuses what is not a weight', () => {
    for (const bad of ['', 'abc', '1,5,2', '-1', '1e3', '1,2345', '1.5kg']) expect(gramsOfKg(bad)).toBeNull();
  });

  it('shows grams as kilograms in the language style', () => {
    expect(kgText(1500, 'fr')).toBe('1,5');
    expect(kgText(1500, 'en')).toBe('1.5');
    expect(kgText(2000, 'cn')).toBe('2');
    expect(gramsOfKg(kgText(12345, 'fr'))).toBe(12345);
  });

  it('reads whole numbers with grouping spaces', () => {
    expect(wholeOf('25 000')).toBe(25000);
    expect(wholeOf('25\u202f000')).toBe(25000);
    expect(wholeOf('3')).toBe(3);
    expect(wholeOf('3.5')).toBeNull();
    expect(wholeOf('')).toBeNull();
  });
});
