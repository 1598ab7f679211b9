// Home page and banner data (spec §3 "Home data"; §2 "Ad link jumping"; §7 getAdInfo).
// An access address "@house-1" names a seed listing (es_info_id seed-house-1) and is replaced by
// its id when the seed writes the row, so links always point at real listings.
import { IDENTITIES } from '../../../../src/modules/identities.js';
import { SEED_MODULES } from '../listings/index.js';
import { n, type Names } from '../names.js';

export interface AdSeed {
  location: string;
  rollFlag: 0 | 1;
  /** One entry per banner (the pictures are adImage(location, i)). */
  links: readonly string[];
}

/**
 * Every link form of spec §2: "moduleId|id" (a listing), "8|RIR…" (a recruit resume) and "8|…"
 * (a job), a bare module id (that module's list) and an http URL (opened as is).
 */
export const ADS: readonly AdSeed[] = [
  { location: 'ad1', rollFlag: 1, links: ['6|@house-1', '2|@land-2', 'https://example.com/partners/marketplace'] },
  { location: 'ad2', rollFlag: 1, links: ['8|RIR20220001', '8|@jobAndRecruit-1', '10'] },
  { location: 'ad3', rollFlag: 0, links: ['9', '5|@housekeep-1'] },
  { location: 'module6Mine', rollFlag: 0, links: ['6'] },
  { location: 'module5Mine', rollFlag: 0, links: ['5'] },
  { location: 'module10Mine', rollFlag: 0, links: ['10|@business-1'] },
  { location: 'module9Mine', rollFlag: 0, links: ['https://example.com/visa-guide'] },
];

export const NOTICES: readonly { contents: Names; accessAddress: string }[] = [
  {
    contents: n('欢迎！本月首次发布信息免费。', 'Welcome! Your first listing is free this month.', 'Bienvenue ! Votre première annonce est gratuite ce mois-ci.'),
    accessAddress: '6',
  },
  {
    contents: n(
      '安全提示：看房或见到卖家之前，请勿支付任何定金。',
      'Safety tip: never pay a deposit before visiting the property or meeting the seller.',
      "Conseil de sécurité : ne versez jamais d'acompte avant d'avoir visité le bien ou rencontré le vendeur.",
    ),
    accessAddress: 'https://example.com/help/safety',
  },
  {
    contents: n('新功能：中国和法国签证服务现已上线。', 'New: visa services for China and France are now online.', 'Nouveau : les services de visa pour la Chine et la France sont en ligne.'),
    accessAddress: '9',
  },
];

export interface HomeTile {
  id: number;
  route: string;
  names: Names;
  descriptions: Names;
}

/**
 * Menu tiles of spec §2 ("Menu tiles lead to /article, /land, ..."): each listing module's tile
 * (its seed file) with id = module id (spec §3) and route /<key>, recruitment's included; in module id order.
 */
export const HOME_MODULES: readonly HomeTile[] = [
  ...SEED_MODULES.map((m): HomeTile => ({ id: IDENTITIES[m.key].moduleId, route: `/${m.key}`, ...m.homeTile })),
].sort((a, b) => a.id - b.id);

/** data1 and data2 of the home page: titled strips of recent listings of one module. */
export const HOME_BLOCKS: readonly { key: 'data1' | 'data2'; titles: Names; moduleKey: string; maxItems: number }[] = [
  { key: 'data1', titles: n('精选房源', 'Homes for rent', 'Logements à louer'), moduleKey: 'house', maxItems: 6 },
  { key: 'data2', titles: n('热门土地', 'Land for sale', 'Terrains à vendre'), moduleKey: 'land', maxItems: 6 },
];

/** appType 2 = the Android installer of the download page (spec §1, §7). */
export const APP_DOWNLOADS: readonly { appType: number; filePath: string; storeUrl: string; iosUrl: string }[] = [
  {
    appType: 2,
    filePath: '/uploads/seed/app/marketplace-android.txt',
    storeUrl: 'https://play.google.com/store/apps/details?id=com.example.marketplace',
    iosUrl: 'https://apps.apple.com/app/id0000000000',
  },
];

export interface RangeSeed {
  moduleKey: 'land' | 'house';
  kind: 'price' | 'size' | 'bedroom';
  names: Names;
  min: number | null;
  max: number | null;
}

const range = (moduleKey: RangeSeed['moduleKey'], kind: RangeSeed['kind'], min: number | null, max: number | null, names: Names): RangeSeed =>
  ({ moduleKey, kind, names, min, max });

/** Filter presets of the land and house lists (spec §2 "Common list screen"). */
export const RANGES: readonly RangeSeed[] = [
  range('land', 'price', null, 5_000_000, n('500万以下', 'Under 5 M', 'Moins de 5 M')),
  range('land', 'price', 5_000_000, 20_000_000, n('500万–2000万', '5 M – 20 M', '5 M – 20 M')),
  range('land', 'price', 20_000_000, 50_000_000, n('2000万–5000万', '20 M – 50 M', '20 M – 50 M')),
  range('land', 'price', 50_000_000, 100_000_000, n('5000万–1亿', '50 M – 100 M', '50 M – 100 M')),
  range('land', 'price', 100_000_000, null, n('1亿以上', 'Over 100 M', 'Plus de 100 M')),
  range('land', 'size', null, 500, n('500平方米以下', 'Under 500 m²', 'Moins de 500 m²')),
  range('land', 'size', 500, 1000, n('500–1000平方米', '500 – 1,000 m²', '500 – 1 000 m²')),
  range('land', 'size', 1000, 5000, n('1000–5000平方米', '1,000 – 5,000 m²', '1 000 – 5 000 m²')),
  range('land', 'size', 5000, 10_000, n('5000平方米–1公顷', '5,000 m² – 1 ha', '5 000 m² – 1 ha')),
  range('land', 'size', 10_000, null, n('1公顷以上', 'Over 1 ha', 'Plus de 1 ha')),
  range('house', 'price', null, 100_000, n('10万以下', 'Under 100,000', 'Moins de 100 000')),
  range('house', 'price', 100_000, 250_000, n('10万–25万', '100,000 – 250,000', '100 000 – 250 000')),
  range('house', 'price', 250_000, 500_000, n('25万–50万', '250,000 – 500,000', '250 000 – 500 000')),
  range('house', 'price', 500_000, 1_000_000, n('50万–100万', '500,000 – 1,000,000', '500 000 – 1 000 000')),
  range('house', 'price', 1_000_000, null, n('100万以上', 'Over 1,000,000', 'Plus de 1 000 000')),
  range('house', 'bedroom', 1, 1, n('1室', '1 bedroom', '1 chambre')),
  range('house', 'bedroom', 2, 2, n('2室', '2 bedrooms', '2 chambres')),
  range('house', 'bedroom', 3, 3, n('3室', '3 bedrooms', '3 chambres')),
  range('house', 'bedroom', 4, 4, n('4室', '4 bedrooms', '4 chambres')),
  range('house', 'bedroom', 5, 5, n('5室及以上', '5 bedrooms or more', '5 chambres et plus')),
];
