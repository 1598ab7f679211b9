// A number in the interface language's digits (spec §9), without Intl (locale-conventions.ts says
// why): grouped thousands, at most `maxFraction` decimals rounded half away from zero on the
// number's shortest decimal form, trailing zeros dropped — what Intl.NumberFormat gives with
// { maximumFractionDigits } and nothing else.
import type { LanguageCode } from '../contract/envelope.js';
import { LOCALE_CONVENTIONS } from './locale-conventions.js';
import { toIntlLocale } from './resolve-language.js';

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

export function formatDecimal(value: number, lang: LanguageCode, maxFraction = 3): string {
  // String() is the shortest form that reads back as the same number, as ICU rounds it; beyond
  // 1e21 or below 1e-6 it has an exponent, which the table does not write.
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || plain.includes('e')) {
    return new Intl.NumberFormat(toIntlLocale(lang), { maximumFractionDigits: maxFraction }).format(value);
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* '5' */) digits = increment(digits);
  const intPart = digits.slice(0, digits.length - maxFraction) || '0';
  const fracPart = digits.slice(digits.length - maxFraction).replace(/0+$/, '');
  const c = LOCALE_CONVENTIONS[lang];
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, c.group);
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${grouped}${fracPart ? c.decimal + fracPart : ''}`;
}
