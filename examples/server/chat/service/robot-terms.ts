// How the robot cuts a text into search terms (robot-index.ts), the same for the articles and
// the question: letters folded (src/i18n/fold-letters.ts: case and accents, so "recu" finds
// "reçu"), words of letters and digits, Chinese (which has no spaces) as overlapping character
// pairs, and the little words every question has ("how", "comment", "怎么") dropped, so
// that "matched half the question" means half of what the question is about.
import { foldLetters } from '../../../../src/i18n/fold-letters.js';

const HAN = /\p{Script=Han}/u;
const RUNS = /\p{Script=Han}+|[\p{L}\p{N}]+/gu;

/** Words that say nothing about the subject, per language, folded (variation as data). */
const STOP_WORDS: ReadonlySet<string> = new Set([
  // en
  'a', 'an', 'the', 'i', 'my', 'me', 'you', 'your', 'is', 'are', 'am', 'be', 'do', 'does', 'did', 'can', 'could', 'how', 'what', 'why', 'when',
  'where', 'which', 'who', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'it', 'this', 'that', 'with', 'not', 'no', 'please', 'hello', 'hi', 'from', 'at', 'by', 'there',
  // fr
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'de', 'du', 'd', 'je', 'j', 'me', 'm', 'mon', 'ma', 'mes', 'tu', 'vous', 'votre', 'vos', 'est', 'et', 'ou',
  'a', 'au', 'aux', 'en', 'pour', 'par', 'sur', 'dans', 'que', 'qu', 'qui', 'quoi', 'comment', 'pourquoi', 'quand', 'ne', 'pas', 'ce', 'cet', 'cette',
  'il', 'elle', 'on', 'se', 's', 'n', 'c', 'y', 'svp', 'bonjour', 'quel', 'quelle', 'faire', 'fait', 'avec',
  // cn (character pairs)
  '怎么', '么办', '如何', '什么', '为什', '我的', '请问', '你好', '可以', '一下', '是否',
]);

/** Character pairs of a run of Chinese characters (a single character stays one term). */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

/** The search terms of `text`, in order (duplicates kept: the index counts them). */
export function robotTerms(text: string): string[] {
  const runs = foldLetters(text).match(RUNS) ?? [];
  return runs.flatMap((run) => (HAN.test(run) ? pairs(run) : [run])).filter((t) => !STOP_WORDS.has(t));
}
