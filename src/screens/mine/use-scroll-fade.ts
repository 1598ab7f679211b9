// Spec §9: "top bar fades in over 230 px of scroll on the mine header". The bar's background (and
// its small title) follow the page's scroll offset through one CSS variable, --mkt-fade (0 → 1),
// written straight to the element once per animation frame: no re-render per scroll event.
import { useEffect, useRef } from 'react';

export const FADE_DISTANCE_PX = 230;

/** Attach the returned ref to the bar; it listens to its page scroller (the shell's `.mkt-page`). */
export function useScrollFade<T extends HTMLElement>(distance = FADE_DISTANCE_PX) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    const scroller = bar?.closest<HTMLElement>('.mkt-page');
    if (!bar || !scroller) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const fade = Math.min(1, Math.max(0, scroller.scrollTop / distance));
      bar.style.setProperty('--mkt-fade', String(Math.round(fade * 1000) / 1000));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [distance]);
  return ref;
}
