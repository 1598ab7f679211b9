// Where the discover screens lead (spec §2 /discover): the feed (a tab, a hashtag), one post,
// one user's page, and the screens of the share side.
import type { ShareTab } from '../../contract/statuses.js';

export const FEED_PATH = '/discover/findPage';
export const SHARE_PATH = '/discover/share';
export const MY_SHARE_PATH = '/discover/myShare';
export const FOCUS_PATH = '/common/focus';

/** The feed, on a tab other than the first and narrowed to a hashtag when one is given. */
export function feedHref(opts: { tab?: ShareTab; hashtag?: string } = {}): string {
  const q = new URLSearchParams();
  if (opts.tab && opts.tab !== 'recommended') q.set('tab', opts.tab);
  if (opts.hashtag) q.set('hashtag', opts.hashtag);
  const s = q.toString();
  return s ? `${FEED_PATH}?${s}` : FEED_PATH;
}

export const postHref = (shareId: string): string => `/discover/posts?${new URLSearchParams({ shareId })}`;
export const otherShareHref = (userId: string): string => `/discover/otherShare?${new URLSearchParams({ userId })}`;
/** The compose screen on one of the caller's posts (an edit). */
export const editShareHref = (shareId: string): string => `${SHARE_PATH}?${new URLSearchParams({ shareId })}`;
