import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from '../../../src/i18n/format-price.js';

const digitsOnly = (s: string) => s.replace(/\D/g, '');
/** Any grouping separator: comma, space, no-break space, narrow no-break space. */
const GROUP = '[,\\s\\u00a0\\u202f]';

describe('formatPrice', () => {
  it.each(['fr', 'en', 'cn'] as const)('XOF has no decimals and groups thousands (%s)', (lang) => {
    const out = formatPrice(1234567.891, 'XOF', lang);
    expect(digitsOnly(out)).toBe('1234568'); // rounded, no minor unit
    expect(out).toMatch(new RegExp(`1${GROUP}234${GROUP}568`));
    expect(out).toMatch(/CFA/);
  });

  it('groups and places the currency the French way in fr (Ivory Coast)', () => {
    const out = formatPrice(1500, 'XOF', 'fr');
    expect(out).toMatch(/^1[\s\u00a0\u202f]500[\s\u00a0\u202f]F\s?CFA$/);
    expect(out).not.toMatch(/,/);
  });

  it('uses a comma grouping in en and cn', () => {
    expect(formatPrice(1500, 'XOF', 'en')).toMatch(/1,500/);
    expect(formatPrice(1500, 'XOF', 'cn')).toMatch(/1,500/);
  });

  it('XAF has no decimals either', () => {
    expect(digitsOnly(formatPrice(99.6, 'XAF', 'en'))).toBe('100');
  });

  it('USD keeps 2 decimals with the locale separator', () => {
    expect(formatPrice(12.5, 'USD', 'en')).toBe('$12.50');
    expect(formatPrice(12.5, 'USD', 'fr')).toMatch(/^12,50[\s\u00a0\u202f]\$/);
    expect(formatPrice(3, 'usd', 'en')).toBe('$3.00');
  });

  it.each(['GHS', 'NGN', 'EUR', 'CNY'])('%s has 2 decimals', (currency) => {
    expect(digitsOnly(formatPrice(7, currency, 'en'))).toBe('700');
  });

  it('accepts numeric strings from the server', () => {
    expect(formatPrice('2500', 'XOF', 'en')).toBe(formatPrice(2500, 'XOF', 'en'));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', 'abc'])('invalid amount %s gives ""', (amount) => {
    expect(formatPrice(amount as number, 'XOF', 'fr')).toBe('');
  });

  it('keeps a non-ISO currency label next to the localized number', () => {
    expect(formatPrice(1500, 'FCFA', 'en')).toBe('1,500 FCFA');
    expect(formatPrice(1500, '', 'en')).toBe('1,500');
  });
});

describe('formatNumber', () => {
  it('formats by locale', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr')).toMatch(/^1[\s\u00a0\u202f]234,5$/);
    expect(formatNumber(1234.5, 'cn')).toBe('1,234.5');
  });

  it('rounds to at most the decimals asked for and rejects invalid input', () => {
    expect(formatNumber(0.2567, 'en')).toBe('0.257');
    expect(formatNumber('1234.567', 'fr', 1)).toBe('1\u202f234,6');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
    expect(formatNumber('x', 'en')).toBe('');
  });
});
