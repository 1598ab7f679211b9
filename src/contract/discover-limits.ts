// Discover numbers (spec §2 /discover), apart from constants.ts: every export of that one is
// in the shell chunk, downloaded by every first paint; these go only with the screens using them.

/**
 * Discover (spec §2 /discover; §5 "share post at least 20", "hashtags 5"): the other numbers are
 * ours, after what community feeds allow on a phone (a post is a few paragraphs, a comment a few
 * lines, a hashtag one word).
 */
export const DISCOVER = {
  postMax: 2000,
  commentMax: 500,
  hashtagMax: 30,
  /** A hashtag: letters (any script), digits and underscores, as typed after '#'. */
  hashtagPattern: /^[\p{L}\p{N}_]{1,30}$/u,
  pageSize: 10,
  commentPageSize: 20,
  /** The recommended tab ranks posts of this many days (older ones are in the other tabs). */
  recommendedDays: 30,
} as const;
