// Recruitment seeds (spec §3 "Jobs and CVs", §6 "Publishing recruitment requires a membership"):
// industries (first-level tags) with their positions (second level), benefits as labels, and jobs
// published by enterprise accounts with an active membership and a company card
// (seed/insert-jobs.ts writes those accounts and cards before the listings). Salaries are in the
// local currency per month (SMIG 75 000 XOF), part-time ones often per day or week.
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { CITY_ROWS, countryCurrency, countryOfCity } from '../data/places.js';
import { DEGREES, lookupName, WORK_EXPERIENCES } from '../data/job-lookups.js';
import { BILLING_CYCLES, CYCLE } from '../data/units.js';
import { listingImage } from '../picture-paths.js';
import { n, type Names } from '../names.js';
import { cityName, locationFor, localPrice, mailFor, phonesFor, priceText, sep, t, textsOf, translationsFor } from './common.js';
import { EMPLOYERS, employerOf } from './job-employers.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('construction', n('建筑与工程', 'Construction and public works', 'BTP / Construction'), [
    t('mason', n('泥瓦工', 'Mason', 'Maçon')),
    t('site-manager', n('工地主管', 'Site manager', 'Chef de chantier')),
    t('building-electrician', n('建筑电工', 'Building electrician', 'Électricien bâtiment')),
    t('machine-operator', n('工程机械操作员', 'Heavy machine operator', "Conducteur d'engins")),
    t('draftsman', n('建筑制图员', 'Architectural draftsman', 'Dessinateur projeteur')),
  ]),
  t('banking', n('银行与金融', 'Banking and finance', 'Banque / Finance'), [
    t('accountant', n('会计', 'Accountant', 'Comptable')),
    t('teller', n('银行柜员', 'Bank teller', 'Guichetier')),
    t('credit-officer', n('信贷专员', 'Credit officer', 'Chargé de crédit')),
    t('auditor', n('审计员', 'Auditor', 'Auditeur')),
  ]),
  t('agro', n('农产品加工与可可', 'Agribusiness and cocoa', 'Agro-industrie / Cacao'), [
    t('quality-controller', n('可可质检员', 'Cocoa quality controller', 'Contrôleur qualité cacao')),
    t('plantation-manager', n('种植园经理', 'Plantation manager', 'Chef de plantation')),
    t('factory-operator', n('工厂操作工', 'Factory operator', "Opérateur d'usine")),
    t('agronomist', n('农艺师', 'Agronomist', 'Ingénieur agronome')),
  ]),
  t('retail', n('商业与零售', 'Retail and distribution', 'Commerce / Distribution'), [
    t('sales-rep', n('销售代表', 'Sales representative', 'Commercial terrain')),
    t('cashier', n('收银员', 'Cashier', 'Caissier')),
    t('store-manager', n('店长', 'Store manager', 'Gérant de magasin')),
    t('stock-clerk', n('仓库管理员', 'Stock clerk', 'Magasinier')),
  ]),
  t('logistics', n('运输与物流', 'Transport and logistics', 'Transport / Logistique'), [
    t('truck-driver', n('货车司机', 'Truck driver', 'Chauffeur poids lourd')),
    t('forklift', n('叉车司机', 'Forklift driver', 'Cariste')),
    t('logistics-coordinator', n('物流协调员', 'Logistics coordinator', 'Coordinateur logistique')),
    t('customs-agent', n('报关员', 'Customs agent', 'Déclarant en douane')),
    t('courier', n('摩托快递员', 'Motorbike courier', 'Livreur à moto')),
  ]),
  t('health', n('医疗卫生', 'Health', 'Santé'), [
    t('nurse', n('护士', 'Nurse', 'Infirmier')),
    t('doctor', n('全科医生', 'General practitioner', 'Médecin généraliste')),
    t('pharmacy-assistant', n('药房助理', 'Pharmacy assistant', 'Auxiliaire en pharmacie')),
    t('lab-technician', n('化验员', 'Laboratory technician', 'Technicien de laboratoire')),
  ]),
  t('education', n('教育培训', 'Education', 'Éducation'), [
    t('primary-teacher', n('小学教师', 'Primary school teacher', 'Instituteur')),
    t('maths-teacher', n('数学教师', 'Maths teacher', 'Professeur de mathématiques')),
    t('language-teacher', n('语言教师', 'Language teacher', 'Professeur de langues')),
    t('tutor', n('家教', 'Home tutor', 'Répétiteur à domicile')),
  ]),
  t('hospitality', n('酒店与餐饮', 'Hotels and restaurants', 'Hôtellerie / Restauration'), [
    t('cook', n('厨师', 'Cook', 'Cuisinier')),
    t('waiter', n('服务员', 'Waiter', 'Serveur')),
    t('receptionist', n('前台接待', 'Receptionist', 'Réceptionniste')),
    t('room-attendant', n('客房服务员', 'Room attendant', 'Femme / valet de chambre')),
  ]),
  t('it', n('信息技术与电信', 'IT and telecoms', 'Informatique / Télécoms'), [
    t('developer', n('软件开发', 'Software developer', 'Développeur')),
    t('network-technician', n('网络技术员', 'Network technician', 'Technicien réseaux')),
    t('it-support', n('IT支持', 'IT support', 'Support informatique')),
    t('data-analyst', n('数据分析师', 'Data analyst', 'Analyste de données')),
  ]),
  t('domestic', n('家政服务', 'Domestic services', 'Services domestiques'), [
    t('housemaid', n('家政员', 'Housemaid', 'Aide ménagère')),
    t('private-driver', n('私人司机', 'Private driver', 'Chauffeur particulier')),
    t('security-guard', n('保安', 'Security guard', 'Gardien / vigile')),
    t('gardener', n('园丁', 'Gardener', 'Jardinier')),
    t('childminder', n('保姆', 'Childminder', "Garde d'enfants")),
  ]),
];

