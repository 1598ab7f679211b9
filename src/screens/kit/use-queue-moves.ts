// Screens kept live by the caller's queue (spec §3 "Messages": the user's queue carries more than
// chat): when one of the caller's goods orders or parcels moves, an open list or details screen
// hears of it here and reads that item again (the event carries only its state; the rest comes
// with the item). A reopened queue may have missed events (chat store queueOpens): the screen then
// reads again what it shows.
import type { ReadableAtom } from 'nanostores';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/use-shell.js';
import type { ChatStore } from '../../stores/chat.js';

/**
 * Calls `onMoved(id)` for each event of the chat store's atom `atomOf` (the moved item's id by
 * `idOf`), and `onReopened()` when the queue connection opened again.
 */
export function useQueueMoves<E>(
  atomOf: (chat: ChatStore) => ReadableAtom<E | null>, idOf: (event: E) => string,
  onMoved: (id: string) => void, onReopened?: () => void,
): void {
  const { stores } = useServices();
  const moves = atomOf(stores.chat);
  const latest = useRef({ idOf, onMoved, onReopened });
  latest.current = { idOf, onMoved, onReopened };
  useEffect(() => {
    const offMoved = moves.listen((event) => {
      if (event) latest.current.onMoved(latest.current.idOf(event));
    });
    const offOpened = stores.chat.queueOpens.listen((opens) => {
      if (opens > 1) latest.current.onReopened?.();
    });
    return () => {
      offMoved();
      offOpened();
    };
  }, [moves, stores.chat]);
}
