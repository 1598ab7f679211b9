// Adapts the per-instance stores to what the API client reads and writes (spec §7 metaData,
// §8 token regeneration and the 4029/4030/4033 clean-up).
import type { ClientSession } from '../api/index.js';
import type { I18nInstance } from '../i18n/create-i18n.js';
import type { AppStores } from '../stores/app-stores.js';

export function clientSession(stores: AppStores, i18n: Pick<I18nInstance, 'language'>): ClientSession {
  const { session } = stores;
  return {
    getAuthorization: () => session.authorization.get(),
    getRefreshToken: () => session.refreshToken.get(),
    getUserId: () => session.userId.get(),
    getLanguage: () => i18n.language,
    getAreaId: () => session.areaId.get(),
    getDeviceId: () => session.deviceId,
    setTokens({ authorization, refreshToken }) {
      session.authorization.set(authorization);
      if (refreshToken) session.refreshToken.set(refreshToken);
    },
    // The login lives in this instance's storage only (no cookies are ever set), so clearing the
    // stores drops the stored login as spec §8 asks.
    clearAll: () => stores.clearAll(),
  };
}
