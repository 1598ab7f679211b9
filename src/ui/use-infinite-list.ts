// React binding of the list state machine (spec §4 "Lists"). The first page loads on mount and
// again whenever `resetKey` changes (search, tag, tab or filter): the list empties, the page
// goes back to 1, and responses for the old key are dropped.
import { useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE } from '../contract/constants.js';
import { createListController, type FetchPage, type ListState } from './list-controller.js';

export interface InfiniteListApi<T> extends ListState<T> {
  loadMore(): void;
  retry(): void;
  /** Back to page 1 and load it (pull-to-refresh, or a change the key does not capture). */
  reload(): void;
}

export function useInfiniteList<T>(options: {
  fetchPage: FetchPage<T>;
  /** Spec §9: 15 for most lists, 10 for article, land, house-list and visa recommendations. */
  pageSize?: number;
  /** Anything that identifies the query: when it changes, the list resets (compare by value). */
  resetKey?: string;
}): InfiniteListApi<T> {
  const { pageSize = PAGE_SIZE, resetKey = '' } = options;
  // The latest fetchPage is read at call time, so inline closures do not restart the list.
  const fetchRef = useRef(options.fetchPage);
  fetchRef.current = options.fetchPage;
  const [state, setState] = useState<ListState<T>>({ items: [], status: 'idle', page: 1 });

  const controller = useMemo(
    () => createListController<T>({ fetchPage: (page) => fetchRef.current(page), pageSize, onChange: setState }),
    [pageSize],
  );

  useEffect(() => {
    controller.reset();
    controller.loadMore();
    return () => controller.dispose();
  }, [controller, resetKey]);

  return useMemo(
    () => ({
      ...state,
      loadMore: controller.loadMore,
      retry: controller.retry,
      reload() {
        controller.reset();
        controller.loadMore();
      },
    }),
    [state, controller],
  );
}
