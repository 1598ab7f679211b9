// The employers of the recruitment seed (spec §6 "Publishing recruitment requires a membership";
// "enterprise" accounts): fictional Ivorian companies, a few Chinese ones hiring locally and two
// in neighbouring countries. Each is an enterprise account (accountType 2) with an active
// enterprise membership and a company card (seed/insert-jobs.ts); the seeded enterprise account
// u-enterprise is one of them.
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { n, type Names } from '../names.js';

export interface EmployerSeed {
  key: string;
  userId: string;
  entName: string;
  /** First-level tag key (the company's industry). */
  industry: string;
  /** job_lookups companySize id. */
  sizeId: number;
  city: string;
  /** The language the company writes its offers in. */
  language: LanguageCode;
  contact: string;
  address: string;
  website: string;
  /** The country of its phone when not the city's (a Chinese firm's head-office line, +86). */
  phoneArea?: string;
  /** One line on the company, used as the first paragraph of its offers. */
  about: Names;
}

const e = (key: string, entName: string, industry: string, sizeId: number, city: string, language: LanguageCode, contact: string,
  address: string, about: Names, website = ''): EmployerSeed =>
  ({ key, userId: key === 'abidjan-services' ? 'u-enterprise' : `u-job-${key}`, entName, industry, sizeId, city, language, contact, address, website, about });

