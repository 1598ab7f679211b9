// Seed CVs (spec §3 "CV"): job seekers of Côte d'Ivoire and the region, mostly written in French,
// some in English (anglophone neighbours) or Chinese (Chinese workers in Abidjan). Positions are
// the recruitment tags of seed/listings/job-and-recruit.ts (industry.position keys); degrees,
// job statuses and position types the ids of data/job-lookups.ts; salaries in XOF per month
// (SMIG 75 000 XOF) unless `cycle` says otherwise.
import type { LanguageCode } from '../../../../src/contract/envelope.js';

export interface JobSeekerSeed {
  realName: string;
  gender: 1 | 2;
  birthDate: string;
  industry: string;
  position: string;
  /** data/job-lookups.ts DEGREES id (0 none .. 7 doctorate). */
  degree: number;
  years: number;
  /** jobStatus id: 1 looking, 2 employed and open, 3 not looking, 4 student. */
  status: number;
  /** positionType id: 1 full time, 2 part time, 3 internship, 4 freelance. */
  type: number;
  salary: [number, number];
  /** CYCLE of data/units.ts; month when absent. */
  cycle?: 'day' | 'week';
  location: string;
  areaId?: string;
  /** The country whose area code and number pattern the CV's phone has (spec §5); the CV's country, else CIV (+225). */
  phoneArea?: string;
  language: LanguageCode;
  intro: string;
  /** false: a private CV (only sent with applications). */
  isPublic?: boolean;
  /** A one-page PDF attached under this file name. */
  attachment?: string;
}

const s = (
  realName: string, gender: 1 | 2, birthDate: string, industry: string, position: string, degree: number, years: number, status: number,
  type: number, salary: [number, number], location: string, language: LanguageCode, intro: string, more: Partial<JobSeekerSeed> = {},
): JobSeekerSeed => ({ realName, gender, birthDate, industry, position, degree, years, status, type, salary, location, language, intro, ...more });

