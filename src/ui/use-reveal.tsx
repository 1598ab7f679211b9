// How far down a page is drawn: 0 for its first screenful, then one more part below each time a
// marker under the last one comes near the visible part of the page (near-view.tsx), up to `last`.
// Lighthouse and a visitor who does not scroll get only what they can see, instead of the whole
// page in back-to-back tasks of 50–200 ms on a phone four times slower than a desktop (issue
// "First view": Total Blocking Time). Parts are appended below the last one, out of sight or at
// the bottom edge, so nothing in view moves (CLS). Used by /index (its sections and goods list)
// and the details pages (their recommended list).
import { useCallback, useState, type ReactNode } from 'react';
import { NearView } from './near-view.js';

/**
 * Half a screen below the fold: a part is drawn (one frame on a phone) before a finger's scroll
 * brings it into view, yet the first view draws nothing that is a whole screen away.
 */
const AHEAD = '0px 0px 50% 0px';

/** `ready`: the marker is placed (false while the page has no content yet, e.g. a skeleton). */
export function useReveal(last: number, ready = true): { stage: number; marker: ReactNode } {
  const [stage, setStage] = useState(0);
  const next = useCallback(() => setStage((s) => Math.min(s + 1, last)), [last]);
  // A new marker per stage: observed anew, it answers again if it is still near.
  const marker = ready && stage < last ? <NearView key={stage} onNear={next} margin={AHEAD} /> : null;
  return { stage, marker };
}
