// Labels (selling points) per listing module (spec §3 "labels (id, name)"). Business has more than
// six so the limit of 6 (spec §5, §9) can be exercised; visa has none (spec §7 "getVisaServicesLabels
// (empty)"); articles and purchase demands have no label call.
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import { n, type Names } from '../names.js';

const NEGOTIABLE = n('可议价', 'Negotiable', 'Négociable');

export const LABELS: Readonly<Partial<Record<ListingModuleKey, readonly { key: string; names: Names }[]>>> = {
  land: [
    { key: 'title-deed', names: n('有地契', 'Title deed', 'Titre foncier (ACD)') },
    { key: 'serviced', names: n('通水通电', 'Water and power', 'Viabilisé') },
    { key: 'fenced', names: n('有围墙', 'Fenced', 'Clôturé') },
    { key: 'corner', names: n('转角地块', 'Corner plot', "Terrain d'angle") },
    { key: 'roadside', names: n('临主路', 'Near main road', 'Bord de route') },
    { key: 'negotiable', names: NEGOTIABLE },
  ],
  house: [
    { key: 'furnished', names: n('带家具', 'Furnished', 'Meublé') },
    { key: 'air-con', names: n('空调', 'Air-conditioned', 'Climatisé') },
    { key: 'parking', names: n('停车位', 'Parking', 'Parking') },
    { key: 'generator', names: n('发电机', 'Generator', 'Groupe électrogène') },
    { key: 'water-tank', names: n('储水箱', 'Water tank', "Réserve d'eau") },
    { key: 'internet', names: n('网络', 'Internet', 'Internet') },
    { key: 'negotiable', names: NEGOTIABLE },
  ],
  housekeep: [
    { key: 'verified', names: n('已认证', 'Verified', 'Vérifié') },
    { key: 'experienced', names: n('经验丰富', 'Experienced', 'Expérimenté') },
    { key: 'live-in', names: n('住家', 'Live-in', 'Logé sur place') },
    { key: 'part-time', names: n('兼职', 'Part-time', 'Temps partiel') },
    { key: 'chinese', names: n('会中文', 'Speaks Chinese', 'Parle chinois') },
    { key: 'available', names: n('随时上岗', 'Available now', 'Disponible immédiatement') },
  ],
  business: [
    { key: 'fast', names: n('快速办理', 'Fast service', 'Service rapide') },
    { key: 'licensed', names: n('持证经营', 'Licensed', 'Agréé') },
    { key: 'chinese', names: n('会中文', 'Speaks Chinese', 'Parle chinois') },
    { key: 'english', names: n('会英语', 'Speaks English', 'Anglophone') },
    { key: 'bilingual', names: n('双语合同', 'Bilingual contracts', 'Contrats bilingues') },
    { key: 'nationwide', names: n('全国服务', 'Nationwide', 'Tout le pays') },
    { key: 'free-advice', names: n('免费咨询', 'Free consultation', 'Consultation gratuite') },
    { key: 'after-sales', names: n('售后保障', 'After-sales support', 'Service après-vente') },
  ],
  visa: [],
  carSales: [
    { key: 'cleared', names: n('已清关', 'Customs cleared', 'Dédouané') },
    { key: 'first-owner', names: n('一手车', 'First owner', 'Première main') },
    { key: 'service-book', names: n('有保养记录', 'Service history', "Carnet d'entretien") },
    { key: 'automatic', names: n('自动挡', 'Automatic', 'Boîte automatique') },
    { key: 'air-con', names: n('空调', 'Air-conditioned', 'Climatisé') },
    { key: 'negotiable', names: NEGOTIABLE },
  ],
  carRental: [
    { key: 'air-con', names: n('空调', 'Air-conditioned', 'Climatisé') },
    { key: 'insurance', names: n('含保险', 'Insurance included', 'Assurance incluse') },
    { key: 'fuel', names: n('含油费', 'Fuel included', 'Carburant inclus') },
    { key: 'seven-seats', names: n('7座', '7 seats', '7 places') },
    { key: 'pickup', names: n('接机', 'Airport pick-up', 'Accueil aéroport') },
    { key: 'discount', names: n('长租优惠', 'Long-term discount', 'Remise longue durée') },
  ],
  saleGoods: [
    { key: 'brand-new', names: n('全新', 'Brand new', 'Neuf') },
    { key: 'warranty', names: n('保修', 'Warranty', 'Garantie') },
    { key: 'delivery', names: n('送货上门', 'Delivery', 'Livraison') },
    { key: 'negotiable', names: NEGOTIABLE },
    { key: 'wholesale', names: n('批发', 'Wholesale', 'Vente en gros') },
    { key: 'imported', names: n('进口', 'Imported', 'Importé') },
  ],
};

export interface LabelRow {
  id: number;
  moduleKey: ListingModuleKey;
  key: string;
  names: Names;
  sort: number;
}

export const LABEL_ROWS: readonly LabelRow[] = (Object.entries(LABELS) as [ListingModuleKey, readonly { key: string; names: Names }[]][])
  .flatMap(([moduleKey, list]) => list.map((l, sort) => ({ moduleKey, key: l.key, names: l.names, sort })))
  .map((row, i) => ({ id: i + 1, ...row }));

/** Label ids of `module.key`s; throws on a typo. */
export function labelIds(moduleKey: ListingModuleKey, keys: readonly string[]): number[] {
  return keys.map((key) => {
    const row = LABEL_ROWS.find((r) => r.moduleKey === moduleKey && r.key === key);
    if (!row) throw new Error(`seed: unknown label ${moduleKey}.${key}`);
    return row.id;
  });
}
