// Money as the money screens show it (spec §9 "Prices are formatted by the current locale"): whole
// francs CFA (XOF has no minor unit) with the app language's Intl.NumberFormat grouping, then
// "FCFA" — the way prices are written in Ivory Coast ("5 000 FCFA"), not CLDR's "F CFA". A
// no-break space keeps the number and its unit on one line at 360 px.
import type { LanguageCode } from '../../../contract/envelope.js';
import { toIntlLocale } from '../../../i18n/resolve-language.js';

export const MONEY_UNIT = 'FCFA';

const formatters = new Map<LanguageCode, Intl.NumberFormat>();

function formatterOf(lang: LanguageCode): Intl.NumberFormat {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(toIntlLocale(lang), { maximumFractionDigits: 0 });
    formatters.set(lang, f);
  }
  return f;
}

/** "5 000 FCFA" (fr), "5,000 FCFA" (en, cn); '' for a value that is not a finite number. */
export function formatMoney(amount: number, lang: LanguageCode): string {
  if (!Number.isFinite(amount)) return '';
  return `${formatterOf(lang).format(Math.round(amount))}\u00a0${MONEY_UNIT}`;
}

/** A discount: "−500 FCFA" (a true minus sign, read as "minus" by screen readers). */
export const formatDiscount = (amount: number, lang: LanguageCode): string => (amount > 0 ? `\u2212${formatMoney(amount, lang)}` : formatMoney(0, lang));
