// @vitest-environment jsdom
// The listing editor writes only its subset of the allow-list (paragraphs, line breaks, bold,
// italic, lists, h3) whatever the browser or a paste brings (spec §3 content, §2 details "html
// content"). jsdom, not happy-dom: the allow-list's sanitizer (DOMPurify) runs on the result here
// too, and happy-dom gives it wrong results. Typing, the toolbar and pasting are tested in
// Chromium (tests/e2e/publish/widgets.e2e.ts).
import { describe, expect, it } from 'vitest';
import { HTML_TAGS } from '../../../../src/contract/html-allow-list.js';
import { sanitizeHtml } from '../../../../src/ui/sanitize-html.js';
import {
  EDITOR_TAGS, outsideAllowList, plainToEditorHtml, toEditorHtml,
} from '../../../../src/screens/kit/rich-text/editor-html.js';

/** Every tag name in an HTML string. */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());

describe('toEditorHtml', () => {
  it('keeps the subset as it is', () => {
    const html = '<h3>Villa</h3><p>Belle <strong>villa</strong> <em>neuve</em><br>à Cocody</p><ul><li>un</li><li>deux</li></ul><ol><li>trois</li></ol>';
    expect(toEditorHtml(html)).toBe(html);
  });

  it('writes the browser\'s other spellings as the subset', () => {
    expect(toEditorHtml('<b>a</b><i>b</i>')).toBe('<p><strong>a</strong><em>b</em></p>');
    expect(toEditorHtml('first<div>second</div><div><br></div><div>third</div>')).toBe('<p>first</p><p>second</p><p>third</p>');
    expect(toEditorHtml('<h1>A</h1><h2>B</h2><h4>C</h4><h6>D</h6>')).toBe('<h3>A</h3><h3>B</h3><h3>C</h3><h3>D</h3>');
  });

  it('drops every attribute, style and class; keeps the text of unknown wrappers', () => {
    expect(toEditorHtml('<p style="color:red" class="x" id="y" onclick="alert(1)">a <span style="font-weight:bold">b</span> <font color="red">c</font> <a href="https://evil.example/">d</a></p>'))
      .toBe('<p>a b c d</p>');
  });

  it('drops scripts, styles, pictures, frames and form controls with their content', () => {
    const html = '<p>a</p><script>alert(1)</script><style>p{color:red}</style><img src="https://other.example/x.png" onerror="alert(2)"><iframe src="https://x.example/">f</iframe><p>b<input value="v"><textarea>t</textarea><svg><text>s</text></svg></p>';
    expect(toEditorHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('a word processor\'s wrapper around whole paragraphs does not make them bold', () => {
    const docs = '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt">One</span></p><p><span style="font-weight:700">Two</span></p></b>';
    expect(toEditorHtml(docs)).toBe('<p>One</p><p>Two</p>');
  });

  it('lists: stray text becomes an item, a list right in a list hangs on the previous item, paragraphs in items become lines', () => {
    expect(toEditorHtml('<ul> <li>a</li> loose <ul><li>sub</li></ul></ul>')).toBe('<ul><li>a</li><li>loose<ul><li>sub</li></ul></li></ul>');
    expect(toEditorHtml('<ol><li><p>one</p><p>two</p></li><li></li></ol>')).toBe('<ol><li>one<br>two</li></ol>');
    expect(toEditorHtml('<li>orphan</li>')).toBe('<ul><li>orphan</li></ul>');
  });

  it('tables and quotes keep their words, line by line', () => {
    expect(toEditorHtml('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table><blockquote>q</blockquote>'))
      .toBe('<p>a b</p><p>c</p><p>q</p>');
  });

  it('empty paragraphs and line breaks at a paragraph\'s ends go; an empty editor is ""', () => {
    expect(toEditorHtml('<p><br></p><p>a<br></p><p>&nbsp;</p>')).toBe('<p>a</p>');
    expect(toEditorHtml('<p><br></p>')).toBe('');
    expect(toEditorHtml('<br>')).toBe('');
    expect(toEditorHtml('')).toBe('');
  });

  it('escapes text; keeps no-break spaces', () => {
    expect(toEditorHtml('<p>a &lt;script&gt; &amp; b&nbsp;c</p>')).toBe('<p>a &lt;script&gt; &amp; b&nbsp;c</p>');
  });

  it('parses inert: a pasted handler never runs', () => {
    (globalThis as { pwned?: boolean }).pwned = false;
    toEditorHtml('<img src="x" onerror="globalThis.pwned = true"><script>globalThis.pwned = true</script>');
    expect((globalThis as { pwned?: boolean }).pwned).toBe(false);
  });
});

describe('plainToEditorHtml', () => {
  it('blank lines separate paragraphs, single line ends are line breaks, text is escaped', () => {
    expect(plainToEditorHtml('Villa <neuve>\r\nCocody\n\n\n  Prix & frais  \n')).toBe('<p>Villa &lt;neuve&gt;<br>Cocody</p><p>Prix &amp; frais</p>');
    expect(plainToEditorHtml('   \n\n ')).toBe('');
  });
});

describe('the subset and the allow-list', () => {
  it('every tag the editor writes is allowed on the details screen', () => {
    expect(outsideAllowList()).toEqual([]);
    expect(EDITOR_TAGS.every((t) => HTML_TAGS.includes(t))).toBe(true);
  });

  it('the sanitizer leaves the editor\'s output unchanged, and the output holds only the subset', () => {
    const messy = '<div style="x"><b>Gras</b> <i>it</i><script>alert(1)</script></div><ul><li class="c">un<ol><li>deux</li></ol></li></ul><h2>Titre</h2><span>fin&nbsp;</span>';
    const out = toEditorHtml(messy);
    expect(sanitizeHtml(out)).toBe(out);
    expect(new Set(tagsOf(out))).toEqual(new Set(['p', 'strong', 'em', 'ul', 'li', 'ol', 'h3']));
  });
});
