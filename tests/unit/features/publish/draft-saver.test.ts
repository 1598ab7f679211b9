// The draft is written while the user types (spec §3 drafts): debounced to at most 400 ms after
// the last change, and at once when the page is hidden or left, so a crash loses almost nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSaver, DRAFT_DEBOUNCE_MS } from '../../../../src/features/publish/draft-saver.js';
import { createPublishStore } from '../../../../src/stores/publish.js';
import { createPrefixedStorage } from '../../../../src/stores/storage.js';
import { MemoryStorage } from '../../stores/fake-storage.js';

const ref = { userId: 'u1', moduleKey: 'house' };

function setup() {
  const store = createPublishStore(createPrefixedStorage('t:', new MemoryStorage()));
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const saver = createDraftSaver(store, ref, win, doc);
  return { store, win, doc, saver };
}

describe('createDraftSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the latest values once, within the debounce', () => {
    const { store, saver } = setup();
    expect(DRAFT_DEBOUNCE_MS).toBeLessThanOrEqual(500);
    saver.schedule({ title: 'Vi' });
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    saver.schedule({ title: 'Villa' });
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    expect(store.read(ref)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.read(ref)?.values).toEqual({ title: 'Villa' });
  });

  it('writes at once on pagehide and when the page is hidden', () => {
    const { store, win, doc, saver } = setup();
    saver.schedule({ title: 'Villa' });
    win.dispatchEvent(new Event('pagehide'));
    expect(store.read(ref)?.values.title).toBe('Villa');
    saver.schedule({ title: 'Villa à Cocody' });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.read(ref)?.values.title).toBe('Villa');
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.read(ref)?.values.title).toBe('Villa à Cocody');
  });

  it('cancel() drops pending values (a saved listing), dispose() stops listening', () => {
    const { store, win, saver } = setup();
    saver.schedule({ title: 'Villa' });
    saver.cancel();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS * 2);
    expect(store.read(ref)).toBeNull();
    saver.schedule({ title: 'Encore' });
    saver.dispose();
    win.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS * 2);
    expect(store.read(ref)).toBeNull();
  });
});
