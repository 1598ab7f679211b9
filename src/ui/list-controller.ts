// The paged-list state machine of spec §4 "Lists", framework-free so it is easy to test:
//   idle -> loading -> idle (full page appended, page index raised)
//                   -> finished (fewer than the page size, or no data)
//                   -> error (non-200 or transport failure; retry asks for the same page again)
// reset() empties the list and goes back to page 1; a response for an older generation is ignored.

export type ListStatus = 'idle' | 'loading' | 'finished' | 'error';

export interface PageRequest {
  /** 1-based page index (spec §4 "resets to page 1"). */
  index: number;
  size: number;
}

export interface PageResult<T> {
  code: number;
  items: readonly T[];
}

export type FetchPage<T> = (page: PageRequest) => Promise<PageResult<T>>;

export interface ListState<T> {
  items: readonly T[];
  status: ListStatus;
  /** The page the next load asks for. */
  page: number;
}

export interface ListController<T> {
  readonly state: ListState<T>;
  /** Loads the next page when idle; a no-op while loading, finished or in error. */
  loadMore(): void;
  /** After an error: asks for the same page again. */
  retry(): void;
  /** Empties the list and goes back to page 1 (search, tag, tab or filter changed). */
  reset(): void;
  /** Stops listening to responses in flight. */
  dispose(): void;
}

const OK = 200;

export function createListController<T>(options: {
  fetchPage: FetchPage<T>;
  pageSize: number;
  onChange?: (state: ListState<T>) => void;
}): ListController<T> {
  const initial = (): ListState<T> => ({ items: [], status: 'idle', page: 1 });
  let state = initial();
  let generation = 0;

  const set = (next: ListState<T>) => {
    state = next;
    options.onChange?.(state);
  };

  function load() {
    const mine = generation;
    const { page } = state;
    const size = options.pageSize;
    set({ ...state, status: 'loading' });
    const current = () => mine === generation;
    options.fetchPage({ index: page, size }).then(
      (res) => {
        if (!current()) return;
        if (res.code !== OK) return set({ ...state, status: 'error' });
        const items = res.items.length ? [...state.items, ...res.items] : state.items;
        const finished = res.items.length < size;
        set({ items, status: finished ? 'finished' : 'idle', page: page + 1 });
      },
      () => {
        if (current()) set({ ...state, status: 'error' });
      },
    );
  }

  return {
    get state() {
      return state;
    },
    loadMore() {
      if (state.status === 'idle') load();
    },
    retry() {
      if (state.status === 'error') load();
    },
    reset() {
      generation++;
      set(initial());
    },
    dispose() {
      generation++;
    },
  };
}