const LABELS: readonly LabelSeed[] = [
  { key: 'housing', names: n('包住', 'Housing', 'Logement') },
  { key: 'transport', names: n('交通补贴', 'Transport', 'Transport') },
  { key: 'health-insurance', names: n('医疗保险', 'Health insurance', 'Assurance maladie') },
  { key: 'meals', names: n('包餐', 'Meals', 'Repas') },
  { key: 'bonuses', names: n('奖金', 'Bonuses', 'Primes') },
  { key: 'training', names: n('带薪培训', 'Training', 'Formation') },
];

interface JobItem {
  employer: string;
  position: string;
  /** 1 full time, 2 part time. */
  nature: 1 | 2;
  urgent: 0 | 1;
  /** Salary in XOF per `cycle` (converted to the city's currency). */
  min: number;
  max: number;
  cycle: number;
  exp: number;
  degree: number;
  heads: number;
  labels: string[];
  /** Another city than the employer's (a branch). */
  city?: string;
}

const M = CYCLE.month;
const D = CYCLE.day;
const W = CYCLE.week;
const j = (employer: string, position: string, nature: 1 | 2, urgent: 0 | 1, min: number, max: number, cycle: number,
  exp: number, degree: number, heads: number, labels: string[], city?: string): JobItem =>
  ({ employer, position, nature, urgent, min, max, cycle, exp, degree, heads, labels, ...(city ? { city } : {}) });

