// Logging out (issue 6; spec §2 guards and tab label follow the stored user id). The server ends
// this device's session; locally the user, their chat, drafts and cart go, while the area and the
// language stay (they are the browser's, not the account's). The cleared user id is persisted, so
// every other tab of this browser sees it through the storage event and logs out too.
import { batch } from 'nanostores';
import type { ApiClient } from '../api/index.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { AppStores } from '../stores/app-stores.js';

/** Local part alone: also used when the server already ended the session (lock, device removed). */
export function forgetUser(stores: Pick<AppStores, 'session' | 'chat' | 'publish' | 'saleGoods'>): void {
  batch(() => {
    stores.session.clearUser();
    stores.chat.clear();
    stores.publish.clear();
    stores.saleGoods.clear();
  });
}

/**
 * Ends the session on the server, then forgets it here whatever the answer (offline, already
 * expired): a user who taps "log out" is logged out.
 */
export async function logout(api: Pick<ApiClient, 'call'>, stores: Pick<AppStores, 'session' | 'chat' | 'publish' | 'saleGoods'>): Promise<void> {
  if (stores.session.authorization.get()) await api.call(ENDPOINTS.logout, {}, { silent: true, timeoutMs: 10_000 });
  forgetUser(stores);
}
