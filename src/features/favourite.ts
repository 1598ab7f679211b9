// The favourite star of details pages (and later of other screens): spec §4 "Favourite toggle:
// isFavorite 0 becomes 1 after a successful add; 1 becomes 0 after a successful cancel; only on
// code 200, server message shown as toast. Logged out: a confirm dialog (login first) leads to
// /login"; spec §7 insertFavorite {userId, serviceId, esInfoId (articles), moduleId} and
// cancelMyFavorite {userId, serviceIds[], esInfoIds for articles}.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { ApiClient } from '../api/index.js';
import { useServices, useShell } from '../app/use-shell.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { YesNo } from '../contract/types/common.js';
import type { ListingModule } from '../modules/types.js';
import { useT, type TranslateFn } from '../ui/t-context.js';

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
  const body = favoriteRequests(deps.userId, target);
  const reply =
    current === 1
      ? await deps.api.call(ENDPOINTS.cancelMyFavorite, body.cancel)
      : await deps.api.call(ENDPOINTS.insertFavorite, body.insert);
  if (reply.code !== 200) return null;
  // spec §8 "favourite server messages show as toasts"; our own words if the server sent none.
  deps.toast(reply.message || deps.t(current === 1 ? 'app.favoriteCancelled' : 'app.favoriteAdded'));
  return current === 1 ? 0 : 1;
}

export interface FavoriteToggle {
  /** True while a call is in flight: the star ignores taps (no double submits). */
  busy: boolean;
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
    };
    void toggleFavorite(deps, target, isFavorite)
      .then((next) => {
        if (next !== null) latest.current(next);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };
  return { busy, toggle };
}
