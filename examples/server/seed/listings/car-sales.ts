// Used car seeds (spec §3 "Listing fields by wording": mileage, purchase date, insurance, energy
// type, brand).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { n } from '../names.js';
import { BRAND, ENERGY, ENERGY_TYPES } from '../data/units.js';
import { listingImage } from '../picture-paths.js';
import { brandName, cityName, formatNumber, localPrice, NEGOTIABLE, owner, placeFor, priceText, sep, t, textsOf, translationsFor } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('sedan', n('轿车', 'Sedan', 'Berline')),
  t('suv', n('SUV', 'SUV', 'SUV')),
  t('pickup', n('皮卡', 'Pickup', 'Pick-up')),
  t('minibus', n('小巴', 'Minibus', 'Minibus')),
  t('truck', n('卡车', 'Truck', 'Camion')),
];

const LABELS: readonly LabelSeed[] = [
  { key: 'cleared', names: n('已清关', 'Customs cleared', 'Dédouané') },
  { key: 'first-owner', names: n('一手车', 'First owner', 'Première main') },
  { key: 'service-book', names: n('有保养记录', 'Service history', "Carnet d'entretien") },
  { key: 'automatic', names: n('自动挡', 'Automatic', 'Boîte automatique') },
  { key: 'air-con', names: n('空调', 'Air-conditioned', 'Climatisé') },
  { key: 'negotiable', names: NEGOTIABLE },
];

const energyName = (id: number, lang: LanguageCode) => ENERGY_TYPES.find((e) => e.id === id)!.names[lang];

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

function carSalesSeeds(): SeedListing[] {
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

export const carSalesSeed: SeedModule<'carSales'> = {
  key: 'carSales',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('二手车', 'Used cars', "Voitures d'occasion"), descriptions: n('车主直售', 'From owners and dealers', 'De particuliers et garages') },
  colour: [220, 38, 38],
  listings: carSalesSeeds,
  samplePublish: (l) => ({
    brandId: l.brandId, totalPrice: 4_500_000, miles: 80_000, purchaseDate: '2019-05', hasInsurance: 1, energyId: l.energyId, moneyUnitId: l.moneyUnitId,
  }),
};
