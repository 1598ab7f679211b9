// Article seeds (spec §3 "Article"): editorial guides and notes, with tags, pinned ones
// (stickyTop), some with three cover images (three-image layout, spec §2), a source name.
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { n, type Names } from '../names.js';
import { listingImage } from '../picture-paths.js';
import { t } from './common.js';
import type { LabelSeed, SeedListing, SeedModule, TagSeed } from './types.js';

const TAGS: readonly TagSeed[] = [
  t('news', n('新闻', 'News', 'Actualités')),
  t('economy', n('经济', 'Economy', 'Économie')),
  t('policy', n('政策', 'Policy', 'Politiques publiques')),
  t('property', n('房产', 'Real estate', 'Immobilier')),
  t('tech', n('科技', 'Technology', 'Technologie')),
  t('culture', n('文化', 'Culture', 'Culture')),
  t('guide', n('生活指南', 'Practical guides', 'Guides pratiques')),
];

// Articles have no label call (spec §7).
const LABELS: readonly LabelSeed[] = [];

interface Article { tag: string; area: string; title: Names; lead: Names }

const a = (tag: string, area: string, title: Names, lead: Names): Article => ({ tag, area, title, lead });

const ARTICLES: readonly Article[] = [
  a('guide', 'CIV', n('买地之前如何核实土地证', 'How to check a land title before you buy', 'Comment vérifier un titre foncier avant d’acheter'), n('在科特迪瓦买地，先核实ACD证书和地籍图。', 'In Ivory Coast, start with the ACD certificate and the cadastral plan.', "En Côte d'Ivoire, commencez par l'ACD et le plan cadastral.")),
  a('property', 'CIV', n('阿比让适合年轻家庭的五个街区', 'Five Abidjan neighbourhoods for young families', 'Cinq quartiers d’Abidjan pour les jeunes familles'), n('学校、市场和交通是首要考虑。', 'Schools, markets and transport come first.', "Écoles, marchés et transports d'abord.")),
  a('guide', 'CIV', n('移动支付安全使用小贴士', 'Mobile money: tips to pay safely', 'Mobile money : conseils pour payer en sécurité'), n('不要向陌生人透露验证码。', 'Never share your code with a stranger.', 'Ne communiquez jamais votre code à un inconnu.')),
  a('guide', 'CIV', n('雨季来临前如何检查房屋', 'Preparing your home for the rainy season', 'Préparer sa maison pour la saison des pluies'), n('屋顶、排水沟和电线是重点。', 'Roof, gutters and wiring come first.', 'Toiture, gouttières et électricité en priorité.')),
  a('property', 'CIV', n('租房需要准备哪些材料', 'What documents do you need to rent an apartment?', 'Quels documents pour louer un appartement ?'), n('身份证件、收入证明和押金是常见要求。', 'ID, proof of income and a deposit are usually asked.', "Pièce d'identité, justificatif de revenus et caution sont souvent demandés.")),
  a('economy', 'CIV', n('在科特迪瓦开小商店的成本', 'What it costs to open a small shop in Ivory Coast', "Ce que coûte l'ouverture d'une boutique en Côte d'Ivoire"), n('租金、装修、库存和营业执照的预算。', 'Budget for rent, fit-out, stock and licences.', 'Budget loyer, aménagement, stock et autorisations.')),
  a('culture', 'CIV', n('阿比让周末去哪儿', 'Where to spend a weekend around Abidjan', 'Où passer le week-end autour d’Abidjan'), n('大巴萨姆、阿西尼和邦科国家公园。', 'Grand-Bassam, Assinie and the Banco forest.', 'Grand-Bassam, Assinie et la forêt du Banco.')),
  a('tech', 'CIV', n('用手机拍出好看的房源照片', 'Taking good listing photos with your phone', 'Prendre de belles photos d’annonce avec son téléphone'), n('自然光、横屏和整洁的房间最重要。', 'Daylight, landscape mode and a tidy room matter most.', 'Lumière du jour, format paysage et pièce rangée avant tout.')),
  a('policy', 'CIV', n('外籍员工工作许可常见问题', 'Work permits for foreign staff: common questions', 'Permis de travail des salariés étrangers : questions fréquentes'), n('合同备案、体检和办理时间。', 'Contract registration, medical check and delays.', 'Visa du contrat, visite médicale et délais.')),
  a('economy', 'SEN', n('达喀尔的中小企业融资渠道', 'Financing options for small businesses in Dakar', 'Financer une PME à Dakar'), n('小额信贷、银行贷款和合作社。', 'Microcredit, bank loans and cooperatives.', 'Microcrédit, prêts bancaires et coopératives.')),
  a('guide', 'SEN', n('在塞内加尔买二手车要注意什么', 'Buying a used car in Senegal: what to check', 'Acheter une voiture d’occasion au Sénégal : les points à vérifier'), n('清关文件、里程和车况检查。', 'Customs papers, mileage and an inspection.', 'Papiers de dédouanement, kilométrage et contrôle technique.')),
  a('news', 'CIV', n('平台新增签证服务板块', 'Visa services now on the marketplace', 'Les services de visa arrivent sur la plateforme'), n('中国、法国和申根签证服务商已入驻。', 'Agencies for China, France and Schengen visas have joined.', 'Des agences pour la Chine, la France et l’espace Schengen nous rejoignent.')),
  a('news', 'CIV', n('发布信息前的安全检查', 'Safety checks before you publish', 'Vérifications de sécurité avant de publier'), n('敏感词检查帮助您避免违规。', 'The word check helps you avoid rule breaks.', 'La vérification des mots vous évite les infractions.')),
  a('economy', 'CMR', n('杜阿拉港进口流程简介', 'Importing through the port of Douala: an overview', "Importer par le port de Douala : vue d'ensemble"), n('从提单到提货的主要步骤。', 'The main steps from bill of lading to pick-up.', "Les étapes principales, du connaissement à l'enlèvement.")),
  a('culture', 'CMR', n('喀麦隆美食入门', 'A first taste of Cameroonian food', 'Premiers pas dans la cuisine camerounaise'), n('恩多莱、烤鱼和木薯棒。', 'Ndolé, grilled fish and bâtons de manioc.', 'Ndolé, poisson braisé et bâtons de manioc.')),
  a('guide', 'GHA', n('在阿克拉租房指南', 'A guide to renting in Accra', 'Guide de la location à Accra'), n('很多房东要求预付一年租金。', 'Many landlords ask for a year of rent in advance.', "Beaucoup de propriétaires demandent un an de loyer d'avance.")),
  a('tech', 'GHA', n('西非的太阳能家庭系统', 'Solar home systems in West Africa', "Les kits solaires domestiques en Afrique de l'Ouest"), n('如何选择电池容量和逆变器。', 'How to choose battery size and inverter.', "Bien choisir la batterie et l'onduleur.")),
  a('economy', 'NGA', n('拉各斯的小商品批发市场', 'Wholesale markets of Lagos', 'Les marchés de gros de Lagos'), n('不同市场的主营商品和营业时间。', 'What each market sells and when it opens.', 'Ce que vend chaque marché et ses horaires.')),
  a('guide', 'NGA', n('跨境汇款的几种方式', 'Ways to send money across borders', "Envoyer de l'argent à l'étranger : les solutions"), n('比较手续费、到账时间和限额。', 'Compare fees, delays and limits.', 'Comparez frais, délais et plafonds.')),
  a('policy', 'CHN', n('赴华商务签证材料清单', 'Checklist for a Chinese business visa', "Liste des pièces pour un visa d'affaires en Chine"), n('邀请函、护照和往来记录。', 'Invitation letter, passport and trade history.', "Lettre d'invitation, passeport et historique commercial.")),
  a('economy', 'CHN', n('义乌采购入门', 'Getting started with sourcing in Yiwu', 'Débuter ses achats à Yiwu'), n('市场分区、起订量和验货。', 'Market districts, minimum orders and inspection.', "Quartiers du marché, minimums de commande et contrôle qualité.")),
  a('guide', 'CIV', n('请保姆之前要谈清楚的事', 'What to agree on before hiring a nanny', 'Ce qu’il faut convenir avant d’embaucher une nounou'), n('工作时间、休息日、工资和试用期。', 'Hours, days off, pay and a trial period.', "Horaires, jours de repos, salaire et période d'essai.")),
  a('property', 'CIV', n('亚穆苏克罗房地产观察', 'Property notes from Yamoussoukro', 'Notes immobilières de Yamoussoukro'), n('住宅用地需求稳定，价格适中。', 'Steady demand for plots at moderate prices.', 'Demande stable de terrains à prix modérés.')),
  a('culture', 'CIV', n('学法语：从哪里开始', 'Learning French in Abidjan: where to start', 'Apprendre le français à Abidjan : par où commencer'), n('语言学校、家教和语言交换。', 'Language schools, tutors and exchanges.', 'Écoles de langue, professeurs particuliers et échanges.')),
  a('tech', 'CIV', n('小企业如何做好线上客服', 'Online customer service for small businesses', 'Le service client en ligne pour les petites entreprises'), n('及时回复、统一话术和多语言支持。', 'Reply fast, keep a consistent tone, support several languages.', 'Répondre vite, garder un ton cohérent, parler plusieurs langues.')),
  a('news', 'CIV', n('新版个人中心上线', 'The new user centre is live', 'Le nouvel espace personnel est en ligne'), n('会员、订单和优惠券集中管理。', 'Membership, orders and coupons in one place.', 'Abonnement, commandes et coupons réunis.')),
  a('guide', 'CIV', n('如何写出吸引人的房源标题', 'How to write a listing title that gets clicks', 'Rédiger un titre d’annonce qui attire'), n('写清楚户型、位置和价格亮点。', 'Say the layout, the place and what stands out.', "Indiquez la typologie, le quartier et l'atout principal.")),
  a('economy', 'CIV', n('可可季节与农村土地价格', 'The cocoa season and rural land prices', 'La saison du cacao et le prix des terres rurales'), n('产区土地交易在收获后更活跃。', 'Land deals pick up after the harvest in growing areas.', 'Les transactions reprennent après la récolte dans les zones de production.')),
  a('policy', 'SEN', n('塞内加尔居留证办理流程', 'Residence cards in Senegal: the steps', 'Carte de séjour au Sénégal : les étapes'), n('材料准备、递交和领取。', 'Preparing the file, filing and collection.', 'Constitution du dossier, dépôt et retrait.')),
  a('property', 'CIV', n('办公室选址的六个问题', 'Six questions before choosing an office', 'Six questions avant de choisir un bureau'), n('交通、停车、电力和网络。', 'Access, parking, power and internet.', 'Accès, parking, électricité et internet.')),
  a('guide', 'CIV', n('搬家清单：提前两周准备', 'Moving checklist: two weeks ahead', 'Liste de déménagement : deux semaines avant'), n('打包、过户水电和通知邮寄地址。', 'Packing, utility transfers and address changes.', 'Cartons, transfert des compteurs et changement d’adresse.')),
];

