// The one-line preview of a conversation's last message in /message/list, by type (spec §3
// "Message types: text 0, image 1, file 2, card 6"): the text itself, or a bracketed word in the
// reader's language ("[Photo]", "[Fichier]", "[Annonce] Villa…"). Emoji codes stay codes here; the
// row draws them (emoji-text.tsx).
import { MESSAGE_TYPE } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';
import { readCard } from './card-content.js';

export type Preview = { text: string } | { key: MessageKey; values?: Record<string, string> };

/**
 * `message`: ChatSession.lastMessage (the server's preview: the text, '' for pictures and files, the
 * card's title) or a record's content (a card's JSON). `hasMessage`: false for a conversation
 * that has no message yet.
 */
export function previewOf(type: number, message: string, hasMessage = true): Preview {
  if (!hasMessage) return { key: 'chat.preview.none' };
  switch (type) {
    case MESSAGE_TYPE.text:
      return { text: message.replace(/\s+/g, ' ').trim() };
    case MESSAGE_TYPE.image:
      return { key: 'chat.preview.photo' };
    case MESSAGE_TYPE.file:
      return { key: 'chat.preview.file' };
    case MESSAGE_TYPE.card: {
      // A record carries the card's JSON, a session the card's title.
      const title = message.trimStart().startsWith('{') ? readCard(message)?.title ?? '' : message.trim();
      return title ? { key: 'chat.preview.card', values: { title } } : { key: 'chat.preview.cardOnly' };
    }
    default:
      return { key: 'chat.preview.other' };
  }
}

/**
 * Whether a conversation has a message yet: lastMessageId says so when the server sends it ('' for
 * none); without it, an empty text is no message (a picture or a file has an empty lastMessage).
 */
export const hasLastMessage = (s: { lastMessageId?: string; lastMessage: string; lastType: number }): boolean =>
  s.lastMessageId !== undefined ? s.lastMessageId !== '' : s.lastMessage !== '' || s.lastType !== MESSAGE_TYPE.text;
