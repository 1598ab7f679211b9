// Keep-alive container (spec §2 "Some routes are flagged keep-alive, so their view stays cached").
// Every page is its own scroll container. Pages flagged keepAlive stay mounted but hidden when the
// user leaves them, and get their scroll position back when they are shown again (display:none
// loses it in browsers). At most KEEP_ALIVE_MAX pages are cached; the least recently used goes first.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { RouteEntry } from '../routes/route-types.js';
import { RouteScreen } from './route-screen.js';
import { screenOf } from './screens.js';

export const KEEP_ALIVE_MAX = 5;

interface Cached {
  entry: RouteEntry;
  search: string;
  used: number;
}

export function KeepAlive({ current, search }: { current: RouteEntry | null; search: string }) {
  // Insertion order is the render order and never changes, so cached DOM is never moved.
  const cache = useRef(new Map<string, Cached>()).current;
  const clock = useRef(0);

  if (current?.keepAlive) {
    cache.set(current.path, { entry: current, search, used: ++clock.current });
    while (cache.size > KEEP_ALIVE_MAX) {
      const oldest = [...cache.entries()].reduce((a, b) => (b[1].used < a[1].used ? b : a));
      cache.delete(oldest[0]);
    }
  }

  return (
    <>
      {[...cache.values()].map((c) => (
        <PageFrame key={c.entry.path} entry={c.entry} search={c.search} active={c.entry === current} />
      ))}
      {current && !current.keepAlive && <PageFrame key={`page:${current.path}`} entry={current} search={search} active />}
    </>
  );
}

function PageFrame({ entry, search, active }: { entry: RouteEntry; search: string; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  const query = useMemo(() => new URLSearchParams(search), [search]);

  useLayoutEffect(() => {
    // Writing (or reading) scrollTop lays the page out at once: only a page scrolled before has a
    // place to go back to; a page at the top (every new one) is there already and its first render
    // pays no forced layout.
    if (active && ref.current && scrollTop.current > 0) ref.current.scrollTop = scrollTop.current;
  }, [active]);

  return (
    <div
      ref={ref}
      className={entry.tabBar ? 'mkt-page mkt-page-tabs' : 'mkt-page'}
      hidden={!active}
      data-route={entry.path}
      onScroll={(e) => {
        if (active) scrollTop.current = e.currentTarget.scrollTop;
      }}
    >
      <RouteScreen route={entry} loader={screenOf(entry)} query={query} active={active} />
    </div>
  );
}
