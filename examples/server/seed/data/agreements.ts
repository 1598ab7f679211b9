// Agreements (spec §3 "Agreement: agreementId, title, filePath"): titles in the three languages and
// a short HTML page per language, written under uploads/seed/agreements by the seed.
import { n, type Names } from '../names.js';

export interface AgreementSeed {
  id: number;
  slug: string;
  titles: Names;
  /** Paragraphs per language. */
  body: Readonly<Record<keyof Names, readonly string[]>>;
}

export const AGREEMENTS: readonly AgreementSeed[] = [
  {
    id: 1, slug: 'user-agreement',
    titles: n('用户协议', 'User Agreement', "Conditions générales d'utilisation"),
    body: {
      cn: ['使用本平台即表示您同意遵守当地法律，只发布真实、合法的信息。', '请勿发布虚假、欺诈或侵犯他人权利的内容；平台可删除违规信息并限制账户。'],
      en: ['By using the marketplace you agree to follow local law and to publish only true and lawful listings.', 'Do not publish false, fraudulent or infringing content; we may remove listings that break these rules and restrict the account.'],
      fr: ["En utilisant la plateforme, vous acceptez de respecter la loi locale et de ne publier que des annonces véridiques et licites.", 'Ne publiez aucun contenu faux, frauduleux ou contrefaisant ; nous pouvons retirer les annonces contraires et restreindre le compte.'],
    },
  },
  {
    id: 2, slug: 'privacy-policy',
    titles: n('隐私政策', 'Privacy Policy', 'Politique de confidentialité'),
    body: {
      cn: ['我们只收集提供服务所需的信息：手机号、邮箱、发布的内容和设备信息。', '您的联系方式仅在您选择公开时向其他用户显示。您可以随时申请注销账户。'],
      en: ['We collect only what the service needs: phone number, e-mail, the listings you publish and device information.', 'Your contact details are shown to other users only where you choose to publish them. You may ask to delete your account at any time.'],
      fr: ['Nous ne collectons que le nécessaire : numéro de téléphone, e-mail, vos annonces et les informations de l’appareil.', 'Vos coordonnées ne sont visibles que là où vous choisissez de les publier. Vous pouvez demander la suppression de votre compte à tout moment.'],
    },
  },
  {
    id: 3, slug: 'publishing-rules',
    titles: n('信息发布规则', 'Publishing Rules', 'Règles de publication'),
    body: {
      cn: ['每条信息须包含真实的标题、描述和图片（最多6张）。', '敏感词会在发布前标红，须修改后才能继续。'],
      en: ['Each listing needs a true title, description and pictures (at most 6).', 'Sensitive words are marked in red before publishing and must be edited before you continue.'],
      fr: ['Chaque annonce doit comporter un titre, une description et des photos véridiques (6 au maximum).', 'Les mots sensibles sont signalés en rouge avant publication et doivent être modifiés pour continuer.'],
    },
  },
  {
    id: 4, slug: 'membership-terms',
    titles: n('会员服务协议', 'Membership Terms', "Conditions de l'abonnement"),
    body: {
      cn: ['会员等级决定可发布的条数和可同时发布的国家数。', '会员不可降级购买；已支付的费用不予退还，法律另有规定的除外。'],
      en: ['Your membership level decides how many listings you may publish and in how many countries at once.', 'A membership below your current level cannot be bought; payments are not refunded except where the law requires.'],
      fr: ["Votre niveau d'abonnement fixe le nombre d'annonces et de pays de publication simultanée.", "Un abonnement inférieur au niveau actuel ne peut pas être acheté ; les paiements ne sont pas remboursés sauf obligation légale."],
    },
  },
  {
    // Air express (spec §2 /sea privacy): what the sender accepts before a parcel is made.
    id: 5, slug: 'air-express-carriage',
    titles: n('航空快递运输与隐私协议', 'Air Express Carriage and Privacy Terms', 'Conditions de transport et de confidentialité du fret aérien'),
    body: {
      cn: [
        '禁寄物品：锂电池及含电池的设备、液体、膏体、粉末、易燃易爆物品、压缩气体、武器、药品、现金和贵金属、动植物及其制品、假冒商品，以及出发国或目的国法律禁止的任何物品。我们在仓库收件时会检查包裹，禁寄物品将被退回并由您承担费用。',
        '申报价值与海关：您申报的品名、数量和价值必须真实。申报价值用于海关申报和保险。目的国可能征收关税和税费，由收件人在清关时支付。虚假申报可能导致包裹被海关扣留或没收。',
        '保险：每个包裹均按申报价值的1%投保。丢失或损坏时，赔偿以申报价值为上限。',
        '计费重量：我们按实际重量与体积重量（长×宽×高（厘米）÷6000）中较大者计费，向上取整到0.5公斤，且不低于航线的最低计费重量。仓库称重后若重量或尺寸超出申报，须在包裹发出前补缴差额；若低于申报，不退差额。',
        '个人信息：寄件人和收件人的姓名、电话和地址，以及物品描述和价值，会提供给航空公司、出发国和目的国海关以及派送快递员，仅用于清关、运输和派送。我们不会将其用于广告，也不会出售。',
        '保存期限：包裹信息在送达后保存三年，以满足海关和会计要求，之后删除。您可以随时在地址簿中删除地址；已寄出包裹中的地址副本保留至上述期限结束。',
      ],
      en: [
        'What may not be sent: lithium batteries and devices containing them, liquids, pastes, powders, flammable or explosive goods, compressed gases, weapons, medicines, cash and precious metals, animals, plants and their products, counterfeit goods, and anything the law of the departure or destination country forbids. Parcels are checked when the warehouse receives them; forbidden goods are returned at your cost.',
        'Declared value and customs: the name, quantity and value you declare must be true. The declared value is used for the customs declaration and for insurance. The destination country may charge duties and taxes, paid by the receiver at customs clearance. A false declaration may get the parcel held or seized by customs.',
        'Insurance: every parcel is insured for 1 % of its declared value. In case of loss or damage, compensation is limited to the declared value.',
        'Chargeable weight: you pay for the larger of the actual weight and the volumetric weight (length × width × height in cm ÷ 6000), rounded up to 0.5 kg and never below the route\'s minimum. If the warehouse finds the parcel heavier or bigger than declared, the difference must be paid before it departs; a lighter parcel is not refunded.',
        'Personal data: the names, phone numbers and addresses of the sender and the receiver, with the description and value of the goods, are given to the airline, to the customs of the departure and destination countries and to the delivering courier, only to clear, carry and deliver the parcel. They are never used for advertising nor sold.',
        'How long it is kept: parcel records are kept for three years after delivery, as customs and accounting rules require, then deleted. You may delete an address from your address book at any time; the copy in a parcel already sent is kept until the end of that period.',
      ],
      fr: [
        'Ce qui ne peut pas être envoyé\u00a0: les batteries au lithium et les appareils qui en contiennent, les liquides, pâtes et poudres, les produits inflammables ou explosifs, les gaz comprimés, les armes, les médicaments, l’argent liquide et les métaux précieux, les animaux, les plantes et leurs produits, les contrefaçons, et tout ce que la loi du pays de départ ou d’arrivée interdit. Les colis sont contrôlés à leur réception à l’entrepôt\u00a0; les marchandises interdites sont renvoyées à vos frais.',
        'Valeur déclarée et douane\u00a0: la désignation, la quantité et la valeur que vous déclarez doivent être exactes. La valeur déclarée sert à la déclaration en douane et à l’assurance. Le pays de destination peut percevoir des droits et taxes, payés par le destinataire au dédouanement. Une fausse déclaration peut entraîner la retenue ou la saisie du colis par la douane.',
        'Assurance\u00a0: chaque colis est assuré pour 1\u00a0% de sa valeur déclarée. En cas de perte ou d’avarie, l’indemnisation est limitée à la valeur déclarée.',
        'Poids facturé\u00a0: vous payez le plus élevé du poids réel et du poids volumétrique (longueur × largeur × hauteur en cm ÷ 6000), arrondi au demi-kilo supérieur et jamais en dessous du minimum de la ligne. Si l’entrepôt trouve le colis plus lourd ou plus grand que déclaré, la différence est à payer avant son départ\u00a0; un colis plus léger n’est pas remboursé.',
        'Données personnelles\u00a0: les noms, téléphones et adresses de l’expéditeur et du destinataire, avec la description et la valeur des marchandises, sont transmis à la compagnie aérienne, aux douanes des pays de départ et d’arrivée et au livreur, uniquement pour dédouaner, transporter et livrer le colis. Ils ne servent jamais à la publicité et ne sont jamais vendus.',
        'Durée de conservation\u00a0: les données d’un colis sont conservées trois ans après la livraison, comme l’exigent les règles douanières et comptables, puis supprimées. Vous pouvez supprimer une adresse de votre carnet à tout moment\u00a0; la copie figurant dans un colis déjà envoyé est conservée jusqu’à la fin de cette durée.',
      ],
    },
  },
];

export const agreementPath = (slug: string, language: string) => `/uploads/seed/agreements/${slug}.${language}.html`;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small standalone HTML page of one agreement in one language. */
export function agreementHtml(a: AgreementSeed, language: keyof Names): string {
  const lang = language === 'cn' ? 'zh' : language;
  const paragraphs = a.body[language].map((p) => `<p>${escape(p)}</p>`).join('\n');
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escape(a.titles[language])}</title></head>\n<body><h1>${escape(a.titles[language])}</h1>\n${paragraphs}\n</body></html>\n`;
}
