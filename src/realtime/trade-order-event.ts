// A goods order moved on the other side (contract TRADE_ORDER_EVENT, types/goods-order.ts
// TradeOrderStateEvent; spec §4 trade order states): read off the queue here, in the lazy realtime
// chunk, so the first paint pays nothing for it. It goes to the chat store (an open ibuy, isale or
// order details reads that order again) and to a toast wherever the user is ("Order … shipped").
import type { TradeOrderStateEvent } from '../contract/types/goods-order.js';
import type { I18nInstance } from '../i18n/create-i18n.js';
import { toastWhenReady, type QueueNotice } from './queue-toast.js';

/** statuses.TRADE_ORDER_STATE, written here as numbers (see start-realtime.ts on imports). */
const STATES: readonly number[] = [1, 2, 3, 4, 5];
/** Moves and happenings with a toast of their own (locales tradeOrder.toast); others say "updated". */
const TOASTED = [
  'ordered', 'paid', 'cancel', 'confirm', 'extend', 'dispute', 'changePrice', 'ship', 'close', 'expired', 'autoConfirmed', 'refunded', 'released',
] as const;
type Toasted = (typeof TOASTED)[number];
const isToasted = (kind: string): kind is Toasted => (TOASTED as readonly string[]).includes(kind);

/** The event's data when it is one (a malformed message is dropped, never thrown: queue-message.ts). */
export function readTradeOrderEvent(d: Record<string, unknown>): TradeOrderStateEvent | null {
  const { orderNo, state, kind, side, title } = d;
  if (typeof orderNo !== 'string' || orderNo === '' || typeof kind !== 'string') return null;
  if (typeof state !== 'number' || !STATES.includes(state)) return null;
  if (side !== 'buy' && side !== 'sale') return null;
  return { orderNo, state, kind, side, title: typeof title === 'string' ? title : '' };
}

/** The toast's text: the move in words, with the goods' title (the order number when it has none). */
export function tradeToastText(event: TradeOrderStateEvent, t: I18nInstance['t']): string {
  const kind = isToasted(event.kind) ? event.kind : 'other';
  return t(`tradeOrder.toast.${kind}`, { title: event.title.trim() || event.orderNo });
}

export async function toastTradeOrder(event: TradeOrderStateEvent, notice: QueueNotice): Promise<void> {
  await toastWhenReady(notice, (t) => tradeToastText(event, t));
}