export const JOB_SEEKERS: readonly JobSeekerSeed[] = [
  s('Aminata Koné', 2, '1994-03-18', 'banking', 'accountant', 5, 6, 2, 1, [350000, 500000], 'Abidjan, Plateau', 'fr',
    "Comptable confirmée, six ans en cabinet d'expertise au Plateau. Tenue complète, déclarations fiscales et sociales, clôtures annuelles sous SYSCOHADA révisé. Maîtrise de Sage 100 et d'Excel avancé.",
    { attachment: 'CV-Aminata-Kone.pdf' }),
  s('Yao Kouadio Serge', 1, '1988-11-02', 'construction', 'site-manager', 4, 12, 1, 1, [600000, 900000], 'Abidjan, Yopougon', 'fr',
    "Chef de chantier BTS génie civil, douze ans sur des immeubles R+5 et des voiries à Abidjan et San-Pedro. Encadrement d'équipes de 40 ouvriers, suivi des plannings et de la sécurité."),
  s('Adjoua Marie-Laure N’Guessan', 2, '1997-07-25', 'health', 'nurse', 4, 4, 1, 1, [250000, 350000], 'Bouaké', 'fr',
    "Infirmière diplômée d'État (INFAS), quatre ans au CHU de Bouaké en médecine interne. Soins, pansements, prélèvements, éducation des patients diabétiques. Disponible pour les gardes.",
    { attachment: 'CV-Adjoua-NGuessan.pdf' }),
  s('Ibrahim Ouattara', 1, '1999-01-14', 'it', 'developer', 5, 3, 1, 1, [400000, 650000], 'Abidjan, Cocody', 'fr',
    "Développeur web full-stack (TypeScript, React, Node.js, PostgreSQL). Trois ans dans une fintech d'Abidjan : paiements mobile money, API REST, tests automatisés. Licence en informatique à l'UVCI."),
  s('Fatou Bamba', 2, '2001-05-09', 'hospitality', 'receptionist', 3, 2, 1, 1, [150000, 200000], 'Grand-Bassam', 'fr',
    "Réceptionniste dans un hôtel de Grand-Bassam depuis deux ans : accueil, réservations, facturation, clientèle internationale. Parle français, anglais et dioula."),
  s('Koffi Jean-Baptiste Kouassi', 1, '1985-09-30', 'logistics', 'truck-driver', 1, 15, 2, 1, [200000, 280000], 'San-Pedro', 'fr',
    "Chauffeur poids lourd permis C et E, quinze ans sur le corridor San-Pedro – Abidjan – Ouagadougou. Transport de cacao et de conteneurs, entretien courant du véhicule, aucun accident."),
  s('Mariam Traoré', 2, '1996-12-03', 'education', 'maths-teacher', 6, 5, 2, 1, [300000, 450000], 'Abidjan, Abobo', 'fr',
    "Professeure de mathématiques au collège, Master en mathématiques appliquées. Cinq ans d'enseignement en 4e et 3e, préparation au BEPC avec 92 % de réussite dans mes classes."),
  s('Sékou Diabaté', 1, '1993-04-21', 'agro', 'quality-controller', 4, 7, 1, 1, [300000, 420000], 'San-Pedro', 'fr',
    "Contrôleur qualité cacao, sept ans en usine de broyage : échantillonnage, test à la coupe, taux d'humidité, traçabilité des lots pour la certification Rainforest Alliance."),
  s('Awa Coulibaly', 2, '2003-02-11', 'retail', 'cashier', 2, 1, 1, 2, [90000, 120000], 'Abidjan, Treichville', 'fr',
    "Caissière à temps partiel en supermarché depuis un an. Rapide, honnête, à l'aise avec le paiement mobile. Cherche un poste à temps partiel le soir ou le week-end.",
    { cycle: 'week', salary: [25000, 35000] }),
  s('Konan Eric Yao', 1, '1990-08-08', 'banking', 'credit-officer', 5, 8, 2, 1, [450000, 700000], 'Yamoussoukro', 'fr',
    "Chargé de crédit en microfinance depuis huit ans : analyse des dossiers PME et agriculteurs, suivi du portefeuille, recouvrement. Portefeuille de 600 clients avec moins de 3 % d'impayés."),
  s('Affoué Brou', 2, '1998-10-19', 'domestic', 'childminder', 1, 6, 1, 1, [60000, 90000], 'Abidjan, Marcory', 'fr',
    "Garde d'enfants sérieuse, six ans dans des familles à Marcory et Cocody. Repas, bain, aide aux devoirs des petits. Références disponibles."),
  s('Moussa Sangaré', 1, '1995-06-27', 'it', 'network-technician', 4, 5, 1, 1, [280000, 400000], 'Abidjan, Plateau', 'fr',
    "Technicien réseaux BTS, cinq ans chez un opérateur télécom : installation de fibre, configuration de routeurs Cisco et MikroTik, dépannage chez les entreprises clientes."),
  s('Akissi Rosine Aka', 2, '1992-01-05', 'health', 'pharmacy-assistant', 3, 9, 2, 1, [150000, 220000], 'Daloa', 'fr',
    "Auxiliaire en pharmacie depuis neuf ans à Daloa : délivrance sur ordonnance, gestion des stocks et des péremptions, conseil aux clients. Bac D."),
  s('Zié Soro', 1, '1987-03-12', 'agro', 'plantation-manager', 5, 14, 3, 1, [700000, 1000000], 'Soubré', 'fr',
    "Chef de plantation, Licence en agronomie, quatorze ans sur des exploitations de cacao et d'hévéa de 500 ha. Gestion des équipes, des intrants et de la récolte.", { isPublic: false }),
  s('Christelle Gnamien', 2, '2000-09-14', 'hospitality', 'cook', 2, 4, 1, 1, [120000, 180000], 'Abidjan, Cocody', 'fr',
    "Cuisinière en restaurant depuis quatre ans : cuisine ivoirienne (garba, kedjenou, sauce graine) et plats européens simples. Hygiène HACCP, préparation de 150 couverts par service."),
  s('Drissa Konaté', 1, '1998-11-28', 'logistics', 'courier', 0, 3, 1, 4, [3000, 6000], 'Abidjan, Adjamé', 'fr',
    "Livreur à moto avec mon propre engin, trois ans de livraisons de repas et de colis dans tout Abidjan. Je connais bien les quartiers et je suis ponctuel.", { cycle: 'day' }),
  s('Prisca Ahoua', 2, '2002-04-02', 'banking', 'teller', 4, 1, 4, 3, [75000, 100000], 'Abidjan, Cocody', 'fr',
    "Étudiante en BTS finance-comptabilité, je cherche un stage de guichetière pour mettre en pratique l'accueil clientèle et les opérations de caisse."),
  s('Bakary Cissé', 1, '1991-07-16', 'construction', 'building-electrician', 2, 11, 1, 1, [200000, 300000], 'Korhogo', 'fr',
    "Électricien bâtiment, onze ans en installations résidentielles et tertiaires : tableaux, câblage, mises aux normes, pose de panneaux solaires."),
  s('Nadège Tanoh', 2, '1989-12-22', 'retail', 'store-manager', 5, 10, 2, 1, [500000, 750000], 'Abidjan, Riviera', 'fr',
    "Gérante de magasin dans la distribution alimentaire depuis dix ans : équipe de 25 personnes, objectifs de chiffre d'affaires, inventaires, relations fournisseurs."),
  s('Lassina Fofana', 1, '1996-02-07', 'domestic', 'security-guard', 1, 6, 1, 1, [80000, 110000], 'Abidjan, Port-Bouët', 'fr',
    "Agent de sécurité, six ans de gardiennage de sites industriels et de résidences. Rondes, contrôle des accès, rapports. Disponible de nuit."),
  s('Esther Kra', 2, '1994-06-30', 'education', 'primary-teacher', 4, 7, 3, 1, [180000, 250000], 'Man', 'fr',
    "Institutrice, sept ans en CP et CE1 dans une école privée de Man. Pédagogie active, suivi personnalisé des élèves en difficulté de lecture."),
  s('Hervé Dago', 1, '1986-05-11', 'banking', 'auditor', 6, 13, 2, 1, [900000, 1400000], 'Abidjan, Plateau', 'fr',
    "Auditeur senior, Master CCA, treize ans dont huit en cabinet Big Four à Abidjan : audit légal, contrôle interne, missions UEMOA.", { attachment: 'CV-Herve-Dago.pdf' }),
  s('Salimata Doumbia', 2, '1999-08-04', 'agro', 'factory-operator', 2, 3, 1, 1, [100000, 140000], 'San-Pedro', 'fr',
    "Opératrice d'usine, trois ans sur une ligne de conditionnement de beurre de cacao. Respect des consignes de sécurité, travail en 3×8."),
  s('Kwame Mensah', 1, '1992-10-10', 'logistics', 'customs-agent', 5, 8, 2, 1, [450000, 650000], 'Abidjan, Treichville', 'en',
    "Licensed customs broker with eight years at the Port of Abidjan and Tema. Import and export declarations (SYDAM), transit to Burkina Faso and Mali, duty optimisation. Fluent in English and French.", { phoneArea: 'GHA' }),
  s('Grace Owusu', 2, '1997-03-26', 'education', 'language-teacher', 5, 4, 1, 2, [8000, 12000], 'Abidjan, Cocody', 'en',
    "English teacher from Kumasi, four years teaching business English to professionals in Abidjan. Available for part-time classes in companies or at home.", { cycle: 'day', phoneArea: 'GHA' }),
  s('Samuel Adeyemi', 1, '1990-01-19', 'it', 'data-analyst', 6, 7, 2, 1, [700000, 1100000], 'Abidjan, Plateau', 'en',
    "Data analyst, MSc in statistics (Lagos). Seven years in telecoms and banking: SQL, Python, Power BI dashboards, churn and credit scoring models.", { attachment: 'CV-Samuel-Adeyemi.pdf' }),
  s('Mercy Boateng', 2, '1995-11-11', 'hospitality', 'waiter', 3, 5, 1, 1, [100000, 150000], 'Assinie', 'en',
    "Experienced waitress in beach hotels of Assinie, five years serving international guests. English, French and Twi; calm under pressure at busy weekends."),
  s('王磊', 1, '1987-04-15', 'construction', 'machine-operator', 2, 13, 2, 1, [500000, 700000], 'Abidjan, Yopougon', 'cn',
    '工程机械操作员，持挖掘机、装载机操作证，十三年道路和港口工程经验，其中五年在科特迪瓦项目工地。会简单法语，能独立维护设备。', { phoneArea: 'CHN' }),
  s('李娜', 2, '1993-09-09', 'retail', 'sales-rep', 5, 6, 1, 1, [400000, 600000], 'Abidjan, Treichville', 'cn',
    '商务代表，本科国际贸易专业，在阿比让从事建材和日用品批发销售六年。熟悉本地市场与客户，法语流利，可开车跑市场。', { phoneArea: 'CHN' }),
  s('陈浩', 1, '1996-12-20', 'it', 'it-support', 4, 3, 1, 1, [300000, 450000], 'Abidjan, Marcory', 'cn',
    'IT支持工程师，三年经验：电脑与打印机维护、办公网络、监控系统安装。中文、法语、英语均可沟通。'),
  s('Adama Sylla', 1, '2000-07-07', 'logistics', 'forklift', 2, 2, 1, 1, [110000, 150000], 'Abidjan, Vridi', 'fr',
    "Cariste CACES 3, deux ans en entrepôt portuaire à Vridi : chargement de conteneurs, rangement, inventaires tournants.", { phoneArea: 'SEN' }),
  s('Josiane Ehui', 2, '1991-02-28', 'health', 'lab-technician', 4, 9, 2, 1, [280000, 380000], 'Abidjan, Treichville', 'fr',
    "Technicienne de laboratoire d'analyses médicales, neuf ans en biochimie et hématologie. Contrôle qualité, automates Cobas et Sysmex.", { isPublic: false }),
  s('Ange Kacou', 1, '2004-01-23', 'domestic', 'gardener', 0, 2, 1, 2, [5000, 7000], 'Abidjan, Bingerville', 'fr',
    "Jardinier, deux ans d'entretien de jardins et de pelouses à Bingerville. Taille, arrosage, désherbage, petits travaux.", { cycle: 'day' }),
  s('Oumou Keïta', 2, '1990-05-15', 'banking', 'accountant', 5, 10, 2, 4, [250000, 400000], 'Bamako', 'fr',
    "Comptable indépendante, dix ans entre Bamako et Abidjan : tenue de comptabilité de PME, états financiers SYSCOHADA, déclarations. Missions à distance possibles.", { areaId: 'MLI' }),
];
