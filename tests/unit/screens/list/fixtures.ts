// Replies of the fake API for the list screen tests.

/** A search reply's data: the items and their count (spec §3 "Summaries"). */
export const searchReply = (items: readonly object[]) => ({ totalCount: items.length, resultList: items });
