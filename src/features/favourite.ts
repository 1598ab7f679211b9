// The favourite star of details pages (and later of other screens): spec §4 "Favourite toggle:
// isFavorite 0 becomes 1 after a successful add; 1 becomes 0 after a successful cancel; only on
// code 200, server message shown as toast. Logged out: a confirm dialog (login first) leads to
// /login"; spec §7 insertFavorite {userId, serviceId, esInfoId (articles), moduleId} and
// cancelMyFavorite {userId, serviceIds[], esInfoIds for articles}.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/index.js';
import { useServices, useShell } from '../app/use-shell.js';
import { CODE } from '../contract/codes.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { YesNo } from '../contract/types/common.js';
import type { ListingModule } from '../modules/types.js';
import { useT, type TranslateFn } from '../ui/t-context.js';
import { favoriteOutboxFor } from './favourite-outbox.js';

export const LOGIN_PATH = '/login';

export interface FavoriteTarget {
  module: ListingModule;
  serviceId: string;
  /** Sent only for modules whose descriptor says they carry one (articles, goods). */
  esInfoId?: string;
}

export interface FavoriteDeps {
  api: Pick<ApiClient, 'call'>;
  /** '' when logged out. */
  userId: string;
  t: TranslateFn;
  confirm(message: string, options: { cancel: boolean }): Promise<boolean>;
  toast(message: string): void;
  navigate(path: string): void;
  /**
   * Offline (issue: Beyond the spec, item 4): whether the device is online, and how to keep the
   * new value until it is (favourite-outbox.ts); `waiting`: this listing already has an intent
   * queued (the new one then follows it through the queue, so they keep their order). Without
   * it, a toggle needs the network.
   */
  offline?: { online(): boolean; waiting(): boolean; queue(to: YesNo): void };
}

/** The request bodies of both calls (exported for the tests and the collection screens). */
export function favoriteRequests(userId: string, target: FavoriteTarget) {
  const esInfoId = target.module.esInfoId && target.esInfoId ? target.esInfoId : '';
  return {
    insert: {
      userId,
      serviceId: target.serviceId,
      ...(esInfoId ? { esInfoId } : {}),
      moduleId: target.module.moduleId,
    },
    cancel: {
      userId,
      serviceIds: [target.serviceId],
      ...(esInfoId ? { esInfoIds: [esInfoId] } : {}),
    },
  };
}

/**
 * Adds or cancels the favourite. Resolves with the new isFavorite, or null when nothing changed
 * (logged out, or a non-200 reply: the API client has already shown what spec §8 asks for it).
 */
export async function toggleFavorite(deps: FavoriteDeps, target: FavoriteTarget, current: YesNo): Promise<YesNo | null> {
  if (!deps.userId) {
    // spec §8 "Unauthenticated favourite: login-first confirm leading to /login".
    if (await deps.confirm(deps.t('errors.notLoggedIn'), { cancel: true })) deps.navigate(LOGIN_PATH);
    return null;
  }
  const next: YesNo = current === 1 ? 0 : 1;
  const queued = () => {
    deps.offline?.queue(next);
    if (!deps.offline?.online()) deps.toast(deps.t('offline.favoriteQueued'));
    return next;
  };
  if (deps.offline && (!deps.offline.online() || deps.offline.waiting())) return queued();
  const body = favoriteRequests(deps.userId, target);
  // A network failure is ours to show when the toggle can wait for the network.
  const extra = deps.offline ? [{ inline: [CODE.SYSTEM_ERROR] }] : [];
  const reply =
    current === 1
      ? await deps.api.call(ENDPOINTS.cancelMyFavorite, body.cancel, ...extra)
      : await deps.api.call(ENDPOINTS.insertFavorite, body.insert, ...extra);
  if (reply.code === CODE.SYSTEM_ERROR && deps.offline) {
    if (!deps.offline.online()) return queued();
    deps.toast(reply.message);
    return null;
  }
  if (reply.code !== 200) return null;
  // spec §8 "favourite server messages show as toasts"; our own words if the server sent none.
  deps.toast(reply.message || deps.t(current === 1 ? 'app.favoriteCancelled' : 'app.favoriteAdded'));
  return next;
}

export interface FavoriteToggle {
  /** What the star shows: the user's latest intent, sent or waiting for the network. */
  on: boolean;
  /** True while a call is in flight: the star ignores taps (no double submits). */
  busy: boolean;
  /** Toggled offline and not yet sent (favourite-outbox.ts). */
  pending: boolean;
  toggle(): void;
}

/** The star's behaviour; `onChange` receives the new isFavorite after a 200. */
export function useFavorite(target: FavoriteTarget, isFavorite: YesNo, onChange: (value: YesNo) => void): FavoriteToggle {
  const { api, stores } = useServices();
  const { dialogs, navigate } = useShell();
  const t = useT();
  const userId = useStore(stores.session.userId);
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two taps in the same frame both see busy === false in their closure.
  const inFlight = useRef(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  const outbox = favoriteOutboxFor({ api, storage: stores.storage, userId });
  const waiting = useStore(outbox.pending)[target.serviceId];
  const current: YesNo = waiting ? waiting.to : isFavorite;
  // A reply kept from before the toggle (offline reading) says otherwise: the intent wins, and
  // stays once sent.
  useEffect(() => {
    if (waiting && waiting.to !== isFavorite) latest.current(waiting.to);
  }, [waiting, isFavorite]);
  // Sent when the network is back while the star is on screen (in every mode; the standalone page
  // also sends at start and on reconnect from any screen: src/offline/start-offline.ts).
  useEffect(() => {
    if (!waiting) return;
    const online = () => void outbox.flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [waiting !== undefined, outbox]);

  const toggle = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const deps: FavoriteDeps = {
      api,
      userId,
      t,
      confirm: (m, o) => dialogs.confirm(m, o),
      toast: (m) => dialogs.toast(m),
      navigate: (p) => navigate(p),
      offline: {
        online: () => navigator.onLine,
        waiting: () => outbox.pending.get()[target.serviceId] !== undefined,
        queue: (to) => {
          const body = favoriteRequests(userId, target);
          outbox.record({ serviceId: target.serviceId, from: current, to, insert: body.insert, cancel: body.cancel });
          if (navigator.onLine) void outbox.flush();
        },
      },
    };
    void toggleFavorite(deps, target, current)
      .then((next) => {
        if (next !== null) latest.current(next);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };
  return { on: current === 1, busy, pending: waiting !== undefined, toggle };
}
