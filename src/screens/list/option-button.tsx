// One choice of a filter dropdown (presets, counts, industries, rates...): a toggle button
// (aria-pressed tells the chosen one), 44 px high, wrapping in its `.mkt-list-options` row.
import type { ReactNode } from 'react';

interface OptionButtonProps {
  pressed: boolean;
  onClick(): void;
  children: ReactNode;
}

export function OptionButton({ pressed, onClick, children }: OptionButtonProps) {
  return (
    <button type="button" className="mkt-list-option" aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
