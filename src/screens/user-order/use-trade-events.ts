// Order screens kept live (contract TRADE_ORDER_EVENT, realtime/trade-order-event.ts): when the
// other side moves one of the caller's goods orders, an open ibuy, isale or order details reads
// that order again (kit/use-queue-moves.ts; the courier and tracking number come with the order).
import { useQueueMoves } from '../kit/use-queue-moves.js';

/** `onMoved(orderNo)`: an order moved; `onReopened()`: the queue connection opened again. */
export const useTradeEvents = (onMoved: (orderNo: string) => void, onReopened?: () => void): void =>
  useQueueMoves((chat) => chat.tradeOrderEvent, (e) => e.orderNo, onMoved, onReopened);
