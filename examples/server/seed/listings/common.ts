// Shared pieces of the listing seeds: who owns them, where they are, in which language they were
// written, how prices read in each currency, and plausible contacts and phones per country; and
// the small helpers the module seeds write their tags and labels with.
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { n, type Names } from '../names.js';
import { CITY_ROWS, countryCurrency, countryOfCity } from '../data/places.js';
import { CAR_BRANDS, MONEY_UNITS } from '../data/units.js';
import type { SeedListing, TagSeed } from './types.js';

/** A tag in one line; `children` make a first-level tag of a two-level module. */
export const t = (key: string, names: Names, children?: readonly TagSeed[]): TagSeed => (children ? { key, names, children } : { key, names });

/** The label several modules have, with the same names in each. */
export const NEGOTIABLE = n('可议价', 'Negotiable', 'Négociable');

/** "Label: value" as each language writes it. */
export const sep = (lang: LanguageCode) => (lang === 'cn' ? '：' : lang === 'fr' ? ' : ' : ': ');

/** A car brand's name (used cars and car rental). */
export const brandName = (id: number, lang: LanguageCode) => CAR_BRANDS.find((b) => b.id === id)!.names[lang];

/** The seed users of accounts/seed-users.ts (SEED_USERS); index.ts checks they exist. */
export const OWNERS = ['u-personal', 'u-member', 'u-enterprise', 'u-seller'] as const;
export const owner = (i: number): string => OWNERS[i % OWNERS.length]!;

/**
 * Cities a module's listings rotate through: most in Ivory Coast (spec §1), the rest in
 * neighbouring countries so every module spans several countries.
 */
const CITY_CYCLE = [
  'Abidjan', 'Abidjan', 'Yamoussoukro', 'Dakar', 'Abidjan', 'Bouaké', 'Douala', 'Abidjan',
  'San-Pédro', 'Accra', 'Abidjan', 'Lagos', 'Korhogo', 'Abidjan', 'Thiès', 'Kumasi',
];
export const cityFor = (i: number, shift = 0): string => CITY_CYCLE[(i + shift) % CITY_CYCLE.length]!;

const SPOTS: Readonly<Record<string, readonly string[]>> = {
  Abidjan: ['Cocody Riviera 3', 'Marcory Zone 4', 'Plateau, avenue Chardy', 'Cocody Angré 8e tranche', 'Yopougon Maroc', 'Treichville, rue 12', 'Deux-Plateaux Vallons', 'Koumassi Remblais'],
  Dakar: ['Almadies', 'Mermoz', 'Plateau, rue Carnot', 'Sacré-Cœur 3'],
  Douala: ['Bonapriso', 'Akwa', 'Bonamoussadi'],
  Accra: ['East Legon', 'Osu', 'Airport Residential'],
  Lagos: ['Lekki Phase 1', 'Victoria Island', 'Ikeja GRA'],
};
export function locationFor(city: string, i: number): string {
  const spots = SPOTS[city];
  return spots ? `${spots[i % spots.length]}, ${city}` : `Centre-ville, ${city}`;
}

/** Name of a city in a language (titles say "à Cocody" / "in Cocody" / "科科迪"). */
export function cityName(key: string, lang: LanguageCode): string {
  return CITY_ROWS.find((r) => r.key === key)?.names[lang] ?? key;
}

/**
 * The language a listing was written in: Chinese in China, English in Ghana and Nigeria, French in
 * France; elsewhere mostly French with some Chinese and English publishers (the marketplace's
 * audience), so each module has originals in all three languages.
 */
export function originalFor(areaId: string, i: number): LanguageCode {
  if (areaId === 'CHN') return 'cn';
  if (areaId === 'GHA' || areaId === 'NGA') return 'en';
  if (areaId === 'FRA') return 'fr';
  return (['fr', 'cn', 'fr', 'en'] as const)[i % 4]!;
}

/** Which other languages are stored: every 4th listing is untranslated (3), others machine (1) or human (2). */
export function translationsFor(original: LanguageCode, i: number): SeedListing['translations'] {
  if (i % 4 === 3) return {};
  const mode: 1 | 2 = i % 4 === 1 ? 2 : 1;
  const out: SeedListing['translations'] = {};
  for (const lang of ['cn', 'en', 'fr'] as const) if (lang !== original) out[lang] = mode;
  return out;
}

