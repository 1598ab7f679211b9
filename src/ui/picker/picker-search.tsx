// The search field of a picker (spec §2 "searchable"). The number of matches is announced politely,
// since the filtered list changes out of the screen reader's sight.
import { useId } from 'react';
import { useT } from '../t-context.js';

export interface PickerSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** Rows matching the query; announced only while a query is typed. */
  matches: number | null;
}

/** Down or Enter goes on to the list's tab stop (the chosen row, else the first match). */
function toList(e: KeyboardEvent) {
  if (e.key !== 'ArrowDown' && e.key !== 'Enter') return;
  const row = (e.currentTarget as HTMLElement).closest('.mkt-picker')?.querySelector<HTMLElement>('[data-picker-row][tabindex="0"]');
  if (!row) return;
  e.preventDefault();
  row.focus();
}

export function PickerSearch({ label, placeholder, value, onChange, matches }: PickerSearchProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="mkt-picker-search" role="search">
      <label className="mkt-sr" htmlFor={id}>{label}</label>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellcheck={false}
        enterKeyHint="search"
        onInput={(e) => onChange((e.currentTarget as HTMLInputElement).value)}
        onKeyDown={toList}
      />
      <span className="mkt-sr" role="status" aria-live="polite">
        {value.trim() && matches !== null ? t('pickers.results', { n: matches }) : ''}
      </span>
    </div>
  );
}
