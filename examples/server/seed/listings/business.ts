// Business solutions seeds (spec §3 "Business details"): service time with billing cycle, up to
// 6 labels (spec §5), several countries for some.
import { n } from '../names.js';
import { CYCLE } from '../data/units.js';
import { t } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';
import { serviceSeeds, type ServiceItem } from './service-builder.js';

const TAGS: readonly TagSeed[] = [
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
];

const LABELS: readonly LabelSeed[] = [
  { key: 'fast', names: n('快速办理', 'Fast service', 'Service rapide') },
  { key: 'licensed', names: n('持证经营', 'Licensed', 'Agréé') },
  { key: 'chinese', names: n('会中文', 'Speaks Chinese', 'Parle chinois') },
  { key: 'english', names: n('会英语', 'Speaks English', 'Anglophone') },
  { key: 'bilingual', names: n('双语合同', 'Bilingual contracts', 'Contrats bilingues') },
  { key: 'nationwide', names: n('全国服务', 'Nationwide', 'Tout le pays') },
  { key: 'free-advice', names: n('免费咨询', 'Free consultation', 'Consultation gratuite') },
  { key: 'after-sales', names: n('售后保障', 'After-sales support', 'Service après-vente') },
];

const ITEMS: readonly ServiceItem[] = [
  {
    tag: 'registration', labels: ['fast', 'licensed', 'chinese', 'bilingual', 'free-advice', 'after-sales'], serviceTime: 7, price: 350_000, cycle: CYCLE.once,
    city: 'Abidjan',
    title: n('科特迪瓦公司注册，7天拿证', 'Company registration in Ivory Coast in 7 days', "Création d'entreprise en Côte d'Ivoire en 7 jours"),
    desc: n('SARL、SA、分公司注册，包含税号和工商登记。', 'SARL, SA or branch: tax number and trade register included.', 'SARL, SA ou succursale : compte contribuable et RCCM inclus.'),
  },
  {
    tag: 'accounting', labels: ['licensed', 'english', 'after-sales'], serviceTime: 30, price: 150_000, cycle: CYCLE.month,
    title: n('月度记账与报税', 'Monthly bookkeeping and tax returns', 'Tenue comptable mensuelle et déclarations fiscales'),
    desc: n('OHADA会计准则，按月出具报表。', 'OHADA accounting with monthly reports.', 'Comptabilité OHADA avec états mensuels.'),
  },
  {
    tag: 'customs', labels: ['fast', 'licensed', 'nationwide'], serviceTime: 3, price: 200_000, cycle: CYCLE.once,
    title: n('阿比让港清关服务', 'Customs clearance at the port of Abidjan', "Dédouanement au port d'Abidjan"), city: 'Abidjan',
    desc: n('集装箱和散货清关，协助办理进口许可。', 'Containers and bulk cargo, import permits handled.', 'Conteneurs et vrac, formalités d’importation prises en charge.'),
  },
  {
    tag: 'sourcing', labels: ['chinese', 'bilingual', 'free-advice'], serviceTime: 20, price: 300_000, cycle: CYCLE.once,
    title: n('中国工厂采购与验货', 'Sourcing and quality inspection in Chinese factories', 'Achats et contrôle qualité dans les usines chinoises'),
    desc: n('义乌、广州、深圳实地验厂，发货前验货。', 'Factory visits in Yiwu, Guangzhou and Shenzhen, inspection before shipping.', "Visites d'usines à Yiwu, Canton et Shenzhen, contrôle avant expédition."),
    countries: ['CIV', 'SEN', 'CMR'],
  },
  {
    tag: 'freight', labels: ['fast', 'nationwide', 'after-sales'], serviceTime: 45, price: 450_000, cycle: CYCLE.once,
    title: n('中国到西非海运拼箱', 'Sea freight groupage from China to West Africa', "Groupage maritime de la Chine vers l'Afrique de l'Ouest"),
    desc: n('每周发柜，到港后可送货上门。', 'Weekly departures, door delivery on arrival.', 'Départs hebdomadaires, livraison à domicile à l’arrivée.'),
    countries: ['CIV', 'GHA', 'NGA', 'TGO'],
  },
  {
    tag: 'legal', labels: ['licensed', 'english', 'free-advice'], serviceTime: 5, price: 100_000, cycle: CYCLE.once,
    title: n('商业合同审核与法律咨询', 'Commercial contract review and legal advice', 'Relecture de contrats commerciaux et conseil juridique'),
    desc: n('劳动合同、租赁合同、合资协议。', 'Employment, lease and joint-venture agreements.', 'Contrats de travail, baux et accords de coentreprise.'),
  },
  {
    tag: 'digital', labels: ['english', 'free-advice'], serviceTime: 30, price: 250_000, cycle: CYCLE.month,
    title: n('社交媒体运营与广告投放', 'Social media management and online ads', 'Gestion des réseaux sociaux et publicité en ligne'),
    desc: n('Facebook、TikTok账号运营，按月报告。', 'Facebook and TikTok pages managed, monthly report.', 'Pages Facebook et TikTok animées, rapport mensuel.'),
  },
  {
    tag: 'printing', labels: ['fast', 'after-sales'], serviceTime: 4, price: 80_000, cycle: CYCLE.once,
    title: n('门头招牌与宣传册印刷', 'Shop signs and brochure printing', 'Enseignes et impression de brochures'),
    desc: n('亚克力发光字、喷绘、名片、传单。', 'Illuminated letters, banners, business cards, flyers.', 'Lettres lumineuses, bâches, cartes de visite, flyers.'),
  },
  {
    tag: 'web', labels: ['chinese', 'english', 'bilingual', 'after-sales'], serviceTime: 21, price: 600_000, cycle: CYCLE.once,
    title: n('企业网站与小程序开发', 'Company websites and mobile web apps', "Sites web d'entreprise et applications mobiles"),
    desc: n('多语言网站，支持移动支付接入。', 'Multilingual sites with mobile money payments.', 'Sites multilingues avec paiement mobile money.'),
  },
  {
    tag: 'network', labels: ['fast', 'nationwide'], serviceTime: 2, price: 150_000, cycle: CYCLE.once,
    title: n('办公室网络与监控安装', 'Office network and CCTV installation', 'Installation réseau et vidéosurveillance de bureaux'),
    desc: n('布线、路由器、摄像头一站式安装。', 'Cabling, routers and cameras in one visit.', 'Câblage, routeurs et caméras en une intervention.'),
  },
  {
    tag: 'accounting', labels: ['licensed', 'chinese', 'bilingual'], serviceTime: 10, price: 500_000, cycle: CYCLE.year,
    title: n('年度审计与财务报表', 'Annual audit and financial statements', 'Audit annuel et états financiers'),
    desc: n('适用于中资企业的中法双语报告。', 'Bilingual Chinese-French reports for Chinese companies.', 'Rapports bilingues chinois-français pour entreprises chinoises.'),
  },
  {
    tag: 'registration', labels: ['fast', 'english'], serviceTime: 10, price: 400_000, cycle: CYCLE.once,
    title: n('加纳公司注册', 'Company registration in Ghana', 'Création de société au Ghana'), city: 'Accra',
    desc: n('注册、税号、银行开户协助。', 'Incorporation, tax number and bank account assistance.', 'Immatriculation, numéro fiscal et ouverture de compte.'),
  },
  {
    tag: 'customs', labels: ['licensed', 'chinese'], serviceTime: 4, price: 180_000, cycle: CYCLE.once,
    title: n('达喀尔港进口清关', 'Import clearance at the port of Dakar', 'Dédouanement import au port de Dakar'), city: 'Dakar',
    desc: n('车辆、机械、日用品清关。', 'Vehicles, machinery and consumer goods.', 'Véhicules, machines et biens de consommation.'),
  },
];

const businessSeeds = (): SeedListing[] => serviceSeeds('business', ITEMS, 7, true);

export const businessSeed: SeedModule<'business'> = {
  key: 'business',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('企业服务', 'Business services', 'Services aux entreprises'), descriptions: n('注册、财税、进出口', 'Registration, tax, trade', 'Création, fiscalité, import-export') },
  colour: [124, 58, 237],
  listings: businessSeeds,
  samplePublish: (l) => ({ billingCycleId: l.billingCycleId, serviceTime: 30 }),
};
