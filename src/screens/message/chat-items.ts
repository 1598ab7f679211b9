// What the conversation shows, in order: the stored records (oldest first), the card of the listing
// the chat started from while it is not sent yet, then the messages still on their way out (a
// pending message the records already have — its reply or its queue copy came first — is shown
// once, as the record).
import type { ChatCard, ChatRecord } from '../../contract/types/chat.js';
import type { ChatItem } from './bubble.js';
import { deliveredClientIds } from './history-merge.js';
import type { OutMessage } from './outbox-state.js';

export function chatItems(
  records: readonly ChatRecord[],
  pending: readonly OutMessage[],
  me: string,
  draft: ChatCard | null,
): ChatItem[] {
  const delivered = deliveredClientIds(records);
  const waiting = pending.filter((m) => !delivered.has(m.clientMsgId)).sort((a, b) => a.createdAt - b.createdAt);
  const lastIndex = records.length - 1;
  return [
    ...records.map((record, i): ChatItem => ({
      kind: 'record', record, mine: String(record.fromUserId) === me, last: i === lastIndex && waiting.length === 0,
    })),
    ...(draft ? [{ kind: 'draft', card: draft } as const] : []),
    ...waiting.map((message): ChatItem => ({ kind: 'pending', message })),
  ];
}
