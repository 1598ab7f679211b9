// Removes the server-drawn first view (src/contract/first-paint.ts, README "First view") once the
// app can take over, and only then: the overlay shows the page's largest picture before the app has
// run (LCP), so it stays until the app's own <img> of that picture has loaded and is decoded, and
// goes on the next animation frame (the frame that paints the app's picture paints no overlay:
// nothing blinks). It goes at once when the app declines the page's first reply (another stored
// language or country, a login: src/boot/first-reply.ts), since the app will then show another
// picture; on a pointerdown on it (the reader wants the app, not a picture); and after
// FIRST_PAINT_LIMIT_MS at the latest, whatever the app does. Each path removes it once and leaves
// nothing behind (observer, listeners, timer, frame).
//
// In the shell chunk: the page's entry finds the overlay (first-paint-shown.ts) and hands it over,
// so that the two chunks share no module (the embedding entries load the shell without the entry).

/** The last resort: a few seconds after the app started, the overlay goes whatever happened. */
export const FIRST_PAINT_LIMIT_MS = 4000;

export interface FirstPaint {
  /** The first reply was declined: the app will not draw the overlay's picture. */
  decline(): void;
  /** Whether the overlay has been removed (or there never was one). */
  done(): boolean;
}

/** Resolves once `img` is decoded (decoding="async" could paint it empty for a frame), or could not be. */
const decoded = (img: HTMLImageElement): Promise<unknown> =>
  (typeof img.decode === 'function' ? img.decode() : Promise.resolve()).catch(() => undefined);

/** `overlay`: the page's FIRST_PAINT_ID element, or null when the server drew none. */
export function dismissFirstPaint(overlay: HTMLElement | null, root: Element, limitMs = FIRST_PAINT_LIMIT_MS): FirstPaint {
  const picture = overlay?.querySelector('img')?.src ?? '';
  if (!overlay || !picture) {
    overlay?.remove();
    return { decline: () => undefined, done: () => true };
  }
  const win = overlay.ownerDocument.defaultView ?? globalThis;
  const watched = new Map<HTMLImageElement, () => void>();
  let removed = false;
  let frame = 0;

  const remove = () => {
    if (removed) return;
    removed = true;
    overlay.remove();
    observer.disconnect();
    win.clearTimeout(timer);
    if (frame) win.cancelAnimationFrame(frame);
    overlay.removeEventListener('pointerdown', remove);
    for (const [img, onDone] of watched) {
      img.removeEventListener('load', onDone);
      img.removeEventListener('error', remove);
    }
    watched.clear();
  };

  /** The app's picture is there: decoded, then one frame. */
  const ready = (img: HTMLImageElement) => {
    if (removed || frame) return;
    void decoded(img).then(() => {
      if (!removed && !frame) frame = win.requestAnimationFrame(remove);
    });
  };

  const consider = (img: HTMLImageElement) => {
    if (removed || watched.has(img) || img.src !== picture) return;
    if (img.complete) {
      // complete with no pixels: it failed; the app shows its own placeholder, not the overlay's picture.
      if (img.naturalWidth > 0) ready(img);
      else remove();
      return;
    }
    const onDone = () => ready(img);
    watched.set(img, onDone);
    img.addEventListener('load', onDone, { once: true });
    img.addEventListener('error', remove, { once: true });
  };

  const scan = (node: Node) => {
    if (!(node instanceof win.Element)) return;
    if (node instanceof win.HTMLImageElement) consider(node);
    else for (const img of node.querySelectorAll('img')) consider(img);
  };

  const observer = new win.MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') scan(r.target);
      else r.addedNodes.forEach(scan);
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  overlay.addEventListener('pointerdown', remove);
  const timer = win.setTimeout(remove, limitMs);
  scan(root);

  return { decline: remove, done: () => removed };
}
