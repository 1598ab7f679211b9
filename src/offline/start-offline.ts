// What the standalone page (and an iframe page whose partner opted in) starts once the app has
// drawn (issue: Beyond the spec, item 4), loaded with a dynamic import so none of it weighs on
// the first paint:
//   - registers the service worker (sw/sw-entry.ts) and hands it the chunks loaded before it was
//     there (they then open offline too);
//   - the offline banner (offline-banner.ts, drawn the first time it is needed): shown while
//     navigator.onLine is false or the worker answered from a stored copy for want of a network.
//     Part of this chunk rather than a chunk of its own: a chunk first asked for offline is one the
//     worker may not have kept, and the banner would then never show;
//   - back online (and at this start): the favourites and chat messages written offline are sent.
import type { Instance } from '../boot/create-instance.js';
import { createOfflineBanner, type OfflineBanner } from './offline-banner.js';
import { isNetMessage, type ForgetMessage, type WarmMessage } from './sw/sw-messages.js';

/**
 * Where the outboxes keep what waits (features/favourite-outbox.ts favoriteOutboxKey,
 * screens/message/outbox.ts chatOutboxKey), written again here: importing either module would put
 * the details chunk and DOMPurify (30 KB) on every first visit. tests/unit/offline/outbox-keys.test.ts
 * keeps the copies equal.
 */
export const WAITING_KEYS = {
  favorites: (userId: string): string => `favorites:outbox:${userId}`,
  chat: (userId: string): string => `chat:outbox:${userId}`,
} as const;

/**
 * `root`: the app's root element (the banner goes right above it); `assetBase`: the folder of the
 * built app (this chunk's own), where sw.js is and which it controls (its scope).
 */
export function startOffline(instance: Instance, root: HTMLElement, assetBase = new URL('.', import.meta.url).href): () => void {
  const { api, stores } = instance;
  const win = root.ownerDocument.defaultView ?? window;
  const nav = win.navigator;

  let banner: OfflineBanner | null = null;
  /** Whether the banner should show; its words are in the locale's second part (locales/parts.mjs). */
  let wanted = false;
  const show = () => {
    wanted = true;
    void instance.i18n.complete().catch(() => undefined).then(() => {
      if (wanted) (banner ??= createOfflineBanner(root, () => instance.i18n.t('offline.banner'))).show();
    });
  };
  const hide = () => {
    wanted = false;
    banner?.hide();
  };

  const sendWaiting = () => {
    const userId = stores.session.userId.get();
    if (!userId || !nav.onLine) return;
    // Only when something waits: neither outbox's code (nor the endpoint tables they import, the
    // details chunk and DOMPurify: 30 KB) is fetched on a first visit for nothing.
    if (stores.storage.get(WAITING_KEYS.favorites(userId)) !== null) {
      void import('../features/favourite-outbox.js').then((m) => m.favoriteOutboxFor({ api, storage: stores.storage, userId }).flush());
    }
    if (stores.storage.get(WAITING_KEYS.chat(userId)) !== null) {
      void import('../screens/message/outbox.js').then((m) => m.outboxFor({ api, storage: stores.storage, userId }).retryOffline());
    }
  };
  const onOffline = () => show();
  const onOnline = () => {
    hide();
    sendWaiting();
  };
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  if (!nav.onLine) show();
  sendWaiting();

  const sw = nav.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    if (!isNetMessage(event.data)) return;
    if (event.data.online) onOnline();
    else show();
  };
  const warm = () => {
    const urls = win.performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.endsWith('.js'));
    const message: WarmMessage = { type: 'mkt-warm', urls };
    sw?.controller?.postMessage(message);
  };
  // A logout (here or in another tab) forgets the stored replies: they carry the user's stars.
  const stopForget = stores.session.userId.listen((id) => {
    const message: ForgetMessage = { type: 'mkt-forget' };
    if (!id) sw?.controller?.postMessage(message);
  });
  if (sw) {
    sw.addEventListener('message', onMessage);
    sw.addEventListener('controllerchange', warm);
    void sw.register(new URL('sw.js', assetBase).href, { scope: new URL(assetBase).pathname }).then(() => sw.ready).then(warm, () => undefined);
  }

  return () => {
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
    stopForget();
    sw?.removeEventListener('message', onMessage);
    sw?.removeEventListener('controllerchange', warm);
    banner?.destroy();
  };
}
