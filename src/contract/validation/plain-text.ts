// The plain text of a listing body (spec §3 content is HTML; §5 "content 20 to 10,000" counts what
// the reader sees, not the markup). ONE implementation for the app's form (contentSchema, the
// editor's counter) and the reference server (the stored `plain` column, the word check), so a text
// the form accepts is never refused by the server for its length, and the reverse. DOM-free: it
// runs in Node, in the worker and on the page alike.

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A numeric reference's character, or a blank for one that names no character (0, surrogates, beyond U+10FFFF). */
function fromCodePoint(n: number): string {
  return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : ' ';
}

/**
 * Text of an HTML fragment: scripts and style sheets dropped with their content, every tag
 * replaced by a blank (a block's end separates words), the entities an editor or a serializer
 * writes decoded (&amp; &lt; &gt; &quot; &apos; &nbsp;, decimal and hex references; other names
 * stay as written), every run of whitespace one space, the ends trimmed.
 */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi, (_m, dec?: string, hex?: string, name?: string) =>
      dec !== undefined ? fromCodePoint(Number(dec)) : hex !== undefined ? fromCodePoint(parseInt(hex, 16)) : NAMED[name!.toLowerCase()] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Length of the plain text, in UTF-16 code units as String#length counts them (both sides agree). */
export const plainLength = (html: string): number => htmlToPlain(html).length;
