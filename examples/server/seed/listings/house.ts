// House rental seeds (spec §3 "House details"): price with currency and billing cycle, layout,
// size in m², floor over total floors (storey ≤ totalFloor) and the four facility flags.
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { counted } from '../counted.js';
import { BILLING_CYCLES, CYCLE, SIZE_M2 } from '../data/units.js';
import { listingImage } from '../picture-paths.js';
import { n } from '../names.js';
import { cityName, localPrice, NEGOTIABLE, owner, placeFor, priceText, t, textsOf, translationsFor } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('apartment', n('公寓', 'Apartment', 'Appartement')),
  t('villa', n('别墅', 'Villa', 'Villa')),
  t('studio', n('单间', 'Studio', 'Studio')),
  t('duplex', n('复式', 'Duplex', 'Duplex')),
  t('office', n('办公室', 'Office', 'Bureau')),
  t('shop', n('商铺', 'Shop', 'Magasin')),
];

const LABELS: readonly LabelSeed[] = [
  { key: 'furnished', names: n('带家具', 'Furnished', 'Meublé') },
  { key: 'air-con', names: n('空调', 'Air-conditioned', 'Climatisé') },
  { key: 'parking', names: n('停车位', 'Parking', 'Parking') },
  { key: 'generator', names: n('发电机', 'Generator', 'Groupe électrogène') },
  { key: 'water-tank', names: n('储水箱', 'Water tank', "Réserve d'eau") },
  { key: 'internet', names: n('网络', 'Internet', 'Internet') },
  { key: 'negotiable', names: NEGOTIABLE },
];

interface HouseItem {
  tag: 'apartment' | 'villa' | 'studio' | 'duplex' | 'office' | 'shop';
  bed: number; liv: number; bath: number; size: number; storey: number; total: number;
  /** Rent in XOF per cycle. */
  rent: number;
  cycle?: number;
  /** maid's room, security room, garden, pool. */
  fac: [0 | 1, 0 | 1, 0 | 1, 0 | 1];
  labels: string[];
}

const ITEMS: readonly HouseItem[] = [
  { tag: 'apartment', bed: 3, liv: 1, bath: 2, size: 120, storey: 2, total: 4, rent: 450_000, fac: [1, 1, 0, 0], labels: ['air-con', 'parking', 'water-tank'] },
  { tag: 'villa', bed: 5, liv: 2, bath: 4, size: 350, storey: 1, total: 2, rent: 1_500_000, fac: [1, 1, 1, 1], labels: ['furnished', 'air-con', 'parking', 'generator', 'internet'] },
  { tag: 'studio', bed: 1, liv: 1, bath: 1, size: 35, storey: 3, total: 5, rent: 120_000, fac: [0, 1, 0, 0], labels: ['furnished', 'internet'] },
  { tag: 'duplex', bed: 4, liv: 2, bath: 3, size: 220, storey: 1, total: 2, rent: 800_000, fac: [1, 1, 1, 0], labels: ['parking', 'generator', 'negotiable'] },
  { tag: 'apartment', bed: 2, liv: 1, bath: 1, size: 80, storey: 4, total: 6, rent: 250_000, fac: [0, 1, 0, 0], labels: ['air-con', 'water-tank'] },
  { tag: 'office', bed: 4, liv: 1, bath: 2, size: 150, storey: 5, total: 8, rent: 900_000, fac: [0, 1, 0, 0], labels: ['air-con', 'parking', 'internet', 'generator'] },
  { tag: 'villa', bed: 4, liv: 1, bath: 3, size: 280, storey: 1, total: 1, rent: 1_000_000, fac: [1, 1, 1, 0], labels: ['parking', 'water-tank', 'negotiable'] },
  { tag: 'shop', bed: 1, liv: 1, bath: 1, size: 60, storey: 1, total: 3, rent: 300_000, fac: [0, 0, 0, 0], labels: ['negotiable'] },
  { tag: 'apartment', bed: 3, liv: 1, bath: 2, size: 110, storey: 6, total: 10, rent: 600_000, fac: [1, 1, 0, 1], labels: ['furnished', 'air-con', 'parking', 'generator', 'internet'] },
  { tag: 'studio', bed: 1, liv: 1, bath: 1, size: 28, storey: 2, total: 3, rent: 15_000, cycle: CYCLE.day, fac: [0, 0, 0, 0], labels: ['furnished', 'air-con', 'internet'] },
  { tag: 'duplex', bed: 5, liv: 2, bath: 4, size: 300, storey: 2, total: 3, rent: 1_200_000, fac: [1, 1, 1, 1], labels: ['parking', 'generator'] },
  { tag: 'apartment', bed: 2, liv: 1, bath: 2, size: 90, storey: 1, total: 4, rent: 3_000_000, cycle: CYCLE.year, fac: [0, 1, 1, 0], labels: ['water-tank', 'negotiable'] },
  { tag: 'villa', bed: 6, liv: 2, bath: 5, size: 500, storey: 1, total: 2, rent: 2_500_000, fac: [1, 1, 1, 1], labels: ['furnished', 'air-con', 'parking', 'generator', 'water-tank'] },
  { tag: 'office', bed: 2, liv: 1, bath: 1, size: 70, storey: 3, total: 5, rent: 400_000, fac: [0, 1, 0, 0], labels: ['internet', 'air-con'] },
];

