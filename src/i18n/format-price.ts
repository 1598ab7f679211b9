// Prices and numbers "formatted by the current locale" (spec §9). Plain numbers, and prices whose
// currency is a flag ("F CFA", "$": what the server sends) are written from the locale table
// (format-decimal.ts: no ICU load on a first view); an ISO 4217 code goes through Intl's currency
// formats. XOF and XAF (CFA francs, the currencies of the default region) have no minor unit, so
// 1500 XOF is never shown as "1 500,00"; the table pins the digits we rely on instead of
// trusting whatever CLDR version the browser ships.
import type { LanguageCode } from '../contract/envelope.js';
import { formatDecimal } from './format-decimal.js';
import { toIntlLocale } from './resolve-language.js';

const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  XOF: 0,
  XAF: 0,
  GHS: 2,
  NGN: 2,
  USD: 2,
  EUR: 2,
  CNY: 2,
};

const ISO_4217 = /^[A-Z]{3}$/;

/** Intl formatters are costly to build and a list formats many prices: one per setting. */
const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** Server amounts arrive as numbers or numeric strings; anything else is not a price. */
function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A plain localized number, at most `maxFraction` decimals ('' when not a finite number). */
export function formatNumber(value: number | string | null | undefined, lang: LanguageCode, maxFraction = 3): string {
  const amount = toAmount(value);
  return amount === null ? '' : formatDecimal(amount, lang, maxFraction);
}

/**
 * A localized price: "1 500 F CFA" (fr), "F CFA 1,500" (en), "$12.50" (en, USD).
 * A currency that is not an ISO 4217 code (a free-text unit such as "FCFA") is appended to
 * the localized number rather than rejected; an invalid amount gives ''.
 */
export function formatPrice(
  amount: number | string | null | undefined,
  currency: string,
  lang: LanguageCode,
): string {
  const value = toAmount(amount);
  if (value === null) return '';
  const code = currency.trim().toUpperCase();
  if (!ISO_4217.test(code)) {
    const number = formatDecimal(value, lang, 2);
    return currency.trim() ? `${number} ${currency.trim()}` : number;
  }
  const digits = CURRENCY_DIGITS[code];
  const options: Intl.NumberFormatOptions =
    digits === undefined
      ? { style: 'currency', currency: code }
      : { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return formatter(toIntlLocale(lang), options).format(value);
  } catch {
    // A well-formed but unknown code still formats in modern engines; this guards older ones.
    return `${formatDecimal(value, lang, 2)} ${code}`;
  }
}
