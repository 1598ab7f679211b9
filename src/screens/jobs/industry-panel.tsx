// The "Industry" dropdown (the issue: "industry -> position (two levels)"; the module's tags are
// industries at the first level and positions at the second, spec §3 "Jobs and CVs"). Tapping an
// industry shows its positions; "all positions" or a position applies. One call gives both levels
// (getJobLookups industries with their children), so no second request waits between taps.
import { useLayoutEffect, useRef, useState } from 'react';
import type { JobLookups } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { OptionButton } from '../list/option-button.js';
import type { JobQuery } from './job-query.js';

interface IndustryPanelProps {
  query: JobQuery;
  lookups: JobLookups;
  onApply(query: JobQuery): void;
}

export function IndustryPanel({ query, lookups, onApply }: IndustryPanelProps) {
  const t = useT();
  const [picked, setPicked] = useState<number | null>(query.industryId);
  const industry = lookups.industries.find((i) => i.id === picked);
  const apply = (industryId: number | null, positionId: number | null) => onApply({ ...query, industryId, positionId });
  const positions = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // A tapped industry shows its positions under the list: bring them into the panel's view
  // (not on opening, where the chosen industry's positions may simply be below).
  useLayoutEffect(() => {
    if (first.current) first.current = false;
    else positions.current?.scrollIntoView?.({ block: 'nearest' });
  }, [picked]);

  return (
    <div className="mkt-list-range">
      <div className="mkt-list-options" role="group" aria-label={t('jobs.browse.filters.industry')}>
        <OptionButton pressed={picked === null} onClick={() => apply(null, null)}>
          {t('jobs.browse.filters.anyIndustry')}
        </OptionButton>
        {lookups.industries.map((i) => (
          <OptionButton
            key={i.id}
            pressed={i.id === picked}
            // Without positions there is nothing to choose next: the industry applies at once.
            onClick={() => (i.children.length > 0 ? setPicked(i.id) : apply(i.id, null))}
          >
            {i.name}
          </OptionButton>
        ))}
      </div>
      {industry && industry.children.length > 0 && (
        <div ref={positions} className="mkt-jobs-group" role="group" aria-label={industry.name}>
          <p className="mkt-jobs-group-label">{industry.name}</p>
          <div className="mkt-list-options">
            <OptionButton pressed={query.industryId === industry.id && query.positionId === null} onClick={() => apply(industry.id, null)}>
              {t('jobs.browse.filters.anyPosition')}
            </OptionButton>
            {industry.children.map((p) => (
              <OptionButton key={p.id} pressed={query.positionId === p.id} onClick={() => apply(industry.id, p.id)}>
                {p.name}
              </OptionButton>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
