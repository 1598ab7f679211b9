// The records of one conversation as the screen holds them: pages loaded upwards (older first in
// each page, contract ChatRecordsRequest), live records from the queue and the replies of sends,
// merged into one chronological list where each record appears once, whichever way it came first.
import type { ChatRecord } from '../../contract/types/chat.js';
import { readDate } from '../../i18n/format-calendar.js';
import type { ChatRecord as StoreRecord } from '../../stores/chat.js';

const timeOf = (r: ChatRecord): number => readDate(String(r.sendTime))?.getTime() ?? Number.POSITIVE_INFINITY;

/** current + incoming, one record per chatMessageId (the later copy wins), oldest first. */
export function mergeRecords(current: readonly ChatRecord[], incoming: readonly ChatRecord[]): ChatRecord[] {
  if (incoming.length === 0) return current as ChatRecord[];
  const byId = new Map<string, ChatRecord>();
  for (const r of current) byId.set(r.chatMessageId, r);
  for (const r of incoming) byId.set(r.chatMessageId, r);
  // Sort by time, then by id: a question to customer service and the robot's answer are stored in
  // one transaction at one time, and arrive in either order (reply, queue); the ids are the store's order.
  return [...byId.values()].sort((a, b) => timeOf(a) - timeOf(b) || idOrder(a.chatMessageId, b.chatMessageId));
}

/** The order of two record ids (decimal, from the database's sequence: the shorter is the older). */
const idOrder = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The id to ask for older records with (beforeMessageId); undefined before the first page. */
export const oldestId = (records: readonly ChatRecord[]): string | undefined => records[0]?.chatMessageId;

/** Client ids the list already has as records: their pending copies are not shown twice. */
export const deliveredClientIds = (records: readonly ChatRecord[]): ReadonlySet<string> =>
  new Set(records.map((r) => r.clientMsgId).filter((id): id is string => typeof id === 'string' && id !== ''));

/** A record as the chat store holds it (queue JSON, read leniently) in the contract's shape. */
export function fromStore(r: StoreRecord): ChatRecord {
  return {
    ...r,
    fromUserId: String(r.fromUserId),
    toUserId: String(r.toUserId),
    sendTime: typeof r.sendTime === 'number' ? new Date(r.sendTime).toISOString() : r.sendTime,
    type: r.type as ChatRecord['type'],
    sessionType: r.sessionType as ChatRecord['sessionType'],
  };
}
