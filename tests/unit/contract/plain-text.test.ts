// The content rule counts the text a reader sees (spec §5 "content 20 to 10,000"), with the helper
// the reference server stores as `plain` (examples/server/db/listing-text.ts re-exports it), so
// the form and the server agree on every body.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { htmlToPlain as serverPlain } from '../../../examples/server/db/listing-text.js';
import { contentSchema, CONTENT_HTML_FACTOR } from '../../../src/contract/validation/text.js';
import { htmlToPlain, plainLength } from '../../../src/contract/validation/plain-text.js';

const accepts = (s: string) => v.safeParse(contentSchema, s).success;

describe('htmlToPlain', () => {
  it('drops tags, a block end separating words', () => {
    expect(htmlToPlain('<p>Villa <strong>neuve</strong></p><p>Cocody</p>')).toBe('Villa neuve Cocody');
    expect(htmlToPlain('<ul><li>un</li><li>deux</li></ul>')).toBe('un deux');
    expect(htmlToPlain('ligne<br>suivante')).toBe('ligne suivante');
  });

  it('drops scripts and style sheets with their content', () => {
    expect(htmlToPlain('<p>a</p><script>alert("x")</script><STYLE type="text/css">p{}</STYLE><p>b</p>')).toBe('a b');
  });

  it('decodes the entities serializers write, named, decimal and hex', () => {
    expect(htmlToPlain('R&amp;D &lt;3 &gt; &quot;q&quot; &apos;a&#39; x&nbsp;y')).toBe('R&D <3 > "q" \'a\' x y');
    expect(htmlToPlain('&#233;t&#xE9; &#x4E2D;&#25991; &AMP;')).toBe('été 中文 &');
    // Unknown names stay as written; references to no character become a blank.
    expect(htmlToPlain('&eacute; &#0; &#xD800; &#x110000;')).toBe('&eacute;');
  });

  it('collapses whitespace (newlines, tabs, no-break spaces) and trims', () => {
    expect(htmlToPlain('  <p>\n a \t\u00a0 b </p>\n')).toBe('a b');
    expect(htmlToPlain('<p><br></p><p>   </p>')).toBe('');
  });

  it('is the server\'s plain text', () => {
    const body = '<h3>Titre</h3><p>Prix&nbsp;: 10&#160;000 FCFA</p><ol><li>un</li></ol>';
    expect(serverPlain(body)).toBe(htmlToPlain(body));
    expect(plainLength(body)).toBe('Titre Prix : 10 000 FCFA un'.length);
  });
});

describe('contentSchema counts plain text (spec §5: 20 to 10,000)', () => {
  const text = (n: number) => 'a'.repeat(n);

  it('markup does not count toward the minimum', () => {
    expect(accepts(`<p><strong>${text(19)}</strong></p>`)).toBe(false);
    expect(accepts(`<p><strong>${text(20)}</strong></p>`)).toBe(true);
    expect(accepts('<p><br></p>'.repeat(50))).toBe(false);
    expect(accepts(`<script>${text(40)}</script>`)).toBe(false);
  });

  it('markup does not count toward the maximum', () => {
    expect(accepts(`<p>${text(10_000)}</p>`)).toBe(true);
    expect(accepts(`<ul>${'<li>abcd</li>'.repeat(2_000)}</ul>`)).toBe(true); // 9,999 characters of text
    expect(accepts(`<p>${text(10_001)}</p>`)).toBe(false);
  });

  it('an entity counts as one character', () => {
    expect(accepts('&amp;'.repeat(20))).toBe(true);
    expect(accepts('&amp;'.repeat(19))).toBe(false);
  });

  it('bounds the markup around the text', () => {
    const padded = `<p>${text(100)}</p>${'<p></p>'.repeat(Math.ceil((10_000 * CONTENT_HTML_FACTOR) / 7) + 1)}`;
    expect(accepts(padded)).toBe(false);
  });

  it('refuses what is not a string with the content message', () => {
    const r = v.safeParse(contentSchema, 42);
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toBe('validation.contentLength');
  });
});
