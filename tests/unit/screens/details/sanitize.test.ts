// @vitest-environment jsdom
// DOMPurify misbehaves under happy-dom, so the sanitizer is tested in jsdom (kit/html-content.tsx).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../src/ui/sanitize-html.js';

const clean = (html: string) => sanitizeHtml(html, (src) => (src.startsWith('/') ? `https://api.test${src}` : src));
const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = clean(html);
  return box;
};

describe('sanitizeHtml', () => {
  it('keeps basic formatting, lists and tables', () => {
    const html = '<p>A <b>bold</b> <em>word</em></p><ul><li>one</li></ul><table><tbody><tr><td>x</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('strips scripts, styles, iframes, forms and their contents', () => {
    const box = parse('<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.test"></iframe><form><input name="x"></form>');
    expect(box.innerHTML).toBe('<p>ok</p>');
  });

  it('strips event handlers and inline styles', () => {
    const box = parse('<p onclick="alert(1)" style="color:red">hi</p><img src="/uploads/a.jpg" onerror="alert(1)">');
    expect(box.querySelector('p')!.attributes).toHaveLength(0);
    const img = box.querySelector('img')!;
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(box.innerHTML).not.toContain('alert');
  });

  it('drops javascript: and data: links and protocol-relative URLs', () => {
    const box = parse('<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="//evil.test/x">d</a>');
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null, null, null]);
    expect(box.textContent).toBe('abcd');
  });

  it('opens web links in a new context with rel=noopener', () => {
    const a = parse('<a href="https://example.com/x" target="_self">x</a>').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.com/x');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    const mail = parse('<a href="mailto:a@b.c">m</a>').querySelector('a')!;
    expect(mail.getAttribute('href')).toBe('mailto:a@b.c');
    expect(mail.hasAttribute('target')).toBe(false);
  });

  it('keeps pictures, resolved against the API server, lazy, with an alt', () => {
    const img = parse('<img src="/uploads/a.jpg">').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://api.test/uploads/a.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('alt')).toBe('');
    // a refused source drops the picture, as the server does (data:, http: mixed content, '//host')
    for (const src of ['data:image/svg+xml;base64,PHN2Zz4=', 'http://cdn.test/a.jpg', '//cdn.test/a.jpg', 'javascript:alert(1)']) {
      expect(parse(`<p>x<img src="${src}"></p>`).querySelector('img'), src).toBeNull();
    }
  });

  it('drops svg and unknown tags but keeps their text', () => {
    expect(clean('<svg><script>alert(1)</script></svg><font color="red">text</font><h1>Head</h1>')).toBe('textHead');
  });

  it('returns "" for empty input', () => {
    expect(clean('')).toBe('');
  });
});
