// The server-drawn first view's removal (src/boot/first-paint.ts, README "First view"): it stays
// until the app's own <img> of the same picture has loaded (then one frame), and goes at once on a
// declined first reply, on a pointerdown on it, or at the time limit; every path removes it
// exactly once and leaves no observer, listener or timer behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissFirstPaint } from '../../../src/boot/first-paint.js';
import { FIRST_PAINT_ID } from '../../../src/contract/first-paint.js';

const PICTURE = '/uploads/seed/ads/ad1-1.png';
const pause = (ms = 40) => new Promise((r) => setTimeout(r, ms));


/** The page as the server writes it: the overlay right after <body>, then an empty #app. */
function page(picture = PICTURE): { overlay: HTMLElement; root: HTMLElement; removals: () => number } {
  document.body.innerHTML =
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true"><div class="b b0"></div><div class="p"><img src="${picture}" alt=""></div></div>` +
    '<div id="app"></div>';
  const overlay = document.getElementById(FIRST_PAINT_ID)!;
  const removals = vi.spyOn(overlay, 'remove');
  spyListeners(overlay);
  return { overlay, root: document.getElementById('app')!, removals: () => removals.mock.calls.length };
}

/** An app picture, as kit/img.tsx draws it; `loaded`: already in the cache (complete with pixels). */
function appImg(root: HTMLElement, src = PICTURE, loaded = false): HTMLImageElement {
  const img = document.createElement('img');
  img.src = src;
  Object.defineProperty(img, 'complete', { configurable: true, get: () => loaded });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => (loaded ? 750 : 0) });
  spyListeners(img);
  const box = document.createElement('span');
  box.append(img);
  root.append(box);
  return img;
}

/** Listeners added and removed on the overlay and the pictures made since: every one added is removed. */
const spied: EventTarget[] = [];
function countListeners() {
  return () => {
    let added = 0;
    let left = 0;
    for (const t of spied) {
      const removed = vi.mocked(t.removeEventListener).mock.calls;
      for (const [type, listener] of vi.mocked(t.addEventListener).mock.calls) {
        added++;
        if (!removed.some(([rt, rl]) => rt === type && rl === listener)) left++;
      }
    }
    return { added, left };
  };
}
function spyListeners(target: EventTarget) {
  vi.spyOn(target, 'addEventListener');
  vi.spyOn(target, 'removeEventListener');
  spied.push(target);
}

function watchObservers() {
  const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
  return () => disconnect.mock.calls.length;
}

afterEach(() => {
  vi.restoreAllMocks();
  spied.length = 0;
  document.body.innerHTML = '';
});

describe('dismissFirstPaint', () => {
  it('stays while the app draws other things and its picture loads, then goes one frame after the load', async () => {
    const { overlay, root, removals } = page();
    const listeners = countListeners();
    const disconnects = watchObservers();
    const clear = vi.spyOn(window, 'clearTimeout');
    const fp = dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 10_000);
    appImg(root, '/uploads/seed/ads/other.png');
    const img = appImg(root);
    await pause();
    expect(overlay.isConnected).toBe(true);
    expect(fp.done()).toBe(false);

    img.dispatchEvent(new Event('load'));
    await pause();
    expect(overlay.isConnected).toBe(false);
    expect(fp.done()).toBe(true);
    // Later paths do nothing: removed once.
    fp.decline();
    overlay.dispatchEvent(new Event('pointerdown'));
    expect(removals()).toBe(1);
    const { added, left } = listeners();
    expect(added).toBeGreaterThan(0);
    expect(left).toBe(0);
    expect(disconnects()).toBe(1);
    expect(clear).toHaveBeenCalled();
  });

  it('goes one frame after an app picture that was already loaded when it appeared', async () => {
    const { overlay, root } = page();
    dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 10_000);
    appImg(root, PICTURE, true);
    await pause();
    expect(overlay.isConnected).toBe(false);
  });

  it('finds the app picture when its src is set after it is in the page', async () => {
    const { overlay, root } = page();
    dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 10_000);
    const img = appImg(root, '/uploads/seed/ads/other.png');
    await pause();
    img.src = PICTURE;
    await pause();
    img.dispatchEvent(new Event('load'));
    await pause();
    expect(overlay.isConnected).toBe(false);
  });

  it('goes at once when the first reply is declined, even while the app waits for its picture', async () => {
    const { overlay, root, removals } = page();
    const listeners = countListeners();
    const disconnects = watchObservers();
    const fp = dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 10_000);
    appImg(root);
    await pause();
    expect(overlay.isConnected).toBe(true);
    fp.decline();
    expect(overlay.isConnected).toBe(false);
    fp.decline();
    expect(removals()).toBe(1);
    expect(disconnects()).toBe(1);
    const { added, left } = listeners();
    expect(added).toBeGreaterThan(1);
    expect(left).toBe(0);
  });

  it('goes at once on a pointerdown on it', () => {
    const { overlay, root, removals } = page();
    const fp = dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 10_000);
    overlay.dispatchEvent(new Event('pointerdown'));
    expect(overlay.isConnected).toBe(false);
    expect(fp.done()).toBe(true);
    overlay.dispatchEvent(new Event('pointerdown'));
    expect(removals()).toBe(1);
  });

  it('goes at the time limit when the app never draws the picture', async () => {
    const { overlay, root, removals } = page();
    const disconnects = watchObservers();
    dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 30);
    appImg(root, '/uploads/seed/ads/other.png');
    await pause(15);
    expect(overlay.isConnected).toBe(true);
    await pause(60);
    expect(overlay.isConnected).toBe(false);
    expect(removals()).toBe(1);
    expect(disconnects()).toBe(1);
  });

  it("goes when the app's picture fails (the app shows its placeholder, not that picture)", async () => {
    const { overlay, root } = page();
    dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), root, 10_000);
    const img = appImg(root);
    await pause();
    img.dispatchEvent(new Event('error'));
    expect(overlay.isConnected).toBe(false);
  });

  it('is nothing on a page without an overlay', () => {
    document.body.innerHTML = '<div id="app"></div>';
    const fp = dismissFirstPaint(document.getElementById(FIRST_PAINT_ID), document.getElementById('app')!);
    expect(fp.done()).toBe(true);
    fp.decline();
  });
});
