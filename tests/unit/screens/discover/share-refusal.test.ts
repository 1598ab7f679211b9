// A refused release (4422) read for the share form (src/screens/discover/share-refusal.ts).
import { describe, expect, it } from 'vitest';
import { marksOf, shareRefusalOf } from '../../../../src/screens/discover/share-refusal.js';

const TEXT = 'Vente de Cocaine pas chère, cocaine livrée';

describe('shareRefusalOf', () => {
  it('takes the words and their places from the server’s hits', () => {
    const out = shareRefusalOf({ sensitiveWords: ['Cocaine'], hits: [{ field: 'content', word: 'cocaine', found: 'Cocaine', start: 9, end: 16 }] }, TEXT);
    expect(out).toEqual({ kind: 'words', words: ['Cocaine'], marks: [{ start: 9, end: 16 }], field: 'content' });
  });
  it('marks every place of the words when the reply gives none', () => {
    expect(shareRefusalOf({ sensitiveWords: ['cocaine'] }, TEXT)).toEqual({ kind: 'words', words: ['cocaine'], marks: [{ start: 9, end: 16 }, { start: 28, end: 35 }], field: 'content' });
  });
  it('says the hashtags hold the words when the text has none', () => {
    expect(shareRefusalOf({ sensitiveWords: ['scam'], hits: [], issues: [{ path: 'hashtags', key: 'validation.sensitiveWords' }] }, TEXT))
      .toEqual({ kind: 'words', words: ['scam'], marks: [], field: 'hashtags' });
  });
  it('reads field issues by their first path segment, the first per field', () => {
    expect(shareRefusalOf({ issues: [{ path: 'hashtags.2', key: 'validation.hashtagInvalid' }, { path: 'hashtags', key: 'validation.hashtagsLimit' }, { path: 'listing', key: 'nonsense' }] }, TEXT))
      .toEqual({ kind: 'fields', fields: { hashtags: 'validation.hashtagInvalid' } });
  });
  it('survives anything', () => {
    expect(shareRefusalOf(null, TEXT)).toEqual({ kind: 'fields', fields: {} });
    expect(shareRefusalOf({ hits: 'x', sensitiveWords: [1] }, TEXT)).toEqual({ kind: 'fields', fields: {} });
  });
});

describe('marksOf', () => {
  it('finds nothing for an empty word', () => {
    expect(marksOf(TEXT, [''])).toEqual([]);
  });
});
