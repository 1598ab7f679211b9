// How far down /index is drawn: 0 for the first screenful (header, search, first banner, menu: the
// largest paint), then one more section below each time a marker under the last one comes near
// the visible part of the page (ui/near-view.tsx), up to `last`. Lighthouse and a visitor who
// does not scroll get only what they can see, instead of the whole page in back-to-back tasks of
// 50–200 ms on a phone four times slower than a desktop (issue "First view": Total Blocking Time).
// Sections are appended below the last one, out of sight or at the bottom edge, so nothing in view
// moves (CLS).
import { useCallback, useState, type ReactNode } from 'react';
import { NearView } from '../../ui/near-view.js';

/**
 * Half a screen below the fold: a section is drawn (one frame on a phone) before a finger's scroll
 * brings it into view, yet the first view draws nothing that is a whole screen away.
 */
const AHEAD = '0px 0px 50% 0px';

/** `ready`: the marker is placed (false while the page has no content yet, e.g. the skeleton). */
export function useReveal(last: number, ready: boolean): { stage: number; marker: ReactNode } {
  const [stage, setStage] = useState(0);
  const next = useCallback(() => setStage((s) => Math.min(s + 1, last)), [last]);
  // A new marker per stage: observed anew, it answers again if it is still near.
  const marker = ready && stage < last ? <NearView key={stage} onNear={next} margin={AHEAD} /> : null;
  return { stage, marker };
}
