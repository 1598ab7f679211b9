// Finds an operator's sensitive words in a text (spec §5 "Sensitive text ... must be edited"):
// Aho-Corasick (modern-ahocorasick) over the folded text (fold.ts), so one pass finds every word
// of the three languages' lists however the text is cased, accented or written (simplified or
// traditional). A word in a spaced script must stand alone ("arme" is not found in "armée" or
// "armoire"); a Chinese word is found anywhere, Chinese having no spaces between words.
import AhoCorasick from 'modern-ahocorasick';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { fold, foldChar } from './fold.js';

export interface SensitiveWord {
  language: LanguageCode;
  word: string;
}

export interface WordHit {
  /** The list's word that matched. */
  word: string;
  /** What the text holds there, as typed, and where: UTF-16 offsets, end exclusive. */
  found: string;
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
/** A letter or digit of a script that separates words with spaces: a match must not touch one. */
const spaced = (ch: string | undefined) => ch !== undefined && WORD_CHAR.test(ch) && !HAN.test(ch);

export interface WordMatcher {
  find(text: string): WordHit[];
}

export function createWordMatcher(words: readonly SensitiveWord[]): WordMatcher {
  // Folded pattern -> the list's spelling (first one wins: two spellings that fold alike are one word).
  const byPattern = new Map<string, string>();
  for (const w of words) {
    const pattern = [...w.word.trim()].map(foldChar).join('');
    if (pattern && !byPattern.has(pattern)) byPattern.set(pattern, w.word.trim());
  }
  const automaton = byPattern.size > 0 ? new AhoCorasick([...byPattern.keys()]) : null;
  return {
    find(text) {
      if (!automaton || !text) return [];
      const folded = fold(text);
      const hits: WordHit[] = [];
      for (const m of automaton.search(folded.text, { strategy: 'leftmost-longest' })) {
        const before = [...folded.text.slice(0, m.start)].at(-1);
        const after = [...folded.text.slice(m.end)][0];
        const first = [...m.pattern][0];
        const last = [...m.pattern].at(-1);
        if ((spaced(first) && spaced(before)) || (spaced(last) && spaced(after))) continue;
        const start = folded.at[m.start] ?? 0;
        const end = folded.at[m.end] ?? text.length;
        hits.push({ word: byPattern.get(m.pattern) ?? m.pattern, found: text.slice(start, end), start, end });
      }
      return hits;
    },
  };
}