const ITEMS: readonly JobItem[] = [
  j('btp-lagunes', 'mason', 1, 1, 120_000, 180_000, M, 2, 0, 12, ['transport', 'meals']),
  j('btp-lagunes', 'site-manager', 1, 0, 600_000, 900_000, M, 4, 4, 2, ['transport', 'health-insurance', 'bonuses']),
  j('btp-lagunes', 'building-electrician', 2, 0, 8_000, 12_000, D, 2, 2, 4, ['meals']),
  j('btp-lagunes', 'machine-operator', 1, 1, 250_000, 350_000, M, 3, 2, 3, ['housing', 'meals'], 'Yamoussoukro'),
  j('btp-lagunes', 'draftsman', 1, 0, 350_000, 500_000, M, 2, 4, 1, ['health-insurance', 'training']),
  j('huajian', 'mason', 1, 1, 110_000, 160_000, M, 1, 0, 20, ['housing', 'meals']),
  j('huajian', 'site-manager', 1, 0, 800_000, 1_200_000, M, 4, 5, 1, ['housing', 'meals', 'bonuses']),
  j('huajian', 'machine-operator', 1, 0, 280_000, 380_000, M, 3, 0, 6, ['housing', 'meals', 'transport']),
  j('huajian', 'building-electrician', 2, 1, 50_000, 70_000, W, 2, 2, 3, ['meals']),
  j('banque-lagunes', 'accountant', 1, 0, 450_000, 650_000, M, 3, 5, 2, ['health-insurance', 'bonuses', 'training']),
  j('banque-lagunes', 'teller', 1, 0, 300_000, 380_000, M, 1, 4, 5, ['health-insurance', 'transport']),
  j('banque-lagunes', 'auditor', 1, 1, 700_000, 1_100_000, M, 4, 6, 1, ['health-insurance', 'bonuses']),
  j('banque-lagunes', 'credit-officer', 1, 0, 400_000, 550_000, M, 2, 5, 3, ['transport', 'bonuses'], 'Yamoussoukro'),
  j('credit-solidaire', 'credit-officer', 1, 0, 250_000, 350_000, M, 2, 4, 4, ['transport', 'training']),
  j('credit-solidaire', 'teller', 2, 0, 6_000, 8_000, D, 1, 3, 2, ['transport']),
  j('credit-solidaire', 'accountant', 2, 1, 150_000, 200_000, M, 3, 4, 1, []),
  j('cacao-ivoire', 'quality-controller', 1, 1, 280_000, 400_000, M, 2, 4, 4, ['housing', 'health-insurance']),
  j('cacao-ivoire', 'factory-operator', 1, 0, 95_000, 130_000, M, 0, 2, 15, ['meals', 'transport']),
  j('cacao-ivoire', 'plantation-manager', 1, 0, 500_000, 750_000, M, 4, 5, 1, ['housing', 'bonuses']),
  j('cacao-ivoire', 'agronomist', 1, 0, 600_000, 850_000, M, 3, 6, 2, ['housing', 'health-insurance', 'training']),
  j('cacao-ivoire', 'factory-operator', 2, 1, 5_000, 6_500, D, 0, 0, 20, ['meals']),
  j('korhogo-anacarde', 'factory-operator', 2, 1, 4_500, 6_000, D, 0, 0, 18, ['meals', 'transport']),
  j('korhogo-anacarde', 'quality-controller', 1, 0, 200_000, 280_000, M, 1, 3, 2, ['housing']),
  j('korhogo-anacarde', 'plantation-manager', 1, 0, 350_000, 500_000, M, 3, 4, 1, ['housing', 'bonuses']),
  j('marche-plus', 'cashier', 1, 0, 90_000, 120_000, M, 0, 2, 8, ['meals', 'transport']),
  j('marche-plus', 'cashier', 2, 1, 4_000, 5_000, D, 0, 2, 6, ['meals']),
  j('marche-plus', 'store-manager', 1, 0, 450_000, 600_000, M, 3, 4, 1, ['health-insurance', 'bonuses'], 'Bouaké'),
  j('marche-plus', 'stock-clerk', 1, 1, 100_000, 140_000, M, 1, 2, 4, ['meals']),
  j('marche-plus', 'sales-rep', 2, 0, 25_000, 40_000, W, 1, 3, 5, ['transport', 'bonuses']),
  j('abidjan-logistique', 'truck-driver', 1, 1, 200_000, 280_000, M, 3, 0, 10, ['meals', 'bonuses']),
  j('abidjan-logistique', 'forklift', 1, 0, 150_000, 200_000, M, 2, 2, 4, ['meals', 'training']),
  j('abidjan-logistique', 'logistics-coordinator', 1, 0, 400_000, 600_000, M, 3, 5, 2, ['health-insurance', 'transport']),
  j('abidjan-logistique', 'customs-agent', 1, 0, 350_000, 500_000, M, 2, 4, 2, ['transport', 'bonuses'], 'San-Pédro'),
  j('abidjan-logistique', 'courier', 2, 1, 5_000, 7_000, D, 0, 0, 15, ['bonuses']),
  j('dakar-port', 'forklift', 1, 0, 160_000, 220_000, M, 2, 2, 5, ['meals', 'transport']),
  j('dakar-port', 'customs-agent', 1, 1, 400_000, 550_000, M, 3, 4, 2, ['health-insurance']),
  j('dakar-port', 'truck-driver', 2, 0, 7_000, 9_000, D, 3, 0, 6, ['meals']),
  j('clinique-2-plateaux', 'nurse', 1, 1, 300_000, 420_000, M, 2, 4, 6, ['health-insurance', 'meals']),
  j('clinique-2-plateaux', 'doctor', 1, 0, 1_000_000, 1_500_000, M, 3, 7, 2, ['health-insurance', 'bonuses']),
  j('clinique-2-plateaux', 'lab-technician', 1, 0, 280_000, 380_000, M, 2, 4, 2, ['health-insurance', 'training']),
  j('clinique-2-plateaux', 'pharmacy-assistant', 2, 0, 6_000, 8_000, D, 1, 3, 2, ['meals']),
  j('clinique-2-plateaux', 'nurse', 2, 1, 10_000, 15_000, D, 3, 4, 3, ['transport']),
  j('palmiers', 'primary-teacher', 1, 0, 150_000, 220_000, M, 1, 4, 4, ['housing', 'training']),
  j('palmiers', 'maths-teacher', 1, 1, 250_000, 350_000, M, 2, 5, 2, ['housing', 'transport']),
  j('palmiers', 'language-teacher', 2, 0, 3_000, 5_000, D, 2, 5, 2, []),
  j('palmiers', 'tutor', 2, 0, 20_000, 30_000, W, 1, 3, 5, ['transport']),
  j('cocotiers', 'cook', 1, 0, 150_000, 250_000, M, 3, 0, 3, ['meals', 'housing']),
  j('cocotiers', 'waiter', 2, 1, 4_000, 6_000, D, 0, 2, 8, ['meals']),
  j('cocotiers', 'receptionist', 1, 0, 160_000, 220_000, M, 1, 3, 2, ['meals', 'training']),
  j('cocotiers', 'room-attendant', 1, 0, 90_000, 110_000, M, 0, 0, 6, ['meals', 'transport']),
  j('cocotiers', 'cook', 2, 0, 35_000, 50_000, W, 2, 0, 2, ['meals'], 'Abidjan'),
  j('ivoire-digital', 'developer', 1, 0, 600_000, 1_000_000, M, 3, 5, 3, ['health-insurance', 'training', 'bonuses']),
  j('ivoire-digital', 'data-analyst', 1, 1, 500_000, 800_000, M, 2, 6, 1, ['health-insurance', 'training']),
  j('ivoire-digital', 'it-support', 2, 0, 8_000, 12_000, D, 1, 4, 2, ['transport']),
  j('huatong', 'network-technician', 1, 1, 350_000, 500_000, M, 2, 4, 4, ['housing', 'meals', 'transport']),
  j('huatong', 'it-support', 1, 0, 250_000, 350_000, M, 1, 4, 2, ['meals', 'training']),
  j('huatong', 'developer', 1, 0, 700_000, 1_200_000, M, 3, 5, 2, ['housing', 'bonuses']),
  j('huatong', 'network-technician', 2, 0, 10_000, 14_000, D, 2, 4, 3, ['meals'], 'Bouaké'),
  j('accra-tech', 'developer', 1, 0, 800_000, 1_300_000, M, 3, 5, 2, ['health-insurance', 'bonuses']),
  j('accra-tech', 'data-analyst', 2, 0, 15_000, 20_000, D, 2, 5, 1, []),
  j('accra-tech', 'it-support', 1, 1, 300_000, 400_000, M, 1, 4, 2, ['transport', 'training']),
  j('abidjan-services', 'housemaid', 1, 0, 75_000, 100_000, M, 1, 0, 5, ['meals']),
  j('abidjan-services', 'private-driver', 1, 1, 150_000, 200_000, M, 3, 0, 3, ['meals', 'bonuses']),
  j('abidjan-services', 'security-guard', 1, 0, 90_000, 120_000, M, 1, 1, 10, ['meals', 'transport']),
  j('abidjan-services', 'gardener', 2, 0, 4_000, 5_000, D, 0, 0, 2, []),
  j('abidjan-services', 'childminder', 2, 1, 20_000, 30_000, W, 2, 1, 2, ['meals', 'transport']),
];

