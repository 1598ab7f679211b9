// What the customer-service conversation shows, in order, pure: the conversation's items
// (chat-items.ts: records oldest first, then the messages on their way out), a day line above the
// first record of each day, and the "<name> joined" lines where they happened in time (after the
// records sent before, before the messages still on their way out).
import type { LanguageCode } from '../../../contract/envelope.js';
import { readDate } from '../../../i18n/format-calendar.js';
import type { ChatItem } from '../bubble.js';
import { dayLabel, needsSeparator } from '../chat-time.js';
import type { JoinedNote } from './use-service-status.js';

export type ServiceRowItem =
  | { kind: 'sep'; key: string; text: string }
  | { kind: 'item'; key: string; item: ChatItem }
  | { kind: 'joined'; key: string; name: string };

export function itemKey(item: ChatItem): string {
  switch (item.kind) {
    case 'record': return `r:${item.record.chatMessageId}`;
    case 'pending': return `p:${item.message.clientMsgId}`;
    case 'draft': return 'draft';
  }
}

export interface DayWords {
  today: string;
  yesterday: string;
}

export function serviceRows(
  items: readonly ChatItem[],
  joined: readonly JoinedNote[],
  now: Date,
  lang: LanguageCode,
  words: DayWords,
): ServiceRowItem[] {
  const notes = [...joined].sort((a, b) => a.at - b.at);
  const rows: ServiceRowItem[] = [];
  let next = 0;
  const notesUntil = (time: number) => {
    while (next < notes.length && notes[next]!.at <= time) {
      const n = notes[next]!;
      rows.push({ kind: 'joined', key: `j:${n.chatSessionId}:${n.at}:${next}`, name: n.name });
      next += 1;
    }
  };
  let previous: Date | null = null;
  for (const item of items) {
    if (item.kind === 'record') {
      const at = readDate(item.record.sendTime);
      if (at) {
        notesUntil(at.getTime() - 1);
        if (needsSeparator(at, previous)) rows.push({ kind: 'sep', key: `s:${item.record.chatMessageId}`, text: dayLabel(at, now, lang, words) });
        previous = at;
      }
    } else {
      notesUntil(Number.POSITIVE_INFINITY);
    }
    rows.push({ kind: 'item', key: itemKey(item), item });
  }
  notesUntil(Number.POSITIVE_INFINITY);
  return rows;
}
