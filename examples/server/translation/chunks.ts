// Splits a text into pieces a translation request may carry (spec §9: 500 characters a request).
// Pieces end where the text breaks naturally — after a closing block tag in HTML, at a line or a
// sentence end, at a space — and never inside a tag or an entity, so each piece is valid on its
// own and the provider sees whole sentences. Joining the pieces gives the text back exactly.

/** spec §9 "Translation: 500 characters per request". */
export const TRANSLATION_CHUNK = 500;

/** Where a piece may end, best first: after a block's end, a line end, a sentence end, a space. */
const BREAKS: readonly RegExp[] = [
  /<\/(?:p|div|h[2-6]|li|ul|ol|blockquote|pre|table|figure)>|<br\s*\/?>|<hr\s*\/?>/gi,
  /\n/g,
  /[.!?。！？;；](?=\s|$)|[。！？；]/g,
  /\s/g,
];

/** The last break in text[0..limit] (its end offset), or -1. Tags and entities are never cut. */
function lastBreak(text: string, limit: number): number {
  const window = text.slice(0, limit);
  for (const re of BREAKS) {
    let best = -1;
    for (const m of window.matchAll(re)) {
      const end = m.index + m[0].length;
      if (end > 0 && end <= limit && !insideMarkup(text, end)) best = end;
    }
    if (best > 0) return best;
  }
  return -1;
}

/** True when offset `at` falls inside "<…>" or "&…;". */
function insideMarkup(text: string, at: number): boolean {
  const open = text.lastIndexOf('<', at - 1);
  if (open !== -1 && text.lastIndexOf('>', at - 1) < open) return true;
  const amp = text.lastIndexOf('&', at - 1);
  return amp !== -1 && /^&[#\w]{0,10}$/.test(text.slice(amp, at));
}

/** A safe cut at or before `limit` when no natural break exists: before an open tag or entity. */
function hardCut(text: string, limit: number): number {
  let cut = limit;
  while (cut > 1 && insideMarkup(text, cut)) cut--;
  // A tag longer than the limit cannot be split validly: send it whole rather than break it.
  if (cut <= 1) return Math.max(limit, text.indexOf('>') + 1);
  // Never split a surrogate pair (emoji): the provider would see half a character.
  const code = text.charCodeAt(cut - 1);
  return code >= 0xd800 && code <= 0xdbff ? cut - 1 : cut;
}

export function splitForTranslation(text: string, limit = TRANSLATION_CHUNK): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const at = lastBreak(rest, limit);
    const cut = at > 0 ? at : hardCut(rest, limit);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest !== '' || pieces.length === 0) pieces.push(rest);
  return pieces;
}
