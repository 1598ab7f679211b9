// The hashtag chips of the share form (src/screens/discover/hashtag-rules.ts; spec §5 "hashtags 5"):
// the contract's rules, one chip at a time.
import { describe, expect, it } from 'vitest';
import { addTag, addTags, removeTag, tagOf } from '../../../../src/screens/discover/hashtag-rules.js';

describe('tagOf', () => {
  it('drops the #, the spaces and a trailing separator', () => {
    expect(tagOf('  #abidjan, ')).toBe('abidjan');
    expect(tagOf('##wax')).toBe('wax');
    expect(tagOf('阿比让，')).toBe('阿比让');
  });
});

describe('addTag', () => {
  it('adds a word of letters (any script), digits or _', () => {
    expect(addTag([], '#Abidjan')).toEqual({ tags: ['Abidjan'], error: null });
    expect(addTag(['a'], 'côte_d_ivoire2026')).toEqual({ tags: ['a', 'côte_d_ivoire2026'], error: null });
    expect(addTag([], '阿比让')).toEqual({ tags: ['阿比让'], error: null });
  });
  it('ignores an empty word and a repeat', () => {
    expect(addTag(['a'], '  # ')).toEqual({ tags: ['a'], error: null });
    expect(addTag(['a'], '#a')).toEqual({ tags: ['a'], error: null });
  });
  it('refuses other characters and words over 30 with hashtagInvalid', () => {
    expect(addTag(['a'], 'bon-plan')).toEqual({ tags: ['a'], error: 'validation.hashtagInvalid' });
    expect(addTag([], 'x'.repeat(31)).error).toBe('validation.hashtagInvalid');
    expect(addTag([], 'x'.repeat(30)).error).toBeNull();
  });
  it('refuses a sixth with hashtagsLimit', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(addTag(five, 'f')).toEqual({ tags: five, error: 'validation.hashtagsLimit' });
    // A repeat of one of the five is no sixth.
    expect(addTag(five, 'e').error).toBeNull();
  });
});

describe('addTags', () => {
  it('adds pasted words in order and stops at the first refusal', () => {
    expect(addTags([], '#a #b,c，d')).toEqual({ tags: ['a', 'b', 'c', 'd'], error: null });
    expect(addTags([], 'a b-c d')).toEqual({ tags: ['a'], error: 'validation.hashtagInvalid' });
    expect(addTags(['a', 'b', 'c', 'd'], 'e f')).toEqual({ tags: ['a', 'b', 'c', 'd', 'e'], error: 'validation.hashtagsLimit' });
  });
});

describe('removeTag', () => {
  it('removes one chip', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
