// The pieces every filter bar draws alike (list/filter-bar.tsx, jobs/job-filter-bar.tsx): a
// dropdown's button, which shows the value set or else the filter's name, and the open dropdown
// under the bar with its backdrop (a tap on it closes without moving the focus).
import type { ReactNode } from 'react';

const CHEVRON = 'M6 9l6 6 6-6';

interface FilterButtonProps {
  /** The panel it opens: `data-filter`, which use-filter-panel.ts refocuses on close. */
  filter: string;
  /** The filter's name. */
  label: string;
  /** What is set, as text; '' when nothing is. */
  value: string;
  expanded: boolean;
  panelId: string;
  onToggle(): void;
}

export function FilterButton({ filter, label, value, expanded, panelId, onToggle }: FilterButtonProps) {
  return (
    <button
      type="button"
      className="mkt-list-filter"
      data-filter={filter}
      data-set={value ? '' : undefined}
      aria-expanded={expanded}
      aria-controls={expanded ? panelId : undefined}
      aria-label={value ? `${label}: ${value}` : undefined}
      onClick={onToggle}
    >
      <span>{value || label}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d={CHEVRON} />
      </svg>
    </button>
  );
}

interface FilterDropdownProps {
  id: string;
  label: string;
  onDismiss(): void;
  children: ReactNode;
}

/** The open panel: a dialog the focus moves into (use-filter-panel.ts), over a backdrop. */
export function FilterDropdown({ id, label, onDismiss, children }: FilterDropdownProps) {
  return (
    <>
      <div className="mkt-list-backdrop" aria-hidden="true" onClick={onDismiss} />
      <div id={id} className="mkt-list-panel" role="dialog" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </>
  );
}
