// The card a chat started from a listing carries (spec §3 "Chat card saved when chat starts: title,
// first 20 characters of content, imgPath, moduleId, serviceId; for house also price, currency flag
// and cycle; for business cycle and time"). Built by the details page's chat icon, shown and sent
// by /message/chat. What each module adds is data (its descriptor's chatCard), read off the
// details reply by field name like the rest of the details page.
import { LIMITS } from '../../contract/constants.js';
import type { ChatCard } from '../../contract/types/chat.js';
import { htmlToPlain } from '../../contract/validation/plain-text.js';
import type { ListingModule } from '../../modules/types.js';

type Detail = Readonly<Record<string, unknown>>;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const number = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};
const first = (d: Detail, fields: readonly string[] | undefined): unknown => fields?.map((f) => d[f]).find((v) => text(v) !== '');

/** The first `LIMITS.chatCardPreview` characters of the content as plain text (it may be HTML). */
export function cardPreview(content: string): string {
  // Whole characters: an emoji or a CJK character outside the BMP is never cut in half.
  return [...htmlToPlain(content)].slice(0, LIMITS.chatCardPreview).join('');
}

export interface CardSource {
  module: Pick<ListingModule, 'moduleId' | 'chatCard'>;
  serviceId: string;
  detail: Detail;
  /** The picture the reader saw first (details cover). */
  imgPath: string;
}

export function chatCardOf({ module, serviceId, detail, imgPath }: CardSource): ChatCard {
  const card: ChatCard = {
    title: text(detail.title),
    content: cardPreview(text(detail.content)),
    imgPath,
    moduleId: module.moduleId,
    serviceId,
  };
  const extras = module.chatCard;
  if (!extras) return card;
  const price = number(first(detail, extras.price));
  const priceFlag = text(first(detail, extras.priceFlag));
  const billingCycle = text(first(detail, extras.billingCycle));
  const serviceTime = number(first(detail, extras.serviceTime));
  return {
    ...card,
    ...(price !== undefined ? { price } : {}),
    ...(priceFlag ? { priceFlag } : {}),
    ...(billingCycle ? { billingCycle } : {}),
    ...(serviceTime !== undefined ? { serviceTime } : {}),
  };
}
