// A saved search of the user matched a new listing (contract NOTICE_EVENT, types/alerts.ts
// NoticeEvent; issue: Beyond the spec, saved-search alerts): read off the queue in the lazy realtime
// chunk like a discover post's review (share-event.ts). The bells' count follows the event; a toast
// says it wherever the user is and a tap opens the listing; inside a native shell the bridge's
// notify shows a system notification too (the app may be in the background).
import type { AppNotice, NoticeEvent, NoticeKind } from '../contract/types/alerts.js';
import type { I18nInstance } from '../i18n/create-i18n.js';
import { noticeUnreadOf } from './notice-unread.js';
import { toastWhenReady, type QueueNotice } from './queue-toast.js';

const KINDS: readonly NoticeKind[] = ['searchMatch', 'searchDigest'];
const NOTICE_ID = /^nt[0-9]{1,18}$/;
const SEARCH_ID = /^ss[0-9]{1,18}$/;
const str = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The notice when it is one (a malformed message is dropped, never thrown: queue-message.ts). */
export function readNotice(n: unknown): AppNotice | null {
  if (typeof n !== 'object' || n === null) return null;
  const d = n as Record<string, unknown>;
  if (!str(d.noticeId, 24) || !NOTICE_ID.test(d.noticeId)) return null;
  if (!str(d.searchId, 24) || !SEARCH_ID.test(d.searchId)) return null;
  if (!KINDS.includes(d.kind as NoticeKind) || !count(d.moduleId) || !count(d.count)) return null;
  if (!str(d.searchTitle, 200) || !str(d.serviceId, 64) || !str(d.listingTitle, 500) || !str(d.imgPath, 2048) || !str(d.createdAt, 40)) return null;
  // A match names its listing; a digest names none.
  if (d.kind === 'searchMatch' && d.serviceId === '') return null;
  return {
    noticeId: d.noticeId, kind: d.kind as NoticeKind, searchId: d.searchId, searchTitle: d.searchTitle,
    moduleId: d.moduleId, serviceId: d.serviceId, listingTitle: d.listingTitle, imgPath: d.imgPath,
    count: d.count, read: d.read === true, createdAt: d.createdAt,
  };
}

export function readNoticeEvent(d: Record<string, unknown>): NoticeEvent | null {
  const notice = readNotice(d.notice);
  return notice && count(d.unread) ? { notice, unread: d.unread } : null;
}

/** The toast's and the system notification's line. */
export function noticeText(notice: AppNotice, t: I18nInstance['t']): string {
  return notice.kind === 'searchDigest'
    ? t('alerts.toast.digest', { count: notice.count, title: notice.searchTitle })
    : t('alerts.toast.match', { title: notice.listingTitle });
}

/** What an alert does beyond the count: its route is where a tap leads (notice-route.ts). */
export interface NoticeAlert {
  notice: QueueNotice;
  route: string;
}

export async function alertNotice(event: NoticeEvent, { notice, route }: NoticeAlert): Promise<void> {
  await toastWhenReady(notice, (t) => {
    const text = noticeText(event.notice, t);
    // A native shell shows it in the system tray too; a failure (or no such method) leaves the toast.
    if (notice.native?.inShell()) {
      void notice.native.get().then((n) => n.call('notify', { title: t('alerts.pushTitle'), body: text, route })).catch(() => undefined);
    }
    return text;
  }, notice.navigate ? () => notice.navigate?.(route) : undefined);
}

export function countNotice(api: object, event: NoticeEvent): void {
  noticeUnreadOf(api).set(event.unread);
}
