// Memoized, retryable loading of a module by URL (inline mode's app module). Concurrent callers
// share one download; a failure clears the memo so the next call tries again, with a `retry`
// query: browsers remember a failed module URL for the page's lifetime.

export type ImportModule = (url: string) => Promise<unknown>;

const memo = new Map<string, Promise<unknown>>();
const attempts = new Map<string, number>();

export function loadModule(url: string, importModule: ImportModule): Promise<unknown> {
  const known = memo.get(url);
  if (known) return known;
  const n = attempts.get(url) ?? 0;
  const target = n === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${n}`;
  const loading = importModule(target).catch((e: unknown) => {
    memo.delete(url);
    attempts.set(url, n + 1);
    throw e;
  });
  memo.set(url, loading);
  return loading;
}

/** The browser's own dynamic import, kept out of bundlers' module graphs. */
export const browserImport: ImportModule = (url) => import(/* webpackIgnore: true */ /* @vite-ignore */ url);
