// How the SDK's element (the iframe, or the inline mode's shadow host) sits in the host page
// (issue 4 "SDK" 4, DESIGN.md §6 "Layout"): it fills its container; below the breakpoint it goes
// full screen (fixed, above the page at the z-index option), inside the safe area, and as tall
// as the VISUAL viewport, so the on-screen keyboard never covers the focused input.
//
// Styles are set through the CSSOM (allowed by any CSP) with !important, so a host stylesheet such
// as `iframe{display:none!important}` cannot break us (an inline !important wins).
import type { Disposer } from './disposer.js';

export interface LayoutOptions {
  zIndex: number;
  /** Full screen below this width in CSS px; 0 = never. */
  breakpoint: number;
}

/**
 * Who keeps clear of the bottom safe area (the home indicator): an iframe sees env() insets of 0,
 * so the frame itself stops above it; inline, the app's tab bar already pads by
 * env(safe-area-inset-bottom), so the box goes down to the screen edge.
 */
export type BottomInset = 'element' | 'app';

export interface Layout {
  set(o: LayoutOptions): void;
  readonly fullscreen: boolean;
}

const BASE: Readonly<Record<string, string>> = {
  display: 'block',
  position: 'relative',
  inset: 'auto',
  width: '100%',
  height: '100%',
  margin: '0',
  padding: '0',
  border: '0',
  'box-sizing': 'border-box',
  'max-width': 'none',
  'z-index': 'auto',
};

/** Locks the host page's scrolling while any instance is full screen (restored by the last one). */
const scrollLocks = new WeakMap<Document, { count: number; previous: string }>();
function lockScroll(doc: Document): () => void {
  const lock = scrollLocks.get(doc) ?? { count: 0, previous: doc.documentElement.style.getPropertyValue('overflow') };
  if (lock.count++ === 0) doc.documentElement.style.setProperty('overflow', 'hidden');
  scrollLocks.set(doc, lock);
  return () => {
    if (--lock.count > 0) return;
    scrollLocks.delete(doc);
    if (lock.previous) doc.documentElement.style.setProperty('overflow', lock.previous);
    else doc.documentElement.style.removeProperty('overflow');
  };
}

/** A keyboard is taken to be open when the visual viewport is this much shorter than the layout one. */
const KEYBOARD_PX = 80;

export function layoutElement(el: HTMLElement, initial: LayoutOptions, win: Window, d: Disposer, bottomInset: BottomInset = 'element'): Layout {
  let o = initial;
  let phase: Disposer | null = null; // listeners that exist only while full screen
  let watch: Disposer | null = null; // the media query listener of the current breakpoint
  const put = (props: Readonly<Record<string, string>>) => {
    for (const [k, v] of Object.entries(props)) el.style.setProperty(k, v, 'important');
  };

  const fit = () => {
    const vv = win.visualViewport;
    const height = vv ? vv.height : win.innerHeight;
    const top = vv ? vv.offsetTop : 0;
    const keyboard = vv ? win.innerHeight - vv.height > KEYBOARD_PX : false;
    const bottom = keyboard || bottomInset === 'app' ? '0px' : 'env(safe-area-inset-bottom, 0px)';
    put({
      position: 'fixed',
      top: `calc(${top}px + env(safe-area-inset-top, 0px))`,
      left: 'env(safe-area-inset-left, 0px)',
      right: 'env(safe-area-inset-right, 0px)',
      bottom: 'auto',
      // Not 'auto': a fixed iframe does not stretch between left and right, it keeps its 300 px default.
      width: 'calc(100% - env(safe-area-inset-left, 0px) - env(safe-area-inset-right, 0px))',
      height: `calc(${height}px - env(safe-area-inset-top, 0px) - ${bottom})`,
      'z-index': String(o.zIndex),
    });
  };

  const apply = (full: boolean) => {
    if (full === !!phase) {
      if (phase) fit();
      return;
    }
    if (full) {
      phase = d.child();
      phase.add(lockScroll(el.ownerDocument));
      const vv = win.visualViewport;
      if (vv) {
        phase.listen(vv, 'resize', fit);
        phase.listen(vv, 'scroll', fit);
      } else {
        phase.listen(win, 'resize', fit);
      }
      fit();
    } else {
      phase?.dispose();
      phase = null;
      put(BASE);
    }
  };

  const watchBreakpoint = () => {
    watch?.dispose();
    watch = null;
    if (o.breakpoint <= 0 || typeof win.matchMedia !== 'function') return apply(false);
    watch = d.child();
    const mq = win.matchMedia(`(max-width: ${o.breakpoint - 0.02}px)`);
    const onChange = () => apply(mq.matches);
    if (typeof mq.addEventListener === 'function') watch.listen(mq, 'change', onChange);
    else {
      // Safari < 14
      mq.addListener(onChange);
      watch.add(() => mq.removeListener(onChange));
    }
    onChange();
  };

  put(BASE);
  watchBreakpoint();
  d.add(() => apply(false));
  return {
    set(next) {
      const rewatch = next.breakpoint !== o.breakpoint;
      o = next;
      if (rewatch) watchBreakpoint();
      else if (phase) fit();
    },
    get fullscreen() {
      return !!phase;
    },
  };
}
