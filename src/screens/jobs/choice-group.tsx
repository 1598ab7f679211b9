// A labelled group of single-choice option buttons (experience, degree, work type...): tapping the
// chosen one again clears it, like the house bedroom dropdown (spec §2 "choose one, tapping again
// clears it"). Buttons are toggles (aria-pressed), 44 px high, wrapping on narrow screens.
import { useId } from 'react';
import { OptionButton } from '../list/option-button.js';

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange(value: T | null): void;
}

export function ChoiceGroup<T extends string | number>({ label, choices, value, onChange }: ChoiceGroupProps<T>) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className="mkt-jobs-group" role="group" aria-labelledby={id}>
      <p id={id} className="mkt-jobs-group-label">{label}</p>
      <div className="mkt-list-options">
        {choices.map((c) => (
          <OptionButton key={c.value} pressed={c.value === value} onClick={() => onChange(c.value === value ? null : c.value)}>
            {c.label}
          </OptionButton>
        ))}
      </div>
    </div>
  );
}
