// What stands in for a missing company logo: the name's initials on a colour of its own (no image
// request; the same name always gets the same colour, so a company is recognised across lists).
// Pure: unit tested.

/** Scripts written without spaces between words, where one character already names the company. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A word starts with a letter or a digit ("3F Services", "BTP Lagunes"); "&", "-" and "(" do not count. */
const WORD_START = /^[\p{L}\p{N}]/u;

/** 1–2 letters: the first letters of the first two words, upper case; a CJK name: its first character. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s\-–—_/.,&()'’]+/u).filter((w) => WORD_START.test(w));
  const first = words[0];
  if (!first) return '';
  const head = Array.from(first)[0]!;
  if (CJK.test(head)) return head;
  const second = words[1];
  const tail = second && !CJK.test(Array.from(second)[0]!) ? Array.from(second)[0]! : '';
  return (head + tail).toLocaleUpperCase();
}

/**
 * Dark enough behind white bold text (contrast at least 4.5:1, WCAG AA): blue, emerald, violet,
 * red, amber, cyan, pink, olive, orange, slate.
 */
export const LOGO_COLOURS: readonly string[] = [
  '#1d4ed8', '#047857', '#6d28d9', '#b91c1c', '#92400e', '#0e7490', '#be185d', '#3f6212', '#9a3412', '#334155',
];

/** The name's colour: a stable hash (FNV-1a over its code points) into LOGO_COLOURS. */
export function logoColourOf(name: string): string {
  let h = 0x811c9dc5;
  for (const ch of name.trim()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return LOGO_COLOURS[h % LOGO_COLOURS.length]!;
}
