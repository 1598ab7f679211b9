// Land deal seeds (spec §3 "Land listing"): size with unit, total price and the price per unit.
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { SIZE_HA, SIZE_M2 } from '../data/units.js';
import { listingImage } from '../picture-paths.js';
import { n } from '../names.js';
import { cityName, formatNumber, localPrice, NEGOTIABLE, owner, placeFor, priceText, t, textsOf, translationsFor } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('residential', n('住宅用地', 'Residential plot', 'Terrain résidentiel')),
  t('commercial', n('商业用地', 'Commercial land', 'Terrain commercial')),
  t('agricultural', n('农业用地', 'Agricultural land', 'Terrain agricole')),
  t('industrial', n('工业用地', 'Industrial land', 'Terrain industriel')),
];

const LABELS: readonly LabelSeed[] = [
  { key: 'title-deed', names: n('有地契', 'Title deed', 'Titre foncier (ACD)') },
  { key: 'serviced', names: n('通水通电', 'Water and power', 'Viabilisé') },
  { key: 'fenced', names: n('有围墙', 'Fenced', 'Clôturé') },
  { key: 'corner', names: n('转角地块', 'Corner plot', "Terrain d'angle") },
  { key: 'roadside', names: n('临主路', 'Near main road', 'Bord de route') },
  { key: 'negotiable', names: NEGOTIABLE },
];

interface LandItem {
  tag: 'residential' | 'commercial' | 'agricultural' | 'industrial';
  size: number;
  unit: typeof SIZE_M2 | typeof SIZE_HA;
  /** Total price in XOF. */
  total: number;
  labels: string[];
}

const ITEMS: readonly LandItem[] = [
  { tag: 'residential', size: 500, unit: SIZE_M2, total: 25_000_000, labels: ['title-deed', 'serviced', 'fenced'] },
  { tag: 'commercial', size: 1200, unit: SIZE_M2, total: 180_000_000, labels: ['title-deed', 'roadside', 'corner'] },
  { tag: 'agricultural', size: 5, unit: SIZE_HA, total: 15_000_000, labels: ['negotiable'] },
  { tag: 'residential', size: 600, unit: SIZE_M2, total: 9_000_000, labels: ['serviced', 'negotiable'] },
  { tag: 'industrial', size: 2, unit: SIZE_HA, total: 120_000_000, labels: ['title-deed', 'roadside'] },
  { tag: 'residential', size: 400, unit: SIZE_M2, total: 4_500_000, labels: ['fenced'] },
  { tag: 'commercial', size: 800, unit: SIZE_M2, total: 60_000_000, labels: ['title-deed', 'serviced', 'roadside', 'corner', 'negotiable'] },
  { tag: 'agricultural', size: 20, unit: SIZE_HA, total: 40_000_000, labels: ['title-deed'] },
  { tag: 'residential', size: 1000, unit: SIZE_M2, total: 35_000_000, labels: ['title-deed', 'serviced'] },
  { tag: 'residential', size: 300, unit: SIZE_M2, total: 3_000_000, labels: ['negotiable'] },
  { tag: 'industrial', size: 5000, unit: SIZE_M2, total: 75_000_000, labels: ['roadside', 'fenced'] },
  { tag: 'agricultural', size: 1, unit: SIZE_HA, total: 2_500_000, labels: ['negotiable', 'roadside'] },
  { tag: 'commercial', size: 250, unit: SIZE_M2, total: 18_000_000, labels: ['corner', 'serviced'] },
];

const UNIT: Record<LanguageCode, Record<number, string>> = {
  cn: { [SIZE_M2]: '平方米', [SIZE_HA]: '公顷' },
  en: { [SIZE_M2]: 'm²', [SIZE_HA]: 'ha' },
  fr: { [SIZE_M2]: 'm²', [SIZE_HA]: 'ha' },
};

