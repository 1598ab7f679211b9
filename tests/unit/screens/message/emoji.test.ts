// Spec §1: chat messages have emoji codes in square brackets replaced by small inline images; about
// 40 emoji names, the last 26 flagged as news.
import { describe, expect, it } from 'vitest';
import { EMOJI, emojiByName, emojiCode } from '../../../../src/screens/message/emoji/emoji-table.js';
import { canonicalEmoji, insertAt, onlyEmoji, parseEmoji } from '../../../../src/screens/message/emoji/parse-emoji.js';

describe('emoji table', () => {
  it('has 40 emoji, the last 26 new, each with a unique id and unique names in cn, en and fr', () => {
    expect(EMOJI).toHaveLength(40);
    expect(EMOJI.map((e) => e.isNew)).toEqual([...Array(14).fill(false), ...Array(26).fill(true)]);
    expect(new Set(EMOJI.map((e) => e.id)).size).toBe(40);
    for (const lang of ['cn', 'en', 'fr'] as const) {
      const names = EMOJI.map((e) => e.names[lang].toLowerCase());
      expect(new Set(names).size, lang).toBe(40);
    }
    // Every emoji has a drawing.
    expect(EMOJI.every((e) => e.art.length > 0)).toBe(true);
  });

  it('finds an emoji by its name in any language, whatever the case', () => {
    expect(emojiByName('微笑')?.id).toBe('smile');
    expect(emojiByName('Sourire')?.id).toBe('smile');
    expect(emojiByName('sMILE')?.id).toBe('smile');
    expect(emojiByName("Clin d'œil")?.id).toBe('wink');
    expect(emojiByName('Photo')).toBeUndefined();
    expect(emojiCode(emojiByName('Cœur')!)).toBe('[爱心]');
  });
});

describe('parseEmoji', () => {
  it('cuts text into runs and emoji; unknown brackets stay text', () => {
    const s = parseEmoji('Bonjour [微笑] la maison [Photo] est libre ?[Cœur][Coeur]');
    expect(s.map((x) => (x.kind === 'text' ? x.text : `<${x.emoji.id}>`))).toEqual([
      'Bonjour ', '<smile>', ' la maison [Photo] est libre ?', '<heart>', '[Coeur]',
    ]);
  });

  it('reads nested, empty and unclosed brackets as text', () => {
    expect(parseEmoji('[[微笑]]').map((x) => x.kind)).toEqual(['text', 'emoji', 'text']);
    expect(parseEmoji('[] [微笑').map((x) => x.kind)).toEqual(['text']);
    expect(parseEmoji('')).toEqual([]);
  });

  it('tells a message of only emoji', () => {
    expect(onlyEmoji(parseEmoji('[微笑] [强]'))).toBe(true);
    expect(onlyEmoji(parseEmoji('[微笑] ok'))).toBe(false);
    expect(onlyEmoji(parseEmoji('   '))).toBe(false);
  });
});

describe('canonicalEmoji and insertAt', () => {
  it('stores every code under its Chinese name and leaves the rest alone', () => {
    expect(canonicalEmoji('Merci [Sourire] [Thumbs up] [Photo] [微笑]')).toBe('Merci [微笑] [强] [Photo] [微笑]');
  });

  it('inserts at the caret or over the selection', () => {
    expect(insertAt('Bonjour !', 7, 7, ' [Sourire]')).toEqual({ value: 'Bonjour [Sourire] !', caret: 17 });
    expect(insertAt('abcdef', 2, 4, 'X')).toEqual({ value: 'abXef', caret: 3 });
    expect(insertAt('abc', 99, 120, '!')).toEqual({ value: 'abc!', caret: 4 });
  });
});
