// The notification centre's unread count (issue: Beyond the spec, saved-search alerts): the bells of
// the module lists and the user centre read it, getUnreadCount sets it when a bell shows, the queue's
// NOTICE_EVENT and readNotices keep it right. One atom per app instance (keyed by its API client:
// two instances on one page share nothing); this file is imported only by lazy chunks (the realtime
// chunk and screens), never by the first paint (size budget).
import { atom, type WritableAtom } from 'nanostores';

const counts = new WeakMap<object, WritableAtom<number>>();

/** The instance's unread count (0 until it is read). */
export function noticeUnreadOf(api: object): WritableAtom<number> {
  let count = counts.get(api);
  if (!count) counts.set(api, (count = atom(0)));
  return count;
}