const MORE: Readonly<Record<LanguageCode, { p: string; list: [string, string, string]; end: string }>> = {
  cn: { p: '本文整理了常见做法，供您参考。', list: ['提前准备材料', '多方比较价格', '保留书面凭证'], end: '如有疑问，请联系客服。' },
  en: { p: 'Here is what usually works, as a starting point.', list: ['Prepare your documents early', 'Compare several offers', 'Keep written proof'], end: 'Questions? Contact customer service.' },
  fr: { p: 'Voici ce qui fonctionne le plus souvent, pour démarrer.', list: ['Préparez vos documents tôt', 'Comparez plusieurs offres', 'Gardez des preuves écrites'], end: 'Des questions ? Contactez le service client.' },
};

const SOURCES = ['Marketplace Editorial', 'Lagune Info', 'Sahel Hebdo', 'Africa Business Digest'];
const ORIGINALS: readonly LanguageCode[] = ['fr', 'fr', 'en', 'cn', 'fr'];

function content(item: Article, lang: LanguageCode, img: string | null): string {
  const m = MORE[lang];
  const picture = img ? `<p><img src="${img}" alt=""></p>` : '';
  return `<p><b>${item.lead[lang]}</b></p><p>${m.p}</p>${picture}<ul>${m.list.map((x) => `<li>${x}</li>`).join('')}</ul><p>${m.end}</p>`;
}

