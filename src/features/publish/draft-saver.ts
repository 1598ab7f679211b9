// Writes a form's draft while the user types (spec §3 drafts; issue: "survives reload, a crash and
// going offline"): at most DRAFT_DEBOUNCE_MS after the last change, and at once when the page is
// hidden or left (pagehide, visibilitychange: a phone browser may be killed in the background
// without any further event), so at most the last half second of typing can be lost.
import type { DraftRef, PublishStore } from '../../stores/publish.js';

export const DRAFT_DEBOUNCE_MS = 400;

export interface DraftSaver {
  /** The values changed: written after the debounce (the latest values win). */
  schedule(values: Record<string, unknown>): void;
  /** Writes pending values now. */
  flush(): void;
  /** Forgets pending values (the draft was published or discarded); later changes write again. */
  cancel(): void;
  /** Forgets pending values and stops listening (the form is gone). */
  dispose(): void;
}

export interface SaverTarget {
  addEventListener(type: string, fn: () => void): void;
  removeEventListener(type: string, fn: () => void): void;
}

export function createDraftSaver(
  store: Pick<PublishStore, 'write'>,
  ref: DraftRef,
  win: SaverTarget | null = typeof window === 'undefined' ? null : window,
  doc: (SaverTarget & { visibilityState?: string }) | null = typeof document === 'undefined' ? null : document,
): DraftSaver {
  let pending: Record<string, unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending) store.write(ref, pending);
    pending = null;
  };
  const onHidden = () => {
    if (!doc || doc.visibilityState === 'hidden') flush();
  };
  win?.addEventListener('pagehide', flush);
  doc?.addEventListener('visibilitychange', onHidden);
  return {
    schedule(values) {
      pending = values;
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      pending = null;
    },
    dispose() {
      clearTimeout(timer);
      pending = null;
      win?.removeEventListener('pagehide', flush);
      doc?.removeEventListener('visibilitychange', onHidden);
    },
  };
}
