// An air-express parcel moved (contract PARCEL_EVENT, types/air-express.ts ParcelStateEvent; spec
// §2 /sea order, details): read off the queue here, in the lazy realtime chunk, like a goods order's
// move (trade-order-event.ts). It goes to the chat store (an open parcel list or details reads the
// parcel again) and to a toast wherever the user is ("Parcel … departed").
import type { ParcelStateEvent } from '../contract/types/air-express.js';
import type { I18nInstance } from '../i18n/create-i18n.js';
import { toastWhenReady, type QueueNotice } from './queue-toast.js';

/** statuses.PARCEL_STATE, written here as bounds (see start-realtime.ts on imports). */
const FIRST_STATE = 1;
const LAST_STATE = 9;
/** Kinds with a toast of their own (locales sea.tracking.toast); others say "updated". */
const TOASTED = [
  'paid', 'cancelled', 'expired', 'requoted', 'supplementPaid', 'refunded',
  'received', 'departed', 'arrived', 'customs', 'outForDelivery', 'delivered',
] as const;
type Toasted = (typeof TOASTED)[number];
const isToasted = (kind: string): kind is Toasted => (TOASTED as readonly string[]).includes(kind);

/** The event's data when it is one (a malformed message is dropped, never thrown: queue-message.ts). */
export function readParcelEvent(d: Record<string, unknown>): ParcelStateEvent | null {
  const { parcelNo, state, kind, goodsName } = d;
  if (typeof parcelNo !== 'string' || parcelNo === '' || typeof kind !== 'string') return null;
  if (typeof state !== 'number' || !Number.isInteger(state) || state < FIRST_STATE || state > LAST_STATE) return null;
  return { parcelNo, state, kind, goodsName: typeof goodsName === 'string' ? goodsName : '' };
}

/** The toast's text: what happened, with the goods' name (the parcel number when it has none). */
export function parcelToastText(event: ParcelStateEvent, t: I18nInstance['t']): string {
  const kind = isToasted(event.kind) ? event.kind : 'other';
  return t(`sea.tracking.toast.${kind}`, { name: event.goodsName.trim() || event.parcelNo });
}

export async function toastParcel(event: ParcelStateEvent, notice: QueueNotice): Promise<void> {
  await toastWhenReady(notice, (t) => parcelToastText(event, t));
}
