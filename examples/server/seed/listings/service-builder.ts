// Housekeeping, business and visa seeds share one shape (spec §3: service location, service time
// with billing cycle for business and visa, labels, several countries for business and visa).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import { counted } from '../counted.js';
import type { Names } from '../names.js';
import { BILLING_CYCLES } from '../data/units.js';
import { CITY_ROWS, countryCurrency } from '../data/places.js';
import { listingImage } from '../picture-paths.js';
import { localPrice, owner, phonesFor, placeFor, priceText, sep, textsOf, translationsFor } from './common.js';
import type { SeedListing } from './types.js';

export interface ServiceItem {
  tag: string;
  labels: string[];
  title: Names;
  desc: Names;
  /** Days (spec §3 serviceTime). */
  serviceTime?: number;
  /** Price in XOF. */
  price?: number;
  cycle?: number;
  /** Several countries: cityId cleared (spec §4 "Multi-country publish"). */
  countries?: string[];
  /** Where the provider is, when the title names a place. */
  city?: string;
}

const WORDS: Record<LanguageCode, { area: string; time: string; price: string; several: string }> = {
  cn: { area: '服务地点', time: '办理时间', price: '价格', several: '多个国家' },
  en: { area: 'Service location', time: 'Service time', price: 'Price', several: 'several countries' },
  fr: { area: "Lieu d'intervention", time: 'Délai', price: 'Prix', several: 'plusieurs pays' },
};

/** The first city of a country (its default city), for the location of a multi-country service. */
const mainCityOf = (areaId: string) => CITY_ROWS.find((c) => c.areaId === areaId && c.pid === null)?.key ?? areaId;

function content(item: ServiceItem, lang: LanguageCode, location: string, price: string | null, cycle: number | undefined): string {
  const w = WORDS[lang];
  const rows = [`<li>${w.area}${sep(lang)}${location}</li>`];
  if (item.serviceTime) rows.push(`<li>${w.time}${sep(lang)}${counted('days', item.serviceTime, lang)}</li>`);
  const cycleText = cycle ? BILLING_CYCLES.find((c) => c.id === cycle)!.names[lang] : '';
  const cycleName = cycleText ? (lang === 'cn' ? `（${cycleText}）` : ` (${cycleText})`) : '';
  const priceLine = price ? `<p><b>${w.price}${sep(lang)}</b>${price}${cycleName}</p>` : '';
  return `<p>${item.desc[lang]}</p><ul>${rows.join('')}</ul>${priceLine}`;
}

export function serviceSeeds(moduleKey: ListingModuleKey, items: readonly ServiceItem[], shift: number, withCycle: boolean): SeedListing[] {
  return items.map((item, i) => {
    const p = placeFor(i, shift, item.city);
    const areaIds = item.countries ?? [p.areaId];
    const multi = areaIds.length > 1;
    const currency = countryCurrency(areaIds[0]!);
    const price = item.price ? localPrice(item.price, currency) : undefined;
    const cycle = withCycle ? item.cycle ?? 1 : undefined;
    const location = multi ? areaIds.map(mainCityOf).join(', ') : p.location;
    return {
      moduleKey,
      esKey: `${moduleKey}-${i + 1}`,
      userId: owner(i + shift),
      areaIds,
      cityKey: multi ? null : p.city,
      tagKey: item.tag,
      labelKeys: item.labels,
      original: p.original,
      translations: translationsFor(p.original, i + shift),
      texts: textsOf((lang) => ({ title: item.title[lang], content: content(item, lang, location, price ? priceText(price, currency, lang) : null, cycle) })),
      currency,
      ...(price !== undefined ? { price } : {}),
      ...(cycle !== undefined ? { billingCycleId: cycle } : {}),
      serviceTime: item.serviceTime ?? 0,
      location,
      contacts: p.contacts,
      mail: p.mail,
      phones: multi ? phonesFor(areaIds[0]!, i) : p.phones,
      images: [0, 1].map((k) => listingImage(moduleKey, i + k)),
      attrs: {},
      infoSource: p.contacts,
      hoursAgo: 3 + i * 19 + shift,
    };
  });
}
