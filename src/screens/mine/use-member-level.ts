// The member level for the buy-package link (spec §2 "buy package at
// /usercenter/valueAddedServices/list?memberLevelId={level}"), read from the stored userAllInfo
// (spec §3 "Session user"). When it was never stored, it is asked for once, silently (a missing
// level only drops the query parameter), and stored for the other screens.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';

export function useMemberLevelId(): number | null {
  const { api, stores } = useServices();
  const info = useStore(stores.session.userAllInfo);
  const missing = info === null;
  useEffect(() => {
    if (!missing) return;
    const abort = new AbortController();
    void api.call(ENDPOINTS.getUserInfo, {}, { silent: true, signal: abort.signal }).then((reply) => {
      if (!abort.signal.aborted && reply.code === 200 && reply.customData) stores.session.userAllInfo.set(reply.customData);
    });
    return () => abort.abort();
  }, [api, stores, missing]);
  const level = info?.memberLevelId;
  return typeof level === 'number' && Number.isFinite(level) ? level : null;
}
