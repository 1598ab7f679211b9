// The history of a goods order as sentences (spec §4 trade order states and delivery actions;
// types/goods-order.ts TradeOrderEvent): one line per event, oldest first as the server sends
// them, in the app's language; what the event carries (the prices of a price change, the courier
// and tracking number, a reason) goes into its sentence. A kind this app does not know yet (a newer
// server) reads as "order updated" rather than as a raw key.
import type { TradeOrderEvent } from '../../contract/types/goods-order.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { TranslateFn } from '../../ui/t-context.js';

const KINDS = [
  'created', 'paid', 'expired', 'autoConfirmed', 'refunded', 'released',
  'cancel', 'confirm', 'extend', 'dispute', 'changePrice', 'ship', 'close',
] as const;

type KnownKind = (typeof KINDS)[number];

const isKnown = (kind: string): kind is KnownKind => (KINDS as readonly string[]).includes(kind);

const text = (d: TradeOrderEvent['data'], key: string): string => {
  const value = d?.[key];
  return value === undefined ? '' : String(value).trim();
};

/** One event's sentence; `money` formats FCFA amounts in the app's language. */
export function timelineText(e: TradeOrderEvent, t: TranslateFn, money: (amount: number) => string): string {
  if (!isKnown(e.kind)) return t('tradeOrder.event.other');
  const d = e.data;
  if (e.kind === 'changePrice' && typeof d?.from === 'number' && typeof d.to === 'number') {
    return t('tradeOrder.event.changePriceFromTo', { from: money(d.from), to: money(d.to) });
  }
  if (e.kind === 'ship') {
    const courier = text(d, 'courier');
    const trackingNo = text(d, 'trackingNo');
    if (courier && trackingNo) return t('tradeOrder.event.shipWith', { courier, trackingNo });
    if (courier) return t('tradeOrder.event.shipBy', { courier });
  }
  const base = t(`tradeOrder.event.${e.kind}` satisfies MessageKey);
  // Cancel, close and dispute carry why; a reason the user left empty adds nothing.
  const reason = text(d, 'reason');
  return reason ? t('tradeOrder.event.withReason', { what: base, reason }) : base;
}