const tagNames = (key: string): Names => TAGS.flatMap((x) => [x, ...(x.children ?? [])]).find((x) => x.key === key)!.names;
const cycleName = (id: number, lang: LanguageCode) => BILLING_CYCLES.find((c) => c.id === id)!.names[lang];

const WORDS: Record<LanguageCode, Record<'employer' | 'place' | 'salary' | 'nature' | 'exp' | 'degree' | 'heads' | 'apply', string> & { natures: [string, string] }> = {
  cn: { employer: '招聘单位', place: '工作地点', salary: '薪资', nature: '工作性质', exp: '工作经验', degree: '学历要求', heads: '招聘人数', apply: '有意者请在线投递简历或直接联系我们。', natures: ['全职', '兼职'] },
  en: { employer: 'Employer', place: 'Place of work', salary: 'Salary', nature: 'Contract', exp: 'Experience', degree: 'Education', heads: 'Positions', apply: 'Apply online with your CV or contact us directly.', natures: ['Full time', 'Part time'] },
  fr: { employer: 'Employeur', place: 'Lieu de travail', salary: 'Salaire', nature: 'Type de contrat', exp: 'Expérience', degree: 'Diplôme', heads: 'Postes à pourvoir', apply: 'Postulez en ligne avec votre CV ou contactez-nous directement.', natures: ['Temps plein', 'Temps partiel'] },
};

