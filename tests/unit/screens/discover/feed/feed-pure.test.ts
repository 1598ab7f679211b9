import { describe, expect, it } from 'vitest';
import type { ShareComment } from '../../../../../src/contract/types/discover.js';
import { commentLength } from '../../../../../src/screens/discover/comment-box.js';
import { feedHref, otherShareHref, postHref } from '../../../../../src/screens/discover/feed-paths.js';
import { feedQuery, tabOf } from '../../../../../src/screens/discover/find-page.js';
import { shareText } from '../../../../../src/screens/discover/post-bar.js';
import { settledKudos, toggledKudos } from '../../../../../src/screens/discover/post-marks.js';
import { gridColumns } from '../../../../../src/screens/discover/post-pictures.js';
import { isLongText } from '../../../../../src/screens/discover/post-text.js';
import { relativeTime } from '../../../../../src/screens/discover/relative-time.js';
import { mergeComments } from '../../../../../src/screens/discover/use-comments.js';

describe('kudos marks (optimistic, rolled back on failure)', () => {
  it('a tap turns the mark on or off and moves the count by one, never below 0', () => {
    expect(toggledKudos({ isKudos: 0, kudosNum: 4 })).toEqual({ isKudos: 1, kudosNum: 5 });
    expect(toggledKudos({ isKudos: 1, kudosNum: 5 })).toEqual({ isKudos: 0, kudosNum: 4 });
    expect(toggledKudos({ isKudos: 1, kudosNum: 0 })).toEqual({ isKudos: 0, kudosNum: 0 });
  });
  it('the server settles the count; a failure restores the mark before the tap', () => {
    const before = { isKudos: 0, kudosNum: 4 } as const;
    expect(settledKudos(before, { code: 200, customData: { isKudos: 1, kudosNum: 9 } })).toEqual({ isKudos: 1, kudosNum: 9 });
    expect(settledKudos(before, { code: 5002, customData: null })).toEqual(before);
    expect(settledKudos(before, { code: 4001 })).toEqual(before);
  });
});

describe('feed paths and tabs', () => {
  it('the first tab and no hashtag is the bare feed; others go in the query', () => {
    expect(feedHref()).toBe('/discover/findPage');
    expect(feedHref({ tab: 'recommended' })).toBe('/discover/findPage');
    expect(feedHref({ tab: 'country', hashtag: 'café' })).toBe('/discover/findPage?tab=country&hashtag=caf%C3%A9');
    expect(postHref('sh12')).toBe('/discover/posts?shareId=sh12');
    expect(otherShareHref('u-3')).toBe('/discover/otherShare?userId=u-3');
  });
  it('an unknown tab is the first one', () => {
    expect(tabOf(new URLSearchParams('tab=following'))).toBe('following');
    expect(tabOf(new URLSearchParams('tab=nope'))).toBe('recommended');
    expect(tabOf(new URLSearchParams(''))).toBe('recommended');
  });
  it('a visitor on the following tab asks nothing; the country tab carries the app country', () => {
    expect(feedQuery('following', '', 'CIV', '')).toBeNull();
    expect(feedQuery('following', '', 'CIV', 'u1')).toEqual({ tab: 'following' });
    expect(feedQuery('country', 'abidjan', 'CIV', '')).toEqual({ tab: 'country', areaId: 'CIV', hashtag: 'abidjan' });
    expect(feedQuery('recommended', '', 'CIV', '')).toEqual({ tab: 'recommended' });
  });
});

describe('card parts', () => {
  it('pictures: one wide, two or four in two columns, else three', () => {
    expect([1, 2, 3, 4, 5, 6].map(gridColumns)).toEqual([1, 2, 3, 2, 3, 3]);
  });
  it('"more" only for long texts or many lines', () => {
    expect(isLongText('short enough text here')).toBe(false);
    expect(isLongText('x'.repeat(161))).toBe(true);
    expect(isLongText('a\nb\nc\nd\ne')).toBe(true);
  });
  it('the share text is the first 100 characters on one line, whole characters', () => {
    expect(shareText('Bonjour\n\nà tous')).toBe('Bonjour à tous');
    const long = '😀'.repeat(120);
    expect([...shareText(long)].length).toBe(101);
    expect(shareText(long).endsWith('…')).toBe(true);
  });
  it('comments are counted in characters, trimmed', () => {
    expect(commentLength('  ')).toBe(0);
    expect(commentLength(' 你好😀 ')).toBe(3);
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says minutes, hours and days, then the date', () => {
    expect(relativeTime('2026-11-27T11:59:40Z', 'en', 'just now', now)).toBe('just now');
    expect(relativeTime('2026-11-27T11:58:30Z', 'en', 'just now', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-27T10:00:00Z', 'fr', 'à l’instant', now)).toBe('il y a 2 heures');
    expect(relativeTime('2026-11-26T11:00:00Z', 'fr', 'à l’instant', now)).toBe('hier');
    expect(relativeTime('2026-11-24T12:00:00Z', 'cn', '刚刚', now)).toBe('3天前');
    expect(relativeTime('2026-10-01T12:00:00Z', 'en', 'just now', now)).toMatch(/2026/);
  });
  it('a clock a little ahead is now; an unreadable time stays as it is', () => {
    expect(relativeTime('2026-11-27T12:00:30Z', 'en', 'just now', now)).toBe('just now');
    expect(relativeTime('', 'en', 'just now', now)).toBe('');
  });
});

describe('comments merged', () => {
  const c = (id: string): ShareComment => ({ commentId: id } as ShareComment);
  it('new ones first, each once, deleted ones gone', () => {
    const out = mergeComments([c('cm9')], [c('cm9'), c('cm5'), c('cm4')], new Set(['cm4']));
    expect(out.map((x) => x.commentId)).toEqual(['cm9', 'cm5']);
  });
});
