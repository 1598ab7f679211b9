// An empty marker that calls `onNear` once it comes within `margin` of the visible part of the
// screen's scroll box, so that a page draws what lies below it only when the reader may see it soon
// (issue "First view": work nobody sees yet must not block the first seconds of a slow phone, and
// Lighthouse never scrolls). Without IntersectionObserver (old WebViews) it calls at once, after
// the commit painted: everything is drawn, one step per frame, as before.
import { useEffect, useRef } from 'react';

/**
 * The box that scrolls: each screen's kept-alive frame (app/keep-alive.tsx `.mkt-page`). It clips
 * what is below it, and IntersectionObserver applies `rootMargin` to its root only, so the frame,
 * not the viewport, must be the root for the margin to reach below the fold.
 */
const scrollBox = (el: Element): Element | null => el.closest('.mkt-page');

export interface NearViewProps {
  onNear: () => void;
  /** CSS margin around the scroll box (rootMargin): '0px 0px 50% 0px' = half its height below it. */
  margin: string;
}

/** Mount it again (a new `key`) to ask again: a marker that is still near then calls once more. */
export function NearView({ onNear, margin }: NearViewProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver !== 'function') {
      onNear();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        onNear();
      },
      { root: scrollBox(el), rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [onNear, margin]);

  return <div ref={ref} className="mkt-near-view" aria-hidden="true" />;
}