const USE: Readonly<Record<LandItem['tag'], Record<LanguageCode, string>>> = {
  residential: { cn: '适合建造住宅，周边生活配套齐全。', en: 'Suitable for building a home, with shops and schools nearby.', fr: "Idéal pour construire une maison, commerces et écoles à proximité." },
  commercial: { cn: '位置显眼，适合商店、酒店或加油站。', en: 'Highly visible location for shops, a hotel or a filling station.', fr: 'Emplacement très visible pour commerces, hôtel ou station-service.' },
  agricultural: { cn: '土壤肥沃，适合种植可可、腰果或蔬菜。', en: 'Fertile soil for cocoa, cashew or market gardening.', fr: 'Sol fertile pour cacao, anacarde ou maraîchage.' },
  industrial: { cn: '靠近港口和主干道，适合仓库或工厂。', en: 'Close to the port and main roads, suited to warehouses or a factory.', fr: "Proche du port et des grands axes, adapté à un entrepôt ou une usine." },
};

function text(item: LandItem, lang: LanguageCode, city: string, spot: string, total: string, single: string) {
  const type = TAGS.find((t) => t.key === item.tag)!.names[lang];
  const size = `${formatNumber(item.size, lang)} ${UNIT[lang][item.unit]}`;
  const place = spot.split(',')[0]!;
  if (lang === 'cn') {
    return {
      title: `${cityName(city, 'cn')} ${place}，${size}${type}出售`,
      content: `<p>${USE[item.tag].cn}</p><ul><li>面积：${size}</li><li>单价：${single}/${UNIT.cn[item.unit]}</li></ul><p><b>总价：</b>${total}</p>`,
    };
  }
  if (lang === 'en') {
    return {
      title: `${type} of ${size} for sale in ${place}, ${cityName(city, 'en')}`,
      content: `<p>${USE[item.tag].en}</p><ul><li>Size: ${size}</li><li>Price per ${UNIT.en[item.unit]}: ${single}</li></ul><p><b>Total price:</b> ${total}</p>`,
    };
  }
  return {
    title: `${type} de ${size} à vendre, ${place} (${cityName(city, 'fr')})`,
    content: `<p>${USE[item.tag].fr}</p><ul><li>Superficie : ${size}</li><li>Prix au ${UNIT.fr[item.unit]} : ${single}</li></ul><p><b>Prix total :</b> ${total}</p>`,
  };
}

function landSeeds(): SeedListing[] {
  return ITEMS.map((item, i) => {
    const p = placeFor(i, 3);
    const total = localPrice(item.total, p.currency);
    const single = Math.round((total / item.size) * 100) / 100;
    return {
      moduleKey: 'land',
      esKey: `land-${i + 1}`,
      userId: owner(i + 1),
      areaIds: [p.areaId],
      cityKey: p.city,
      tagKey: item.tag,
      labelKeys: item.labels,
      original: p.original,
      translations: translationsFor(p.original, i + 1),
      texts: textsOf((lang) => text(item, lang, p.city, p.location, priceText(total, p.currency, lang), priceText(single, p.currency, lang))),
      currency: p.currency,
      totalPrice: total,
      singlePrice: single,
      size: item.size,
      sizeUnitId: item.unit,
      location: p.location,
      contacts: p.contacts,
      mail: p.mail,
      phones: p.phones,
      images: [0, 1].map((k) => listingImage('land', i + k)),
      attrs: {},
      hoursAgo: 9 + i * 23,
    };
  });
}

export const landSeed: SeedModule<'land'> = {
  key: 'land',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('土地', 'Land', 'Terrains'), descriptions: n('土地买卖', 'Plots for sale', 'Terrains à vendre') },
  colour: [22, 163, 74],
  listings: landSeeds,
  samplePublish: (l) => ({ size: 500, sizeUnitId: l.sizeUnitId, totalPrice: 25_000_000, moneyUnitId: l.moneyUnitId }),
};
