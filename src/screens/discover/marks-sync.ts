// A post's marks changed on one screen reach the same post on the others: the feed is kept alive
// (spec §2), so after kudos or a comment on the post screen, "back" shows the card as it now is,
// without reloading the feed (and losing its scroll). Per reader: two app instances on one page
// (two widgets, two sessions) never see each other's marks.
import type { YesNo } from '../../contract/types/common.js';

export interface MarkChange {
  isKudos?: YesNo;
  kudosNum?: number;
  isFavorite?: YesNo;
  commentNum?: number;
}

type Listener = (reader: string, shareId: string, change: MarkChange) => void;
const listeners = new Set<Listener>();

export function announceMarks(reader: string, shareId: string, change: MarkChange): void {
  for (const l of [...listeners]) l(reader, shareId, change);
}

/** Calls `fn` with the changes of `shareId` made by `reader`; returns the unsubscribe. */
export function onMarks(reader: string, shareId: string, fn: (change: MarkChange) => void): () => void {
  const l: Listener = (r, id, change) => r === reader && id === shareId && fn(change);
  listeners.add(l);
  return () => listeners.delete(l);
}
