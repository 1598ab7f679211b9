// What HTML a listing, article or help body may carry (spec §2 details "html content"; §3 content).
// One list for both sides (DESIGN.md §4): the reference server cleans bodies on write with it
// (examples/server/listings/sanitize.ts, sanitize-html) and the app cleans them again before they
// reach the page (src/screens/kit/html-content.tsx, DOMPurify), since a partner back end may not.
// Text formatting, headings below the page's own title, lists, quotes, code, tables, pictures and
// links; nothing that runs code, styles the page, embeds another document or asks for input.

/** Elements kept. div/p/br structure lines; h1 is the page title's, so bodies start at h2. */
export const HTML_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'div',
  'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/**
 * Attributes kept, by element; every other attribute goes (on* handlers, style, class, id, data-*,
 * target: the app sets its own target and rel on links, and its own loading hints on pictures).
 */
export const HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * Elements dropped together with their content: it is code, a style sheet, another document or
 * form controls, never text meant for the reader. Text of other unknown elements (font, h1, span)
 * is kept.
 */
export const HTML_DROPPED_WITH_CONTENT: readonly string[] = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'noembed', 'noframes',
  'template', 'title', 'head', 'textarea', 'select', 'option', 'button', 'svg', 'math', 'audio', 'video',
  'xmp', 'plaintext',
];

/** Link schemes: web pages, mail and phone. No relative links: the app may be embedded anywhere. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Picture schemes: https only (no mixed content, no data: or javascript:), plus server paths. */
export const IMAGE_SCHEMES: readonly string[] = ['https'];

/** No blanks, quotes, angle brackets or backslashes anywhere in a URL we keep. */
const URL_REST = String.raw`[^\s"'<>\\]+`;
const schemeUrl = (schemes: readonly string[]) => new RegExp(`^(?:${schemes.join('|')}):${URL_REST}$`, 'i');
const LINK_URL = schemeUrl(LINK_SCHEMES);
const IMAGE_URL = schemeUrl(IMAGE_SCHEMES);
/** A path on the API server ('/uploads/…'), never protocol-relative ('//host/…'). */
const SERVER_PATH = new RegExp(`^/(?![/\\\\])${URL_REST}$`);

/** Whether a link target may stay (checked after trimming). */
export const isAllowedLink = (href: string): boolean => LINK_URL.test(href.trim());

/** Whether a picture source may stay: an allowed scheme or a path on the API server. */
export const isAllowedImageSrc = (src: string): boolean => {
  const s = src.trim();
  return IMAGE_URL.test(s) || SERVER_PATH.test(s);
};