const typeName = (tag: HouseItem['tag'], lang: LanguageCode) => TAGS.find((t) => t.key === tag)!.names[lang];
const cycleName = (id: number, lang: LanguageCode) => BILLING_CYCLES.find((c) => c.id === id)!.names[lang];

const INTRO: Readonly<Record<HouseItem['tag'], Record<LanguageCode, string>>> = {
  apartment: { cn: '安静小区内的明亮公寓，靠近商店和学校。', en: 'Bright apartment in a quiet residence, close to shops and schools.', fr: 'Appartement lumineux dans une résidence calme, proche des commerces et des écoles.' },
  villa: { cn: '带花园的独栋别墅，适合家庭或外派人员。', en: 'Detached villa with garden, ideal for a family or expatriates.', fr: 'Villa individuelle avec jardin, idéale pour une famille ou des expatriés.' },
  studio: { cn: '精装单间，拎包入住。', en: 'Well-finished studio, ready to move in.', fr: 'Studio bien fini, prêt à emménager.' },
  duplex: { cn: '宽敞复式，采光好，带私人停车位。', en: 'Spacious duplex with plenty of light and private parking.', fr: 'Duplex spacieux, très lumineux, avec parking privé.' },
  office: { cn: '商务区办公室，适合中小企业。', en: 'Office space in the business district, suited to small companies.', fr: "Plateau de bureaux dans le quartier d'affaires, adapté aux PME." },
  shop: { cn: '临街商铺，人流量大。', en: 'Street-front shop with heavy foot traffic.', fr: 'Magasin en bord de rue, très fréquenté.' },
};

const FACILITY_NAMES: Record<LanguageCode, [string, string, string, string]> = {
  cn: ['保姆房', '保安室', '花园', '游泳池'],
  en: ["maid's room", 'security room', 'garden', 'pool'],
  fr: ['chambre de bonne', 'loge de gardien', 'jardin', 'piscine'],
};

/** "3 bedrooms, 1 living room, 2 bathrooms" (offices and shops count rooms), each word in its plural form. */
const layout = (item: HouseItem, work: boolean, lang: 'en' | 'fr'): string =>
  [counted(work ? 'rooms' : 'bedrooms', item.bed, lang), counted('livingRooms', item.liv, lang), counted('bathrooms', item.bath, lang)].join(', ');