/** Rough value of one unit of each currency in XOF, to show the same price in local money. */
const XOF_PER_UNIT: Readonly<Record<string, number>> = { XOF: 1, XAF: 1, GHS: 50, NGN: 0.4, USD: 600, EUR: 656, CNY: 85, GNF: 0.07 };

/** A price given in XOF, in `currency`, rounded to 2 significant digits. */
export function localPrice(xof: number, currency: string): number {
  const value = xof / (XOF_PER_UNIT[currency] ?? 1);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

export const flagOf = (currency: string) => MONEY_UNITS.find((m) => m.code === currency)?.flag ?? currency;

/** Grouped digits as each language writes them (1 250 000 / 1,250,000). */
export function formatNumber(value: number, lang: LanguageCode): string {
  return value.toLocaleString(lang === 'fr' ? 'fr-FR' : lang === 'cn' ? 'zh-CN' : 'en-US').replace(/\u202f/g, ' ');
}

export function priceText(value: number, currency: string, lang: LanguageCode): string {
  const flag = flagOf(currency);
  return currency === 'XOF' || currency === 'XAF' || currency === 'GNF' ? `${formatNumber(value, lang)} ${flag}` : `${flag}${formatNumber(value, lang)}`;
}

const CONTACTS: Readonly<Record<string, readonly string[]>> = {
  CIV: ['Koffi Kouassi', 'Aya Konan', 'Mamadou Traoré', 'Adjoua Yao', 'Wang Lei', 'Chen Jing'],
  SEN: ['Aminata Diallo', 'Moussa Ndiaye', 'Fatou Sow'],
  CMR: ['Jean-Paul Mbarga', 'Estelle Ngo', 'Li Wei'],
  GHA: ['Kwame Mensah', 'Akosua Boateng', 'Kofi Asante'],
  NGA: ['Chidi Okafor', 'Ngozi Adeyemi', 'Tunde Balogun'],
};
export const contactFor = (areaId: string, i: number) => {
  const list = CONTACTS[areaId] ?? CONTACTS.CIV!;
  return list[i % list.length]!;
};

export const mailFor = (contact: string, i: number) =>
  `${contact.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').trim().replace(/\s+/g, '.')}${i}@example.com`;

/** Phone numbers as users type them (digits only); Ivory Coast numbers have 10 digits (spec §5). */
const PHONE_PREFIX: Readonly<Record<string, { prefix: string; length: number }>> = {
  CIV: { prefix: '07', length: 10 }, SEN: { prefix: '77', length: 9 }, CMR: { prefix: '6', length: 9 },
  GHA: { prefix: '024', length: 10 }, NGA: { prefix: '0803', length: 11 }, CHN: { prefix: '138', length: 11 },
  FRA: { prefix: '06', length: 10 },
};
export function phonesFor(areaId: string, i: number, count = 1 + (i % 3)): string[] {
  const { prefix, length } = PHONE_PREFIX[areaId] ?? { prefix: '7', length: 8 };
  return Array.from({ length: count }, (_v, k) => {
    const digits = String((i * 7919 + k * 104_729 + 1_234_567) % 10 ** (length - prefix.length)).padStart(length - prefix.length, '0');
    return prefix + digits;
  });
}

/** Where a listing is, its currency and who to contact: the fields every module shares. */
export function placeFor(i: number, shift: number, fixedCity?: string) {
  const city = fixedCity ?? cityFor(i, shift);
  const areaId = countryOfCity(city);
  const contacts = contactFor(areaId, i + shift);
  return {
    city,
    areaId,
    currency: countryCurrency(areaId),
    location: locationFor(city, i + shift),
    contacts,
    mail: i % 5 === 4 ? '' : mailFor(contacts, i),
    phones: phonesFor(areaId, i + shift * 31),
    original: originalFor(areaId, i),
  };
}

/** The three texts of a listing from one builder. */
export const textsOf = (build: (lang: LanguageCode) => { title: string; content: string }) =>
  ({ cn: build('cn'), en: build('en'), fr: build('fr') });
