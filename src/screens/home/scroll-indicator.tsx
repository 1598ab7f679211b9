// The custom scroll indicator of the module menu (spec §2 "Horizontally scrolling icon menu with
// custom scroll indicator"): a short track whose thumb shows how much of the row is visible and
// where it is scrolled to. It follows scroll events at most every 10 ms (spec §9 scroll throttle).
import { useEffect, useState, type RefObject } from 'react';
import { SCROLL_THROTTLE_MS } from '../../contract/constants.js';
import { throttle } from './throttle.js';

interface Metrics {
  /** Visible part of the row, 0..1 (1 = nothing to scroll). */
  visible: number;
  /** Scroll position, 0 (start) .. 1 (end). */
  position: number;
}

export function measure(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Metrics {
  const { scrollLeft, scrollWidth, clientWidth } = el;
  if (scrollWidth <= 0 || clientWidth >= scrollWidth) return { visible: 1, position: 0 };
  const max = scrollWidth - clientWidth;
  return { visible: clientWidth / scrollWidth, position: Math.min(Math.max(scrollLeft / max, 0), 1) };
}

/** `contentKey` changes when the row's content does (its width changes without a resize). */
export function ScrollIndicator({ scroller, contentKey }: { scroller: RefObject<HTMLElement | null>; contentKey: unknown }) {
  const [m, setM] = useState<Metrics>({ visible: 1, position: 0 });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = throttle(() => setM(measure(el)), SCROLL_THROTTLE_MS);
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    ro?.observe(el);
    return () => {
      update.cancel();
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, [scroller, contentKey]);

  if (m.visible >= 1) return null;
  // The thumb travels the track's free length: (1 / visible − 1) of its own width.
  const shift = m.position * (1 / m.visible - 1) * 100;
  return (
    <span className="mkt-home-ind" aria-hidden="true">
      <span
        className="mkt-home-ind-thumb"
        style={{ width: `${m.visible * 100}%`, transform: `translateX(${shift.toFixed(2)}%)` }}
      />
    </span>
  );
}
