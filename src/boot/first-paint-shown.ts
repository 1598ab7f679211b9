// The standalone entry's part of the server-drawn first view (src/contract/first-paint.ts, README
// "First view"): it waits for the overlay's picture to be on screen, then lets the app's modules
// load (FIRST_PAINT_LATER_ID). In the entry chunk alone, apart from the shell (first-paint.ts).
import { FIRST_PAINT_ID, FIRST_PAINT_LATER_ID } from '../contract/first-paint.js';

/** Resolves once `img` is decoded (decoding="async" could paint it empty for a frame), or could not be. */
const decoded = (img: HTMLImageElement): Promise<unknown> =>
  (typeof img.decode === 'function' ? img.decode() : Promise.resolve()).catch(() => undefined);

/**
 * The longest the app's start waits for the overlay's picture to show (firstPaintShown): on a
 * network where the picture comes after the app's code, the app starts anyway.
 */
export const FIRST_PAINT_WAIT_MS = 800;

/**
 * Resolves once the overlay's picture has been painted (loaded, decoded, one frame drawn), at once
 * when there is no overlay or its picture failed, and after `limitMs` at the latest. The app's
 * start waits for it: started first, its tasks kept the main thread from drawing the frame of a
 * picture that had already arrived, so the page's largest picture showed only after the whole
 * start (LCP render delay 0.8–1.0 s at 4× CPU in half of the Lighthouse runs, README "Lighthouse").
 */
export function firstPaintShown(doc: Document, limitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  const img = doc.getElementById(FIRST_PAINT_ID)?.querySelector('img');
  if (!img) return Promise.resolve();
  const win = doc.defaultView ?? globalThis;
  return new Promise<void>((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      img.removeEventListener('load', onLoad);
      img.removeEventListener('error', settle);
      resolve();
    };
    // After the frame that draws it: a rAF callback runs before that frame's paint, the timeout after.
    const painted = () => win.requestAnimationFrame(() => win.setTimeout(settle, 0));
    const onLoad = () => void decoded(img).then(painted);
    const timer = win.setTimeout(settle, limitMs);
    if (img.complete) {
      if (img.naturalWidth > 0) onLoad();
      else settle();
    } else {
      img.addEventListener('load', onLoad, { once: true });
      img.addEventListener('error', settle, { once: true });
    }
  });
}

/**
 * Starts the downloads the server held back while the overlay's picture loaded: the modulepreload
 * links of its FIRST_PAINT_LATER_ID template go into <head>, where they fetch (a template's content
 * is inert). Nothing happens on a page without one (no overlay, or the built index.html).
 */
export function releaseLaterModules(doc: Document): void {
  const later = doc.getElementById(FIRST_PAINT_LATER_ID);
  if (!(later instanceof (doc.defaultView ?? globalThis).HTMLTemplateElement)) return;
  later.remove();
  doc.head.append(later.content);
}
