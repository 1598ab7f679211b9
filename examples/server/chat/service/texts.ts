// What the robot and the system say to the user, in the three languages (spec §6 "Customer
// service: human and robot"; DESIGN.md §7: variation as data). French as written in Côte d'Ivoire.
import type { LanguageCode } from '../../../../src/contract/envelope.js';

export type ServiceText = Readonly<Record<LanguageCode, string>>;

export const SERVICE_TEXTS = {
  robotName: { cn: '智能客服小助手', en: 'Help assistant', fr: 'Assistant d’aide' },
  greeting: {
    cn: '您好！我是智能客服小助手。请描述您的问题，或点击下面的常见问题。需要人工服务时，随时可以转人工。',
    en: 'Hello! I am the help assistant. Tell me what you need, or tap a common question below. You can ask for a person at any time.',
    fr: 'Bonjour ! Je suis l’assistant d’aide. Dites-moi ce qu’il vous faut, ou touchez une question fréquente ci-dessous. Vous pouvez demander un conseiller à tout moment.',
  },
  /** Below the confidence threshold (robot-index.ts): the question goes to a person. */
  handOver: {
    cn: '抱歉，我没有找到答案。已为您转接人工客服，请稍候。',
    en: 'Sorry, I could not find an answer. I am passing your question to a person, please wait a moment.',
    fr: 'Désolé, je n’ai pas trouvé de réponse. Je transmets votre question à un conseiller, merci de patienter un instant.',
  },
  /** A picture in the robot's part of the conversation: the robot cannot read it. */
  pictureHandOver: {
    cn: '我无法识别图片，已为您转接人工客服，请稍候。',
    en: 'I cannot read pictures. I am passing your conversation to a person, please wait a moment.',
    fr: 'Je ne sais pas lire les images. Je transmets votre conversation à un conseiller, merci de patienter un instant.',
  },
} as const satisfies Record<string, ServiceText>;

export const serviceText = (key: keyof typeof SERVICE_TEXTS, language: LanguageCode): string => SERVICE_TEXTS[key][language];
