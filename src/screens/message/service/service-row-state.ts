// The pinned customer-service row of /message/list kept live (spec §1 "Real-time messages"): a
// record of customer service on the queue becomes the row's preview, one more unread when the
// robot, an agent or the system wrote it, none while that conversation is on screen (it is read
// there). A record of a conversation the row does not show (a new one began) reloads the row.
import type { ChatRecord, ChatSession } from '../../../contract/types/chat.js';
import { applyRecord } from '../session-merge.js';

export const RELOAD = 'reload';

export function rowAfter(session: ChatSession | null, record: ChatRecord, me: string, reading: string): ChatSession | typeof RELOAD {
  const next = session ? applyRecord([session], record, me) : null;
  if (!next) return RELOAD;
  return reading === record.chatSessionId && next.unreadNum !== 0 ? { ...next, unreadNum: 0 } : next;
}
