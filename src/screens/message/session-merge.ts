// /message/list kept live (spec §1 "Real-time messages"): a record that arrives on the queue moves
// its conversation to the top with the new preview and, when it came from the other party, one
// more unread. The pages the list loaded stay as they are; the conversations the queue touched
// are held in front of them (`moved`, newest first) and left out of the pages below.
import type { ChatRecord, ChatSession } from '../../contract/types/chat.js';
import { MESSAGE_TYPE } from '../../contract/statuses.js';
import { readDate } from '../../i18n/format-calendar.js';
import { readCard } from './card-content.js';

/** What a session row shows of its last message (contract ChatSession.lastMessage). */
function lastMessageOf(r: ChatRecord): string {
  if (r.type === MESSAGE_TYPE.text) return r.content.slice(0, 100);
  if (r.type === MESSAGE_TYPE.card) return readCard(r.content)?.title ?? '';
  return '';
}

/**
 * The session after `record`, or null when the list does not have it (a new conversation: the
 * caller loads the list again). `me`: the reader's user id (own messages are not unread).
 */
export function applyRecord(
  sessions: readonly ChatSession[],
  record: ChatRecord,
  me: string,
): ChatSession | null {
  const s = sessions.find((x) => x.chatSessionId === record.chatSessionId);
  if (!s) return null;
  // The queue may bring records the page already had: those it kept while the user was away (the
  // list counted them already) or one that raced the page. Nothing older than the row changes it.
  if (s.lastMessageId && s.lastMessageId === record.chatMessageId) return s;
  const at = readDate(String(record.sendTime));
  const last = readDate(s.lastTime);
  if (at && last && s.lastMessageId !== '' && at.getTime() <= last.getTime()) return s;
  const fromOther = String(record.fromUserId) !== me;
  return {
    ...s,
    lastMessage: lastMessageOf(record),
    lastType: record.type,
    lastTime: String(record.sendTime),
    lastMessageId: record.chatMessageId,
    unreadNum: s.unreadNum + (fromOther ? 1 : 0),
  };
}

/** The rows to show: the moved ones first (newest first), then the loaded pages without them. */
export function sessionsShown(pages: readonly ChatSession[], moved: readonly ChatSession[]): ChatSession[] {
  const ids = new Set(moved.map((s) => s.chatSessionId));
  return [...moved, ...pages.filter((s) => !ids.has(s.chatSessionId))];
}

/** `moved` after `session` was touched: it goes first, once. */
export const moveToTop = (moved: readonly ChatSession[], session: ChatSession): ChatSession[] =>
  [session, ...moved.filter((s) => s.chatSessionId !== session.chatSessionId)];

/** Sum of the rows' unread counts (for the screen reader's summary; the badge keeps the server's). */
export const unreadOf = (sessions: readonly ChatSession[]): number => sessions.reduce((n, s) => n + Math.max(0, s.unreadNum), 0);
