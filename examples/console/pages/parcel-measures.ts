// Weights, sizes and the would-be price on the parcels page. The counter types kilograms with
// decimals (a comma in French), the contract carries whole grams and centimetres
// (types/air-express.ts: no float on the wire); the price is src/contract/parcel-price.ts, the very
// formula the server re-quotes with, so the live figure is the one the receipt will charge.
import { EXPRESS } from '../../../src/contract/express-limits.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { chargeableGrams, parcelQuote } from '../../../src/contract/parcel-price.js';
import type { Parcel, ParcelMeasures, ParcelQuote } from '../../../src/contract/types/air-express.js';
import { toIntlLocale } from '../../../src/i18n/resolve-language.js';
import { wholeNumber } from '../ui/money.js';

/** Grams of a weight typed in kilograms ("2", "2.5", "2,250"), NaN when it is not one or out of 1 g–EXPRESS.weightMaxG. */
export function gramsOfTyped(typed: string): number {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,3}))?\s*$/.exec(typed);
  if (!m) return Number.NaN;
  const grams = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return grams >= 1 && grams <= EXPRESS.weightMaxG ? grams : Number.NaN;
}

/** Whole centimetres typed, NaN when not 1–EXPRESS.sideMaxCm. */
export function sideOfTyped(typed: string): number {
  const cm = wholeNumber(typed);
  return cm >= 1 && cm <= EXPRESS.sideMaxCm ? cm : Number.NaN;
}

/** "2,5 kg", "2.5 kg": kilograms to the gram, in the console's language. */
export const formatKg = (grams: number, language: string): string =>
  new Intl.NumberFormat(toIntlLocale(language as LanguageCode), { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 }).format(grams / 1000);

/**
 * The route's least chargeable weight, as far as the parcel tells it: the route's tariff is not on
 * the parcel, but its minimum shows when it lifted the declared quote above the declared measures'
 * own weight. Otherwise it is at most that weight, which matters only for a parcel measured lighter
 * than the minimum — the receipt's answer (the server's quote) is what counts then.
 */
function knownMinimum(declared: ParcelMeasures, quote: ParcelQuote): number {
  return quote.chargeableG > chargeableGrams(declared, 0) ? quote.chargeableG : 0;
}

/** The price the parcel would cost measured as `m` (receipt form, state to drop off: the quote in force is the declared one). */
export function wouldBeQuote(parcel: Pick<Parcel, 'declared' | 'quote' | 'goods'>, m: ParcelMeasures): ParcelQuote {
  const { quote } = parcel;
  const tariff = { perKg: quote.perKg, minChargeableG: knownMinimum(parcel.declared, quote), daysMin: quote.daysMin, daysMax: quote.daysMax };
  return parcelQuote(m, parcel.goods.declaredValue, tariff, quote.priceFlag);
}
