// Housekeeping seeds (spec §3 "Housekeeping details"): second-level tags, service location.
import { n } from '../names.js';
import { t } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';
import { serviceSeeds, type ServiceItem } from './service-builder.js';

const TAGS: readonly TagSeed[] = [
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
];

const LABELS: readonly LabelSeed[] = [
  { key: 'verified', names: n('已认证', 'Verified', 'Vérifié') },
  { key: 'experienced', names: n('经验丰富', 'Experienced', 'Expérimenté') },
  { key: 'live-in', names: n('住家', 'Live-in', 'Logé sur place') },
  { key: 'part-time', names: n('兼职', 'Part-time', 'Temps partiel') },
  { key: 'chinese', names: n('会中文', 'Speaks Chinese', 'Parle chinois') },
  { key: 'available', names: n('随时上岗', 'Available now', 'Disponible immédiatement') },
];

const ITEMS: readonly ServiceItem[] = [
  {
    tag: 'home-cleaning', labels: ['verified', 'experienced', 'available'],
    title: n('专业家庭保洁，每周或单次', 'Professional home cleaning, weekly or one-off', 'Ménage professionnel à domicile, hebdomadaire ou ponctuel'),
    desc: n('自带清洁用品，按小时或按次收费。', 'We bring our own products; paid by the hour or per visit.', "Nous apportons nos produits ; paiement à l'heure ou à la prestation."),
  },
  {
    tag: 'nanny', labels: ['verified', 'live-in', 'chinese'],
    title: n('会中文的住家保姆', 'Live-in nanny who speaks Chinese', 'Nounou logée parlant chinois'),
    desc: n('五年带娃经验，可辅导功课，会做中餐。', 'Five years of childcare, helps with homework, cooks Chinese food.', "Cinq ans d'expérience, aide aux devoirs, cuisine chinoise."),
  },
  {
    tag: 'plumbing', labels: ['experienced', 'available'],
    title: n('水管漏水、堵塞上门维修', 'Plumber for leaks and blocked pipes, home visits', 'Plombier à domicile : fuites et canalisations bouchées'),
    desc: n('24小时内上门，修好再付款。', 'Visit within 24 hours; pay once it is fixed.', 'Intervention sous 24 heures ; paiement après réparation.'),
  },
  {
    tag: 'office-cleaning', labels: ['verified', 'part-time'],
    title: n('办公室日常保洁（晚间）', 'Evening office cleaning', 'Nettoyage de bureaux en soirée'),
    desc: n('下班后清洁，不打扰办公，可签月度合同。', 'We clean after hours and can sign a monthly contract.', "Nettoyage après les heures de bureau, contrat mensuel possible."),
  },
  {
    tag: 'home-cook', labels: ['experienced', 'part-time'], city: 'Abidjan',
    title: n('家庭厨师：科特迪瓦菜与西餐', 'Home cook: Ivorian and European dishes', 'Cuisinier à domicile : plats ivoiriens et européens'),
    desc: n('会做阿洛科、阿提耶凯、烤鱼和各式西餐。', 'Alloco, attiéké, grilled fish and European dishes.', 'Alloco, attiéké, poisson braisé et cuisine européenne.'),
  },
  {
    tag: 'air-conditioning', labels: ['verified', 'experienced', 'available'],
    title: n('空调安装、清洗与加氟', 'Air conditioner installation, cleaning and gas refill', 'Installation, nettoyage et recharge de climatiseurs'),
    desc: n('各品牌分体式空调，保修三个月。', 'All split-unit brands, three-month warranty on work.', 'Toutes marques de splits, travaux garantis trois mois.'),
  },
  {
    tag: 'elderly', labels: ['verified', 'live-in'],
    title: n('老人陪护与日常照料', 'Elderly care and daily assistance', 'Aide et accompagnement des personnes âgées'),
    desc: n('有护理培训证书，可陪同就医。', 'Trained carer, can accompany to medical visits.', 'Aide-soignante formée, accompagnement aux rendez-vous médicaux.'),
  },
  {
    tag: 'deep-cleaning', labels: ['experienced'],
    title: n('搬家前后深度清洁', 'Deep cleaning before or after a move', 'Grand nettoyage avant ou après déménagement'),
    desc: n('厨房除油、卫生间除垢、玻璃清洁。', 'Kitchen degreasing, bathroom descaling, windows.', 'Dégraissage cuisine, détartrage salle de bain, vitres.'),
  },
  {
    tag: 'electricity', labels: ['experienced', 'available'],
    title: n('电工：布线、插座、配电箱', 'Electrician: wiring, sockets, fuse boxes', 'Électricien : câblage, prises, tableaux électriques'),
    desc: n('住宅和店铺电路安装与维修。', 'Installation and repair for homes and shops.', 'Installation et dépannage pour maisons et commerces.'),
  },
  {
    tag: 'catering', labels: ['experienced', 'chinese'],
    title: n('婚礼与生日宴会餐饮', 'Catering for weddings and birthdays', 'Traiteur pour mariages et anniversaires'),
    desc: n('20至300人宴席，提供餐具和服务员。', 'From 20 to 300 guests, tableware and waiters included.', 'De 20 à 300 invités, vaisselle et serveurs compris.'),
  },
  {
    tag: 'nanny', labels: ['part-time', 'available'],
    title: n('放学后接送与看护', 'After-school pick-up and childcare', 'Sortie d’école et garde d’enfants'),
    desc: n('周一至周五下午，可辅导法语作业。', 'Weekday afternoons, can help with French homework.', 'Du lundi au vendredi après-midi, aide aux devoirs de français.'),
  },
  {
    tag: 'home-cleaning', labels: ['verified', 'part-time', 'chinese'],
    title: n('钟点工，可长期合作', 'Hourly cleaner for a long-term arrangement', "Femme de ménage à l'heure, collaboration durable"),
    desc: n('每周两次或三次，诚实守时。', 'Twice or three times a week, honest and punctual.', 'Deux ou trois fois par semaine, honnête et ponctuelle.'),
  },
  {
    tag: 'plumbing', labels: ['verified'],
    title: n('热水器与水泵安装', 'Water heater and pump installation', 'Installation de chauffe-eau et surpresseurs'),
    desc: n('提供配件，安装后免费检查一次。', 'Parts supplied, one free check after installation.', 'Pièces fournies, une visite de contrôle offerte.'),
  },
];

const housekeepSeeds = (): SeedListing[] => serviceSeeds('housekeep', ITEMS, 5, false);

export const housekeepSeed: SeedModule<'housekeep'> = {
  key: 'housekeep',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('家政', 'Housekeeping', 'Services à domicile'), descriptions: n('保洁、保姆、维修', 'Cleaning, nannies, repairs', 'Ménage, nounous, réparations') },
  colour: [8, 145, 178],
  listings: housekeepSeeds,
  samplePublish: () => ({ serviceTime: 0 }),
};
