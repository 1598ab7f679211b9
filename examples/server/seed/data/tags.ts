// Tags (listing types) of every listing module, two-level for housekeeping and business (spec §3
// "Lookups"), referred to by key (module.key) from the listing seeds. Ids are fixed in this order.
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import { n, type Names } from '../names.js';

export interface TagSeed {
  key: string;
  names: Names;
  children?: readonly TagSeed[];
}

const t = (key: string, names: Names, children?: readonly TagSeed[]): TagSeed => (children ? { key, names, children } : { key, names });

export const TAGS: Readonly<Record<ListingModuleKey, readonly TagSeed[]>> = {
  article: [
    t('news', n('新闻', 'News', 'Actualités')),
    t('economy', n('经济', 'Economy', 'Économie')),
    t('policy', n('政策', 'Policy', 'Politiques publiques')),
    t('property', n('房产', 'Real estate', 'Immobilier')),
    t('tech', n('科技', 'Technology', 'Technologie')),
    t('culture', n('文化', 'Culture', 'Culture')),
    t('guide', n('生活指南', 'Practical guides', 'Guides pratiques')),
  ],
  land: [
    t('residential', n('住宅用地', 'Residential plot', 'Terrain résidentiel')),
    t('commercial', n('商业用地', 'Commercial land', 'Terrain commercial')),
    t('agricultural', n('农业用地', 'Agricultural land', 'Terrain agricole')),
    t('industrial', n('工业用地', 'Industrial land', 'Terrain industriel')),
  ],
  house: [
    t('apartment', n('公寓', 'Apartment', 'Appartement')),
    t('villa', n('别墅', 'Villa', 'Villa')),
    t('studio', n('单间', 'Studio', 'Studio')),
    t('duplex', n('复式', 'Duplex', 'Duplex')),
    t('office', n('办公室', 'Office', 'Bureau')),
    t('shop', n('商铺', 'Shop', 'Magasin')),
  ],
  housekeep: [
    t('cleaning', n('保洁', 'Cleaning', 'Nettoyage'), [
      t('home-cleaning', n('家庭保洁', 'Home cleaning', 'Ménage à domicile')),
      t('office-cleaning', n('办公室保洁', 'Office cleaning', 'Nettoyage de bureaux')),
      t('deep-cleaning', n('深度清洁', 'Deep cleaning', 'Grand nettoyage')),
    ]),
    t('care', n('育儿与养老', 'Childcare and elderly care', "Garde d'enfants et aide aux aînés"), [
      t('nanny', n('保姆', 'Nanny', 'Nounou')),
      t('elderly', n('老人护理', 'Elderly care', 'Aide aux personnes âgées')),
    ]),
    t('cooking', n('烹饪', 'Cooking', 'Cuisine'), [
      t('home-cook', n('家庭厨师', 'Home cook', 'Cuisinier à domicile')),
      t('catering', n('宴会餐饮', 'Event catering', 'Traiteur événementiel')),
    ]),
    t('repairs', n('维修', 'Repairs', 'Réparations'), [
      t('plumbing', n('水管维修', 'Plumbing', 'Plomberie')),
      t('electricity', n('电工', 'Electrician', 'Électricité')),
      t('air-conditioning', n('空调维修', 'Air conditioning', 'Climatisation')),
    ]),
  ],
  business: [
    t('company', n('企业服务', 'Company services', 'Services aux entreprises'), [
      t('registration', n('公司注册', 'Company registration', "Création d'entreprise")),
      t('accounting', n('会计税务', 'Accounting and tax', 'Comptabilité et fiscalité')),
      t('legal', n('法律咨询', 'Legal advice', 'Conseil juridique')),
    ]),
    t('trade', n('进出口', 'Import and export', 'Import-export'), [
      t('customs', n('清关', 'Customs clearance', 'Dédouanement')),
      t('freight', n('货运代理', 'Freight forwarding', 'Transit et fret')),
      t('sourcing', n('中国采购', 'Sourcing in China', 'Achats en Chine')),
    ]),
    t('marketing', n('营销', 'Marketing', 'Marketing'), [
      t('digital', n('数字营销', 'Digital marketing', 'Marketing digital')),
      t('printing', n('印刷与招牌', 'Printing and signage', 'Impression et enseignes')),
    ]),
    t('it', n('IT服务', 'IT services', 'Services informatiques'), [
      t('web', n('网站开发', 'Website development', 'Création de sites web')),
      t('network', n('网络安装', 'Network installation', 'Installation réseau')),
    ]),
  ],
  visa: [
    t('tourist', n('旅游签证', 'Tourist visa', 'Visa touristique')),
    t('business', n('商务签证', 'Business visa', "Visa d'affaires")),
    t('student', n('学生签证', 'Student visa', 'Visa étudiant')),
    t('work', n('工作许可', 'Work permit', 'Permis de travail')),
    t('residence', n('居留证', 'Residence card', 'Carte de séjour')),
  ],
  carSales: [
    t('sedan', n('轿车', 'Sedan', 'Berline')),
    t('suv', n('SUV', 'SUV', 'SUV')),
    t('pickup', n('皮卡', 'Pickup', 'Pick-up')),
    t('minibus', n('小巴', 'Minibus', 'Minibus')),
    t('truck', n('卡车', 'Truck', 'Camion')),
  ],
  carRental: [
    t('with-driver', n('带司机', 'With driver', 'Avec chauffeur')),
    t('self-drive', n('自驾', 'Self-drive', 'Sans chauffeur')),
    t('events', n('婚庆活动', 'Weddings and events', 'Mariages et événements')),
    t('airport', n('机场接送', 'Airport transfer', 'Transfert aéroport')),
    t('long-term', n('长租', 'Long-term rental', 'Location longue durée')),
  ],
  saleGoods: [
    t('phones', n('手机', 'Phones', 'Téléphones')),
    t('electronics', n('电子产品', 'Electronics', 'Électronique')),
    t('furniture', n('家具', 'Furniture', 'Meubles')),
    t('appliances', n('家电', 'Home appliances', 'Électroménager')),
    t('fashion', n('服装鞋包', 'Fashion', 'Mode')),
    t('materials', n('建材', 'Building materials', 'Matériaux de construction')),
  ],
  demandMarket: [
    t('materials', n('建材', 'Building materials', 'Matériaux de construction')),
    t('vehicles', n('车辆配件', 'Vehicles and parts', 'Véhicules et pièces')),
    t('agri', n('农产品', 'Agricultural products', 'Produits agricoles')),
    t('electronics', n('电子产品', 'Electronics', 'Électronique')),
    t('office', n('办公用品', 'Office supplies', 'Fournitures de bureau')),
  ],
};

export interface TagRow {
  id: number;
  moduleKey: ListingModuleKey;
  key: string;
  parentId: number | null;
  names: Names;
  sort: number;
}

/** Tag rows with fixed ids; a child comes right after its parent. */
export const TAG_ROWS: readonly TagRow[] = (() => {
  const rows: TagRow[] = [];
  const add = (moduleKey: ListingModuleKey, tag: TagSeed, parentId: number | null, sort: number) => {
    const id = rows.length + 1;
    rows.push({ id, moduleKey, key: tag.key, parentId, names: tag.names, sort });
    (tag.children ?? []).forEach((child, i) => add(moduleKey, child, id, i));
  };
  for (const [moduleKey, tags] of Object.entries(TAGS) as [ListingModuleKey, readonly TagSeed[]][]) {
    tags.forEach((tag, i) => add(moduleKey, tag, null, i));
  }
  return rows;
})();

/** Tag id of `module.key`; throws on a typo. */
export function tagId(moduleKey: ListingModuleKey, key: string): number {
  const row = TAG_ROWS.find((r) => r.moduleKey === moduleKey && r.key === key);
  if (!row) throw new Error(`seed: unknown tag ${moduleKey}.${key}`);
  return row.id;
}
