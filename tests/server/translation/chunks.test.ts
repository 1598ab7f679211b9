// Pieces of at most 500 characters (spec §9) that join back to the text, end at natural breaks and
// never cut a tag, an entity or a surrogate pair.
import { describe, expect, it } from 'vitest';
import { splitForTranslation, TRANSLATION_CHUNK } from '../../../examples/server/translation/chunks.js';
import { batchesOf } from '../../../examples/server/translation/libretranslate.js';

const sentence = (i: number) => `Phrase numéro ${i} d'une annonce assez longue pour être coupée. `;

describe('splitForTranslation', () => {
  it('keeps a short text whole, and an empty one as one empty piece', () => {
    expect(splitForTranslation('Bonjour')).toEqual(['Bonjour']);
    expect(splitForTranslation('')).toEqual(['']);
  });

  it('cuts prose at sentence ends, each piece within the limit, joining back exactly', () => {
    const text = Array.from({ length: 40 }, (_, i) => sentence(i)).join('');
    const pieces = splitForTranslation(text);
    expect(pieces.length).toBeGreaterThan(4);
    expect(pieces.join('')).toBe(text);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(TRANSLATION_CHUNK);
    for (const p of pieces.slice(0, -1)) expect(p.trimEnd()).toMatch(/\.$/);
  });

  it('cuts HTML after a closing block tag, never inside a tag or an entity', () => {
    const html = Array.from({ length: 30 }, (_, i) => `<p>Villa &amp; jardin n°${i}, <b>piscine</b> et <a href="/x?a=1&amp;b=2">plan</a>.</p>`).join('');
    const pieces = splitForTranslation(html);
    expect(pieces.join('')).toBe(html);
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(TRANSLATION_CHUNK);
      expect(p.startsWith('<p>')).toBe(true);
      expect(p.endsWith('</p>')).toBe(true);
    }
  });

  it('cuts a long run without spaces (Chinese) at its sentence marks, and without any mark before an entity, not in it', () => {
    const cn = '这是一套非常漂亮的别墅，带花园和游泳池。'.repeat(60);
    const pieces = splitForTranslation(cn);
    expect(pieces.join('')).toBe(cn);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(TRANSLATION_CHUNK);
    for (const p of pieces.slice(0, -1)) expect(p.endsWith('。')).toBe(true);
    const solid = `${'a'.repeat(498)}&amp;${'b'.repeat(600)}`;
    const cut = splitForTranslation(solid);
    expect(cut.join('')).toBe(solid);
    expect(cut[0]).toBe('a'.repeat(498));
  });

  it('never splits an emoji (surrogate pair)', () => {
    const text = '😀'.repeat(400);
    const pieces = splitForTranslation(text);
    expect(pieces.join('')).toBe(text);
    for (const p of pieces) expect(p.length % 2).toBe(0);
  });
});

describe('batchesOf', () => {
  it('groups pieces so that no request carries more than 500 characters', () => {
    const pieces = [300, 150, 100, 500, 20, 20].map((n) => 'x'.repeat(n));
    const batches = batchesOf(pieces);
    expect(batches.map((b) => b.map((p) => p.length))).toEqual([[300, 150], [100], [500], [20, 20]]);
    expect(batches.flat()).toEqual(pieces);
  });
});
