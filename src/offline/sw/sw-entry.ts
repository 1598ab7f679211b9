// The service worker of the standalone page (issue: Beyond the spec, item 4 "a service worker for
// the standalone page that caches the shell and the last lists and details viewed"), built by
// rollup.config.mjs into dist/app/sw.js (a fixed name, served no-cache) with its precache list.
//   - install: index.html, worker.js and the first-paint files of this build (one cache per build;
//     activate deletes the other builds' caches);
//   - navigations: network first, then the stored copy of that page, then index.html (the app routes);
//   - app chunks (hashed names): cache first; pictures (/uploads): cache first, 60 kept;
//   - list and details calls (cacheable-paths.ts): network first with a 4 s timeout, then the last
//     stored reply of the same request (api-cache-key.ts), 30 kept;
//   - anything else (writes, login, payments, the user centre, the queue) is not touched.
// The iframe page is served by the worker only when the partner opted in (`?offline=1`, SDK option
// `offline: true`); other iframe pages of the same origin get the network as if it were not there.
import { apiCacheKey } from '../api-cache-key.js';
import { CACHEABLE_PATHS } from '../cacheable-paths.js';
import { isForgetMessage, isWarmMessage, type NetMessage } from './sw-messages.js';
import { cacheFirst, cappedCacheFirst, isOkReply, keep, networkFirst, type NetworkFirst } from './sw-strategies.js';
import type { FetchEventLike, SwClient, SwGlobal, SwManifest } from './sw-types.js';

declare const __SW_MANIFEST__: SwManifest;
const sw = self as unknown as SwGlobal;
const manifest = __SW_MANIFEST__;

const PRECACHE = `mkt-shell-${manifest.version}`;
/** Pages and chunks belong to one build: an old build's page names chunks a new one has not. */
const PAGES = `mkt-pages-${manifest.version}`;
const CHUNKS = `mkt-chunks-${manifest.version}`;
/** Replies and pictures outlive builds. */
const API = 'mkt-api';
const PICTURES = 'mkt-pictures';
const OWN = new Set([PRECACHE, PAGES, CHUNKS, API, PICTURES]);

const MAX_REPLIES = 30;
const MAX_PAGES = 30;
const MAX_PICTURES = 60;

const base = manifest.publicPath;
const INDEX = `${base}index.html`;
/** Rollup's `[name]-[hash].js` (rollup.config.mjs): the content is fixed by the name. */
const HASHED = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\w.-]+-[\\w-]{8,}\\.js$`);
const EMBED_PAGE = `${base}embed.html`;

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PRECACHE).then((c) => c.addAll([...manifest.files])).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('mkt-') && !OWN.has(n)).map((n) => caches.delete(n))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('message', (event) => {
  if (isForgetMessage(event.data)) {
    event.waitUntil(caches.delete(API));
    return;
  }
  if (!isWarmMessage(event.data)) return;
  // What the page loaded before the worker was there comes from the HTTP cache: no extra data.
  const urls = event.data.urls.filter((u) => HASHED.test(new URL(u, sw.location.href).pathname)).slice(0, 100);
  event.waitUntil(caches.open(CHUNKS).then((c) => Promise.all(urls.map((u) => c.match(u).then((hit) => (hit ? undefined : c.add(u))).catch(() => undefined)))));
});

/** Whether the network failed the last time a stored copy answered: the pages learn when it is back. */
let degraded = false;
const tell = (clients: readonly (SwClient | undefined)[], online: boolean) => {
  const message: NetMessage = { type: 'mkt-net', online };
  for (const c of clients) c?.postMessage(message);
};
const events = (clientId: string) => ({
  onFallback(failed: boolean) {
    if (!failed) return;
    degraded = true;
    void sw.clients.get(clientId).then((c) => tell([c], false));
  },
  onNetwork() {
    if (!degraded) return;
    degraded = false;
    void sw.clients.matchAll({ type: 'window' }).then((all) => tell(all, true));
  },
});

/** An iframe page whose partner did not opt in: the worker stays out of its way. */
const optedOut = (url: URL) => url.pathname === EMBED_PAGE && url.searchParams.get('offline') !== '1';

function page(event: FetchEventLike, url: URL): NetworkFirst {
  const key = url.origin + url.pathname + url.search;
  return networkFirst(
    fetch(event.request),
    async () => (await caches.open(PAGES).then((c) => c.match(key))) ?? (url.pathname === EMBED_PAGE ? undefined : caches.match(INDEX)),
    async (res) => {
      if (res.ok && res.type === 'basic' && (res.headers.get('Content-Type') ?? '').includes('text/html')) {
        await keep(await caches.open(PAGES), key, res, MAX_PAGES);
      }
    },
    events(event.resultingClientId),
  );
}

function reply(event: FetchEventLike, path: string): Promise<Response> {
  return event.request.clone().text().then((body) => {
    const key = apiCacheKey(path, body);
    if (!key) return fetch(event.request);
    const flow = networkFirst(
      fetch(event.request),
      () => caches.open(API).then((c) => c.match(key)),
      async (res) => {
        const text = await isOkReply(res);
        if (text !== null) await keep(await caches.open(API), key, new Response(text, { headers: { 'Content-Type': 'application/json' } }), MAX_REPLIES);
      },
      events(event.clientId),
    );
    event.waitUntil(flow.done);
    return flow.response;
  });
}

type Kind = 'reply' | 'page' | 'shell' | 'chunk' | 'picture';

/** What kind of request this is for the worker, or null to leave it to the browser. */
function kindOf(request: Request, url: URL): Kind | null {
  if (url.origin !== sw.location.origin) return null;
  // The API is at the origin's root (apiBase ''), whatever the app's public path.
  if (request.method === 'POST') return CACHEABLE_PATHS.has(url.pathname) ? 'reply' : null;
  if (request.method !== 'GET' || !url.pathname.startsWith(base)) return null;
  if (request.mode === 'navigate') return optedOut(url) ? null : 'page';
  if (manifest.files.includes(url.pathname)) return 'shell';
  if (HASHED.test(url.pathname)) return 'chunk';
  if (url.pathname.startsWith(`${base}uploads/`)) return 'picture';
  return null;
}

function answer(kind: Kind, event: FetchEventLike, url: URL): Promise<Response> {
  const { request } = event;
  switch (kind) {
    case 'reply':
      return reply(event, url.pathname);
    case 'page': {
      const flow = page(event, url);
      event.waitUntil(flow.done);
      return flow.response;
    }
    case 'shell':
      return caches.open(PRECACHE).then((c) => cacheFirst(c, url.pathname));
    case 'chunk':
      return caches.open(CHUNKS).then((c) => cacheFirst(c, request));
    case 'picture':
      return caches.open(PICTURES).then((c) => cappedCacheFirst(c, request, MAX_PICTURES));
  }
}

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const kind = kindOf(event.request, url);
  if (!kind) return;
  if (kind === 'page' || !event.clientId) {
    event.respondWith(answer(kind, event, url));
    return;
  }
  // A page's calls and files: only for pages the worker may serve (not an iframe page whose
  // partner did not opt in, which gets the network as if there were no worker).
  event.respondWith(
    sw.clients.get(event.clientId).then((client) =>
      client && optedOut(new URL(client.url)) ? fetch(event.request) : answer(kind, event, url)),
  );
});
