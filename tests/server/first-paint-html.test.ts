// The server-drawn first view in the standalone page (examples/server/first-view/page-html.ts and
// first-paint-html.ts, README "First view"): an overlay right after <body> only for a page whose
// first reply has a picture and whose screen group has a layout; its picture's URL escaped and
// only same-origin or http(s); its CSS in the head, none on the page without it.
import { describe, expect, it } from 'vitest';
import { pageHtml, type PageParts } from '../../examples/server/first-view/page-html.js';
import { FIRST_PAINT_LAYOUTS } from '../../examples/server/first-view/first-paint-layouts.js';
import { FIRST_PAINT_ID } from '../../src/contract/first-paint.js';
import { FIRST_REPLY_ID } from '../../src/contract/first-reply.js';
import { ACCENT } from '../../src/ui/theme.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title>' +
  '<script type="module" src="/app-a.js"></script></head><body><div id="app"></div></body></html>';
const BANNER = '/uploads/seed/ads/ad1-1.png';
const reply = { path: '/user/v2/home/getHomeInfo', body: {}, language: 'en' as const, areaId: 'CIV', data: { ad1: {} } };
const parts = (over: Partial<PageParts> = {}): PageParts => ({ group: 'home', firstPaint: true, language: 'en', picture: BANNER, reply, ...over });

/** The overlay's element, as written right after <body>, or null. */
const overlayOf = (html: string) => new RegExp(`<body>(<div id="${FIRST_PAINT_ID}".*?</div></div>)<div id="app">`).exec(html)?.[1] ?? null;
const overlaySrc = (html: string) => /<img src="([^"]*)"/.exec(overlayOf(html) ?? '')?.[1] ?? null;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the first view overlay', () => {
  it('is written right after <body> for /index, with its picture, hidden from assistive technology, and its CSS in the head', () => {
    const html = pageHtml(TEMPLATE, null, parts());
    const overlay = overlayOf(html);
    expect(overlay).toContain('aria-hidden="true"');
    expect(overlaySrc(html)).toBe(BANNER);
    const head = headOf(html);
    expect(head).toContain(`#${FIRST_PAINT_ID}{position:fixed;inset:0;`);
    // The home layout: green header (56) + search (58) + hero strip (56); the banner at 114, inset 12, 5/2, radius 12.
    expect(head).toContain(`>.b0{height:56px;background:${ACCENT}}`);
    expect(head).toContain(`>.b1{height:58px;background:${ACCENT}}`);
    expect(head).toContain('>.p{position:absolute;top:114px;left:12px;right:12px;aspect-ratio:5/2;border-radius:12px;');
    // Not shown without JavaScript (nobody would remove it).
    expect(head).toContain(`<noscript><style>#${FIRST_PAINT_ID}{display:none}</style></noscript>`);
    // No style attribute anywhere (a strict style-src still applies the overlay's CSS).
    expect(overlay).not.toMatch(/\sstyle=/);
    // The data and the entry are still there, in their places.
    expect(html).toContain(`<script type="application/json" id="${FIRST_REPLY_ID}">`);
  });

  it('has the details layout: white 53 px header with its rule, the cover full width at 4/3', () => {
    const html = pageHtml(TEMPLATE, null, parts({ group: 'details', firstPaint: false, picture: '/uploads/seed/listings/house-1.png' }));
    expect(overlaySrc(html)).toBe('/uploads/seed/listings/house-1.png');
    const head = headOf(html);
    expect(head).toContain('>.b0{height:53px;background:#fff;border-bottom:1px solid #ececf0}');
    expect(head).toContain('>.p{position:absolute;top:53px;left:0px;right:0px;aspect-ratio:4/3;border-radius:0px;');
    expect(FIRST_PAINT_LAYOUTS.details!.bands).toHaveLength(1);
  });

  it('is not written without a picture, without the reply, or for a screen group without a layout', () => {
    for (const p of [parts({ picture: '' }), parts({ reply: null }), parts({ group: 'list' }), parts({ group: null }), parts({ group: 'constructor' }), parts({ group: '__proto__' })]) {
      const html = pageHtml(TEMPLATE, null, p);
      expect(html, JSON.stringify(p.group)).not.toContain(FIRST_PAINT_ID);
      expect(html).toContain('<body><div id="app"></div>');
    }
    // The picture is still preloaded for a group without a layout: only the overlay is left out.
    expect(pageHtml(TEMPLATE, null, parts({ group: 'list' }))).toContain(`<link rel="preload" as="image" href="${BANNER}"`);
  });

  it('escapes its picture URL and never writes one that is not same-origin or http(s)', () => {
    const evil = '/uploads/a"><script>alert(1)</script><img src=x onerror=alert(2) $& $\'.png';
    const html = pageHtml(TEMPLATE, null, parts({ picture: evil }));
    expect(overlaySrc(html)).toBe('/uploads/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2) $&amp; $\'.png');
    expect(html).not.toContain('<script>alert(1)');
    // One img element only: the overlay's own.
    expect(html.match(/<img\b/g)).toHaveLength(1);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA', ' /uploads/x.png']) {
      expect(pageHtml(TEMPLATE, null, parts({ picture: bad })), bad).not.toContain(FIRST_PAINT_ID);
    }
    expect(overlaySrc(pageHtml(TEMPLATE, null, parts({ picture: 'https://cdn.example/a.png?x=1&y=2' })))).toBe('https://cdn.example/a.png?x=1&amp;y=2');
  });
});
