// Air express's seeded lookups (migration 028; spec §2 /sea transitadress, productinfo): the three
// transit warehouses with their routes and tariffs, and the kinds of goods, the forbidden ones
// with the reason the form shows. Operators do not edit them yet (028's comment).
import { n, type Names } from '../names.js';

const NBSP = '\u00a0';

export interface WarehouseSeed {
  id: string;
  names: Names;
  areaId: string;
  /** The city's English name (cities of data/places.ts). */
  city: string;
  /** The street address: in its own language, followed by the reader's where that differs (the drop-off slip). */
  addresses: Names;
  hours: Names;
  mobileCode: string;
  phone: string;
}

export const WAREHOUSES: readonly WarehouseSeed[] = [
  {
    id: 'guangzhou', names: n('广州白云仓', 'Guangzhou Baiyun warehouse', 'Entrepôt de Canton Baiyun'), areaId: 'CHN', city: 'Guangzhou',
    addresses: n(
      '广州市白云区人和镇机场路1688号3号仓（白云机场附近）',
      '广州市白云区人和镇机场路1688号3号仓 — Warehouse 3, 1688 Airport Road, Renhe, Baiyun District, Guangzhou (near Baiyun airport)',
      '广州市白云区人和镇机场路1688号3号仓 — Entrepôt 3, 1688 route de l’Aéroport, Renhe, district de Baiyun, Canton (près de l’aéroport de Baiyun)',
    ),
    hours: n('周一至周六 9:00–18:00', 'Mon–Sat 09:00–18:00', `Lun–Sam 9${NBSP}h–18${NBSP}h`),
    mobileCode: '86', phone: '2086661234',
  },
  {
    id: 'yiwu', names: n('义乌国际商贸城仓', 'Yiwu Trade City warehouse', 'Entrepôt de Yiwu Cité du commerce'), areaId: 'CHN', city: 'Yiwu',
    addresses: n(
      '浙江省义乌市福田街道商城大道2188号B座1楼',
      '浙江省义乌市福田街道商城大道2188号B座1楼 — Building B, ground floor, 2188 Chengshang Avenue, Futian, Yiwu, Zhejiang',
      '浙江省义乌市福田街道商城大道2188号B座1楼 — Bâtiment B, rez-de-chaussée, 2188 avenue Chengshang, Futian, Yiwu, Zhejiang',
    ),
    hours: n('周一至周六 8:30–17:30', 'Mon–Sat 08:30–17:30', `Lun–Sam 8${NBSP}h${NBSP}30–17${NBSP}h${NBSP}30`),
    mobileCode: '86', phone: '57985551234',
  },
  {
    id: 'abidjan', names: n('阿比让机场仓', 'Abidjan airport warehouse', 'Entrepôt d’Abidjan aéroport'), areaId: 'CIV', city: 'Abidjan',
    addresses: n(
      'Zone aéroportuaire, route de l’aéroport Félix-Houphouët-Boigny, Port-Bouët, Abidjan — 阿比让布埃港区费利克斯·乌弗埃-博瓦尼机场货运区',
      'Zone aéroportuaire, route de l’aéroport Félix-Houphouët-Boigny, Port-Bouët, Abidjan — airport cargo zone, Port-Bouët',
      'Zone aéroportuaire, route de l’aéroport Félix-Houphouët-Boigny, Port-Bouët, Abidjan',
    ),
    hours: n('周一至周六 8:00–17:00', 'Mon–Sat 08:00–17:00', `Lun–Sam 8${NBSP}h–17${NBSP}h`),
    mobileCode: '225', phone: '2721586040',
  },
];

export interface RouteSeed {
  warehouseId: string;
  toAreaId: string;
  perKg: number;
  minChargeableG: number;
  daysMin: number;
  daysMax: number;
}

/** From China to West and Central Africa: Côte d'Ivoire is the busiest and cheapest line; Yiwu a bit dearer and a day longer (trucked to Guangzhou). */
const FROM_CHINA: readonly [string, number, number, number][] = [
  ['CIV', 9500, 7, 12], ['GHA', 10000, 7, 12], ['NGA', 10000, 7, 12], ['SEN', 10500, 8, 13], ['TGO', 10500, 8, 13],
  ['BEN', 10500, 8, 13], ['CMR', 11000, 8, 13], ['MLI', 11500, 9, 14], ['BFA', 11500, 9, 14], ['GIN', 11500, 9, 15],
];

