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
  // Sort by time; equal times keep the order they were met in (Array.prototype.sort is stable).
  return [...byId.values()].sort((a, b) => timeOf(a) - timeOf(b));
}

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
