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
