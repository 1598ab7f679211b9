// The form of a filter dropdown whose choices wait for a confirm (spec §2 "min and max numeric
// inputs and a confirm button"; the job lists' salary and "Filters" dropdowns): the fields, then
// a reset that applies at once and the confirm. Nothing is checked by the browser (noValidate):
// the panel checks on submit with the spec §5 rules and shows its own message.
import type { ReactNode } from 'react';

interface PanelFormProps {
  resetLabel: string;
  submitLabel: string;
  onReset(): void;
  onSubmit(): void;
  children: ReactNode;
}

export function PanelForm({ resetLabel, submitLabel, onReset, onSubmit, children }: PanelFormProps) {
  return (
    <form
      className="mkt-list-range"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="mkt-list-actions">
        <button type="button" className="mkt-btn mkt-btn-ghost" onClick={onReset}>
          {resetLabel}
        </button>
        <button type="submit" className="mkt-btn">{submitLabel}</button>
      </div>
    </form>
  );
}
