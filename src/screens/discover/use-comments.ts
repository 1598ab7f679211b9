// A post's comments, newest first, a page at a time ("more"); what this screen added or deleted is
// applied in place without asking for the pages again.
import { useMemo, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { ShareComment } from '../../contract/types/discover.js';
import { useInfiniteList, type InfiniteListApi } from '../../ui/use-infinite-list.js';

export interface Comments {
  list: InfiniteListApi<ShareComment>;
  /** The comments shown: this screen's new ones first, then the pages, without the deleted ones. */
  shown: readonly ShareComment[];
  add(c: ShareComment): void;
  remove(commentId: string): void;
}

/** Pure: `added` (newest first) before the pages, each comment once, none of `removed`. */
export function mergeComments(added: readonly ShareComment[], paged: readonly ShareComment[], removed: ReadonlySet<string>): ShareComment[] {
  const seen = new Set<string>();
  const out: ShareComment[] = [];
  for (const c of [...added, ...paged]) {
    if (seen.has(c.commentId) || removed.has(c.commentId)) continue;
    seen.add(c.commentId);
    out.push(c);
  }
  return out;
}

export function useComments(shareId: string, reader: string): Comments {
  const { api } = useServices();
  const [added, setAdded] = useState<readonly ShareComment[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const list = useInfiniteList<ShareComment>({
    pageSize: DISCOVER.commentPageSize,
    resetKey: `${shareId}|${reader}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(ENDPOINTS.getComments, { shareId, page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const shown = useMemo(() => mergeComments(added, list.items, removed), [added, list.items, removed]);
  return {
    list,
    shown,
    add: (c) => setAdded((a) => [c, ...a]),
    remove: (id) => setRemoved((r) => new Set(r).add(id)),
  };
}