export const ROUTES: readonly RouteSeed[] = [
  ...FROM_CHINA.map(([toAreaId, perKg, daysMin, daysMax]) => ({ warehouseId: 'guangzhou', toAreaId, perKg, minChargeableG: 500, daysMin, daysMax })),
  ...FROM_CHINA.map(([toAreaId, perKg, daysMin, daysMax]) => ({ warehouseId: 'yiwu', toAreaId, perKg: perKg + 500, minChargeableG: 500, daysMin: daysMin + 1, daysMax: daysMax + 1 })),
  { warehouseId: 'abidjan', toAreaId: 'CHN', perKg: 7500, minChargeableG: 1000, daysMin: 6, daysMax: 10 },
  { warehouseId: 'abidjan', toAreaId: 'FRA', perKg: 6500, minChargeableG: 500, daysMin: 4, daysMax: 7 },
];

export interface CategorySeed {
  id: number;
  names: Names;
  notes: Names;
  forbidden: boolean;
}

const none = n('', '', '');
const ok = (id: number, names: Names, notes: Names = none): CategorySeed => ({ id, names, notes, forbidden: false });
const no = (id: number, names: Names, notes: Names): CategorySeed => ({ id, names, notes, forbidden: true });

export const CATEGORIES: readonly CategorySeed[] = [
  ok(1, n('服装鞋类', 'Clothing & shoes', 'Vêtements et chaussures')),
  ok(2, n('手机及配件', 'Phones & accessories', 'Téléphones et accessoires'), n('不接受单独电池', 'No loose batteries', 'Pas de batteries seules')),
  ok(3, n('小型电子产品', 'Small electronics', 'Petit électronique'),
    n('电池须装在设备内', 'Batteries fitted in the device only', 'Batteries montées dans l’appareil uniquement')),
  ok(4, n('化妆品', 'Cosmetics', 'Cosmétiques'),
    n('每件液体不超过100毫升', 'No liquid over 100 ml per item', `Pas de liquide de plus de 100${NBSP}ml par article`)),
  ok(5, n('文件', 'Documents', 'Documents')),
  ok(6, n('家居用品', 'Household goods', 'Articles ménagers')),
  ok(7, n('汽摩配件', 'Spare parts', 'Pièces détachées'), n('不含机油或燃油', 'No oil or fuel', 'Sans huile ni carburant')),
  ok(8, n('蜡染布及纺织品', 'Wax & textiles', 'Wax et tissus')),
  ok(9, n('包装干货食品', 'Dry packed food', 'Aliments secs emballés'), n('须密封包装，不含肉类', 'Sealed packs, no meat', 'En emballage scellé, sans viande')),
  no(21, n('锂电池及充电宝', 'Lithium batteries & power banks', 'Batteries au lithium et powerbanks'),
    n('可能起火，禁止空运', 'Fire risk: not allowed on aircraft', `Risque d’incendie${NBSP}: interdit en avion`)),
  no(22, n('液体及香水', 'Liquids & perfumes', 'Liquides et parfums'),
    n('易燃或可能泄漏', 'Flammable or may leak', 'Inflammables ou risquent de fuir')),
  no(23, n('粉末', 'Powders', 'Poudres'), n('安检无法辨别', 'Cannot be cleared by airport security', 'Non identifiables au contrôle de sûreté')),
  no(24, n('武器及仿制品', 'Weapons & replicas', 'Armes et répliques'), n('法律禁止', 'Prohibited by law', 'Interdit par la loi')),
  no(25, n('药品及毒品', 'Medicines & drugs', 'Médicaments et stupéfiants'),
    n('需卫生及海关许可', 'Need health and customs permits', 'Autorisations sanitaire et douanière requises')),
  no(26, n('现金、黄金及珠宝', 'Cash, gold & jewellery', 'Espèces, or et bijoux'),
    n('贵重物品不承运', 'Valuables are not carried', 'Les objets de valeur ne sont pas transportés')),
  no(27, n('易燃易爆物品', 'Flammable & explosive goods', 'Produits inflammables et explosifs'),
    n('禁止空运', 'Not allowed on aircraft', 'Interdits en avion')),
];
