// Purchase demand (want-to-buy) seeds (spec §3 "Purchase demand": validDayNum with the warning at
// 3 days or fewer, quantity needed).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { counted } from '../counted.js';
import { n, type Names } from '../names.js';
import { listingImage } from '../picture-paths.js';
import { cityName, formatNumber, localPrice, owner, placeFor, priceText, sep, t, textsOf, translationsFor } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('materials', n('建材', 'Building materials', 'Matériaux de construction')),
  t('vehicles', n('车辆配件', 'Vehicles and parts', 'Véhicules et pièces')),
  t('agri', n('农产品', 'Agricultural products', 'Produits agricoles')),
  t('electronics', n('电子产品', 'Electronics', 'Électronique')),
  t('office', n('办公用品', 'Office supplies', 'Fournitures de bureau')),
];

// Purchase demands have no label call (spec §7).
const LABELS: readonly LabelSeed[] = [];

interface Demand { tag: string; what: Names; number: number; price: number; validDayNum: number }

const DEMANDS: readonly Demand[] = [
  { tag: 'materials', what: n('钢筋 12mm', 'Steel rebar 12 mm', 'Fer à béton 12 mm'), number: 400, price: 6_000, validDayNum: 2 },
  { tag: 'vehicles', what: n('丰田海拉克斯二手皮卡', 'Used Toyota Hilux pickup', 'Pick-up Toyota Hilux d’occasion'), number: 2, price: 12_000_000, validDayNum: 15 },
  { tag: 'agri', what: n('腰果（生果）', 'Raw cashew nuts', 'Noix de cajou brutes'), number: 20, price: 350_000, validDayNum: 3 },
  { tag: 'electronics', what: n('二手笔记本电脑', 'Second-hand laptops', "Ordinateurs portables d'occasion"), number: 15, price: 150_000, validDayNum: 10 },
  { tag: 'office', what: n('办公桌椅', 'Office desks and chairs', 'Bureaux et chaises de bureau'), number: 12, price: 90_000, validDayNum: 1 },
  { tag: 'materials', what: n('屋顶铝锌瓦', 'Aluminium-zinc roofing sheets', 'Tôles aluzinc pour toiture'), number: 300, price: 4_500, validDayNum: 20 },
  { tag: 'agri', what: n('可可豆', 'Cocoa beans', 'Fèves de cacao'), number: 10, price: 1_500_000, validDayNum: 30 },
  { tag: 'vehicles', what: n('摩托车配件', 'Motorbike spare parts', 'Pièces détachées de moto'), number: 100, price: 5_000, validDayNum: 7 },
  { tag: 'electronics', what: n('太阳能板 300W', 'Solar panels, 300 W', 'Panneaux solaires 300 W'), number: 40, price: 85_000, validDayNum: 3 },
  { tag: 'office', what: n('A4复印纸', 'A4 copy paper', 'Papier A4 pour photocopieur'), number: 200, price: 3_000, validDayNum: 25 },
  { tag: 'materials', what: n('沙子和碎石', 'Sand and gravel', 'Sable et gravier'), number: 30, price: 60_000, validDayNum: 5 },
  { tag: 'agri', what: n('大米 25公斤', 'Rice, 25 kg bags', 'Riz en sacs de 25 kg'), number: 500, price: 14_000, validDayNum: 12 },
];

function demandText(d: Demand, lang: LanguageCode, city: string, price: string) {
  const qty = formatNumber(d.number, lang);
  const text = {
    cn: { title: `求购：${d.what.cn}`, body: `需求数量${qty}，交货地点${cityName(city, 'cn')}。`, budget: '预算单价' },
    en: { title: `Wanted: ${d.what.en}`, body: `Quantity needed: ${qty}. Delivery in ${cityName(city, 'en')}.`, budget: 'Budget per unit' },
    fr: { title: `Recherche : ${d.what.fr}`, body: `Quantité recherchée : ${qty}. Livraison à ${cityName(city, 'fr')}.`, budget: 'Budget unitaire' },
  }[lang];
  return { title: text.title, content: `<p>${text.body}</p><ul><li>${text.budget}${sep(lang)}${price}</li><li>${counted('validDays', d.validDayNum, lang)}</li></ul>` };
}

function demandSeeds(): SeedListing[] {
  return DEMANDS.map((d, i) => {
    const p = placeFor(i, 6);
    const price = localPrice(d.price, p.currency);
    return {
      moduleKey: 'demandMarket', esKey: `demandMarket-${i + 1}`, userId: owner(i), areaIds: [p.areaId], cityKey: p.city,
      tagKey: d.tag, labelKeys: [], original: p.original, translations: translationsFor(p.original, i + 1),
      texts: textsOf((lang) => demandText(d, lang, p.city, priceText(price, p.currency, lang))),
      currency: p.currency, price, location: p.location, contacts: p.contacts, mail: p.mail, phones: p.phones,
      images: [listingImage('demandMarket', i)],
      // validDayNum: days the demand stays valid from release (spec §3); released within the last hours,
      // so the remaining days equal it and the ones of 3 or fewer show the warning (spec §4).
      attrs: { validDayNum: d.validDayNum, number: d.number },
      hoursAgo: 1 + (i % 4) * 3,
    };
  });
}

export const demandMarketSeed: SeedModule<'demandMarket'> = {
  key: 'demandMarket',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('求购', 'Wanted', 'Demandes d’achat'), descriptions: n('发布采购需求', 'Post what you want to buy', 'Publiez vos besoins') },
  colour: [79, 70, 229],
  listings: demandSeeds,
  samplePublish: (l) => ({ price: 100_000, number: 10, validDayNum: 30, moneyUnitId: l.moneyUnitId }),
};
