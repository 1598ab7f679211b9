// Countries and cities (spec §1: Ivory Coast and neighbours, default CIV +225; spec §7 country,
// capitalCity, city by pid, default city). Area ids are ISO 3166 alpha-3; the capital is the
// default city except where the economic capital is where people look first (Abidjan, Lagos,
// Douala, Cotonou): `main` marks the default city shown first.
import { n, same, type Names } from '../names.js';

export interface CitySeed {
  key: string;
  names: Names;
  capital?: boolean;
  /** Default city of the country (spec §4 "loads its default city"). */
  main?: boolean;
  /** Districts (cities whose pid is this city). */
  children?: readonly CitySeed[];
}

export interface CountrySeed {
  id: string;
  names: Names;
  mobileCode: string;
  countryCode: string;
  currency: string;
  cities: readonly CitySeed[];
}

const c = (key: string, names: Names, extra: Partial<CitySeed> = {}): CitySeed => ({ key, names, ...extra });

export const COUNTRIES: readonly CountrySeed[] = [
  {
    id: 'CIV', names: n('科特迪瓦', 'Ivory Coast', "Côte d'Ivoire"), mobileCode: '225', countryCode: 'CI', currency: 'XOF',
    cities: [
      c('Abidjan', same('Abidjan'), {
        main: true,
        children: [
          c('Cocody', n('科科迪', 'Cocody', 'Cocody')), c('Plateau', n('高原区', 'Plateau', 'Le Plateau')),
          c('Marcory', n('马科里', 'Marcory', 'Marcory')), c('Yopougon', n('约普贡', 'Yopougon', 'Yopougon')),
          c('Treichville', n('特雷什维尔', 'Treichville', 'Treichville')), c('Abobo', n('阿博博', 'Abobo', 'Abobo')),
        ],
      }),
      c('Yamoussoukro', n('亚穆苏克罗', 'Yamoussoukro', 'Yamoussoukro'), { capital: true }),
      c('Bouaké', n('布瓦凯', 'Bouaké', 'Bouaké')), c('San-Pédro', n('圣佩德罗', 'San-Pédro', 'San-Pédro')),
      c('Korhogo', n('科霍戈', 'Korhogo', 'Korhogo')), c('Daloa', n('达洛亚', 'Daloa', 'Daloa')),
      c('Man', n('曼市', 'Man', 'Man')), c('Grand-Bassam', n('大巴萨姆', 'Grand-Bassam', 'Grand-Bassam')),
    ],
  },
  {
    id: 'SEN', names: n('塞内加尔', 'Senegal', 'Sénégal'), mobileCode: '221', countryCode: 'SN', currency: 'XOF',
    cities: [
      c('Dakar', n('达喀尔', 'Dakar', 'Dakar'), { capital: true, main: true }), c('Thiès', n('捷斯', 'Thiès', 'Thiès')),
      c('Saint-Louis', n('圣路易', 'Saint-Louis', 'Saint-Louis')), c('Touba', n('图巴', 'Touba', 'Touba')),
      c('Ziguinchor', n('济金绍尔', 'Ziguinchor', 'Ziguinchor')),
    ],
  },
  {
    id: 'CMR', names: n('喀麦隆', 'Cameroon', 'Cameroun'), mobileCode: '237', countryCode: 'CM', currency: 'XAF',
    cities: [
      c('Douala', n('杜阿拉', 'Douala', 'Douala'), { main: true }), c('Yaoundé', n('雅温得', 'Yaoundé', 'Yaoundé'), { capital: true }),
      c('Garoua', n('加鲁阿', 'Garoua', 'Garoua')), c('Bafoussam', n('巴富萨姆', 'Bafoussam', 'Bafoussam')),
      c('Kribi', n('克里比', 'Kribi', 'Kribi')),
    ],
  },
  {
    id: 'GHA', names: n('加纳', 'Ghana', 'Ghana'), mobileCode: '233', countryCode: 'GH', currency: 'GHS',
    cities: [
      c('Accra', n('阿克拉', 'Accra', 'Accra'), { capital: true, main: true }), c('Kumasi', n('库马西', 'Kumasi', 'Kumasi')),
      c('Tamale', n('塔马利', 'Tamale', 'Tamale')), c('Takoradi', n('塔科拉迪', 'Takoradi', 'Takoradi')),
      c('Tema', n('特马', 'Tema', 'Tema')),
    ],
  },
  {
    id: 'NGA', names: n('尼日利亚', 'Nigeria', 'Nigeria'), mobileCode: '234', countryCode: 'NG', currency: 'NGN',
    cities: [
      c('Lagos', n('拉各斯', 'Lagos', 'Lagos'), { main: true }), c('Abuja', n('阿布贾', 'Abuja', 'Abuja'), { capital: true }),
      c('Kano', n('卡诺', 'Kano', 'Kano')), c('Ibadan', n('伊巴丹', 'Ibadan', 'Ibadan')),
      c('Port Harcourt', n('哈科特港', 'Port Harcourt', 'Port Harcourt')),
    ],
  },
  {
    id: 'MLI', names: n('马里', 'Mali', 'Mali'), mobileCode: '223', countryCode: 'ML', currency: 'XOF',
    cities: [
      c('Bamako', n('巴马科', 'Bamako', 'Bamako'), { capital: true, main: true }), c('Sikasso', n('锡卡索', 'Sikasso', 'Sikasso')),
      c('Mopti', n('莫普提', 'Mopti', 'Mopti')), c('Ségou', n('塞古', 'Ségou', 'Ségou')),
    ],
  },
  {
    id: 'BFA', names: n('布基纳法索', 'Burkina Faso', 'Burkina Faso'), mobileCode: '226', countryCode: 'BF', currency: 'XOF',
    cities: [
      c('Ouagadougou', n('瓦加杜古', 'Ouagadougou', 'Ouagadougou'), { capital: true, main: true }),
      c('Bobo-Dioulasso', n('博博迪乌拉索', 'Bobo-Dioulasso', 'Bobo-Dioulasso')), c('Koudougou', n('库杜古', 'Koudougou', 'Koudougou')),
    ],
  },
  {
    id: 'TGO', names: n('多哥', 'Togo', 'Togo'), mobileCode: '228', countryCode: 'TG', currency: 'XOF',
    cities: [
      c('Lomé', n('洛美', 'Lomé', 'Lomé'), { capital: true, main: true }), c('Sokodé', n('索科德', 'Sokodé', 'Sokodé')),
      c('Kara', n('卡拉', 'Kara', 'Kara')),
    ],
  },
  {
    id: 'BEN', names: n('贝宁', 'Benin', 'Bénin'), mobileCode: '229', countryCode: 'BJ', currency: 'XOF',
    cities: [
      c('Cotonou', n('科托努', 'Cotonou', 'Cotonou'), { main: true }), c('Porto-Novo', n('波多诺伏', 'Porto-Novo', 'Porto-Novo'), { capital: true }),
      c('Parakou', n('帕拉库', 'Parakou', 'Parakou')),
    ],
  },
  {
    id: 'GIN', names: n('几内亚', 'Guinea', 'Guinée'), mobileCode: '224', countryCode: 'GN', currency: 'GNF',
    cities: [
      c('Conakry', n('科纳克里', 'Conakry', 'Conakry'), { capital: true, main: true }), c('Kankan', n('康康', 'Kankan', 'Kankan')),
      c('Nzérékoré', n('恩泽雷科雷', 'Nzérékoré', 'Nzérékoré')),
    ],
  },
  {
    id: 'CHN', names: n('中国', 'China', 'Chine'), mobileCode: '86', countryCode: 'CN', currency: 'CNY',
    cities: [
      c('Beijing', n('北京', 'Beijing', 'Pékin'), { capital: true, main: true }), c('Shanghai', n('上海', 'Shanghai', 'Shanghai')),
      c('Guangzhou', n('广州', 'Guangzhou', 'Canton')), c('Shenzhen', n('深圳', 'Shenzhen', 'Shenzhen')),
      c('Yiwu', n('义乌', 'Yiwu', 'Yiwu')),
    ],
  },
  {
    id: 'FRA', names: n('法国', 'France', 'France'), mobileCode: '33', countryCode: 'FR', currency: 'EUR',
    cities: [
      c('Paris', n('巴黎', 'Paris', 'Paris'), { capital: true, main: true }), c('Lyon', n('里昂', 'Lyon', 'Lyon')),
      c('Marseille', n('马赛', 'Marseille', 'Marseille')), c('Bordeaux', n('波尔多', 'Bordeaux', 'Bordeaux')),
    ],
  },
];

