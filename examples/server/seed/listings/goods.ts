// Goods for sale and purchase demand (want-to-buy) seeds (spec §3 "Goods item", "Purchase
// demand": validDayNum with the warning at 3 days or fewer, quantity needed).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { counted } from '../counted.js';
import { n, type Names } from '../names.js';
import { QUALITIES, QUALITY } from '../data/units.js';
import { listingImage } from '../images.js';
import { cityName, formatNumber, localPrice, owner, placeFor, priceText, textsOf, translationsFor } from './common.js';
import type { SeedListing } from './types.js';

const sep = (lang: LanguageCode) => (lang === 'cn' ? '：' : lang === 'fr' ? ' : ' : ': ');

interface Goods { tag: string; name: Names; desc: Names; price: number; quality: number; number: number; labels: string[] }

const g = (tag: string, price: number, quality: number, number: number, labels: string[], name: Names, desc: Names): Goods =>
  ({ tag, name, desc, price, quality, number, labels });

const GOODS: readonly Goods[] = [
  g('phones', 180_000, QUALITY.used, 1, ['negotiable'], n('iPhone 11 64GB 黑色', 'iPhone 11 64 GB, black', 'iPhone 11 64 Go, noir'), n('电池健康度86%，无划痕。', 'Battery health 86%, no scratches.', 'Batterie à 86 %, aucune rayure.')),
  g('phones', 95_000, QUALITY.new, 20, ['brand-new', 'warranty', 'wholesale'], n('Tecno Spark 20 全新未拆封', 'Tecno Spark 20, brand new and sealed', 'Tecno Spark 20 neuf sous blister'), n('批发价可议，保修一年。', 'Wholesale price negotiable, one-year warranty.', 'Prix de gros négociable, garantie un an.')),
  g('electronics', 350_000, QUALITY.likeNew, 1, ['warranty'], n('三星55寸智能电视', 'Samsung 55-inch smart TV', 'Télévision connectée Samsung 55 pouces'), n('使用六个月，带遥控器和底座。', 'Six months old, remote and stand included.', 'Six mois, télécommande et pied inclus.')),
  g('furniture', 250_000, QUALITY.used, 1, ['delivery', 'negotiable'], n('六人实木餐桌带椅子', 'Solid wood dining table with six chairs', 'Table à manger en bois massif avec six chaises'), n('阿比让市内可送货。', 'Delivery possible within Abidjan.', 'Livraison possible dans Abidjan.')),
  g('appliances', 220_000, QUALITY.new, 5, ['brand-new', 'warranty', 'delivery'], n('海尔双门冰箱 300升', 'Haier double-door fridge, 300 L', 'Réfrigérateur Haier double porte 300 L'), n('节能型，送货上门。', 'Energy-saving, delivered to your door.', 'Économe en énergie, livré à domicile.')),
  g('fashion', 15_000, QUALITY.new, 50, ['brand-new', 'wholesale', 'imported'], n('蜡染布 6码', 'Wax print fabric, 6 yards', 'Pagne wax, 6 yards'), n('多种花色，批发零售均可。', 'Many patterns, wholesale or retail.', 'Nombreux motifs, gros et détail.')),
  g('materials', 5_500, QUALITY.new, 2000, ['wholesale', 'delivery'], n('水泥 CPJ 42.5（50公斤）', 'Cement CPJ 42.5 (50 kg bag)', 'Ciment CPJ 42,5 (sac de 50 kg)'), n('工地直送，量大优惠。', 'Delivered to the site, discounts for volume.', 'Livraison sur chantier, remise selon quantité.')),
  g('electronics', 450_000, QUALITY.used, 1, ['negotiable'], n('联想ThinkPad笔记本 i7', 'Lenovo ThinkPad laptop, i7', 'Ordinateur portable Lenovo ThinkPad i7'), n('16GB内存，512GB固态硬盘。', '16 GB RAM, 512 GB SSD.', '16 Go de RAM, SSD 512 Go.')),
  g('appliances', 60_000, QUALITY.likeNew, 2, ['warranty'], n('美的落地扇和电饭煲套装', 'Midea standing fan and rice cooker set', 'Lot ventilateur sur pied et cuiseur à riz Midea'), n('搬家转让，九成新。', 'Moving out, like new.', 'Cause déménagement, comme neuf.')),
  g('furniture', 400_000, QUALITY.new, 3, ['brand-new', 'delivery', 'imported'], n('L型布艺沙发', 'L-shaped fabric sofa', "Canapé d'angle en tissu"), n('进口面料，可选三种颜色。', 'Imported fabric, three colours available.', 'Tissu importé, trois coloris au choix.')),
  g('materials', 12_000, QUALITY.new, 500, ['wholesale', 'imported'], n('瓷砖 60x60（每平方米）', 'Floor tiles 60×60 (per m²)', 'Carrelage 60×60 (le m²)'), n('中国进口，现货充足。', 'Imported from China, plenty in stock.', 'Importé de Chine, stock disponible.')),
  g('phones', 650_000, QUALITY.likeNew, 1, ['warranty', 'negotiable'], n('三星 Galaxy S23', 'Samsung Galaxy S23', 'Samsung Galaxy S23'), n('国行，全套配件，保修中。', 'Full box, still under warranty.', 'Boîte complète, encore sous garantie.')),
  g('fashion', 25_000, QUALITY.new, 30, ['brand-new', 'delivery'], n('男士皮鞋', "Men's leather shoes", 'Chaussures en cuir pour homme'), n('尺码39至45。', 'Sizes 39 to 45.', 'Pointures 39 à 45.')),
];

function goodsText(item: Goods, lang: LanguageCode, city: string, price: string) {
  const quality = QUALITIES.find((q) => q.id === item.quality)!.names[lang];
  const w = { cn: ['成色', '数量', '所在地'], en: ['Condition', 'Quantity', 'Location'], fr: ['État', 'Quantité', 'Lieu'] }[lang];
  const rows = [`${w[0]}${sep(lang)}${quality}`, `${w[1]}${sep(lang)}${formatNumber(item.number, lang)}`, `${w[2]}${sep(lang)}${cityName(city, lang)}`];
  return { title: item.name[lang], content: `<p>${item.desc[lang]}</p><ul>${rows.map((r) => `<li>${r}</li>`).join('')}</ul><p><b>${price}</b></p>` };
}

export function goodsSeeds(): SeedListing[] {
  return GOODS.map((item, i) => {
    const p = placeFor(i, 2);
    const price = localPrice(item.price, p.currency);
    return {
      moduleKey: 'saleGoods', esKey: `saleGoods-${i + 1}`, userId: owner(i + 3), areaIds: [p.areaId], cityKey: p.city,
      tagKey: item.tag, labelKeys: item.labels, original: p.original, translations: translationsFor(p.original, i),
      texts: textsOf((lang) => goodsText(item, lang, p.city, priceText(price, p.currency, lang))),
      currency: p.currency, price, location: p.location, contacts: p.contacts, mail: p.mail, phones: p.phones,
      images: [0, 1].map((k) => listingImage('saleGoods', i + k)),
      attrs: { qualityId: item.quality, number: item.number },
      hoursAgo: 1 + i * 11,
    };
  });
}

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

export function demandSeeds(): SeedListing[] {
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
