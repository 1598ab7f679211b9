// The bell of the notification centre with its unread count (issue: Beyond the spec, saved-search
// alerts), on the module lists and the user centre. The count is read from the server when a bell
// shows (getUnreadCount) and kept up to date by the queue (realtime/notice-event.ts) and by the
// notification centre. Shown to a signed-in user only: a visitor has no notices.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { noticeUnreadOf } from '../../realtime/notice-unread.js';
import { useStyle } from '../../ui/use-style.js';
import { useT } from '../../ui/t-context.js';
import { NOTICES_PATH } from './alert-links.js';

export const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';
/** A bell with a plus: "save this search and alert me". */
export const BELL_PLUS = 'M6 16V11a6 6 0 0 1 9-5.2M18 11v5l2 2H4l2-2M10 20a2 2 0 0 0 4 0M19 2v6M16 5h6';

const CSS =
  '.mkt-bell{position:relative}' +
  '.mkt-bell-n{position:absolute;top:4px;right:2px;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:#d93025;color:#fff;font-size:11px;font-weight:600;line-height:18px;text-align:center;box-sizing:border-box}';

export function BellIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/** The instance's unread count, read from the server when the first bell (or the centre) shows. */
export function useNoticeUnread(): number {
  const { api } = useServices();
  const store = noticeUnreadOf(api);
  const count = useStore(store);
  useEffect(() => {
    void api.call(ENDPOINTS.getUnreadCount, {}, { silent: true }).then((reply) => {
      if (reply.code === 200 && reply.customData) store.set(reply.customData.unread);
    });
  }, [api, store]);
  return count;
}

export function NoticeBell() {
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  return userId ? <SignedInBell /> : null;
}

function SignedInBell() {
  useStyle('notice-bell', CSS);
  const t = useT();
  const unread = useNoticeUnread();
  return (
    <Link href={NOTICES_PATH} className="mkt-icon-btn mkt-bell" data-unread={unread}
      aria-label={unread > 0 ? t('alerts.bellUnread', { count: unread }) : t('alerts.bell')}>
      <BellIcon d={BELL} />
      {unread > 0 && <span className="mkt-bell-n" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
    </Link>
  );
}
