// Text as the word check compares it (spec §5 "Sensitive text must be edited before continuing"):
// case-insensitive, accent-insensitive for French ("Arnaque" = "arnaqué" = "ARNAQUE"), and
// traditional/simplified-insensitive for Chinese ("賭博" = "赌博"). Each unit of the folded text
// remembers where it came from, so a hit is reported at its place in what the user typed.
// Only the traditional-to-simplified tables (a third of the package's import time).
import { Converter } from 'opencc-js/t2cn';
import { foldLetters } from '../../../src/i18n/fold-letters.js';

const HAN = /\p{Script=Han}/u;

// Hong Kong / Taiwan / OpenCC traditional to mainland simplified, one character at a time (a
// phrase conversion could change the length and lose the mapping back). Built on the first
// Chinese character a check meets (25–45 ms), not at the server's start.
let toSimplified: ((text: string) => string) | null = null;
const simplified = new Map<string, string>();
function simplify(ch: string): string {
  let s = simplified.get(ch);
  if (s === undefined) {
    toSimplified ??= Converter({ from: 't', to: 'cn' });
    const out = toSimplified(ch);
    s = [...out].length === 1 ? out : ch;
    simplified.set(ch, s);
  }
  return s;
}

export interface Folded {
  text: string;
  /** at[i]: index in the original of folded unit i; at[text.length] = the original's length. */
  at: number[];
}

/** One character folded as the pickers fold letters (src/i18n/fold-letters.ts), Chinese simplified. */
export function foldChar(ch: string): string {
  return foldLetters(HAN.test(ch) ? simplify(ch) : ch);
}

export function fold(original: string): Folded {
  let text = '';
  const at: number[] = [];
  let index = 0;
  for (const ch of original) {
    const out = foldChar(ch);
    text += out;
    for (let i = 0; i < out.length; i++) at.push(index);
    index += ch.length;
  }
  at.push(index);
  return { text, at };
}
