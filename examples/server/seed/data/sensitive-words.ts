// The development lists of sensitive words (operators edit the real ones): what a classifieds site
// in West Africa refuses in a listing, in each interface language: scams, weapons, drugs,
// counterfeits and forged papers, trafficking, gambling. Matching ignores case, accents and the
// Chinese script variant (examples/server/words/fold.ts), so each word is written once.
import type { SensitiveWord } from '../../words/word-matcher.js';

const list = (language: SensitiveWord['language'], words: readonly string[]): SensitiveWord[] => words.map((word) => ({ language, word }));

export const SENSITIVE_WORDS: readonly SensitiveWord[] = [
  ...list('fr', ['arnaque', 'escroquerie', 'arme à feu', 'munitions', 'cocaïne', 'héroïne', 'contrefaçon', 'faux billets', 'faux papiers', 'trafic d’organes']),
  ...list('en', ['scam', 'firearm', 'ammunition', 'cocaine', 'heroin', 'counterfeit', 'fake banknotes', 'fake passport', 'organ trafficking']),
  ...list('cn', ['诈骗', '枪支', '弹药', '毒品', '海洛因', '假货', '假钞', '假护照', '器官买卖', '赌博']),
];
