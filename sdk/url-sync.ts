// Mirrors the app route in the host page's URL when the host asks (issue 4 "SDK" 3: routing
// 'hash' | 'path', or 'memory' + syncQueryKey). The app itself always keeps its route in memory;
// the SDK writes the host URL on each route change (push, so the browser's back button walks the
// app's pages; the first write replaces) and navigates the app on popstate/hashchange. At mount
// the URL's route wins over options.initialRoute, so a reload or a shared link opens that page.
import { isAppRoute } from '../src/embed/embed-params.js';
import type { Disposer } from './disposer.js';
import type { ResolvedOptions } from './options.js';

export interface UrlSync {
  /** What the registry uses to refuse two instances writing the same part of the URL. */
  readonly target: string;
  /** The route in the host URL now, or null. */
  read(): string | null;
  /** The app reached `route`: record it in the host URL. */
  write(route: string): void;
}

interface Codec {
  target: string;
  read(url: URL): string | null;
  write(url: URL, route: string): void;
}

/** The route a host URL part holds, if it is one. */
const route = (s: string | null): string | null => (s && isAppRoute(s) ? s : null);

function codecFor(o: ResolvedOptions): Codec | null {
  if (o.routing === 'hash') {
    return {
      target: 'hash',
      read: (url) => route(url.hash.replace(/^#/, '')),
      write: (url, r) => void (url.hash = r),
    };
  }
  if (o.routing === 'path') {
    const base = o.basePath; // ends with '/'
    return {
      target: 'path',
      read: (url) => (url.pathname.startsWith(base) ? route('/' + url.pathname.slice(base.length) + url.search) : null),
      write: (url, r) => {
        const q = r.indexOf('?');
        url.pathname = base + (q < 0 ? r : r.slice(0, q)).slice(1);
        url.search = q < 0 ? '' : r.slice(q);
      },
    };
  }
  const key = o.syncQueryKey;
  if (!key) return null;
  return {
    target: `query:${key}`,
    read: (url) => route(url.searchParams.get(key)),
    write: (url, r) => url.searchParams.set(key, r),
  };
}

/** The part of the host URL this instance would write, or null (registry conflict check). */
export const syncTarget = (o: ResolvedOptions): string | null => codecFor(o)?.target ?? null;

export function createUrlSync(o: ResolvedOptions, win: Window, navigate: (route: string) => void, d: Disposer): UrlSync | null {
  const codec = codecFor(o);
  if (!codec) return null;
  const here = () => new URL(win.location.href);
  let written = false;
  const onExternal = () => {
    const r = codec.read(here());
    if (r) navigate(r);
  };
  d.listen(win, 'popstate', onExternal);
  if (codec.target === 'hash') d.listen(win, 'hashchange', onExternal);
  return {
    target: codec.target,
    read: () => codec.read(here()),
    write(r) {
      const url = here();
      if (codec.read(url) === r) return;
      codec.write(url, r);
      // history.state is the host router's: keep it.
      win.history[written ? 'pushState' : 'replaceState'](win.history.state, '', url.href);
      written = true;
    },
  };
}
