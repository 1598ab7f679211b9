// The multi-country choice rules of the publish forms (spec §5 "Multi-country choice only when
// releaseAreaNum is not 1; cannot exceed the allowed count; select-all only when the count is 999,
// otherwise an 'exceed' notice"; §9). Pure, so the rules are tested alone.
import { ALL_COUNTRIES_AREA_NUM } from '../../../contract/constants.js';

export type ChecklistStep = { ok: true; selected: string[] } | { ok: false; reason: 'exceed' };

/** Ticks or unticks one id; ticking past `max` is refused with the exceed notice. */
export function toggleId(selected: readonly string[], id: string, max: number): ChecklistStep {
  if (selected.includes(id)) return { ok: true, selected: selected.filter((s) => s !== id) };
  if (selected.length >= max) return { ok: false, reason: 'exceed' };
  return { ok: true, selected: [...selected, id] };
}

/** Every id of the list is ticked. */
export const allTicked = (selected: readonly string[], all: readonly string[]): boolean =>
  all.length > 0 && all.every((id) => selected.includes(id));

/**
 * "All": only a user allowed every country (max 999) may tick all; anyone else gets the exceed
 * notice, even when the list happens to be shorter than their count (the spec's rule, §5). When
 * everything is already ticked it unticks all, which never exceeds anything.
 */
export function toggleAll(selected: readonly string[], all: readonly string[], max: number): ChecklistStep {
  if (allTicked(selected, all)) return { ok: true, selected: [] };
  if (max !== ALL_COUNTRIES_AREA_NUM) return { ok: false, reason: 'exceed' };
  return { ok: true, selected: [...all] };
}
