// Turns the current location into what is shown: redirects (spec §2), the auth guard
// (spec §2 "Guards"), unknown paths -> /index, the kept-alive pages and the tab bar.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { resolvePath } from '../routes/index.js';
import type { RouteEntry } from '../routes/route-types.js';
import type { AppContext, ShellStores } from './context.js';
import { KeepAlive } from './keep-alive.js';
import { TabBar } from './tab-bar.js';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';

/** Where the shell sends a path: [entry to show, or null while redirecting; redirect target]. */
export function decide(path: string, search: string, userId: string): [RouteEntry | null, string | null] {
  const res = resolvePath(path);
  // Keep the query on redirects: the home search may open /article?keyWords=... (spec §2).
  if (res.kind === 'redirect') return [null, search ? `${res.to}?${search}` : res.to];
  if (res.kind === 'unknown') return [null, HOME_PATH];
  if (res.entry.guard === 'auth' && !userId) return [null, LOGIN_PATH];
  return [res.entry, null];
}

export function Outlet({ stores, onRouteChange }: { stores: ShellStores; onRouteChange?: AppContext['onRouteChange'] }) {
  const [path] = useLocation();
  const search = useSearch();
  const userId = useStore(stores.userId);
  const [entry, redirect] = decide(path, search, userId);

  // Read through a ref: a new callback passed by update() must not re-announce the same route.
  const announce = useRef(onRouteChange);
  announce.current = onRouteChange;
  useEffect(() => {
    if (entry) announce.current?.(search ? `${path}?${search}` : path, entry);
  }, [entry, path, search]);

  // KeepAlive stays rendered during a redirect so cached pages survive it.
  return (
    <>
      {redirect && <Redirect key={`${path}>${redirect}`} to={redirect} replace />}
      <KeepAlive current={entry} search={search} />
      {entry?.tabBar && <TabBar current={entry.path} stores={stores} />}
    </>
  );
}
