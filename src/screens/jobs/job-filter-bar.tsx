// The job lists' filter bar (the issue's job filters), built on the list screen's dropdown pattern
// (src/screens/list/filter-bar.tsx, same classes and behaviour): All, Industry, Salary, Filters.
// One panel at a time, under the bar; it closes on a tap outside, on Escape (focus back to its
// button) and when a value is applied (list/use-filter-panel.ts). Buttons show what is set.
import { useId, useRef } from 'react';
import type { JobLookups } from '../../contract/types/jobs.js';
import type { MessageKey } from '../../i18n/keys.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useT } from '../../ui/t-context.js';
import { nameOf, tagNames } from '../kit/job-lookups.js';
import { useLanguage } from '../kit/price.js';
import { FilterButton, FilterDropdown } from '../list/filter-bar-parts.js';
import { rangeText } from '../list/range.js';
import { useFilterPanel } from '../list/use-filter-panel.js';
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
  const { open, toggle, close, apply } = useFilterPanel<Panel, JobQuery>(bar, onChange);

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
        {(Object.keys(LABELS) as Panel[]).map((panel) => (
          <FilterButton
            key={panel}
            filter={panel}
            label={t(LABELS[panel])}
            value={value(panel)}
            expanded={open === panel}
            panelId={`${id}-panel`}
            onToggle={() => toggle(panel)}
          />
        ))}
      </div>
      {open && (
        <FilterDropdown id={`${id}-panel`} label={t(LABELS[open])} onDismiss={() => close(false)}>
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
        </FilterDropdown>
      )}
    </div>
  );
}
