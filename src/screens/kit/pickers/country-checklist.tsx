// The multi-country list with checkboxes of the publish forms (spec §2 "Other pieces"; §4
// "Multi-country publish: areaId becomes the comma-joined list"; §5 rules in checklist-rules.ts).
// Ticks are a draft: Confirm hands them to `onChange`, Cancel / back / Escape drop them.
import { useMemo, useState } from 'react';
import { ALL_COUNTRIES_AREA_NUM } from '../../../contract/constants.js';
import type { AreaId } from '../../../contract/types/common.js';
import type { Country } from '../../../contract/types/lookups.js';
import { useShell } from '../../../app/use-shell.js';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../price.js';
import { allTicked, toggleAll, toggleId, type ChecklistStep } from './checklist-rules.js';
import { foldText, groupItems, nameMatches } from '../../../ui/picker/group-items.js';
import { GroupedList } from '../../../ui/picker/grouped-list.js';
import { countrySource, type PickerSource } from './picker-source.js';
import { PickerSheet } from '../../../ui/picker/picker-sheet.js';
import { PickerSearch } from '../../../ui/picker/picker-search.js';
import { PickerLoading, PickerMessage } from '../../../ui/picker/picker-states.js';
import { usePickerData } from './use-picker-data.js';

export interface CountryChecklistProps {
  open: boolean;
  /** Area ids ticked when the list opens. */
  value: readonly AreaId[];
  /** How many countries may be ticked (releaseAreaNum, spec §3); 999 = every country, "all" allowed. */
  max: number;
  /** On Confirm: the ticked ids (in the order they were ticked) and their countries. */
  onChange(ids: AreaId[], countries: Country[]): void;
  onClose(): void;
  /** Default: every country; the publish forms pass `releaseCountrySource(...)`. */
  source?: PickerSource<Country>;
  title?: string;
}

export function CountryChecklist(props: CountryChecklistProps) {
  const t = useT();
  return (
    <PickerSheet open={props.open} title={props.title ?? t('pickers.checklistTitle')} onClose={props.onClose}>
      {/* Mounted only while open: each opening starts from `value`. */}
      <ChecklistBody {...props} />
    </PickerSheet>
  );
}

const keyOf = (c: Country) => c.id;
const nameOf = (c: Country) => c.name;

function ChecklistBody({ value, max, onChange, onClose, source, title }: CountryChecklistProps) {
  const t = useT();
  const { dialogs } = useShell();
  const language = useLanguage();
  const defaultSource = useMemo(() => countrySource(language), [language]);
  const { data, retry } = usePickerData(source ?? defaultSource, true);
  const [draft, setDraft] = useState<readonly AreaId[]>(value);
  const [query, setQuery] = useState('');
  const folded = foldText(query);

  const items = data.status === 'ok' ? data.items : null;
  const allIds = useMemo(() => (items ?? []).map(keyOf), [items]);
  // Ids the list does not offer (any more) cannot be seen or unticked, so they do not count.
  const selected = useMemo(() => (items ? draft.filter((id) => allIds.includes(id)) : draft), [draft, allIds, items]);
  const filtered = useMemo(() => items && (folded ? items.filter((c) => nameMatches(c.name, folded)) : items), [items, folded]);
  const groups = useMemo(() => (filtered ? groupItems(filtered, nameOf, language) : []), [filtered, language]);

  /** Applies a step, or refuses the click (the box keeps its state) and shows the exceed notice. */
  const apply = (e: MouseEvent, step: ChecklistStep) => {
    if (step.ok) return setDraft(step.selected);
    e.preventDefault();
    dialogs.toast(t('validation.exceed'));
  };

  const confirm = () => {
    const byId = new Map((items ?? []).map((c) => [c.id, c]));
    onChange([...selected], selected.flatMap((id) => byId.get(id) ?? []));
    onClose();
  };

  let body;
  if (data.status === 'error') body = <PickerMessage text={t('pickers.loadFailed')} onRetry={retry} />;
  else if (!filtered) body = <PickerLoading />;
  else if (items?.length === 0) body = <PickerMessage text={t('pickers.empty')} />;
  else if (filtered.length === 0) body = <PickerMessage text={t('pickers.noMatch', { query: query.trim() })} />;
  else {
    body = (
      <GroupedList
        groups={groups}
        label={title ?? t('pickers.checklistTitle')}
        keyOf={keyOf}
        // "All" acts on the whole list, so it is offered only while no search narrows it.
        before={folded ? null : (
          <label className="mkt-picker-row mkt-picker-all">
            <input
              type="checkbox"
              className="mkt-picker-box"
              checked={allTicked(selected, allIds)}
              onClick={(e) => apply(e, toggleAll(selected, allIds, max))}
            />
            <span className="mkt-picker-name">{t('pickers.allCountries')}</span>
          </label>
        )}
        renderRow={(country, row) => (
          <label className="mkt-picker-row">
            <input
              type="checkbox"
              className="mkt-picker-box"
              checked={selected.includes(country.id)}
              onClick={(e) => apply(e, toggleId(selected, country.id, max))}
              {...row}
            />
            <span className="mkt-picker-name">{country.name}</span>
          </label>
        )}
      />
    );
  }

  return (
    <>
      <PickerSearch
        label={t('pickers.countrySearch')}
        placeholder={t('pickers.countrySearch')}
        value={query}
        onChange={setQuery}
        matches={filtered ? filtered.length : null}
      />
      {body}
      <div className="mkt-picker-foot">
        <p className="mkt-picker-count" aria-live="polite">
          {max === ALL_COUNTRIES_AREA_NUM
            ? t('pickers.selected', { n: selected.length })
            : t('pickers.selectedOfMax', { n: selected.length, max })}
        </p>
        <div className="mkt-picker-actions">
          <button type="button" className="mkt-btn mkt-btn-ghost" onClick={onClose}>{t('dialog.cancel')}</button>
          <button type="button" className="mkt-btn" onClick={confirm} disabled={!items}>{t('dialog.confirm')}</button>
        </div>
      </div>
    </>
  );
}
