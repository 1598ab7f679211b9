// Hash location with the query INSIDE the hash (#/land/details?serviceId=1). wouter's own
// use-hash-location writes the query into the page's real `location.search`, which would clobber
// a host page's query string, and it keeps a stale query when the next path has none.
import { useSyncExternalStore } from 'react';
import type { NavigateOptions } from './context.js';

const subscribe = (cb: () => void) => {
  addEventListener('hashchange', cb);
  return () => removeEventListener('hashchange', cb);
};

/** "#/a/b?x=1" -> ["/a/b", "x=1"] */
function parts(): [string, string] {
  const raw = location.hash.replace(/^#?\/?/, '/');
  const q = raw.indexOf('?');
  return q < 0 ? [raw, ''] : [raw.slice(0, q), raw.slice(q + 1)];
}
const currentPath = () => parts()[0];
const currentSearch = () => parts()[1];

export function hashNavigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = '/' + to.replace(/^#?\/?/, '');
  if (url.href === oldURL) return;
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
  // pushState does not fire hashchange; subscribers (ours and any host listener) expect it.
  dispatchEvent(typeof HashChangeEvent === 'function' ? new HashChangeEvent('hashchange', { oldURL, newURL: url.href }) : new Event('hashchange'));
}

export const useHashSearch = (): string => useSyncExternalStore(subscribe, currentSearch, currentSearch);

/** wouter location hook: [path, navigate]; `hrefs` makes <Link> render "#/path" hrefs. */
export const useHashPath = Object.assign(
  (): [string, typeof hashNavigate] => [useSyncExternalStore(subscribe, currentPath, currentPath), hashNavigate],
  { hrefs: (href: string) => '#' + href, searchHook: useHashSearch },
);
