// The "Filters" dropdown of the job lists (the job filters: work experience, degree,
// full/part time, urgent). Choices are a draft until "Apply", so several can be set with one
// reload of the list (spec §4: a filter change resets the list to page 1). A variant's fixed
// filter (urgent list, full/part-time lists) is not offered.
import { useState } from 'react';
import type { JobLookups, WorkNature } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { PanelForm } from '../list/panel-form.js';
import { ChoiceGroup } from './choice-group.js';
import type { FixedFilters, JobQuery } from './job-query.js';

interface MorePanelProps {
  query: JobQuery;
  fixed: FixedFilters;
  lookups: JobLookups;
  onApply(query: JobQuery): void;
}

const NATURES: readonly WorkNature[] = [1, 2];

export function MorePanel({ query, fixed, lookups, onApply }: MorePanelProps) {
  const t = useT();
  const [draft, setDraft] = useState(query);
  const set = (patch: Partial<JobQuery>) => setDraft((d) => ({ ...d, ...patch }));
  const options = (list: JobLookups['degrees']) => list.map((x) => ({ value: x.id, label: x.name }));

  return (
    <PanelForm
      resetLabel={t('jobs.browse.filters.reset')}
      submitLabel={t('jobs.browse.filters.apply')}
      onReset={() => onApply({ ...query, workExpId: null, degreeRequired: null, workNature: fixed.workNature ?? null, urgent: fixed.urgent ?? false })}
      onSubmit={() => onApply(draft)}
    >
      <ChoiceGroup
        label={t('jobs.browse.filters.experience')}
        choices={options(lookups.workExperiences)}
        value={draft.workExpId}
        onChange={(workExpId) => set({ workExpId })}
      />
      <ChoiceGroup
        label={t('jobs.browse.filters.degree')}
        choices={options(lookups.degrees)}
        value={draft.degreeRequired}
        onChange={(degreeRequired) => set({ degreeRequired })}
      />
      {!fixed.workNature && (
        <ChoiceGroup
          label={t('jobs.browse.filters.nature')}
          choices={NATURES.map((n) => ({ value: n, label: t(`jobs.common.nature.${n}`) }))}
          value={draft.workNature}
          onChange={(workNature) => set({ workNature })}
        />
      )}
      {!fixed.urgent && (
        <label className="mkt-jobs-switch">
          <input type="checkbox" checked={draft.urgent} onChange={(e) => set({ urgent: e.currentTarget.checked })} />
          <span>{t('jobs.browse.filters.urgentOnly')}</span>
        </label>
      )}
    </PanelForm>
  );
}
