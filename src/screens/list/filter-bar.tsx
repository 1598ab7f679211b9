// The filter bar of lists with range or count filters (spec §2 "Common list screen": house has an
// all toggle, a rent price-range dropdown and a bedroom-count dropdown; land has price and size
// range filters and an All reset). Which filters show is descriptor data (filters.priceRange,
// sizeRange, bedroomNum) and their presets come from the descriptor's endpoints.
// Dropdowns open as panels under the bar; one at a time; they close on a tap outside, on Escape
// (focus goes back to the button) and when a value is applied (use-filter-panel.ts).
import { useId, useRef, useState } from 'react';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import type { ListingFamily } from '../../contract/listing-endpoints.js';
import type { MessageKey } from '../../i18n/keys.js';
import { formatNumber } from '../../i18n/format-price.js';
import type { ListingFilters, ListingModule } from '../../modules/types.js';
import { useLanguage } from '../kit/price.js';
import { useT } from '../../ui/t-context.js';
import { CountPanel } from './count-panel.js';
import { FilterButton, FilterDropdown } from './filter-bar-parts.js';
import { RangePanel } from './range-panel.js';
import { rangeText } from './range.js';
import { clearFilters, hasFilters, type ListQuery } from './search-request.js';
import { useFilterPanel } from './use-filter-panel.js';

type FilterKind = 'price' | 'size' | 'bedrooms';

interface FilterSpec {
  kind: FilterKind;
  on(f: ListingFilters): boolean;
  label: MessageKey;
  /** Where the panel's presets / options come from. */
  source(e: ListingFamily): AnyEndpoint | undefined;
}

const FILTERS: readonly FilterSpec[] = [
  { kind: 'price', on: (f) => f.priceRange, label: 'listScreen.filters.price', source: (e) => e.priceRange },
  { kind: 'size', on: (f) => f.sizeRange, label: 'listScreen.filters.size', source: (e) => e.sizeRange },
  { kind: 'bedrooms', on: (f) => f.bedroomNum, label: 'listScreen.filters.bedrooms', source: (e) => e.bedrooms },
];

/** The filters a module shows; empty = no filter bar. */
export const filtersOf = (m: ListingModule): readonly FilterSpec[] => FILTERS.filter((f) => f.on(m.filters));

interface FilterBarProps {
  module: ListingModule;
  query: ListQuery;
  onChange(query: ListQuery): void;
}

export function FilterBar({ module, query, onChange }: FilterBarProps) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const bar = useRef<HTMLDivElement>(null);
  const { open, toggle, close, apply } = useFilterPanel<FilterKind, ListQuery>(bar, onChange);
  // The chosen count's name as the server gave it ("2 bedrooms"), for the button.
  const [countLabel, setCountLabel] = useState('');
  const filters = filtersOf(module);

  const valueText = (kind: FilterKind): string => {
    const format = (n: number) => formatNumber(n, lang);
    if (kind === 'bedrooms') return query.bedroomNum === '' ? '' : countLabel || format(query.bedroomNum);
    return rangeText(query[kind], format);
  };
  const all = !hasFilters(query) && query.tagId === null;
  const spec = filters.find((f) => f.kind === open);

  return (
    <div ref={bar} className="mkt-list-filters">
      <div className="mkt-list-filter-row">
        <button
          type="button"
          className="mkt-list-filter"
          aria-pressed={all}
          onClick={() => apply(clearFilters(query))}
        >
          <span>{t('listScreen.filters.all')}</span>
        </button>
        {filters.map((f) => (
          <FilterButton
            key={f.kind}
            filter={f.kind}
            label={t(f.label)}
            value={valueText(f.kind)}
            expanded={open === f.kind}
            panelId={`${id}-panel`}
            onToggle={() => toggle(f.kind)}
          />
        ))}
      </div>
      {spec && (
        <FilterDropdown id={`${id}-panel`} label={t(spec.label)} onDismiss={() => close(false)}>
          {spec.kind === 'bedrooms' ? (
            <CountPanel
              options={spec.source(module.endpoints)}
              value={query.bedroomNum}
              onPick={(bedroomNum, label) => {
                setCountLabel(label);
                apply({ ...query, bedroomNum });
              }}
            />
          ) : (
            <RangePanel
              key={spec.kind}
              kind={spec.kind}
              value={query[spec.kind]}
              presets={spec.source(module.endpoints)}
              onApply={(range) => apply({ ...query, [spec.kind]: range })}
            />
          )}
        </FilterDropdown>
      )}
    </div>
  );
}
