// A help text shown in the console's language: that language's, else English (the app's fallback
// too, usercenter/help.ts), else whichever is written.
import type { HelpTexts } from '../../../src/contract/console-help.js';

export const textOf = (texts: HelpTexts, language: string): string =>
  texts[language as keyof HelpTexts] || texts.en || texts.fr || texts.cn;
