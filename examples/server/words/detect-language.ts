// The language a listing is written in, guessed from its text (CheckWordAndOriginal's
// originalLanguageId, spec §1 "original language"): Chinese when a fair share of its letters are
// Han characters; French when it has French accents or more French than English small words;
// else English. A text with no letters keeps the caller's language.
import type { LanguageCode } from '../../../src/contract/envelope.js';

const FRENCH_ACCENTS = /[àâçéèêëîïôûùüÿœæ]/giu;
const FRENCH_WORDS = new Set(['le', 'la', 'les', 'des', 'une', 'un', 'est', 'et', 'pour', 'avec', 'dans', 'sur', 'du', 'de', 'à', 'au', 'aux', 'pas', 'très', 'vous']);
const ENGLISH_WORDS = new Set(['the', 'and', 'for', 'with', 'is', 'in', 'of', 'to', 'a', 'an', 'on', 'at', 'this', 'very', 'you', 'are', 'from']);

export function detectLanguage(text: string, fallback: LanguageCode): LanguageCode {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return fallback;
  if (han / letters >= 0.3) return 'cn';
  const words = text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
  const french = words.filter((w) => FRENCH_WORDS.has(w)).length + (text.match(FRENCH_ACCENTS)?.length ?? 0);
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  if (french > english) return 'fr';
  return english > 0 ? 'en' : fallback;
}
