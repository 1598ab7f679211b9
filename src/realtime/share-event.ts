// One of the user's discover posts was reviewed or hidden (contract SHARE_EVENT,
// types/discover.ts ShareStateEvent; the issue: myShare "the author's queue event updates a post's
// status in the open list and toasts it"): read off the queue here, in the lazy realtime chunk,
// like a parcel's move (parcel-event.ts). It goes to the chat store (an open myShare updates the
// post's badge) and to a toast wherever the user is.
import type { ShareStateEvent } from '../contract/types/discover.js';
import type { I18nInstance } from '../i18n/create-i18n.js';
import { toastWhenReady, type QueueNotice } from './queue-toast.js';

/** statuses.SHARE_STATUS by name, written here as data (see start-realtime.ts on imports). */
const TOAST_OF: Readonly<Record<number, 'published' | 'rejected' | 'hidden' | 'reviewing'>> = { 1: 'reviewing', 2: 'published', 3: 'rejected', 4: 'hidden' };
const SHARE_ID = /^sh[0-9]{1,18}$/;

/** The event's data when it is one (a malformed message is dropped, never thrown: queue-message.ts). */
export function readShareEvent(d: Record<string, unknown>): ShareStateEvent | null {
  const { shareId, status, reason } = d;
  if (typeof shareId !== 'string' || !SHARE_ID.test(shareId)) return null;
  if (typeof status !== 'number' || !Object.hasOwn(TOAST_OF, status)) return null;
  return { shareId, status: status as ShareStateEvent['status'], reason: typeof reason === 'string' ? reason : '' };
}

/** The toast's text: what happened to the post, with the reason when one was given. */
export function shareToastText(event: ShareStateEvent, t: I18nInstance['t']): string {
  const kind = TOAST_OF[event.status] ?? 'reviewing';
  const said = t(`discover.mine.toast.${kind}`);
  const reason = event.reason.trim();
  return reason && (kind === 'rejected' || kind === 'hidden') ? t('discover.mine.toast.withReason', { text: said, reason }) : said;
}

export async function toastShare(event: ShareStateEvent, notice: QueueNotice): Promise<void> {
  await toastWhenReady(notice, (t) => shareToastText(event, t));
}
