// The open dropdown of a filter bar (spec §2 "Common list screen" dropdowns; the job lists' filters
// follow the same pattern): one panel at a time, under the bar; it closes on a tap outside, on
// Escape (focus goes back to its button, `[data-filter="<panel>"]`) and when a value is applied.
// Shared by list/filter-bar.tsx and jobs/job-filter-bar.tsx: the bars differ in their panels only.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface FilterPanel<P extends string, Q> {
  /** The open panel, or null. */
  open: P | null;
  /** Opens `panel`, or closes it when it is the open one (its button is a toggle). */
  toggle(panel: P): void;
  /** Closes the open panel; `refocus` puts the focus back on its button. */
  close(refocus: boolean): void;
  /** Closes the panel (focus back to its button) and hands the new query on. */
  apply(next: Q): void;
}

export function useFilterPanel<P extends string, Q>(bar: RefObject<HTMLElement | null>, onChange: (next: Q) => void): FilterPanel<P, Q> {
  const [open, setOpen] = useState<P | null>(null);

  const close = (refocus: boolean) => {
    if (refocus && open) bar.current?.querySelector<HTMLElement>(`[data-filter="${open}"]`)?.focus();
    setOpen(null);
  };

  // A layout effect: its cleanup runs synchronously on unmount, so no listener stays on the
  // partner's document after an SDK unmount.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!open || !el) return;
    // The root node is the document, or the shadow root of an inline widget (DESIGN.md §6).
    const root = el.getRootNode() as Document | ShadowRoot;
    const onKey = (e: Event) => (e as KeyboardEvent).key === 'Escape' && close(true);
    const onDown = (e: Event) => !e.composedPath().includes(el) && setOpen(null);
    root.addEventListener('keydown', onKey);
    root.addEventListener('pointerdown', onDown);
    // Into the panel, so keyboard and screen-reader users land on what just opened; the panel
    // itself rather than its first input, so phones do not pop the keyboard over the presets.
    el.querySelector<HTMLElement>('.mkt-list-panel')?.focus();
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return {
    open,
    toggle: (panel) => setOpen(open === panel ? null : panel),
    close,
    apply: (next) => {
      close(true);
      onChange(next);
    },
  };
}
