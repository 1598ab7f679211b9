// What a message of each type may hold (spec §3 "Message types: text 0, image 1, file 2, card 6";
// types/chat.ts SendMsgRequest.content "Text, image path, file path or JSON of a ChatCard"), as
// data: one checker per type. Text is cleaned (text.ts) and must stay non-empty (spec §5); a
// picture or a file must be the sender's own upload of the right kind (uploadChatImg: pictures are
// public like listing pictures, documents private to the conversation); a card is checked against
// its listing (card.ts) and stored as its normalized JSON.
import { MESSAGE_TYPE, type MessageType } from '../../../src/contract/statuses.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';
import { checkOwnedUploads } from '../usercenter/owned-uploads.js';
import { cardFromJson } from './card.js';
import { cleanChatText } from './text.js';

export interface CheckedContent {
  content: string;
  /** The module a card is about (the record's moduleId); undefined for the other types. */
  moduleId?: number;
  /** A document's original name and size as its upload recorded them (upload.ts). */
  fileName?: string | null;
  fileBytes?: number | null;
}

interface ContentCheck {
  db: Queryable;
  /** The sender. */
  me: string;
  /** Both participants (a card's listing must be one of theirs). */
  participants: readonly string[];
}

const DOCUMENT = /\.(?:pdf|docx?)$/;

const CHECKERS: Record<MessageType, (raw: string, c: ContentCheck) => Promise<CheckedContent>> = {
  [MESSAGE_TYPE.text]: async (raw) => {
    const content = cleanChatText(raw);
    if (content === '') throw fieldError('content', MSG.messageEmpty);
    return { content };
  },
  [MESSAGE_TYPE.image]: async (raw, c) => {
    const path = raw.trim();
    await checkOwnedUploads(c.db, c.me, [{ field: 'content', path, picture: true }], 'public');
    return { content: path };
  },
  [MESSAGE_TYPE.file]: async (raw, c) => {
    const path = raw.trim();
    if (!DOCUMENT.test(path)) throw fieldError('content', MSG.choose);
    await checkOwnedUploads(c.db, c.me, [{ field: 'content', path }], 'chat');
    const [upload] = await c.db.query<{ original_name: string | null; bytes: number }>('select original_name, bytes from uploads where path = $1', [path]);
    return { content: path, fileName: upload?.original_name ?? null, fileBytes: upload ? Number(upload.bytes) : null };
  },
  [MESSAGE_TYPE.card]: async (raw, c) => {
    const card = await cardFromJson(c.db, raw, c.participants);
    return { content: JSON.stringify(card), moduleId: card.moduleId };
  },
};

export const checkContent = (type: MessageType, raw: string, c: ContentCheck): Promise<CheckedContent> => CHECKERS[type](raw, c);
