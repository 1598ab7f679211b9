// Languages, money units, size units, billing cycles and the small car/goods lookups (spec §3
// "Lookups", §9 defaults: billing cycle id 1, size unit id 1 = square metres). Ids are fixed so
// the defaults of the contract (constants.ts) point at the right rows.
import { n, same, type Names } from '../names.js';

/** Language pickers show each language in its own name. */
export const LANGUAGE_ROWS: readonly { id: string; name: string }[] = [
  { id: 'cn', name: '中文' },
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'Français' },
];

export interface MoneyUnitSeed {
  id: number;
  code: string;
  /** priceFlag: the symbol shown with prices. */
  flag: string;
  names: Names;
  decimals: number;
}

export const MONEY_UNITS: readonly MoneyUnitSeed[] = [
  { id: 1, code: 'XOF', flag: 'F CFA', names: n('西非法郎', 'West African CFA franc', 'Franc CFA (BCEAO)'), decimals: 0 },
  { id: 2, code: 'XAF', flag: 'FCFA', names: n('中非法郎', 'Central African CFA franc', 'Franc CFA (BEAC)'), decimals: 0 },
  { id: 3, code: 'GHS', flag: '₵', names: n('加纳塞地', 'Ghanaian cedi', 'Cedi ghanéen'), decimals: 2 },
  { id: 4, code: 'NGN', flag: '₦', names: n('尼日利亚奈拉', 'Nigerian naira', 'Naira nigérian'), decimals: 2 },
  { id: 5, code: 'USD', flag: '$', names: n('美元', 'US dollar', 'Dollar américain'), decimals: 2 },
  { id: 6, code: 'EUR', flag: '€', names: n('欧元', 'Euro', 'Euro'), decimals: 2 },
  { id: 7, code: 'CNY', flag: '¥', names: n('人民币', 'Chinese yuan', 'Yuan chinois'), decimals: 2 },
  { id: 8, code: 'GNF', flag: 'FG', names: n('几内亚法郎', 'Guinean franc', 'Franc guinéen'), decimals: 0 },
];

export const MONEY_ID: Readonly<Record<string, number>> = Object.fromEntries(MONEY_UNITS.map((m) => [m.code, m.id]));

/** Id 1 = square metres (spec §9 default size unit). */
export const SIZE_UNITS: readonly { id: number; names: Names; symbol: string }[] = [
  { id: 1, names: n('平方米', 'm²', 'm²'), symbol: 'm²' },
  { id: 2, names: n('公顷', 'hectare', 'hectare'), symbol: 'ha' },
  { id: 3, names: n('英亩', 'acre', 'acre'), symbol: 'ac' },
];
export const SIZE_M2 = 1;
export const SIZE_HA = 2;

/** Id 1 = per month (spec §3/§9 default billing cycle). */
export const BILLING_CYCLES: readonly { id: number; names: Names }[] = [
  { id: 1, names: n('每月', 'per month', 'par mois') },
  { id: 2, names: n('每天', 'per day', 'par jour') },
  { id: 3, names: n('每周', 'per week', 'par semaine') },
  { id: 4, names: n('每年', 'per year', 'par an') },
  { id: 5, names: n('一次性', 'one-off', 'forfait unique') },
];
export const CYCLE = { month: 1, day: 2, week: 3, year: 4, once: 5 } as const;

export const CAR_BRANDS: readonly { id: number; names: Names }[] = [
  { id: 1, names: same('Toyota') },
  { id: 2, names: same('Hyundai') },
  { id: 3, names: same('Kia') },
  { id: 4, names: same('Peugeot') },
  { id: 5, names: same('Mercedes-Benz') },
  { id: 6, names: same('Nissan') },
  { id: 7, names: same('Suzuki') },
  { id: 8, names: n('长城', 'Great Wall', 'Great Wall') },
  { id: 9, names: n('吉利', 'Geely', 'Geely') },
  { id: 10, names: same('Ford') },
];
export const BRAND = { toyota: 1, hyundai: 2, kia: 3, peugeot: 4, mercedes: 5, nissan: 6, suzuki: 7, greatWall: 8, geely: 9, ford: 10 } as const;

export const ENERGY_TYPES: readonly { id: number; names: Names }[] = [
  { id: 1, names: n('汽油', 'Petrol', 'Essence') },
  { id: 2, names: n('柴油', 'Diesel', 'Diesel') },
  { id: 3, names: n('混合动力', 'Hybrid', 'Hybride') },
  { id: 4, names: n('电动', 'Electric', 'Électrique') },
];
export const ENERGY = { petrol: 1, diesel: 2, hybrid: 3, electric: 4 } as const;

/** New / used (spec §3 "new/used"). */
export const QUALITIES: readonly { id: number; names: Names }[] = [
  { id: 1, names: n('全新', 'New', 'Neuf') },
  { id: 2, names: n('九成新', 'Like new', 'Comme neuf') },
  { id: 3, names: n('二手', 'Used', "D'occasion") },
];
export const QUALITY = { new: 1, likeNew: 2, used: 3 } as const;
