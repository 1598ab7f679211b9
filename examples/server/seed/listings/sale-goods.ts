// Goods for sale seeds (spec §3 "Goods item": condition, quantity).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { n, type Names } from '../names.js';
import { QUALITIES, QUALITY } from '../data/units.js';
import { listingImage } from '../picture-paths.js';
import { cityName, formatNumber, localPrice, NEGOTIABLE, owner, placeFor, priceText, sep, t, textsOf, translationsFor } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('phones', n('手机', 'Phones', 'Téléphones')),
  t('electronics', n('电子产品', 'Electronics', 'Électronique')),
  t('furniture', n('家具', 'Furniture', 'Meubles')),
  t('appliances', n('家电', 'Home appliances', 'Électroménager')),
  t('fashion', n('服装鞋包', 'Fashion', 'Mode')),
  t('materials', n('建材', 'Building materials', 'Matériaux de construction')),
];

const LABELS: readonly LabelSeed[] = [
  { key: 'brand-new', names: n('全新', 'Brand new', 'Neuf') },
  { key: 'warranty', names: n('保修', 'Warranty', 'Garantie') },
  { key: 'delivery', names: n('送货上门', 'Delivery', 'Livraison') },
  { key: 'negotiable', names: NEGOTIABLE },
  { key: 'wholesale', names: n('批发', 'Wholesale', 'Vente en gros') },
  { key: 'imported', names: n('进口', 'Imported', 'Importé') },
];

interface Goods { tag: string; name: Names; desc: Names; price: number; quality: number; number: number; labels: string[] }

/**
 * Delivery settings of the goods publish form (goods-context decisions): the seller delivers for
 * `deliveryFee` francs when set, `pickup` 1 lets the buyer collect, `cashOnDelivery` 1 allows paying
 * in cash. Goods with the 'delivery' label deliver; every third one takes cash on delivery.
 */
const deliveryOf = (item: Goods, i: number) => ({
  ...(item.labels.includes('delivery') ? { deliveryFee: item.price >= 200_000 ? 5_000 : 2_000 } : {}),
  pickup: item.labels.includes('delivery') && i % 2 === 0 ? 0 : 1,
  cashOnDelivery: i % 3 === 0 ? 1 : 0,
});

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

function goodsSeeds(): SeedListing[] {
  return GOODS.map((item, i) => {
    const p = placeFor(i, 2);
    // Goods are traded in francs CFA (XOF) wherever they are (goods-context decisions: only XOF
    // goods can be ordered), so every seeded item can go in the cart.
    const currency = 'XOF';
    const price = localPrice(item.price, currency);
    return {
      moduleKey: 'saleGoods', esKey: `saleGoods-${i + 1}`, userId: owner(i + 3), areaIds: [p.areaId], cityKey: p.city,
      tagKey: item.tag, labelKeys: item.labels, original: p.original, translations: translationsFor(p.original, i),
      texts: textsOf((lang) => goodsText(item, lang, p.city, priceText(price, currency, lang))),
      currency, price, location: p.location, contacts: p.contacts, mail: p.mail, phones: p.phones,
      images: [0, 1].map((k) => listingImage('saleGoods', i + k)),
      attrs: { qualityId: item.quality, number: item.number, ...deliveryOf(item, i) },
      hoursAgo: 1 + i * 11,
    };
  });
}

export const saleGoodsSeed: SeedModule<'saleGoods'> = {
  key: 'saleGoods',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('闲置好物', 'Goods', 'Objets à vendre'), descriptions: n('全新与二手', 'New and used', 'Neufs et occasions') },
  colour: [13, 148, 136],
  listings: goodsSeeds,
  samplePublish: (l) => ({ price: 15_000, qualityId: l.qualityId, number: 2, moneyUnitId: l.moneyUnitId, deliveryFee: 2_000, pickup: 1, cashOnDelivery: 1 }),
};
