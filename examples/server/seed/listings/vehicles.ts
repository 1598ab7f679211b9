// Used car and car rental seeds (spec §3 "Listing fields by wording": mileage, purchase date,
// insurance, energy type, brand, driver/fuel/tolls inclusion).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { BILLING_CYCLES, BRAND, CAR_BRANDS, CYCLE, ENERGY, ENERGY_TYPES } from '../data/units.js';
import { listingImage } from '../images.js';
import { cityName, formatNumber, localPrice, owner, placeFor, priceText, textsOf, translationsFor } from './common.js';
import type { SeedListing } from './types.js';

const brandName = (id: number, lang: LanguageCode) => CAR_BRANDS.find((b) => b.id === id)!.names[lang];
const energyName = (id: number, lang: LanguageCode) => ENERGY_TYPES.find((e) => e.id === id)!.names[lang];
const sep = (lang: LanguageCode) => (lang === 'cn' ? '：' : lang === 'fr' ? ' : ' : ': ');

interface UsedCar { brand: number; model: string; tag: string; date: string; miles: number; price: number; energy: number; insured: 0 | 1; labels: string[] }

const USED: readonly UsedCar[] = [
  { brand: BRAND.toyota, model: 'Corolla', tag: 'sedan', date: '2016-05', miles: 98_000, price: 6_500_000, energy: ENERGY.petrol, insured: 1, labels: ['cleared', 'service-book', 'air-con'] },
  { brand: BRAND.toyota, model: 'Land Cruiser Prado', tag: 'suv', date: '2018-02', miles: 120_000, price: 24_000_000, energy: ENERGY.diesel, insured: 1, labels: ['cleared', 'first-owner', 'automatic', 'air-con'] },
  { brand: BRAND.hyundai, model: 'Tucson', tag: 'suv', date: '2019-09', miles: 64_000, price: 13_500_000, energy: ENERGY.petrol, insured: 1, labels: ['automatic', 'air-con', 'negotiable'] },
  { brand: BRAND.toyota, model: 'Hilux', tag: 'pickup', date: '2017-11', miles: 150_000, price: 15_000_000, energy: ENERGY.diesel, insured: 0, labels: ['cleared', 'negotiable'] },
  { brand: BRAND.kia, model: 'Picanto', tag: 'sedan', date: '2020-03', miles: 30_000, price: 5_200_000, energy: ENERGY.petrol, insured: 1, labels: ['first-owner', 'air-con'] },
  { brand: BRAND.peugeot, model: '508', tag: 'sedan', date: '2015-07', miles: 140_000, price: 5_800_000, energy: ENERGY.diesel, insured: 1, labels: ['service-book', 'automatic'] },
  { brand: BRAND.mercedes, model: 'Sprinter', tag: 'minibus', date: '2014-01', miles: 260_000, price: 14_000_000, energy: ENERGY.diesel, insured: 0, labels: ['cleared'] },
  { brand: BRAND.nissan, model: 'Navara', tag: 'pickup', date: '2018-06', miles: 110_000, price: 12_000_000, energy: ENERGY.diesel, insured: 1, labels: ['cleared', 'air-con'] },
  { brand: BRAND.suzuki, model: 'Swift', tag: 'sedan', date: '2021-04', miles: 18_000, price: 7_000_000, energy: ENERGY.petrol, insured: 1, labels: ['first-owner', 'service-book', 'air-con'] },
  { brand: BRAND.greatWall, model: 'Wingle 7', tag: 'pickup', date: '2022-08', miles: 25_000, price: 11_000_000, energy: ENERGY.diesel, insured: 1, labels: ['first-owner', 'negotiable'] },
  { brand: BRAND.toyota, model: 'RAV4 Hybrid', tag: 'suv', date: '2020-10', miles: 52_000, price: 19_500_000, energy: ENERGY.hybrid, insured: 1, labels: ['automatic', 'service-book', 'air-con'] },
  { brand: BRAND.ford, model: 'Ranger', tag: 'pickup', date: '2016-12', miles: 175_000, price: 9_000_000, energy: ENERGY.diesel, insured: 0, labels: ['negotiable'] },
  { brand: BRAND.mercedes, model: 'Actros', tag: 'truck', date: '2012-03', miles: 480_000, price: 28_000_000, energy: ENERGY.diesel, insured: 1, labels: ['cleared', 'service-book'] },
];

function usedCarText(c: UsedCar, lang: LanguageCode, city: string, price: string) {
  const year = c.date.slice(0, 4);
  const brand = brandName(c.brand, lang);
  const km = `${formatNumber(c.miles, lang)} km`;
  const lines: Record<LanguageCode, [string, string, string, string, string]> = {
    cn: [`${year}年 ${brand} ${c.model}，${km}`, `首次上牌${sep(lang)}${c.date}`, `里程${sep(lang)}${km}`, `能源${sep(lang)}${energyName(c.energy, lang)}`, c.insured ? '保险有效' : '无保险'],
    en: [`${brand} ${c.model} ${year}, ${km}`, `First registered${sep(lang)}${c.date}`, `Mileage${sep(lang)}${km}`, `Energy${sep(lang)}${energyName(c.energy, lang)}`, c.insured ? 'Insurance valid' : 'Not insured'],
    fr: [`${brand} ${c.model} ${year}, ${km}`, `Mise en circulation${sep(lang)}${c.date}`, `Kilométrage${sep(lang)}${km}`, `Énergie${sep(lang)}${energyName(c.energy, lang)}`, c.insured ? 'Assurance en cours' : 'Non assurée'],
  };
  const [title, ...rows] = lines[lang];
  const where = { cn: `看车地点：${cityName(city, 'cn')}`, en: `Viewing in ${cityName(city, 'en')}`, fr: `Visible à ${cityName(city, 'fr')}` }[lang];
  return { title, content: `<p>${where}${lang === 'cn' ? '。' : '.'}</p><ul>${rows.map((r) => `<li>${r}</li>`).join('')}</ul><p><b>${price}</b></p>` };
}

export function carSalesSeeds(): SeedListing[] {
  return USED.map((c, i) => {
    const p = placeFor(i, 11);
    const price = localPrice(c.price, p.currency);
    return {
      moduleKey: 'carSales', esKey: `carSales-${i + 1}`, userId: owner(i + 2), areaIds: [p.areaId], cityKey: p.city,
      tagKey: c.tag, labelKeys: c.labels, original: p.original, translations: translationsFor(p.original, i + 2),
      texts: textsOf((lang) => usedCarText(c, lang, p.city, priceText(price, p.currency, lang))),
      currency: p.currency, totalPrice: price, location: p.location, contacts: p.contacts, mail: p.mail, phones: p.phones,
      images: [0, 1, 2].map((k) => listingImage('carSales', i + k)),
      attrs: { brandId: c.brand, miles: c.miles, purchaseDate: c.date, hasInsurance: c.insured, energyId: c.energy },
      hoursAgo: 2 + i * 21,
    };
  });
}

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

export function carRentalSeeds(): SeedListing[] {
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
