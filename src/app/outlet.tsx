// Turns the current location into what is shown: redirects (spec §2), the auth guard
// (spec §2 "Guards"), the publish quota guard (spec §4, publish-gate.ts), unknown paths -> /index,
// the kept-alive pages and the tab bar.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { resolvePath } from '../routes/index.js';
import type { RouteEntry } from '../routes/route-types.js';
import type { AppContext, ShellStores } from './context.js';
import { useT } from '../ui/t-context.js';
import { KeepAlive } from './keep-alive.js';
import { heldBack, type PublishGate } from './publish-gate.js';
import { TabBar } from './tab-bar.js';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';

/** Where the shell sends a path: [entry to show, or null while redirecting; redirect target]. */
export function decide(path: string, search: string, userId: string): [RouteEntry | null, string | null] {
  const res = resolvePath(path);
  // Keep the query on redirects: the home search may open /article?keyWords=... (spec §2).
  if (res.kind === 'redirect') return [null, search ? `${res.to}?${search}` : res.to];
  if (res.kind === 'unknown') return [null, HOME_PATH];
  // Spec §4 publish quota: nobody to check it for, so log in first.
  if ((res.entry.guard === 'auth' || res.entry.guard === 'publishQuota') && !userId) return [null, LOGIN_PATH];
  return [res.entry, null];
}

export interface OutletProps {
  stores: ShellStores;
  gate: PublishGate;
  onRouteChange?: AppContext['onRouteChange'];
}

export function Outlet({ stores, gate, onRouteChange }: OutletProps) {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const userId = useStore(stores.userId);
  const [entry, redirect] = decide(path, search, userId);
  const here = search ? `${path}?${search}` : path;
  // A publish route the gate has not cleared (a direct load, back/forward) waits for its check.
  const cleared = useStore(gate.cleared);
  const held = entry !== null && heldBack(here, cleared);
  useEffect(() => {
    if (entry) gate.enter(here);
  }, [gate, entry, here]);

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
      <KeepAlive current={held ? null : entry} search={search} />
      {held && <p className="mkt-center mkt-loading" role="status">{t('app.loading')}</p>}
      {entry?.tabBar && <TabBar current={entry.path} stores={stores} />}
    </>
  );
}
