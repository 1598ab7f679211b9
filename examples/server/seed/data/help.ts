// Help and service content (spec §2 serviceAndHelp: menu list, common problem list, problem
// details) in cn, en and fr. Answers are short HTML (paragraphs and lists) and follow the rules the
// product really applies (spec §4, §5, §9): code validity, lock and deletion, publish limits, review
// times. The help handlers sanitize them again on output.
import { n, type Names } from '../names.js';

export interface HelpProblemSeed {
  title: Names;
  content: Names;
}

export interface HelpMenuSeed {
  id: number;
  name: Names;
  problems: readonly HelpProblemSeed[];
}

export const HELP_MENUS: readonly HelpMenuSeed[] = [
  {
    id: 1,
    name: n('账户与登录', 'Account and login', 'Compte et connexion'),
    problems: [
      {
        title: n('收不到验证码怎么办？', 'I did not receive the verification code', "Je n'ai pas reçu le code de vérification"),
        content: n(
          '<p>请确认手机号码和区号填写正确，并检查短信是否被拦截。</p><ul><li>验证码15分钟内有效。</li><li>60秒后可以重新获取。</li><li>短时间内多次获取会被暂时限制，请几分钟后再试。</li></ul>',
          '<p>Check that the phone number and the area code are right, and that the message was not filtered as spam.</p><ul><li>A code is valid for 15 minutes.</li><li>You can ask for a new one after 60 seconds.</li><li>After many requests in a short time, sending is paused for a few minutes.</li></ul>',
          "<p>Vérifiez le numéro et l'indicatif, et que le message n'a pas été classé en indésirable.</p><ul><li>Un code est valable 15 minutes.</li><li>Vous pouvez en demander un nouveau après 60 secondes.</li><li>Après de nombreuses demandes rapprochées, l'envoi est suspendu quelques minutes.</li></ul>",
        ),
      },
      {
        title: n('忘记密码怎么办？', 'I forgot my password', "J'ai oublié mon mot de passe"),
        content: n(
          '<p>在登录页点击“忘记密码”，通过手机号或邮箱接收验证码后设置新密码。</p><p>新密码至少6个字符，开头和结尾不能有空格。重置后，其他设备上的登录会全部退出。</p>',
          '<p>On the login page choose “Forgot password”, receive a code by phone or e-mail and set a new password.</p><p>The password needs at least 6 characters, without spaces at the start or end. After a reset, every other device is logged out.</p>',
          '<p>Sur la page de connexion, choisissez « Mot de passe oublié », recevez un code par téléphone ou e-mail et choisissez un nouveau mot de passe.</p><p>Il faut au moins 6 caractères, sans espace au début ni à la fin. Après la réinitialisation, les autres appareils sont déconnectés.</p>',
        ),
      },
      {
        title: n('锁定账户和注销账户有什么区别？', 'What is the difference between locking and deleting my account?', 'Quelle différence entre verrouiller et supprimer mon compte ?'),
        content: n(
          '<p><strong>锁定</strong>会立即退出所有设备；您再次登录并确认后即可解锁。</p><p><strong>注销</strong>提交后将在7个工作日内生效。在此之前重新登录即可撤销注销申请。</p>',
          '<p><strong>Locking</strong> logs you out of every device at once; logging in again (and confirming) unlocks the account.</p><p><strong>Deleting</strong> takes effect within 7 working days. Logging in again before then cancels the request.</p>',
          '<p><strong>Verrouiller</strong> déconnecte immédiatement tous vos appareils ; il suffit de vous reconnecter (et de confirmer) pour déverrouiller.</p><p><strong>Supprimer</strong> prend effet sous 7 jours ouvrés. Vous reconnecter avant ce délai annule la demande.</p>',
        ),
      },
      {
        title: n('如何查看和移除登录设备？', 'How do I see and remove my logged-in devices?', 'Comment voir et retirer mes appareils connectés ?'),
        content: n(
          '<p>进入“设置 → 账户与安全 → 设备管理”，可以看到所有已登录的设备。点击其他设备的“移除”即可让它退出登录。</p><p>如发现陌生设备，请移除它并立即修改密码。</p>',
          '<p>Open Settings → Account and security → Device management to see every device that is logged in. Remove another device to log it out.</p><p>If you see a device you do not know, remove it and change your password at once.</p>',
          '<p>Ouvrez Paramètres → Compte et sécurité → Gestion des appareils pour voir les appareils connectés. Retirez un autre appareil pour le déconnecter.</p><p>Si un appareil vous est inconnu, retirez-le et changez immédiatement votre mot de passe.</p>',
        ),
      },
    ],
  },
  {
    id: 2,
    name: n('发布信息', 'Publishing listings', 'Publier une annonce'),
    problems: [
      {
        title: n('发布信息有哪些要求？', 'What does a listing need?', "Que faut-il pour publier une annonce ?"),
        content: n(
          '<ul><li>标题3到200个字符。</li><li>内容20到10,000个字符。</li><li>最多6张图片（jpg、png），每张不超过2 MB，较大的图片会自动压缩。</li><li>联系方式必填，最多3个电话号码。</li></ul>',
          '<ul><li>A title of 3 to 200 characters.</li><li>A description of 20 to 10,000 characters.</li><li>Up to 6 pictures (jpg or png), 2 MB each; larger pictures are compressed for you.</li><li>Contact details, with at most 3 phone numbers.</li></ul>',
          '<ul><li>Un titre de 3 à 200 caractères.</li><li>Une description de 20 à 10 000 caractères.</li><li>Jusqu’à 6 photos (jpg ou png) de 2 Mo chacune ; les plus grandes sont compressées automatiquement.</li><li>Des coordonnées, avec au plus 3 numéros de téléphone.</li></ul>',
        ),
      },
      {
        title: n('为什么我的信息被要求修改？', 'Why am I asked to edit my text?', 'Pourquoi dois-je modifier mon texte ?'),
        content: n(
          '<p>发布前系统会检查敏感词。标红的文字需要修改后才能继续。</p><p>请勿发布虚假、违法或侵犯他人权利的内容，违规信息会被删除。</p>',
          '<p>Before publishing, the text is checked for sensitive words. Words marked in red must be edited before you can continue.</p><p>Do not publish false, unlawful or infringing content: such listings are removed.</p>',
          '<p>Avant publication, le texte est vérifié. Les mots marqués en rouge doivent être modifiés pour continuer.</p><p>Ne publiez aucun contenu faux, illicite ou contrefaisant : ces annonces sont retirées.</p>',
        ),
      },
      {
        title: n('可以同时发布到多个国家吗？', 'Can I publish in several countries at once?', 'Puis-je publier dans plusieurs pays à la fois ?'),
        content: n(
          '<p>可以，可发布的国家数量取决于您的会员等级。选择多个国家时，城市会被清空。</p><p>超过允许的数量时会提示“超出发布国家数量”，可升级会员获得更多国家。</p>',
          '<p>Yes. How many countries you may choose depends on your membership level; with several countries the city is cleared.</p><p>Beyond the allowed number you will see “Exceeded the limit of countries for publishing”; a higher membership allows more.</p>',
          '<p>Oui. Le nombre de pays dépend de votre niveau d’adhésion ; avec plusieurs pays, la ville est effacée.</p><p>Au-delà du nombre permis, un message vous l’indique ; une adhésion supérieure en autorise davantage.</p>',
        ),
      },
    ],
  },
  {
    id: 3,
    name: n('会员与支付', 'Membership and payment', 'Adhésion et paiement'),
    problems: [
      {
        title: n('会员有什么好处？', 'What does a membership give me?', 'Que m’apporte une adhésion ?'),
        content: n(
          '<p>会员可获得更多发布次数、可同时发布到更多国家，并可查看部分联系方式。企业会员还可以发布招聘信息。</p><p>不能购买低于当前等级的会员。</p>',
          '<p>Members get more publishing chances, can publish in more countries at once and can see more contact details. Enterprise members can also publish job offers.</p><p>A membership lower than your current level cannot be bought.</p>',
          '<p>Les membres ont plus de publications, peuvent publier dans plus de pays et voir davantage de coordonnées. Les membres entreprise peuvent aussi publier des offres d’emploi.</p><p>Une adhésion inférieure à votre niveau actuel ne peut pas être achetée.</p>',
        ),
      },
      {
        title: n('发布次数不足怎么办？', 'My publishing chances have run out', 'Je n’ai plus de publications disponibles'),
        content: n(
          '<p>每次发布会消耗一次发布机会。次数不足时，可以在“增值服务”中购买发布套餐，或升级会员。</p>',
          '<p>Each listing uses one publishing chance. When none are left, buy a package under Value-added services or upgrade your membership.</p>',
          '<p>Chaque annonce utilise une publication. Quand il n’en reste plus, achetez un forfait dans Services à valeur ajoutée ou passez à une adhésion supérieure.</p>',
        ),
      },
      {
        title: n('付款后订单仍显示未支付？', 'I paid but the order still shows unpaid', 'J’ai payé mais la commande reste impayée'),
        content: n(
          '<p>支付结果可能需要几分钟才能确认，请稍后在“账单”中刷新查看。</p><p>如超过一小时仍未更新，请通过“意见反馈”联系我们，并附上付款凭证截图。</p>',
          '<p>A payment can take a few minutes to be confirmed; refresh your Bills a little later.</p><p>If nothing changed after an hour, contact us through Feedback with a screenshot of the payment receipt.</p>',
          '<p>La confirmation d’un paiement peut prendre quelques minutes ; actualisez vos Factures un peu plus tard.</p><p>Sans changement après une heure, contactez-nous via Avis et suggestions avec une capture du reçu.</p>',
        ),
      },
    ],
  },
  {
    id: 4,
    name: n('安全与信任', 'Safety and trust', 'Sécurité et confiance'),
    problems: [
      {
        title: n('如何安全交易？', 'How do I trade safely?', 'Comment échanger en toute sécurité ?'),
        content: n(
          '<ul><li>尽量当面查看商品或房屋后再付款。</li><li>不要提前支付定金给陌生人。</li><li>不要向任何人透露验证码或密码，平台工作人员不会索要。</li></ul>',
          '<ul><li>See the item or the property in person before paying.</li><li>Never send a deposit to someone you have not met.</li><li>Never share a verification code or your password: our staff will never ask for them.</li></ul>',
          '<ul><li>Voyez le bien ou le logement en personne avant de payer.</li><li>N’envoyez jamais d’acompte à un inconnu.</li><li>Ne communiquez jamais un code de vérification ni votre mot de passe : notre équipe ne les demande jamais.</li></ul>',
        ),
      },
      {
        title: n('个人认证和企业认证需要什么？', 'What do personal and enterprise authentication need?', 'Que faut-il pour l’authentification personnelle et entreprise ?'),
        content: n(
          '<p>个人认证需要真实姓名、证件类型和号码、地址以及证件附件。企业认证需先完成个人认证，并提供营业执照等资料。</p><p>附件支持pdf、doc、docx（不超过5 MB）或图片（不超过2 MB）。审核将在24小时内完成。</p>',
          '<p>Personal authentication needs your real name, the type and number of an identity paper, your address and a copy of the paper. Enterprise authentication needs personal authentication first, then the company papers.</p><p>Attachments may be pdf, doc or docx (up to 5 MB) or pictures (up to 2 MB). The review takes at most 24 hours.</p>',
          '<p>L’authentification personnelle demande votre nom réel, le type et le numéro d’une pièce d’identité, votre adresse et une copie de la pièce. L’authentification entreprise demande d’abord l’authentification personnelle, puis les documents de la société.</p><p>Pièces jointes : pdf, doc ou docx (5 Mo au plus) ou photos (2 Mo au plus). L’examen prend au plus 24 heures.</p>',
        ),
      },
      {
        title: n('如何举报可疑信息或用户？', 'How do I report a suspicious listing or user?', 'Comment signaler une annonce ou un utilisateur suspect ?'),
        content: n(
          '<p>请通过“意见反馈”告诉我们信息标题或用户昵称，并描述问题，可附最多6张截图。我们会尽快核实处理。</p>',
          '<p>Use Feedback to tell us the listing title or the user’s nickname and what is wrong; you may add up to 6 screenshots. We check every report.</p>',
          '<p>Utilisez Avis et suggestions pour nous indiquer le titre de l’annonce ou le pseudo de l’utilisateur et le problème ; vous pouvez joindre jusqu’à 6 captures. Chaque signalement est vérifié.</p>',
        ),
      },
    ],
  },
];