export const EMPLOYERS: readonly EmployerSeed[] = [
  e('btp-lagunes', 'BTP Lagunes', 'construction', 3, 'Abidjan', 'fr', 'Koffi Kouassi', 'Zone industrielle de Yopougon, Abidjan',
    n('BTP Lagunes 承建阿比让的住宅和道路工程。', 'BTP Lagunes builds housing and roads across Abidjan.', 'BTP Lagunes construit logements et routes dans tout le district d’Abidjan.'), 'https://btp-lagunes.example.ci'),
  { ...e('huajian', '华建科特迪瓦有限公司', 'construction', 4, 'San-Pédro', 'cn', 'Wang Lei', 'Route du port, San-Pédro',
    n('华建科特迪瓦承建港口和公路项目，长期招聘本地员工。', 'Huajian Côte d’Ivoire builds port and road projects and hires local staff all year round.', 'Huajian Côte d’Ivoire réalise des projets portuaires et routiers et recrute localement toute l’année.')), phoneArea: 'CHN' },
  e('banque-lagunes', 'Banque des Lagunes', 'banking', 4, 'Abidjan', 'fr', 'Aya Konan', 'Plateau, boulevard de la République, Abidjan',
    n('Banque des Lagunes 是一家服务企业和个人的区域性银行。', 'Banque des Lagunes is a regional bank serving companies and households.', 'La Banque des Lagunes est une banque régionale au service des entreprises et des particuliers.'), 'https://banque-lagunes.example.ci'),
  e('credit-solidaire', 'Crédit Solidaire de Bouaké', 'banking', 2, 'Bouaké', 'fr', 'Mamadou Traoré', 'Quartier Commerce, Bouaké',
    n('布瓦凯小额信贷机构，支持商户和农户。', 'A microfinance institution supporting traders and farmers in Bouaké.', 'Institution de microfinance au service des commerçants et des agriculteurs de Bouaké.')),
  e('cacao-ivoire', 'Cacao Ivoire SA', 'agro', 5, 'San-Pédro', 'fr', 'Adjoua Yao', 'Zone portuaire, San-Pédro',
    n('Cacao Ivoire 收购、加工并出口可可豆。', 'Cacao Ivoire buys, processes and exports cocoa beans.', 'Cacao Ivoire achète, transforme et exporte les fèves de cacao.'), 'https://cacao-ivoire.example.ci'),
  e('korhogo-anacarde', 'Korhogo Anacarde SARL', 'agro', 3, 'Korhogo', 'fr', 'Mamadou Traoré', 'Route de Ferkessédougou, Korhogo',
    n('科霍戈腰果加工厂，收获季节大量招工。', 'A cashew processing plant in Korhogo, hiring widely during the harvest.', 'Usine de transformation de noix de cajou à Korhogo, qui recrute largement pendant la campagne.')),
  e('marche-plus', 'Marché Plus Distribution', 'retail', 4, 'Abidjan', 'fr', 'Aya Konan', 'Marcory Zone 4, Abidjan',
    n('Marché Plus 在阿比让和布瓦凯经营超市。', 'Marché Plus runs supermarkets in Abidjan and Bouaké.', 'Marché Plus exploite des supermarchés à Abidjan et à Bouaké.')),
  e('abidjan-logistique', 'Abidjan Logistique', 'logistics', 3, 'Abidjan', 'fr', 'Koffi Kouassi', 'Vridi, zone portuaire, Abidjan',
    n('Abidjan Logistique 提供港口货运、仓储和城市配送。', 'Abidjan Logistique handles port freight, warehousing and city deliveries.', 'Abidjan Logistique assure fret portuaire, entreposage et livraisons urbaines.'), 'https://abidjan-logistique.example.ci'),
  e('dakar-port', 'Dakar Port Services', 'logistics', 3, 'Dakar', 'fr', 'Moussa Ndiaye', 'Môle 2, port de Dakar',
    n('达喀尔港口装卸和报关服务公司。', 'Cargo handling and customs clearance at the port of Dakar.', 'Manutention et dédouanement au port autonome de Dakar.')),
  e('clinique-2-plateaux', 'Clinique Les Deux Plateaux', 'health', 3, 'Abidjan', 'fr', 'Adjoua Yao', 'Deux-Plateaux Vallons, Abidjan',
    n('一家提供急诊、产科和化验服务的私立诊所。', 'A private clinic offering emergency care, maternity and laboratory services.', 'Clinique privée : urgences, maternité et laboratoire d’analyses.')),
  e('palmiers', 'Groupe Scolaire Les Palmiers', 'education', 2, 'Yamoussoukro', 'fr', 'Aya Konan', 'Quartier Habitat, Yamoussoukro',
    n('亚穆苏克罗的私立中小学。', 'A private primary and secondary school in Yamoussoukro.', 'Établissement privé primaire et secondaire à Yamoussoukro.')),
  e('cocotiers', 'Hôtel Les Cocotiers', 'hospitality', 3, 'Yamoussoukro', 'fr', 'Koffi Kouassi', 'Avenue Houphouët-Boigny, Yamoussoukro',
    n('一家拥有八十间客房、餐厅和会议厅的酒店。', 'An 80-room hotel with a restaurant and conference rooms.', 'Hôtel de 80 chambres avec restaurant et salles de conférence.')),
  e('ivoire-digital', 'Ivoire Digital Services', 'it', 2, 'Abidjan', 'en', 'Chen Jing', 'Cocody Riviera 3, Abidjan',
    n('为银行和电信运营商开发移动应用。', 'We build mobile apps for banks and telecom operators.', 'Nous développons des applications mobiles pour banques et opérateurs télécoms.'), 'https://ivoire-digital.example.ci'),
  { ...e('huatong', '华通通信西非公司', 'it', 4, 'Abidjan', 'cn', 'Chen Jing', 'Plateau, avenue Chardy, Abidjan',
    n('华通通信为西非运营商建设和维护移动网络。', 'Huatong Telecom builds and maintains mobile networks for West African operators.', 'Huatong Télécom construit et maintient les réseaux mobiles d’opérateurs ouest-africains.')), phoneArea: 'CHN' },
  e('accra-tech', 'Accra Tech Hub Ltd', 'it', 2, 'Accra', 'en', 'Kwame Mensah', 'Airport Residential, Accra',
    n('阿克拉的软件公司，客户遍布西非。', 'A software company in Accra with clients across West Africa.', 'Société de logiciels à Accra, avec des clients dans toute l’Afrique de l’Ouest.'), 'https://accra-tech.example.com'),
  e('abidjan-services', 'Abidjan Services SARL', 'domestic', 2, 'Abidjan', 'fr', 'Adjoua Yao', 'Cocody Angré 8e tranche, Abidjan',
    n('为家庭提供保洁、司机和保安人员。', 'Housekeepers, drivers and guards for households.', 'Personnel de maison, chauffeurs et gardiens pour les particuliers.')),
];

export const employerOf = (key: string): EmployerSeed => {
  const found = EMPLOYERS.find((x) => x.key === key);
  if (!found) throw new Error(`seed: unknown employer ${key}`);
  return found;
};

/** The company introduction (20-2,000 characters) in the employer's language. */
export const introductionOf = (x: EmployerSeed): string =>
  `${x.about[x.language]} ${x.language === 'cn' ? '欢迎有志之士加入我们。' : x.language === 'en' ? 'Join a team that trains and promotes its people.' : 'Rejoignez une équipe qui forme et fait évoluer ses collaborateurs.'}`;
