// myShare kept live (contract SHARE_EVENT, realtime/share-event.ts): when one of the caller's posts
// is reviewed or hidden, the open list hears of it here (kit/use-queue-moves.ts), with its new state.
import { useServices } from '../../app/use-shell.js';
import type { ShareStateEvent } from '../../contract/types/discover.js';
import { useQueueMoves } from '../kit/use-queue-moves.js';

/** `onMoved(event)`: a post changed state; `onReopened()`: the queue connection opened again. */
export function useShareEvents(onMoved: (event: ShareStateEvent) => void, onReopened?: () => void): void {
  const { stores } = useServices();
  useQueueMoves((chat) => chat.shareEvent, (e) => e.shareId, () => {
    const event = stores.chat.shareEvent.get();
    if (event) onMoved(event);
  }, onReopened);
}
