// Visa service seeds (spec §3 "Visa details"): service time with billing cycle, no labels (spec §7
// "getVisaServicesLabels (empty)"), several countries for some.
import { n } from '../names.js';
import { CYCLE } from '../data/units.js';
import { t } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';
import { serviceSeeds, type ServiceItem } from './service-builder.js';

const TAGS: readonly TagSeed[] = [
  t('tourist', n('旅游签证', 'Tourist visa', 'Visa touristique')),
  t('business', n('商务签证', 'Business visa', "Visa d'affaires")),
  t('student', n('学生签证', 'Student visa', 'Visa étudiant')),
  t('work', n('工作许可', 'Work permit', 'Permis de travail')),
  t('residence', n('居留证', 'Residence card', 'Carte de séjour')),
];

// spec §7 "getVisaServicesLabels (empty)".
const LABELS: readonly LabelSeed[] = [];

const item = (tag: string, serviceTime: number, price: number, title: ServiceItem['title'], desc: ServiceItem['desc'], countries?: string[], city?: string): ServiceItem =>
  ({ tag, labels: [], serviceTime, price, cycle: CYCLE.once, title, desc, ...(countries ? { countries } : {}), ...(city ? { city } : {}) });

const ITEMS: readonly ServiceItem[] = [
  item('tourist', 10, 120_000, n('中国旅游签证代办', 'Chinese tourist visa service', 'Visa touristique pour la Chine'),
    n('材料预审、预约递交、取证，一条龙服务。', 'Document check, appointment and pick-up handled for you.', 'Vérification du dossier, rendez-vous et retrait pris en charge.')),
  item('business', 7, 150_000, n('中国商务签证（邀请函协助）', 'Chinese business visa with invitation letter help', "Visa d'affaires pour la Chine (aide à la lettre d'invitation)"),
    n('适合广交会和工厂考察。', 'For the Canton Fair and factory visits.', 'Pour la foire de Canton et les visites d’usines.'), ['CIV', 'SEN', 'MLI']),
  item('tourist', 15, 90_000, n('申根签证材料准备', 'Schengen visa file preparation', 'Préparation de dossier de visa Schengen'),
    n('法国、比利时、西班牙等申根国家。', 'France, Belgium, Spain and other Schengen states.', 'France, Belgique, Espagne et autres pays Schengen.')),
  item('student', 30, 200_000, n('法国留学签证与Campus France', 'Student visa for France and Campus France', 'Visa étudiant France et Campus France'),
    n('选校、Campus France面试辅导、签证递交。', 'School choice, interview coaching and visa filing.', "Choix d'école, préparation à l'entretien et dépôt du visa.")),
  item('work', 21, 250_000, n('科特迪瓦工作许可办理', 'Work permit for Ivory Coast', "Permis de travail en Côte d'Ivoire"),
    n('为外籍员工办理劳动合同备案和工作许可。', 'Contract registration and permit for foreign staff.', 'Visa de contrat et autorisation pour salariés étrangers.'), undefined, 'Abidjan'),
  item('residence', 14, 180_000, n('居留证申请与续签', 'Residence card application and renewal', 'Demande et renouvellement de carte de séjour'),
    n('陪同办理，减少排队时间。', 'We accompany you to cut waiting time.', "Accompagnement pour réduire l'attente."), undefined, 'Abidjan'),
  item('business', 5, 100_000, n('加纳商务签证', 'Ghana business visa', "Visa d'affaires pour le Ghana"),
    n('加急服务，五个工作日出签。', 'Express service, visa in five working days.', 'Service express, visa en cinq jours ouvrés.'), undefined, 'Abidjan'),
  item('student', 25, 220_000, n('中国留学申请与学生签证', 'Study in China: admission and student visa', 'Études en Chine : admission et visa étudiant'),
    n('奖学金申请指导，JW202表格协助。', 'Scholarship guidance and JW202 form help.', 'Conseils bourses et aide au formulaire JW202.'), ['CIV', 'CMR', 'BEN', 'TGO']),
  item('tourist', 3, 40_000, n('电子签证快速申请', 'Fast e-visa applications', 'Demande rapide de e-visa'),
    n('适用于摩洛哥、卢旺达、肯尼亚等电子签证国家。', 'For Morocco, Rwanda, Kenya and other e-visa countries.', 'Pour le Maroc, le Rwanda, le Kenya et autres pays à e-visa.')),
  item('work', 30, 300_000, n('中国工作签证（Z字）', 'Chinese work visa (Z)', 'Visa de travail pour la Chine (Z)'),
    n('工作许可通知与Z签证递交。', 'Work permit notice and Z visa filing.', "Notification de permis de travail et dépôt du visa Z.")),
  item('residence', 20, 160_000, n('塞内加尔居留证办理', 'Residence card in Senegal', 'Carte de séjour au Sénégal'),
    n('材料翻译公证，一对一跟进。', 'Certified translations and one-to-one follow-up.', 'Traductions certifiées et suivi personnalisé.'), undefined, 'Dakar'),
  item('tourist', 12, 110_000, n('家庭探亲签证', 'Family visit visa', 'Visa visite familiale'),
    n('邀请函、行程单、保险一站式准备。', 'Invitation, itinerary and insurance prepared together.', 'Invitation, itinéraire et assurance préparés ensemble.')),
];

const visaSeeds = (): SeedListing[] => serviceSeeds('visa', ITEMS, 9, true);

export const visaSeed: SeedModule<'visa'> = {
  key: 'visa',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('签证', 'Visas', 'Visas'), descriptions: n('签证与居留办理', 'Visas and residence', 'Visas et séjour') },
  colour: [219, 39, 119],
  listings: visaSeeds,
  samplePublish: (l) => ({ billingCycleId: l.billingCycleId, serviceTime: 15 }),
};
