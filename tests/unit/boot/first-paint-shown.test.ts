// The app's start waits for the server-drawn picture to be painted (src/boot/first-paint-shown.ts
// firstPaintShown): not at all without an overlay or with a failed picture, until the frame after
// its load otherwise, and never longer than its limit; it leaves no listener or timer behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintShown, releaseLaterModules } from '../../../src/boot/first-paint-shown.js';
import { FIRST_PAINT_ID, FIRST_PAINT_LATER_ID } from '../../../src/contract/first-paint.js';

/** The overlay's picture; `state`: still loading, loaded with pixels, or failed. */
function overlayImg(state: 'loading' | 'loaded' | 'failed'): HTMLImageElement {
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><div class="p"><img src="/uploads/a.png" alt=""></div></div><div id="app"></div>`;
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { configurable: true, get: () => state !== 'loading' });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => (state === 'loaded' ? 750 : 0) });
  vi.spyOn(img, 'addEventListener');
  vi.spyOn(img, 'removeEventListener');
  return img;
}

/** Whether `p` has settled within `ms`. */
async function settlesWithin(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(() => { done = true; });
  await new Promise((r) => setTimeout(r, ms));
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('firstPaintShown', () => {
  it('resolves at once without an overlay, or when its picture failed', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    expect(await settlesWithin(firstPaintShown(document, 5_000), 0)).toBe(true);
    overlayImg('failed');
    expect(await settlesWithin(firstPaintShown(document, 5_000), 0)).toBe(true);
  });

  it('waits for the frame after a loaded picture', async () => {
    overlayImg('loaded');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    expect(await settlesWithin(firstPaintShown(document, 5_000), 200)).toBe(true);
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it('waits for a loading picture, then for its frame, and releases its listeners', async () => {
    const img = overlayImg('loading');
    const shown = firstPaintShown(document, 5_000);
    expect(await settlesWithin(shown, 60)).toBe(false);
    img.dispatchEvent(new Event('load'));
    expect(await settlesWithin(shown, 200)).toBe(true);
    const added = vi.mocked(img.addEventListener).mock.calls.map(([t, l]) => [t, l]);
    const removed = vi.mocked(img.removeEventListener).mock.calls.map(([t, l]) => [t, l]);
    expect(added.length).toBe(2);
    for (const a of added) expect(removed).toContainEqual(a);
  });

  it('lets the app start after its limit when the picture never comes, and on an error at once', async () => {
    overlayImg('loading');
    const late = firstPaintShown(document, 80);
    expect(await settlesWithin(late, 30)).toBe(false);
    expect(await settlesWithin(late, 120)).toBe(true);

    const img = overlayImg('loading');
    const failed = firstPaintShown(document, 5_000);
    img.dispatchEvent(new Event('error'));
    expect(await settlesWithin(failed, 0)).toBe(true);
  });
});

describe('releaseLaterModules', () => {
  const links = '<link rel="modulepreload" href="/shell-a.js"><link rel="modulepreload" href="/kit-base-a.js">';

  it('moves the held-back preloads into <head>, in order, and drops their template', () => {
    document.head.innerHTML = `<title>t</title><template id="${FIRST_PAINT_LATER_ID}">${links}</template>`;
    // Inert while held: the template's content is not part of the document.
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    releaseLaterModules(document);
    const live = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(live).toEqual(['/shell-a.js', '/kit-base-a.js']);
    expect(document.getElementById(FIRST_PAINT_LATER_ID)).toBeNull();
  });

  it('leaves a page without held-back preloads as it is', () => {
    document.head.innerHTML = `<title>t</title>${links}`;
    const before = document.head.innerHTML;
    releaseLaterModules(document);
    expect(document.head.innerHTML).toBe(before);
  });
});
