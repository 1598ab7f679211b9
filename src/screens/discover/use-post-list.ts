// A paged list of posts (searchShares) for the feed and a user's page: 10 a page (DISCOVER.pageSize),
// reset when the query changes (tab, hashtag, country, user, reader).
import { useServices } from '../../app/use-shell.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { DiscoverSearchRequest, SharePost } from '../../contract/types/discover.js';
import { useInfiniteList, type InfiniteListApi } from '../../ui/use-infinite-list.js';

export type PostQuery = Omit<DiscoverSearchRequest, 'page'>;

/** The query as a key: same query, same list (kept alive screens keep their scroll). */
export const postQueryKey = (q: PostQuery): string => JSON.stringify([q.tab ?? '', q.areaId ?? '', q.userId ?? '', q.hashtag ?? '', q.keyWords ?? '']);

export function usePostList(query: PostQuery | null, reader: string): InfiniteListApi<SharePost> {
  const { api } = useServices();
  return useInfiniteList<SharePost>({
    pageSize: DISCOVER.pageSize,
    resetKey: `${reader}|${query ? postQueryKey(query) : 'none'}`,
    fetchPage: async ({ index, size }) => {
      // No query (a visitor on the following tab): an empty, finished list, nothing asked.
      if (!query) return { code: 200, items: [] };
      const reply = await api.call(ENDPOINTS.searchShares, { ...query, page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
}
