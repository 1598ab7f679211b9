// Parcel screens kept live (contract PARCEL_EVENT, realtime/parcel-event.ts): when one of the
// caller's parcels moves (paid, received and measured, a tracking step, closed), an open parcel
// list or details reads that parcel again (kit/use-queue-moves.ts; places and times come with it).
import { useQueueMoves } from '../kit/use-queue-moves.js';

/** `onMoved(parcelNo)`: a parcel moved; `onReopened()`: the queue connection opened again. */
export const useParcelEvents = (onMoved: (parcelNo: string) => void, onReopened?: () => void): void =>
  useQueueMoves((chat) => chat.parcelEvent, (e) => e.parcelNo, onMoved, onReopened);
