// The found words of the word check marked in their text (spec §2 "found words marked red"): the
// reply gives each hit's UTF-16 offsets in the field's text (for the content, its plain text:
// contract/validation/plain-text.ts, the server's own helper), which cut the text into runs.
import type { SensitiveHit } from '../../contract/types/commons.js';

export interface Run {
  text: string;
  marked: boolean;
}

/** The runs of `text`, marked where a range covers them (ranges clamped, sorted and merged). */
export function markRuns(text: string, ranges: readonly Pick<SensitiveHit, 'start' | 'end'>[]): Run[] {
  const spans = ranges
    .map((r) => [Math.max(0, Math.min(r.start, text.length)), Math.max(0, Math.min(r.end, text.length))] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const runs: Run[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    const last = runs[runs.length - 1];
    if (start <= at && last?.marked) {
      // Overlapping or touching the previous mark: one run.
      last.text += text.slice(at, end);
    } else {
      if (start > at) runs.push({ text: text.slice(at, start), marked: false });
      runs.push({ text: text.slice(Math.max(start, at), end), marked: true });
    }
    at = end;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), marked: false });
  return runs;
}

/** The hits of one field. */
export const hitsOf = (hits: readonly SensitiveHit[], field: SensitiveHit['field']): SensitiveHit[] => hits.filter((h) => h.field === field);
