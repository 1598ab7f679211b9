// The standalone page as one visitor's first view needs it (issue "First view"): the built
// index.html plus, in its head, a preload of the page's largest picture and of the chunks its
// screen and language load first, and in its body the first API reply (src/contract/first-reply.ts),
// so the screen draws its content without the HTML -> app -> locale -> API -> picture chain; and,
// for a screen group with a first-paint layout, right after <body> a static overlay of the screen's
// top with that picture (first-paint-html.ts), so the picture paints before the app has run; and
// the page's link preview card in place of the built <title> (preview-card.ts).
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { FIRST_PAINT_LATER_ID } from '../../../src/contract/first-paint.js';
import { FIRST_REPLY_ID, type FirstReply } from '../../../src/contract/first-reply.js';
import { escapeAttribute } from '../http/html-escape.js';
import type { AppManifest } from './app-manifest.js';
import { firstPaintHtml } from './first-paint-html.js';
import { FIRST_PAINT_LAYOUTS } from './first-paint-layouts.js';
import type { PreviewCard } from './preview-card.js';

export interface PageParts {
  /** The route's screen group (src/routes), null when the path is no route. */
  group: string | null;
  /** The route renders before the whole locale is there (route-types.ts firstPaint). */
  firstPaint: boolean;
  language: LanguageCode;
  /** Server path or http(s) URL of the largest picture; '' = none. */
  picture: string;
  reply: FirstReply | null;
  /** The page's <title> and preview tags; absent = the built <title> as it is. */
  card?: PreviewCard;
}


/**
 * JSON that cannot end its <script> element or open a comment in it: every <, > and & as a \u
 * escape (JSON.parse reads them back unchanged), whatever a listing's title holds.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Only a same-origin path or an http(s) URL is preloaded (what kit/img.tsx would show). */
const pictureUrl = (p: string): string => (/^\/(?!\/)/.test(p) || /^https?:\/\//i.test(p) ? p : '');

/**
 * Low priority, as the built index.html writes them (rollup.config.mjs): the picture the page is
 * judged by goes first; the modules still arrive before the entry needs them on a real phone.
 */
/** A built or written module preload link (both as `modulepreload` below writes them). */
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULEPRELOAD_ONE = /^<link rel="modulepreload"[^>]*>$/;

const modulepreload = (href: string) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`;

export function pageHtml(template: string, manifest: AppManifest | null, parts: PageParts): string {
  let html = template;
  const head: string[] = [];
  // Right where the built <title> was, first in <head>: crawlers read only the start of a page.
  const card = parts.card;
  if (card) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${card.title}</title>${card.head}`);
  const picture = pictureUrl(parts.picture);
  // First in the head: on HTTP/1.1 the browser opens six connections, and the picture is what
  // the page is judged by (LCP).
  if (picture) head.push(`<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`);
  // Only with the reply the picture came from: the app then draws the same picture at the same
  // place (or declines the reply and removes the overlay at once, src/boot/first-paint.ts).
  const layout = parts.group !== null && Object.hasOwn(FIRST_PAINT_LAYOUTS, parts.group) ? FIRST_PAINT_LAYOUTS[parts.group] : undefined;
  const overlay = picture && parts.reply && layout && html.includes('<body>') ? firstPaintHtml(layout, picture) : null;
  if (overlay) {
    head.push(overlay.head);
    html = html.replace('<body>', () => '<body>' + overlay.body);
  }
  if (manifest) {
    const at = (f: string) => manifest.publicPath + f;
    const locale = manifest.locales[parts.language];
    // The first part is imported by the entry's first await (create-i18n.ts); routes that are not
    // first-paint wait for the rest too (route-screen.tsx).
    if (locale?.first) head.push(modulepreload(at(locale.first)));
    if (locale?.rest && !parts.firstPaint) head.push(modulepreload(at(locale.rest)));
    const screen = parts.group ? manifest.screens[parts.group] : undefined;
    if (screen && parts.group !== 'home') {
      // Another screen than /index: its own chunks instead of the home page's.
      for (const f of manifest.home) if (!screen.includes(f)) html = html.replace(modulepreload(at(f)), () => '');
      for (const f of screen) if (!html.includes(modulepreload(at(f)))) head.push(modulepreload(at(f)));
    }
  }
  if (overlay) {
    // The overlay's picture first, the code after it has been painted (src/standalone.tsx): every
    // module preload, the built page's and this head's, waits in an inert <template>.
    const isPreload = (tag: string) => MODULEPRELOAD_ONE.test(tag);
    const links = head.filter(isPreload);
    html = html.replace(MODULEPRELOAD, (link) => (links.push(link), ''));
    const others = head.filter((tag) => !isPreload(tag));
    head.length = 0;
    head.push(...others);
    if (links.length) head.push(`<template id="${FIRST_PAINT_LATER_ID}">${links.join('')}</template>`);
  }
  const mark = ['<link rel="modulepreload"', '<script type="module"', '</head>'].find((m) => html.includes(m));
  // Replacer functions: a `$&` or `$'` in a title or a URL must stay text, not a replace pattern.
  if (mark && head.length) html = html.replace(mark, () => head.join('') + mark);
  if (parts.reply && html.includes('</body>')) {
    const data = `<script type="application/json" id="${FIRST_REPLY_ID}">${scriptSafeJson(parts.reply)}</script>`;
    html = html.replace('</body>', () => data + '</body>');
  }
  return html;
}
