// The app language's money formatter for a screen (format-money.ts).
import { useLanguage } from '../price.js';
import { formatDiscount, formatMoney } from './format-money.js';

export function useMoney(): { money(amount: number): string; discount(amount: number): string } {
  const lang = useLanguage();
  return { money: (amount) => formatMoney(amount, lang), discount: (amount) => formatDiscount(amount, lang) };
}
