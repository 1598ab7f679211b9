// @vitest-environment jsdom
// The server (sanitize-html, on write) and the app (DOMPurify, before display) clean bodies with
// the one allow-list of src/contract/html-allow-list.ts, so they must keep and drop the same
// things. DOMPurify is tested in jsdom: happy-dom gives it wrong results.
import { describe, expect, it } from 'vitest';
import { sanitizeContent } from '../../../examples/server/listings/sanitize.js';
import { sanitizeHtml } from '../../../src/ui/sanitize-html.js';
import { HTML_ATTRIBUTES, HTML_TAGS, isAllowedImageSrc, isAllowedLink } from '../../../src/contract/html-allow-list.js';

/** One element of every allowed kind, with every allowed attribute. */
const ALLOWED = `<div><h2>H2</h2><h3>H3</h3><h4>H4</h4><h5>H5</h5><h6>H6</h6>
<p>Text <b>b</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u> <s>s</s> <del>del</del> <ins>ins</ins>
<mark>mark</mark> <small>small</small> H<sub>2</sub>O x<sup>2</sup><br>
<a href="https://example.com/page" title="Page">web</a> <a href="http://example.com/">plain</a>
<a href="mailto:a@example.com">mail</a> <a href="tel:+33123456789">phone</a></p><hr>
<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>code</code></pre>
<figure><img src="/uploads/2026-11/a.jpg" alt="A"><figcaption>caption</figcaption></figure>
<p><img src="https://cdn.example.com/b.png" alt="B"></p>
<table><caption>cap</caption><thead><tr><th colspan="2" rowspan="1">head</th></tr></thead>
<tbody><tr><td rowspan="1">c1</td><td>c2</td></tr></tbody><tfoot><tr><td colspan="2">foot</td></tr></tfoot></table></div>`;

/** What neither side may let through. */
const DANGEROUS = `<script>alert('s')</script><style>p{color:red}</style>
<iframe src="https://evil.example/">iframe text</iframe><object data="x.swf">obj</object><embed src="x.swf">
<form action="https://evil.example/"><input name="q"><button>Go</button><textarea>ta</textarea></form>
<p onclick="alert('c')" style="color:red" class="k" id="k" data-x="1">handlers</p>
<img src="/uploads/2026-11/c.jpg" onerror="alert('e')" style="width:1px">
<a href="javascript:alert('j')">js</a><a href=" JaVaScRiPt:alert('J')">js2</a><a href="data:text/html,hi">data</a>
<a href="//evil.example/x">proto-relative</a><a href="/relative">relative</a><a href="https://ok.example/" target="_self" onmouseover="alert('m')">ok</a>
<img src="javascript:alert('i')"><img src="data:image/png;base64,AAAA"><img src="http://mixed.example/a.png"><img src="//evil.example/a.png">
<svg><script>alert('v')</script><text>svgtext</text></svg><math><mi>m</mi></math>
<h1>Big</h1><font color="red">font</font><span style="color:red">span</span>`;

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

/** Attributes the app adds itself after cleaning (new context, lazy pictures, empty alt). */
const APP_ADDED = new Set(['target', 'rel', 'loading', 'decoding']);

/** Each element as "tag attr=value ...", in document order; the attributes either side adds are left out. */
const shape = (html: string) =>
  [...parse(html).querySelectorAll('*')].map((el) =>
    [el.tagName.toLowerCase(), ...[...el.attributes].filter((a) => !APP_ADDED.has(a.name) && !(a.name === 'alt' && a.value === '')).map((a) => `${a.name}=${a.value}`)].join(' '),
  );

const server = (html: string) => sanitizeContent(html);
const app = (html: string) => sanitizeHtml(html);
const text = (html: string) => parse(html).textContent?.replace(/\s+/g, ' ').trim();

describe('one HTML allow-list, two sanitizers', () => {
  it('the sample uses every allowed tag and attribute', () => {
    const used = new Set(shape(ALLOWED).map((s) => s.split(' ')[0]));
    expect(HTML_TAGS.filter((t) => !used.has(t))).toEqual([]);
    for (const [tag, names] of Object.entries(HTML_ATTRIBUTES)) {
      for (const name of names) expect(ALLOWED, `${tag} ${name}`).toMatch(new RegExp(`<${tag} [^>]*${name}=`));
    }
  });

  it('both keep every allowed tag and attribute of the sample', () => {
    const expected = shape(ALLOWED);
    expect(shape(server(ALLOWED))).toEqual(expected);
    expect(shape(app(ALLOWED))).toEqual(expected);
  });

  it('both drop the same dangerous things and keep the same elements and text', () => {
    const s = server(DANGEROUS);
    const a = app(DANGEROUS);
    expect(shape(s)).toEqual(shape(a));
    expect(text(s)).toBe(text(a));
    for (const out of [s, a]) {
      for (const bad of ['<script', 'alert', 'onclick', 'onerror', 'onmouseover', 'javascript:', 'data:', '<iframe', '<object', '<embed',
        '<form', '<input', '<button', '<textarea', '<style', 'style=', 'class=', 'id=', 'data-x', 'http://mixed', '//evil', '<svg', '<math',
        'svgtext', 'iframe text', '<h1', '<font', '<span', 'href="/relative"', '_self']) {
        expect(out, bad).not.toContain(bad);
      }
    }
    // what stays: the handlers' paragraph (bare), our own picture, the safe link, and the text of
    // harmless unknown wrappers
    expect(shape(a)).toEqual(['p', 'img src=/uploads/2026-11/c.jpg', 'a', 'a', 'a', 'a', 'a', 'a href=https://ok.example/']);
    expect(text(a)).toBe('handlers jsjs2data proto-relativerelativeok Bigfontspan');
  });

  it('the URL rules', () => {
    for (const ok of ['https://a.example/x?y=1#z', 'http://a.example', 'mailto:a@b.example', 'tel:+1234', ' https://a.example ']) expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//a.example', '/x', '#top', 'ftp://a.example', 'https://a.example/"onclick=x', 'vbscript:x']) expect(isAllowedLink(bad), bad).toBe(false);
    for (const ok of ['https://a.example/p.png', '/uploads/2026-11/a.jpg']) expect(isAllowedImageSrc(ok), ok).toBe(true);
    for (const bad of ['http://a.example/p.png', '//a.example/p.png', '/\\a.example/p.png', 'data:image/png;base64,AA', 'javascript:x']) expect(isAllowedImageSrc(bad), bad).toBe(false);
  });
});
