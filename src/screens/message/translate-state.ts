// What the reader sees of each message while "Translate messages" is on (spec §1 "original or
// translated text", §3 the record's translation), pure so it can be tested without a page:
// - only the other party's text messages are translated (one's own words need no translation);
// - a translation the history already carried (the server's cache) is used as is; the others are
//   asked for one at a time (translateChatMessage), pending until they come back or fail;
// - a translation equal to the text (it was written in the reader's language) shows nothing;
// - the reader flips a message between translated and original; a failure offers a retry.
import { MESSAGE_TYPE } from '../../contract/statuses.js';
import type { ChatRecord } from '../../contract/types/chat.js';

export type TranslationEntry = { status: 'pending' } | { status: 'done'; text: string } | { status: 'failed' };

export interface TranslationView {
  status: 'pending' | 'done' | 'failed';
  /** What the bubble shows: the translation, or the original text. */
  text: string;
  showing: 'translated' | 'original';
}

/** Whether a record is one the reader's translation applies to. */
export const translatable = (record: ChatRecord, mine: boolean): boolean => !mine && record.type === MESSAGE_TYPE.text;

/** The entry of a record: the one asked for in this view, else the history's translation. */
export function entryOf(record: ChatRecord, entries: ReadonlyMap<string, TranslationEntry>): TranslationEntry | undefined {
  return entries.get(record.chatMessageId) ?? (record.translation ? { status: 'done', text: record.translation } : undefined);
}

/** What to draw for `record`; null: the plain message (translation off, mine, not a text, same language). */
export function translationView(
  record: ChatRecord, mine: boolean, on: boolean, entry: TranslationEntry | undefined, original: boolean,
): TranslationView | null {
  if (!on || !translatable(record, mine)) return null;
  if (!entry || entry.status === 'pending') return { status: 'pending', text: record.content, showing: 'original' };
  if (entry.status === 'failed') return { status: 'failed', text: record.content, showing: 'original' };
  if (entry.text.trim() === record.content.trim()) return null;
  return original
    ? { status: 'done', text: record.content, showing: 'original' }
    : { status: 'done', text: entry.text, showing: 'translated' };
}

/** The records to ask a translation for, oldest first: the other party's texts with no entry yet. */
export function toTranslate(records: readonly ChatRecord[], me: string, on: boolean, entries: ReadonlyMap<string, TranslationEntry>): ChatRecord[] {
  if (!on) return [];
  return records.filter((r) => translatable(r, String(r.fromUserId) === me) && entryOf(r, entries) === undefined);
}
