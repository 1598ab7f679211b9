// A price as the summaries and details show it (spec §2 "price with currency flag and billing
// cycle"; §9 "Prices are formatted by the current locale"). priceFlag is the currency's flag
// (e.g. "F CFA"); a non-ISO flag is appended to the localized number by formatPrice.
import { useShell } from '../../app/use-shell.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { formatPrice } from '../../i18n/format-price.js';
import { isLanguageCode } from '../../i18n/resolve-language.js';

export function useLanguage(): LanguageCode {
  const { language } = useShell().i18n;
  return isLanguageCode(language) ? language : 'en';
}

export function Price({ amount, flag, cycle }: { amount: number | string | undefined; flag: string | undefined; cycle?: string }) {
  const text = formatPrice(amount, flag ?? '', useLanguage());
  if (!text) return null;
  return (
    <span className="mkt-price">
      {text}
      {cycle ? <small> / {cycle}</small> : null}
    </span>
  );
}
