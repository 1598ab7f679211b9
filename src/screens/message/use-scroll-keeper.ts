// Where the conversation's scroll column stands as it grows:
// - the first page, and anything new while the reader is at the bottom (or just sent by them),
//   brings the bottom into view;
// - an older page added above keeps what the reader was looking at exactly where it was;
// - pictures that finish loading while the reader is at the bottom keep the bottom in view.
// Near the top it asks for the page above (onNearTop).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { HistoryChange } from './use-history.js';

/** Within this distance of the bottom (px) the reader counts as at the bottom. */
const BOTTOM_SLACK = 80;
/** Within this distance of the top (px) the page above is asked for. */
const TOP_SLACK = 120;

export interface ScrollKeeperInput {
  box: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
  /** Changes whenever the items change (their count and the last one's key). */
  signature: string;
  change: HistoryChange;
  /** Bumped when the reader sends something: the bottom comes into view whatever they were reading. */
  sentCount: number;
  onNearTop(): void;
}

export function useScrollKeeper({ box, content, signature, change, sentCount, onNearTop }: ScrollKeeperInput): () => void {
  /** Distance from the scroll position to the end of the content, as of the last scroll or render. */
  const fromEnd = useRef(0);
  const atBottom = useRef(true);
  const sent = useRef(sentCount);
  const nearTop = useRef(onNearTop);
  nearTop.current = onNearTop;

  const measure = () => {
    const el = box.current;
    if (!el) return;
    fromEnd.current = el.scrollHeight - el.scrollTop;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
  };
  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    measure();
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const justSent = sent.current !== sentCount;
    sent.current = sentCount;
    if (change === 'older' && !justSent) el.scrollTop = el.scrollHeight - fromEnd.current;
    else if (change === 'first' || atBottom.current || justSent) el.scrollTop = el.scrollHeight;
    measure();
    // A first page shorter than the screen cannot be scrolled up: ask for the one above now.
    if (el.scrollHeight <= el.clientHeight + TOP_SLACK) nearTop.current();
    // Runs on each change of the items (signature) and each send; `change` comes with them.
  }, [signature, sentCount]);

  // Pictures growing the content while the reader is at the bottom.
  useEffect(() => {
    const inner = content.current;
    if (!inner || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
      else measure();
    });
    ro.observe(inner);
    return () => ro.disconnect();
    // The observed element lives as long as the view.
  }, []);

  return () => {
    measure();
    const el = box.current;
    if (el && el.scrollTop <= TOP_SLACK) nearTop.current();
  };
}