function articleSeeds(): SeedListing[] {
  return ARTICLES.map((item, i) => {
    const original = item.area === 'CHN' ? 'cn' : item.area === 'GHA' || item.area === 'NGA' ? 'en' : ORIGINALS[i % ORIGINALS.length]!;
    const covers = i % 3 === 0 ? [0, 1, 2].map((k) => listingImage('article', i + k)) : [listingImage('article', i)];
    const inline = i % 4 === 0 ? listingImage('article', i + 3) : null;
    // Editorial translations are mostly human (2); every 5th is machine (1); every 7th untranslated.
    const mode: 1 | 2 = i % 5 === 4 ? 1 : 2;
    const translations: SeedListing['translations'] = {};
    if (i % 7 !== 6) for (const lang of ['cn', 'en', 'fr'] as const) if (lang !== original) translations[lang] = mode;
    return {
      moduleKey: 'article',
      esKey: `article-${i + 1}`,
      userId: null,
      areaIds: [item.area],
      cityKey: null,
      tagKey: item.tag,
      labelKeys: [],
      original,
      translations,
      texts: { cn: { title: item.title.cn, content: content(item, 'cn', inline) }, en: { title: item.title.en, content: content(item, 'en', inline) }, fr: { title: item.title.fr, content: content(item, 'fr', inline) } },
      location: '',
      contacts: '',
      mail: '',
      phones: [],
      images: covers,
      coverImages: covers,
      attrs: {},
      stickyTop: i === 0 || i === 2 || i === 11 || i === 12,
      infoSource: `https://example.com/articles/${i + 1}`,
      infoSourceName: SOURCES[i % SOURCES.length]!,
      hoursAgo: 2 + i * 13,
    };
  });
}

export const articleSeed: SeedModule<'article'> = {
  key: 'article',
  tags: TAGS,
  labels: LABELS,
  homeTile: { names: n('资讯', 'News', 'Actualités'), descriptions: n('本地新闻与指南', 'Local news and guides', 'Actualités et guides locaux') },
  colour: [59, 130, 246],
  listings: articleSeeds,
  // Editorial: users do not publish articles (spec §2 "/article" has no publish screen).
  samplePublish: () => ({}),
};
