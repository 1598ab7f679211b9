// The filter bar of lists with range or count filters (spec §2 "Common list screen": house has an
// all toggle, a rent price-range dropdown and a bedroom-count dropdown; land has price and size
// range filters and an All reset). Which filters show is descriptor data (filters.priceRange,
// sizeRange, bedroomNum) and their presets come from the descriptor's endpoints.
// Dropdowns open as panels under the bar; one at a time; they close on a tap outside, on Escape
// (focus goes back to the button) and when a value is applied.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import type { ListingFamily } from '../../contract/listing-endpoints.js';
import type { MessageKey } from '../../i18n/keys.js';
import { formatNumber } from '../../i18n/format-price.js';
import type { ListingFilters, ListingModule } from '../../modules/types.js';
import { useLanguage } from '../kit/price.js';
import { useT } from '../../ui/t-context.js';
import { CountPanel } from './count-panel.js';
import { RangePanel } from './range-panel.js';
import { rangeText } from './range.js';
import { clearFilters, hasFilters, type ListQuery } from './search-request.js';

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

const CHEVRON = 'M6 9l6 6 6-6';

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
  const [open, setOpen] = useState<FilterKind | null>(null);
  // The chosen count's name as the server gave it ("2 bedrooms"), for the button.
  const [countLabel, setCountLabel] = useState('');
  const filters = filtersOf(module);

  const close = (refocus: boolean) => {
    if (refocus && open) bar.current?.querySelector<HTMLElement>(`[data-filter="${open}"]`)?.focus();
    setOpen(null);
  };
  const apply = (next: ListQuery) => {
    close(true);
    onChange(next);
  };

  // A layout effect: its cleanup runs synchronously on unmount, so no listener stays on the
  // partner's document after an SDK unmount (issue 4 "SDK" 2).
  useLayoutEffect(() => {
    const el = bar.current;
    if (!open || !el) return;
    // The root node is the document, or the shadow root of an inline widget (DESIGN.md §6).
    const root = el.getRootNode() as Document | ShadowRoot;
    const onKey = (e: Event) => (e as KeyboardEvent).key === 'Escape' && close(true);
    const onDown = (e: Event) => !e.composedPath().includes(el) && setOpen(null);
    root.addEventListener('keydown', onKey);
    root.addEventListener('pointerdown', onDown);
    // Into the panel, so keyboard and screen-reader users land on what just opened; the panel
    // itself rather than its first input, so phones do not pop the keyboard over the presets.
    el.querySelector<HTMLElement>('.mkt-list-panel')?.focus();
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

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
        {filters.map((f) => {
          const value = valueText(f.kind);
          return (
            <button
              key={f.kind}
              type="button"
              className="mkt-list-filter"
              data-filter={f.kind}
              data-set={value ? '' : undefined}
              aria-expanded={open === f.kind}
              aria-controls={open === f.kind ? `${id}-panel` : undefined}
              aria-label={value ? `${t(f.label)}: ${value}` : undefined}
              onClick={() => setOpen(open === f.kind ? null : f.kind)}
            >
              <span>{value || t(f.label)}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d={CHEVRON} />
              </svg>
            </button>
          );
        })}
      </div>
      {spec && (
        <>
          <div className="mkt-list-backdrop" aria-hidden="true" onClick={() => close(false)} />
          <div id={`${id}-panel`} className="mkt-list-panel" role="dialog" aria-label={t(spec.label)} tabIndex={-1}>
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
          </div>
        </>
      )}
    </div>
  );
}