function text(item: HouseItem, lang: LanguageCode, city: string, spot: string, price: string, cycle: number) {
  const type = typeName(item.tag, lang);
  const place = spot.split(',')[0]!;
  const facilities = item.fac.map((f, k) => (f ? FACILITY_NAMES[lang][k] : '')).filter(Boolean);
  const cyc = cycleName(cycle, lang);
  // Offices and shops are described by size, and their "bedrooms" are rooms.
  const work = item.tag === 'office' || item.tag === 'shop';
  if (lang === 'cn') {
    return {
      title: work ? `${cityName(city, 'cn')} ${place} ${item.size}平方米${type}出租` : `${cityName(city, 'cn')} ${place} ${item.bed}室${item.liv}厅${type}出租`,
      content: `<p>${INTRO[item.tag].cn}</p><ul><li>${item.bed}室${item.liv}厅${item.bath}卫</li><li>面积${item.size}平方米，${item.storey}/${item.total}层</li>` +
        `<li>配套：${facilities.length ? facilities.join('、') : '无'}</li></ul><p><b>租金：</b>${price}（${cyc}）。押金面议。</p>`,
    };
  }
  if (lang === 'en') {
    return {
      title: work
        ? `${type} of ${item.size} m² for rent in ${place}, ${cityName(city, 'en')}`
        : `${item.bed}-bedroom ${type.toLowerCase()} for rent in ${place}, ${cityName(city, 'en')}`,
      content: `<p>${INTRO[item.tag].en}</p><ul><li>${layout(item, work, 'en')}</li>` +
        `<li>${item.size} m², floor ${item.storey} of ${item.total}</li><li>Facilities: ${facilities.length ? facilities.join(', ') : 'none'}</li></ul>` +
        `<p><b>Rent:</b> ${price} ${cyc}. Deposit to be agreed.</p>`,
    };
  }
  return {
    title: work
      ? `${type} de ${item.size} m² à louer, ${place} (${cityName(city, 'fr')})`
      : `${type} ${counted('bedrooms', item.bed, 'fr')} à louer, ${place} (${cityName(city, 'fr')})`,
    content: `<p>${INTRO[item.tag].fr}</p><ul><li>${layout(item, work, 'fr')}</li>` +
      `<li>${item.size} m², étage ${item.storey} sur ${item.total}</li><li>Équipements : ${facilities.length ? facilities.join(', ') : 'aucun'}</li></ul>` +
      `<p><b>Loyer :</b> ${price} ${cyc}. Caution à discuter.</p>`,
  };
}

function houseSeeds(): SeedListing[] {
  return ITEMS.map((item, i) => {
    const p = placeFor(i, 0);
    const cycle = item.cycle ?? CYCLE.month;
    const rent = localPrice(item.rent, p.currency);
    return {
      moduleKey: 'house',
      esKey: `house-${i + 1}`,
      userId: owner(i),
      areaIds: [p.areaId],
      cityKey: p.city,
      tagKey: item.tag,
      labelKeys: item.labels,
      original: p.original,
      translations: translationsFor(p.original, i),
      texts: textsOf((lang) => text(item, lang, p.city, p.location, priceText(rent, p.currency, lang), cycle)),
      currency: p.currency,
      price: rent,
      size: item.size,
      sizeUnitId: SIZE_M2,
      billingCycleId: cycle,
      location: p.location,
      contacts: p.contacts,
      mail: p.mail,
      phones: p.phones,
      images: [0, 1, 2].map((k) => listingImage('house', i + k)),
      attrs: {
        bedroomNum: item.bed, livingRoom: item.liv, bathroomNum: item.bath, storey: item.storey, totalFloor: item.total,
        hasMaidsRoom: item.fac[0], hasSecurityRoom: item.fac[1], hasGarden: item.fac[2], hasPool: item.fac[3],
      },
      hoursAgo: 5 + i * 17,
    };
  });
}

export const houseSeed: SeedModule<'house'> = {
  key: 'house',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('租房', 'House rental', 'Location'), descriptions: n('公寓、别墅、商铺', 'Apartments, villas, shops', 'Appartements, villas, magasins') },
  colour: [234, 88, 12],
  savedSearch: { keyWords: 'Cocody', countryId: 'CIV', title: 'Maisons · Cocody' },
  listings: houseSeeds,
  samplePublish: (l) => ({
    billingCycleId: l.billingCycleId, price: 350_000, storey: 2, totalFloor: 5, bedroomNum: 3, bathroomNum: 2, livingRoom: 1, size: 120,
    sizeUnitId: l.sizeUnitId, hasMaidsRoom: 1, hasSecurityRoom: 0, hasGarden: 1, hasPool: 0, moneyUnitId: l.moneyUnitId,
  }),
};
