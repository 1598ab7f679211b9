// The job lists' filter bar (the issue's job filters), built on the list screen's dropdown pattern
// (src/screens/list/filter-bar.tsx, same classes and behaviour): All, Industry, Salary, Filters.
// One panel at a time, under the bar; it closes on a tap outside, on Escape (focus back to its
// button) and when a value is applied. Buttons show what is set.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { JobLookups } from '../../contract/types/jobs.js';
import type { MessageKey } from '../../i18n/keys.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useT } from '../../ui/t-context.js';
import { nameOf, tagNames } from '../kit/job-lookups.js';
import { useLanguage } from '../kit/price.js';
import { rangeText } from '../list/range.js';
import { IndustryPanel } from './industry-panel.js';
import { clearJobFilters, hasSalary, isFiltered, moreCount, type FixedFilters, type JobQuery } from './job-query.js';
import { MorePanel } from './more-panel.js';
import { SalaryPanel } from './salary-panel.js';

type Panel = 'industry' | 'salary' | 'more';
const LABELS: Readonly<Record<Panel, MessageKey>> = {
  industry: 'jobs.browse.filters.industry',
  salary: 'jobs.browse.filters.salary',
  more: 'jobs.browse.filters.more',
};
const CHEVRON = 'M6 9l6 6 6-6';

interface JobFilterBarProps {
  query: JobQuery;
  fixed: FixedFilters;
  /** The panels' options (getJobLookups); null while they load or after a failure. */
  lookups: JobLookups | null;
  lookupsFailed: boolean;
  onRetryLookups(): void;
  onChange(query: JobQuery): void;
}

export function JobFilterBar({ query, fixed, lookups, lookupsFailed, onRetryLookups, onChange }: JobFilterBarProps) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const bar = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Panel | null>(null);

  const close = (refocus: boolean) => {
    if (refocus && open) bar.current?.querySelector<HTMLElement>(`[data-filter="${open}"]`)?.focus();
    setOpen(null);
  };
  const apply = (next: JobQuery) => {
    close(true);
    onChange(next);
  };

  // As the list's filter bar: a layout effect, so no listener outlives an SDK unmount.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!open || !el) return;
    const root = el.getRootNode() as Document | ShadowRoot;
    const onKey = (e: Event) => (e as KeyboardEvent).key === 'Escape' && close(true);
    const onDown = (e: Event) => !e.composedPath().includes(el) && setOpen(null);
    root.addEventListener('keydown', onKey);
    root.addEventListener('pointerdown', onDown);
    el.querySelector<HTMLElement>('.mkt-list-panel')?.focus();
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const value = (panel: Panel): string => {
    if (panel === 'industry') {
      const names = tagNames(lookups, query.industryId, query.positionId);
      return names.position || names.industry;
    }
    if (panel === 'salary') {
      if (!hasSalary(query)) return '';
      if (query.salaryRateId !== null) return nameOf(lookups?.salaryRates, query.salaryRateId) || t(LABELS.salary);
      return rangeText({ min: query.salaryMin, max: query.salaryMax }, (n) => formatNumber(n, lang));
    }
    const n = moreCount(query, fixed);
    return n > 0 ? t('jobs.browse.filters.moreCount', { count: n }) : '';
  };

  return (
    <div ref={bar} className="mkt-list-filters">
      <div className="mkt-list-filter-row">
        <button type="button" className="mkt-list-filter" aria-pressed={!isFiltered({ ...query, keyWords: '' }, fixed)}
          onClick={() => apply(clearJobFilters(query, fixed))}>
          <span>{t('jobs.browse.filters.all')}</span>
        </button>
        {(Object.keys(LABELS) as Panel[]).map((panel) => {
          const shown = value(panel);
          return (
            <button
              key={panel}
              type="button"
              className="mkt-list-filter"
              data-filter={panel}
              data-set={shown ? '' : undefined}
              aria-expanded={open === panel}
              aria-controls={open === panel ? `${id}-panel` : undefined}
              aria-label={shown ? `${t(LABELS[panel])}: ${shown}` : undefined}
              onClick={() => setOpen(open === panel ? null : panel)}
            >
              <span>{shown || t(LABELS[panel])}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d={CHEVRON} />
              </svg>
            </button>
          );
        })}
      </div>
      {open && (
        <>
          <div className="mkt-list-backdrop" aria-hidden="true" onClick={() => close(false)} />
          <div id={`${id}-panel`} className="mkt-list-panel" role="dialog" aria-label={t(LABELS[open])} tabIndex={-1}>
            {!lookups ? (
              lookupsFailed ? (
                <div className="mkt-list-range" role="alert">
                  <p className="mkt-list-note">{t('jobs.browse.filters.unavailable')}</p>
                  <button type="button" className="mkt-btn mkt-btn-ghost" onClick={onRetryLookups}>{t('jobs.browse.filters.retry')}</button>
                </div>
              ) : (
                <p className="mkt-list-note" role="status">{t('list.loading')}</p>
              )
            ) : open === 'industry' ? (
              <IndustryPanel query={query} lookups={lookups} onApply={apply} />
            ) : open === 'salary' ? (
              <SalaryPanel query={query} lookups={lookups} onApply={apply} />
            ) : (
              <MorePanel query={query} fixed={fixed} lookups={lookups} onApply={apply} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
