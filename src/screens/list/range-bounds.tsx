// The typed min and max of a range dropdown (spec §2 "min and max numeric inputs"): the list's
// price and size ranges (range-panel.tsx) and the job lists' salary (jobs/salary-panel.tsx). The
// refused bound is marked invalid and both point at the panel's message (readRange, range.ts).
import type { RangeResult } from './range.js';

/** A refusal of readRange: the message key and the bound it is about. */
export type RangeProblem = Extract<RangeResult, { ok: false }>;

interface RangeBoundsProps {
  min: string;
  max: string;
  minLabel: string;
  maxLabel: string;
  onMin(text: string): void;
  onMax(text: string): void;
  problem: RangeProblem | null;
  /** The id of the message shown while there is a problem. */
  errorId: string;
}

export function RangeBounds({ min, max, minLabel, maxLabel, onMin, onMax, problem, errorId }: RangeBoundsProps) {
  const bound = (label: string, value: string, field: RangeProblem['field'], onInput: (text: string) => void) => (
    <label>
      <span>{label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={problem?.field === field || undefined}
        aria-describedby={problem ? errorId : undefined}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
    </label>
  );
  return (
    <div className="mkt-list-bounds">
      {bound(minLabel, min, 'min', onMin)}
      <span className="mkt-list-dash" aria-hidden="true">–</span>
      {bound(maxLabel, max, 'max', onMax)}
    </div>
  );
}
