// Order screens kept live (contract TRADE_ORDER_EVENT, realtime/trade-order-event.ts): when the
// other side moves one of the caller's goods orders, an open ibuy, isale or order details hears
// of it here and reads that order again (the event carries only its state; the details, e.g. the
// courier and tracking number, come with the order). A reopened queue may have missed events
// (chat store queueOpens): the screen reads again what it shows.
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/use-shell.js';

/** `onMoved(orderNo)`: an order moved; `onReopened()`: the queue connection opened again. */
export function useTradeEvents(onMoved: (orderNo: string) => void, onReopened?: () => void): void {
  const { stores } = useServices();
  const latest = useRef({ onMoved, onReopened });
  latest.current = { onMoved, onReopened };
  useEffect(() => {
    const offMoved = stores.chat.tradeOrderEvent.listen((event) => {
      if (event) latest.current.onMoved(event.orderNo);
    });
    const offOpened = stores.chat.queueOpens.listen((opens) => {
      if (opens > 1) latest.current.onReopened?.();
    });
    return () => {
      offMoved();
      offOpened();
    };
  }, [stores.chat]);
}
