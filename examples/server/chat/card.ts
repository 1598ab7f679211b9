// The chat card (spec §3 "Chat card saved when chat starts: title, first 20 characters of content,
// imgPath, moduleId, serviceId; for house also price, currency flag and cycle; for business cycle
// and time"). The app builds it from the details page it was on (src/screens/kit/chat-card.ts), so
// the server checks what it can: the listing exists under that module, is not deleted, and belongs
// to one of the two participants (a card starts a chat with its publisher, or a seller shows a
// buyer their own listing); the picture must be one of the listing's, else its first one is
// shown (a card never shows a picture from elsewhere); texts are cleaned and the preview cut to
// 20 characters. Title and price are the app's reading of the listing in its language: kept.
import { LIMITS } from '../../../src/contract/constants.js';
import type { ChatCard } from '../../../src/contract/types/chat.js';
import { chatCardSchema, type ChatCardInput } from '../../../src/contract/validation/chat.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { validate } from '../../../src/contract/validation/validate.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';
import { cleanChatText, firstChars } from './text.js';

interface ListingRow {
  user_id: string | null;
  module_id: number;
  images: unknown;
  cover_images: string[];
  deleted: boolean;
}

/** The listing's pictures, in their order (images [{imgPath, sort}], then covers). */
function picturesOf(row: ListingRow): string[] {
  const images = Array.isArray(row.images) ? row.images : [];
  const sorted = images
    .filter((i): i is { imgPath: string; sort?: unknown } => typeof i === 'object' && i !== null && typeof (i as { imgPath?: unknown }).imgPath === 'string')
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0))
    .map((i) => i.imgPath);
  return [...sorted, ...(row.cover_images ?? [])].filter((p) => p !== '');
}

/**
 * The card to store, or a 4422 on `field` ('card' of initChatWindow, 'content' of a card message).
 * `participants`: the two users of the conversation.
 */
export async function checkedCard(db: Queryable, card: ChatCardInput, participants: readonly string[], field: string): Promise<ChatCard> {
  const [row] = await db.query<ListingRow>('select user_id, module_id, images, cover_images, deleted from listings where id = $1::bigint', [card.serviceId]);
  if (!row || row.deleted || row.module_id !== card.moduleId || row.user_id === null || !participants.includes(row.user_id)) {
    throw fieldError(`${field}.serviceId`, MSG.choose);
  }
  const title = cleanChatText(card.title).replace(/\s+/g, ' ');
  if (title === '') throw fieldError(`${field}.title`, MSG.checkWarning);
  const pictures = picturesOf(row);
  const given = card.imgPath ?? '';
  const out: ChatCard = {
    title,
    content: firstChars(cleanChatText(card.content ?? '').replace(/\s+/g, ' '), LIMITS.chatCardPreview),
    imgPath: pictures.includes(given) ? given : (pictures[0] ?? ''),
    moduleId: card.moduleId as number,
    serviceId: card.serviceId,
  };
  if (card.price !== undefined) out.price = card.price;
  const priceFlag = cleanChatText(card.priceFlag ?? '');
  if (priceFlag !== '') out.priceFlag = priceFlag;
  const billingCycle = cleanChatText(card.billingCycle ?? '');
  if (billingCycle !== '') out.billingCycle = billingCycle;
  if (card.serviceTime !== undefined) out.serviceTime = card.serviceTime;
  return out;
}

/** A card message's content: the JSON of a card (spec §7 SendMsgRequest.content), read and checked. */
export async function cardFromJson(db: Queryable, json: string, participants: readonly string[]): Promise<ChatCard> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw fieldError('content', MSG.checkWarning);
  }
  const result = validate(chatCardSchema, parsed);
  if (!result.ok) throw fieldError(`content.${result.issues[0]?.path ?? ''}`, result.issues[0]?.key ?? MSG.checkWarning);
  return checkedCard(db, result.value, participants, 'content');
}

/** A stored card (jsonb) as the contract shape; null for anything else. */
export function storedCard(raw: unknown): ChatCard | null {
  if (typeof raw === 'string') {
    try {
      return storedCard(JSON.parse(raw));
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Partial<ChatCard>;
  return typeof c.title === 'string' && typeof c.serviceId === 'string' && typeof c.moduleId === 'number' ? (raw as ChatCard) : null;
}
