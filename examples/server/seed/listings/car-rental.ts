// Car rental seeds (spec §3 "Listing fields by wording": brand, driver/fuel/tolls inclusion,
// price per billing cycle).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { n } from '../names.js';
import { BILLING_CYCLES, BRAND, CYCLE } from '../data/units.js';
import { listingImage } from '../picture-paths.js';
import { brandName, cityName, localPrice, owner, placeFor, priceText, t, textsOf, translationsFor } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('with-driver', n('带司机', 'With driver', 'Avec chauffeur')),
  t('self-drive', n('自驾', 'Self-drive', 'Sans chauffeur')),
  t('events', n('婚庆活动', 'Weddings and events', 'Mariages et événements')),
  t('airport', n('机场接送', 'Airport transfer', 'Transfert aéroport')),
  t('long-term', n('长租', 'Long-term rental', 'Location longue durée')),
];

const LABELS: readonly LabelSeed[] = [
  { key: 'air-con', names: n('空调', 'Air-conditioned', 'Climatisé') },
  { key: 'insurance', names: n('含保险', 'Insurance included', 'Assurance incluse') },
  { key: 'fuel', names: n('含油费', 'Fuel included', 'Carburant inclus') },
  { key: 'seven-seats', names: n('7座', '7 seats', '7 places') },
  { key: 'pickup', names: n('接机', 'Airport pick-up', 'Accueil aéroport') },
  { key: 'discount', names: n('长租优惠', 'Long-term discount', 'Remise longue durée') },
];

interface Rental { brand: number; model: string; tag: string; price: number; cycle: number; driver: 0 | 1; fuel: 0 | 1; tolls: 0 | 1; labels: string[] }

const RENTALS: readonly Rental[] = [
  { brand: BRAND.toyota, model: 'Land Cruiser V8', tag: 'with-driver', price: 90_000, cycle: CYCLE.day, driver: 1, fuel: 0, tolls: 1, labels: ['air-con', 'insurance', 'seven-seats'] },
  { brand: BRAND.hyundai, model: 'Accent', tag: 'self-drive', price: 25_000, cycle: CYCLE.day, driver: 0, fuel: 0, tolls: 0, labels: ['air-con', 'insurance'] },
  { brand: BRAND.mercedes, model: 'Classe E', tag: 'events', price: 150_000, cycle: CYCLE.day, driver: 1, fuel: 1, tolls: 1, labels: ['air-con', 'fuel'] },
  { brand: BRAND.toyota, model: 'Hiace', tag: 'airport', price: 30_000, cycle: CYCLE.once, driver: 1, fuel: 1, tolls: 1, labels: ['pickup', 'air-con'] },
  { brand: BRAND.kia, model: 'Sportage', tag: 'long-term', price: 600_000, cycle: CYCLE.month, driver: 0, fuel: 0, tolls: 0, labels: ['insurance', 'discount'] },
  { brand: BRAND.toyota, model: 'Prado', tag: 'with-driver', price: 70_000, cycle: CYCLE.day, driver: 1, fuel: 0, tolls: 0, labels: ['air-con', 'seven-seats'] },
  { brand: BRAND.suzuki, model: 'Dzire', tag: 'self-drive', price: 120_000, cycle: CYCLE.week, driver: 0, fuel: 0, tolls: 0, labels: ['air-con', 'insurance', 'discount'] },
  { brand: BRAND.nissan, model: 'Patrol', tag: 'events', price: 120_000, cycle: CYCLE.day, driver: 1, fuel: 1, tolls: 0, labels: ['air-con', 'fuel', 'seven-seats'] },
  { brand: BRAND.toyota, model: 'Corolla', tag: 'airport', price: 15_000, cycle: CYCLE.once, driver: 1, fuel: 1, tolls: 1, labels: ['pickup'] },
  { brand: BRAND.geely, model: 'Coolray', tag: 'long-term', price: 450_000, cycle: CYCLE.month, driver: 0, fuel: 0, tolls: 0, labels: ['insurance', 'discount', 'air-con'] },
  { brand: BRAND.hyundai, model: 'H-1', tag: 'with-driver', price: 80_000, cycle: CYCLE.day, driver: 1, fuel: 0, tolls: 1, labels: ['seven-seats', 'air-con', 'insurance'] },
  { brand: BRAND.peugeot, model: '3008', tag: 'self-drive', price: 35_000, cycle: CYCLE.day, driver: 0, fuel: 0, tolls: 0, labels: ['air-con'] },
];

const YES_NO: Record<LanguageCode, { driver: [string, string]; fuel: [string, string]; tolls: [string, string] }> = {
  cn: { driver: ['不含司机', '含司机'], fuel: ['不含油费', '含油费'], tolls: ['不含过路费', '含过路费'] },
  en: { driver: ['Without driver', 'Driver included'], fuel: ['Fuel not included', 'Fuel included'], tolls: ['Tolls not included', 'Tolls included'] },
  fr: { driver: ['Sans chauffeur', 'Chauffeur inclus'], fuel: ['Carburant non inclus', 'Carburant inclus'], tolls: ['Péages non inclus', 'Péages inclus'] },
};

function rentalText(r: Rental, lang: LanguageCode, city: string, price: string) {
  const brand = brandName(r.brand, lang);
  const cycle = BILLING_CYCLES.find((c) => c.id === r.cycle)!.names[lang];
  const yn = YES_NO[lang];
  const title = { cn: `${cityName(city, 'cn')}出租 ${brand} ${r.model}${r.driver ? '（带司机）' : ''}`, en: `${brand} ${r.model} for hire in ${cityName(city, 'en')}${r.driver ? ' with driver' : ''}`, fr: `Location ${brand} ${r.model} à ${cityName(city, 'fr')}${r.driver ? ' avec chauffeur' : ''}` }[lang];
  const rows = [yn.driver[r.driver], yn.fuel[r.fuel], yn.tolls[r.tolls]];
  return { title, content: `<ul>${rows.map((x) => `<li>${x}</li>`).join('')}</ul><p><b>${price}</b> ${cycle}</p>` };
}

function carRentalSeeds(): SeedListing[] {
  return RENTALS.map((r, i) => {
    const p = placeFor(i, 13);
    const price = localPrice(r.price, p.currency);
    return {
      moduleKey: 'carRental', esKey: `carRental-${i + 1}`, userId: owner(i + 3), areaIds: [p.areaId], cityKey: p.city,
      tagKey: r.tag, labelKeys: r.labels, original: p.original, translations: translationsFor(p.original, i + 3),
      texts: textsOf((lang) => rentalText(r, lang, p.city, priceText(price, p.currency, lang))),
      currency: p.currency, totalPrice: price, billingCycleId: r.cycle, location: p.location, contacts: p.contacts, mail: p.mail, phones: p.phones,
      images: [0, 1].map((k) => listingImage('carRental', i + k)),
      attrs: { brandId: r.brand, withDriver: r.driver, fuelIncluded: r.fuel, tollsIncluded: r.tolls },
      hoursAgo: 6 + i * 15,
    };
  });
}

export const carRentalSeed: SeedModule<'carRental'> = {
  key: 'carRental',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('租车', 'Car rental', 'Location auto'), descriptions: n('带司机或自驾', 'With or without driver', 'Avec ou sans chauffeur') },
  colour: [202, 138, 4],
  listings: carRentalSeeds,
  samplePublish: (l) => ({
    brandId: l.brandId, totalPrice: 30_000, billingCycleId: l.billingCycleId, withDriver: 1, fuelIncluded: 0, tollsIncluded: 0, moneyUnitId: l.moneyUnitId,
  }),
};
