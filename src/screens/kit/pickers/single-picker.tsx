// The generic one-choice picker: a full-screen sheet with a search field over letter-grouped rows
// (spec §2 "Other pieces"). The area-code, country and city pickers are this with their source and
// row texts; a new lookup picker is one more small file like them.
import { useMemo, useState } from 'react';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../price.js';
import { foldText, groupItems, nameMatches } from '../../../ui/picker/group-items.js';
import { GroupedList } from '../../../ui/picker/grouped-list.js';
import type { PickerSource } from './picker-source.js';
import { PickerSheet } from '../../../ui/picker/picker-sheet.js';
import { PickerSearch } from '../../../ui/picker/picker-search.js';
import { PickerLoading, PickerMessage } from '../../../ui/picker/picker-states.js';
import { usePickerData } from './use-picker-data.js';

export interface SinglePickerProps<T> {
  open: boolean;
  title: string;
  searchPlaceholder: string;
  /** null: nothing can be loaded yet; `blockedText` is shown instead (a city before a country). */
  source: PickerSource<T> | null;
  blockedText?: string;
  keyOf(item: T): string;
  nameOf(item: T): string;
  /** Secondary text at the row's end ("+225"); part of the row's accessible name. */
  detailOf?(item: T): string;
  /** Default: the folded name contains the folded query. */
  matches?(item: T, foldedQuery: string): boolean;
  /** The chosen row (the first one that answers true), marked aria-current and scrolled into view. */
  isCurrent?(item: T): boolean;
  /** Called with the tapped row, then `onClose`. */
  onSelect(item: T): void;
  onClose(): void;
}

const CHECK_ICON = 'M5 12.5l4.5 4.5L19 7.5';

export function SinglePicker<T>(props: SinglePickerProps<T>) {
  const { open, title, searchPlaceholder, source, blockedText, keyOf, nameOf, detailOf, matches, isCurrent, onSelect, onClose } = props;
  const t = useT();
  const language = useLanguage();
  const { data, retry } = usePickerData(source, open);
  const [query, setQuery] = useState('');
  const folded = foldText(query);

  const items = data.status === 'ok' ? data.items : null;
  const filtered = useMemo(() => {
    if (!items) return null;
    const test = matches ?? ((item: T, q: string) => nameMatches(nameOf(item), q));
    return folded ? items.filter((item) => test(item, folded)) : items;
  }, [items, folded, matches, nameOf]);
  const groups = useMemo(() => (filtered ? groupItems(filtered, nameOf, language) : []), [filtered, nameOf, language]);
  const currentItem = isCurrent && items ? items.find(isCurrent) : undefined;
  const currentKey = currentItem === undefined ? undefined : keyOf(currentItem);

  const close = () => {
    setQuery('');
    onClose();
  };

  let body;
  if (!source) body = <PickerMessage text={blockedText ?? ''} />;
  else if (data.status === 'error') body = <PickerMessage text={t('pickers.loadFailed')} onRetry={retry} />;
  else if (!filtered) body = <PickerLoading />;
  else if (items?.length === 0) body = <PickerMessage text={t('pickers.empty')} />;
  else if (filtered.length === 0) body = <PickerMessage text={t('pickers.noMatch', { query: query.trim() })} />;
  else {
    body = (
      <GroupedList
        groups={groups}
        label={title}
        keyOf={keyOf}
        currentKey={currentKey}
        renderRow={(item, row) => {
          const current = keyOf(item) === currentKey;
          const detail = detailOf?.(item);
          return (
            <button
              type="button"
              className="mkt-picker-row"
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                setQuery('');
                onSelect(item);
                onClose();
              }}
              {...row}
            >
              <span className="mkt-picker-name">{nameOf(item)}</span>
              {detail && <span className="mkt-picker-detail">{detail}</span>}
              {current && (
                <svg className="mkt-picker-check" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                  <path d={CHECK_ICON} />
                </svg>
              )}
            </button>
          );
        }}
      />
    );
  }

  return (
    <PickerSheet open={open} title={title} onClose={close}>
      {source && (
        <PickerSearch
          label={searchPlaceholder}
          placeholder={searchPlaceholder}
          value={query}
          onChange={setQuery}
          matches={filtered ? filtered.length : null}
        />
      )}
      {body}
    </PickerSheet>
  );
}
