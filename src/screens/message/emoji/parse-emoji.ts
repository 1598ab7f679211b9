// Emoji codes in message text (spec §1 "emoji codes in square brackets replaced by small inline
// images"): the text cut into plain runs and emoji, and the codes written the stored way. A
// bracketed word that names no emoji ("[Photo]", "[1]") stays text.
import { emojiByName, emojiCode, type Emoji } from './emoji-table.js';

export type Segment = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: Emoji; code: string };

/** A bracketed name: no brackets or line breaks inside, at most 24 characters. */
const CODE = /\[([^[\]\n]{1,24})\]/g;

export function parseEmoji(text: string): Segment[] {
  const out: Segment[] = [];
  let from = 0;
  const pushText = (to: number) => {
    if (to <= from) return;
    const last = out[out.length - 1];
    const piece = text.slice(from, to);
    if (last?.kind === 'text') last.text += piece;
    else out.push({ kind: 'text', text: piece });
  };
  for (const m of text.matchAll(CODE)) {
    const emoji = emojiByName(m[1]!);
    if (!emoji) continue;
    pushText(m.index);
    out.push({ kind: 'emoji', emoji, code: m[0] });
    from = m.index + m[0].length;
  }
  pushText(text.length);
  return out;
}

/** The text with every emoji code in its stored form ("[Sourire]" becomes "[微笑]"). */
export const canonicalEmoji = (text: string): string =>
  text.replace(CODE, (whole, name: string) => {
    const emoji = emojiByName(name);
    return emoji ? emojiCode(emoji) : whole;
  });

/** Whether the text holds anything but emoji codes and spaces (a bubble of only emoji shows them larger). */
export const onlyEmoji = (segments: readonly Segment[]): boolean =>
  segments.length > 0 && segments.every((s) => s.kind === 'emoji' || s.text.trim() === '') && segments.some((s) => s.kind === 'emoji');

/**
 * The composer's text with `insert` put in place of the selection [start, end), and where the
 * caret goes after it.
 */
export function insertAt(value: string, start: number, end: number, insert: string): { value: string; caret: number } {
  const a = Math.max(0, Math.min(start, value.length));
  const b = Math.max(a, Math.min(end, value.length));
  return { value: value.slice(0, a) + insert + value.slice(b), caret: a + insert.length };
}