function title(item: JobItem, lang: LanguageCode, city: string): string {
  const pos = tagNames(item.position)[lang];
  const where = cityName(city, lang);
  if (lang === 'cn') return `${item.urgent ? '急聘' : '招聘'}${item.nature === 2 ? '兼职' : ''}${pos}（${where}）`;
  if (lang === 'en') return `${item.urgent ? 'Urgent: ' : ''}${item.nature === 2 ? 'Part-time ' : ''}${pos} in ${where}`;
  return `${item.urgent ? 'URGENT : ' : ''}${pos} (H/F)${item.nature === 2 ? ' à temps partiel' : ''} – ${where}`;
}

function content(item: JobItem, lang: LanguageCode, entName: string, intro: string, location: string, salary: string): string {
  const w = WORDS[lang];
  const s = sep(lang);
  const rows = [
    [w.employer, entName], [w.place, location], [w.salary, salary], [w.nature, w.natures[item.nature - 1]],
    [w.exp, lookupName(WORK_EXPERIENCES, item.exp)[lang]], [w.degree, lookupName(DEGREES, item.degree)[lang]], [w.heads, String(item.heads)],
  ];
  return `<p>${intro}</p><ul>${rows.map(([k, v]) => `<li><b>${k}${s}</b>${v}</li>`).join('')}</ul><p>${w.apply}</p>`;
}

/** The language an offer was written in: the employer's, with some French employers writing in English. */
const originalOf = (language: LanguageCode, i: number): LanguageCode => (language === 'fr' && i % 7 === 3 ? 'en' : language);

function jobSeeds(): SeedListing[] {
  return ITEMS.map((item, i) => {
    const e = employerOf(item.employer);
    const city = item.city ?? e.city;
    const areaId = countryOfCity(city);
    const currency = countryCurrency(areaId);
    const [min, max] = [localPrice(item.min, currency), localPrice(item.max, currency)];
    const original = originalOf(e.language, i);
    const location = locationFor(city, i);
    const salary = (lang: LanguageCode) => `${priceText(min, currency, lang)} – ${priceText(max, currency, lang)} (${cycleName(item.cycle, lang)})`;
    return {
      moduleKey: 'jobAndRecruit',
      esKey: `jobAndRecruit-${i + 1}`,
      userId: e.userId,
      areaIds: [areaId],
      cityKey: city,
      tagKey: item.position,
      labelKeys: item.labels,
      original,
      translations: translationsFor(original, i),
      texts: textsOf((lang) => ({ title: title(item, lang, city), content: content(item, lang, e.entName, e.about[lang], location, salary(lang)) })),
      currency,
      billingCycleId: item.cycle,
      location,
      contacts: e.contact,
      mail: mailFor(e.contact, i),
      phones: phonesFor(areaId, i, 1),
      // Most offers show nothing but the employer's logo; one in three shows its premises.
      images: i % 3 === 0 ? [listingImage('jobAndRecruit', i)] : [],
      attrs: {
        workExpId: item.exp, degreeRequired: item.degree, salaryMin: min, salaryMax: max,
        recruitNum: item.heads, workNature: item.nature, urgent: item.urgent,
      },
      infoSource: e.entName,
      hoursAgo: 2 + i * 11,
    };
  });
}

/** The industries' keys in order (the company seeds name theirs). */
export const INDUSTRY_KEYS = TAGS.map((x) => x.key);

export const jobAndRecruitSeed: SeedModule<'jobAndRecruit'> = {
  key: 'jobAndRecruit',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('招聘求职', 'Jobs', 'Emplois'), descriptions: n('全职与兼职', 'Full and part time', 'Temps plein et partiel') },
  colour: [79, 70, 229],
  listings: jobSeeds,
  samplePublish: (l) => ({
    workExpId: 2, degreeRequired: 3, salaryMin: 150_000, salaryMax: 250_000, moneyUnitId: l.moneyUnitId, billingCycleId: l.billingCycleId,
    recruitNum: 3, workNature: 1, urgent: 0,
  }),
};

/** Every employer's city exists in the places seed (checked when the module loads: a typo fails the seed). */
for (const e of EMPLOYERS) if (!CITY_ROWS.some((c) => c.key === e.city)) throw new Error(`seed: unknown city ${e.city}`);
