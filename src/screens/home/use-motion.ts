// When the home page may move on its own (spec §9: carousel autoplay 5 s, notice rotation 8 s).
// Timers run only while the kept-alive page is shown (ScreenProps.active), the browser tab is
// visible and nobody is using the moving part; a carousel also stops for prefers-reduced-motion.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// Listeners on the document and on media queries are added in layout effects: Preact runs layout
// cleanups synchronously when the app unmounts, passive ones only after the next frame, and an
// SDK unmount must leave nothing on the partner's page once it returns (issue 4 "SDK" 2).

/** document.visibilityState: false while the browser tab or app is in the background. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useLayoutEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

const REDUCE = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia(REDUCE) : null;
  const [reduced, setReduced] = useState(() => query?.matches ?? false);
  useLayoutEffect(() => {
    const mq = typeof matchMedia === 'function' ? matchMedia(REDUCE) : null;
    if (!mq) return;
    const update = () => setReduced(mq.matches);
    mq.addEventListener?.('change', update);
    return () => mq.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/**
 * Calls `onTick` once `ms` after the timer is (re)armed: when it becomes enabled or `restartKey`
 * changes (the shown slide), so a swipe by hand also gives the new slide its full time.
 */
export function useTimer(enabled: boolean, ms: number, onTick: () => void, restartKey: unknown): void {
  const tick = useRef(onTick);
  tick.current = onTick;
  useEffect(() => {
    if (!enabled) return;
    const id = setTimeout(() => tick.current(), ms);
    return () => clearTimeout(id);
  }, [enabled, ms, restartKey]);
}

/**
 * True while the user works with the element: a mouse over it, a finger or button pressed on it,
 * or keyboard focus inside it (WCAG 2.2.2: moving content pauses while it is being used).
 */
export function useInteraction(ref: RefObject<HTMLElement | null>): boolean {
  const [hover, setHover] = useState(false);
  const [press, setPress] = useState(false);
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const isMouse = (e: Event) => (e as PointerEvent).pointerType === 'mouse';
    const on: Record<string, (e: Event) => void> = {
      pointerenter: (e) => isMouse(e) && setHover(true),
      pointerleave: (e) => {
        if (isMouse(e)) setHover(false);
        setPress(false);
      },
      pointerdown: () => setPress(true),
      pointerup: () => setPress(false),
      pointercancel: () => setPress(false),
      // Only keyboard focus counts: a tapped pause button keeps focus but must not keep pausing.
      focusin: (e) => setFocus(focusVisible(e.target)),
      focusout: () => setFocus(false),
    };
    for (const [type, fn] of Object.entries(on)) el.addEventListener(type, fn);
    return () => {
      for (const [type, fn] of Object.entries(on)) el.removeEventListener(type, fn);
    };
  }, [ref]);
  return hover || press || focus;
}

function focusVisible(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    // Browsers without :focus-visible: any focus pauses.
    return true;
  }
}