export interface CityRow {
  id: number;
  key: string;
  areaId: string;
  pid: number | null;
  names: Names;
  isCapital: boolean;
  isMain: boolean;
  sort: number;
}

/** Cities with fixed ids (1, 2, ... in the order above; districts right after their city). */
export const CITY_ROWS: readonly CityRow[] = (() => {
  const rows: CityRow[] = [];
  const add = (city: CitySeed, areaId: string, pid: number | null, sort: number) => {
    const id = rows.length + 1;
    rows.push({ id, key: city.key, areaId, pid, names: city.names, isCapital: !!city.capital, isMain: !!city.main, sort });
    (city.children ?? []).forEach((child, i) => add(child, areaId, id, i));
  };
  for (const country of COUNTRIES) country.cities.forEach((city, i) => add(city, country.id, null, i));
  return rows;
})();

/** City id by key (the English name); throws on a typo so seed data cannot point nowhere. */
export function cityId(key: string): number {
  const row = CITY_ROWS.find((r) => r.key === key);
  if (!row) throw new Error(`seed: unknown city ${key}`);
  return row.id;
}

export const countryOfCity = (key: string): string => CITY_ROWS.find((r) => r.key === key)?.areaId ?? 'CIV';

/** The area code of a country (digits, '225'), for seed phones stored with their code. */
export const mobileCodeOf = (areaId: string): string => COUNTRIES.find((c) => c.id === areaId)?.mobileCode ?? '225';

export const countryCurrency = (areaId: string): string => COUNTRIES.find((c) => c.id === areaId)?.currency ?? 'XOF';
