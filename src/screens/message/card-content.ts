// A card message's content (type 6): the JSON of a ChatCard (contract SendMsgRequest.content).
// Read leniently: a record written by another client, or cut by a proxy, must not break the
// conversation; an unreadable card is null and shows as a plain "[Listing]" line.
import { isRecord } from '../../contract/is-record.js';
import type { ChatCard } from '../../contract/types/chat.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

export function readCard(content: string): ChatCard | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  return isRecord(value) ? cardOf(value) : null;
}

/** A card object from storage or the server, checked field by field; null without title and listing. */
export function cardOf(v: Record<string, unknown>): ChatCard | null {
  const moduleId = num(v.moduleId);
  const serviceId = str(v.serviceId);
  const title = str(v.title);
  if (moduleId === undefined || serviceId === '' || title === '') return null;
  const price = num(v.price);
  const serviceTime = num(v.serviceTime);
  return {
    title,
    content: str(v.content),
    imgPath: str(v.imgPath),
    moduleId,
    serviceId,
    ...(price !== undefined ? { price } : {}),
    ...(str(v.priceFlag) ? { priceFlag: str(v.priceFlag) } : {}),
    ...(str(v.billingCycle) ? { billingCycle: str(v.billingCycle) } : {}),
    ...(serviceTime !== undefined ? { serviceTime } : {}),
  };
}

/** Two cards name the same listing. */
export const sameListing = (a: Pick<ChatCard, 'moduleId' | 'serviceId'>, b: Pick<ChatCard, 'moduleId' | 'serviceId'>): boolean =>
  a.moduleId === b.moduleId && a.serviceId === b.serviceId;
