// The host methods of bridge/methods.ts HostMethodMap that act on an app instance alone, as one
// table shared by the embedding entries (src/embed/embedded-app.ts, called by the SDK) and the
// native client (src/boot/native.ts, called by a native shell). setTheme is not here: it needs
// the embedding's theme <style>, which only the SDK modes have.
// Params arrive checked by the bridge's PARAM_CHECKS (the endpoint runs them before a handler).
import type { HostLoginToken, HostMethod, HostParams, HostResult } from '../../bridge/methods.js';
import type { LanguageCode } from '../contract/envelope.js';
import type { AppStores } from '../stores/app-stores.js';

/** What the handlers touch: the shell's navigation, the language switch and the stores. */
export interface HostTarget {
  navigate(path: string): void;
  changeLanguage(language: LanguageCode): Promise<void>;
  stores: Pick<AppStores, 'session' | 'clearAll'>;
}

export type InstanceHostMethod = Exclude<HostMethod, 'setTheme'>;
export type InstanceHostMethods = {
  [M in InstanceHostMethod]: (params: HostParams<M>) => Promise<HostResult<M>>;
};

/** The session's login shape (spec §2 "Login" reply: userId, Authorization). */
const toLogin = (t: HostLoginToken) => ({
  userId: t.userId,
  Authorization: t.authorization,
  ...(t.refreshToken ? { refreshToken: t.refreshToken } : {}),
});

export function instanceHostMethods(target: HostTarget): InstanceHostMethods {
  const { session } = target.stores;
  return {
    async navigate({ path }) {
      target.navigate(path);
      return {};
    },
    async setLanguage({ language }) {
      await target.changeLanguage(language);
      return {};
    },
    // null logs out; a token logs its user in (the login event goes out from the session store).
    async setUserToken({ token }) {
      if (token) session.setLogin(toLogin(token));
      else session.clearUser();
      return {};
    },
    async setArea({ areaId }) {
      session.areaId.set(areaId);
      return {};
    },
    async forget() {
      target.stores.clearAll();
      return {};
    },
  };
}

/** Applies a token handed over at start (before the first render: no logged-out flash). */
export function applyLoginToken(stores: HostTarget['stores'], token: HostLoginToken | null | undefined): void {
  if (token) stores.session.setLogin(toLogin(token));
  else if (token === null) stores.session.clearUser();
}
