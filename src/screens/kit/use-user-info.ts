// The user's account info for the user-centre screens (spec §3 userAllInfo): the stored copy shows at
// once, getUserInfo refreshes it on every visit (a phone, e-mail or deletion request changed here
// or on another device) and stores the answer, so the index shows the new values after a change.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useCall } from './use-call.js';

export function useUserInfo() {
  const { stores } = useServices();
  const stored = useStore(stores.session.userAllInfo);
  const userId = useStore(stores.session.userId);
  const call = useCall(ENDPOINTS.getUserInfo, userId ? {} : null, userId);
  const fresh = call.state.status === 'ok' ? call.state.data : null;
  useEffect(() => {
    if (fresh) stores.session.userAllInfo.set(fresh);
  }, [fresh, stores]);
  // The store is the one source: the fresh reply goes into it (above), and so does a refresh after
  // a change made on this screen (useRefreshUserInfo), which the first reply would hide.
  return { info: stored ?? fresh, state: call.state, retry: call.retry };
}

/** After a change the server made (phone, e-mail, deletion request): the stored copy catches up. */
export function useRefreshUserInfo(): () => Promise<void> {
  const { api, stores } = useServices();
  return async () => {
    const reply = await api.call(ENDPOINTS.getUserInfo, {}, { silent: true });
    if (reply.code === 200 && reply.customData) stores.session.userAllInfo.set(reply.customData);
  };
}
