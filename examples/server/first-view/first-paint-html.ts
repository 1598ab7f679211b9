// The server-drawn first view (README "First view"): from a screen group's layout
// (first-paint-layouts.ts) and the page's largest picture, a static overlay that looks like the top
// of the app's screen (its coloured bands, the picture in the same box), so the picture paints as
// soon as it arrives instead of after the app's JavaScript has downloaded and run (LCP's render
// delay). White below the bands, above #app, hidden from assistive technology; the app removes it
// (src/boot/first-paint.ts). All its CSS goes in the head (no style attributes: a strict
// style-src keeps working); the page without JavaScript never shows it (the <noscript> rule).
import { FIRST_PAINT_ID } from '../../../src/contract/first-paint.js';
import { PICTURE_PLACEHOLDER } from '../../../src/ui/theme.js';
import { escapeAttribute } from '../http/html-escape.js';
import type { FirstPaintLayout } from './first-paint-layouts.js';

export interface FirstPaintHtml {
  /** For the head: the overlay's <style> (and its <noscript> opposite). */
  head: string;
  /** For right after <body>. */
  body: string;
}

const ID = `#${FIRST_PAINT_ID}`;

function css(layout: FirstPaintLayout): string {
  const { picture } = layout;
  return (
    // Above everything the app draws, whatever its z-indexes (the tab bar, sticky headers).
    `${ID}{position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:#fff}` +
    `${ID}>.b{box-sizing:border-box}` +
    layout.bands
      .map((b, i) => `${ID}>.b${i}{height:${b.height}px;background:${b.colour}${b.rule ? `;border-bottom:1px solid ${b.rule}` : ''}}`)
      .join('') +
    `${ID}>.p{position:absolute;top:${picture.top}px;left:${picture.inset}px;right:${picture.inset}px;` +
    `aspect-ratio:${picture.ratio};border-radius:${picture.radius}px;overflow:hidden;background:${PICTURE_PLACEHOLDER}}` +
    // As kit/img.tsx draws a picture in its box (kit-styles.ts .mkt-img img).
    `${ID} img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}`
  );
}

/** `picture`: a same-origin path or an http(s) URL, already checked by the caller (page-html.ts). */
export function firstPaintHtml(layout: FirstPaintLayout, picture: string): FirstPaintHtml {
  const bands = layout.bands.map((_, i) => `<div class="b b${i}"></div>`).join('');
  return {
    head: `<style>${css(layout)}</style><noscript><style>${ID}{display:none}</style></noscript>`,
    body:
      `<div id="${FIRST_PAINT_ID}" aria-hidden="true">${bands}` +
      `<div class="p"><img src="${escapeAttribute(picture)}" alt="" fetchpriority="high"></div></div>`,
  };
}
