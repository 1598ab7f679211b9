// The "Salary" dropdown (the issue: "salary range with currency and cycle"; spec §3 "Salary rate
// options numbered 0 to 10"): a rate option applies in one tap; or a typed min/max with its
// currency and pay cycle, checked on confirm with the spec §5 rules ("not zero or negative",
// "Minimum must not exceed maximum (... salary ...)") through the list's own range reader.
import { useId, useState } from 'react';
import { LOOKUP_ENDPOINTS } from '../../contract/endpoints/lookups.js';
import type { JobLookups } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import { PanelForm } from '../list/panel-form.js';
import { OptionButton } from '../list/option-button.js';
import { readRange } from '../list/range.js';
import { RangeBounds, type RangeProblem } from '../list/range-bounds.js';
import { useLookup } from '../list/use-lookup.js';
import type { JobQuery } from './job-query.js';

interface SalaryPanelProps {
  query: JobQuery;
  lookups: JobLookups;
  onApply(query: JobQuery): void;
}

type Row = { id: number; name: string; flag?: string };
const rowsOf = (state: ReturnType<typeof useLookup>): Row[] =>
  state.status === 'ok'
    ? state.rows.filter((r): r is Row => typeof r === 'object' && r !== null && typeof (r as Row).id === 'number' && typeof (r as Row).name === 'string')
    : [];
const NO_SALARY = { salaryRateId: null, salaryMin: '', salaryMax: '', moneyUnitId: null, billingCycleId: null } as const;
const text = (b: number | ''): string => (b === '' ? '' : String(b));
const idOf = (s: string): number | null => (s === '' ? null : Number(s));

export function SalaryPanel({ query, lookups, onApply }: SalaryPanelProps) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const [min, setMin] = useState(text(query.salaryMin));
  const [max, setMax] = useState(text(query.salaryMax));
  const [unit, setUnit] = useState(query.moneyUnitId === null ? '' : String(query.moneyUnitId));
  const [cycle, setCycle] = useState(query.billingCycleId === null ? '' : String(query.billingCycleId));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const units = rowsOf(useLookup(LOOKUP_ENDPOINTS.getMoneyUnits, lang));
  const cycles = rowsOf(useLookup(LOOKUP_ENDPOINTS.getBillingCycle, lang));

  const confirm = () => {
    const read = readRange('price', min, max);
    if (!read.ok) return setProblem(read);
    const open = read.value.min === '' && read.value.max === '';
    onApply({
      ...query,
      ...NO_SALARY,
      salaryMin: read.value.min,
      salaryMax: read.value.max,
      moneyUnitId: open ? null : idOf(unit),
      billingCycleId: open ? null : idOf(cycle),
    });
  };

  return (
    <PanelForm
      resetLabel={t('jobs.browse.filters.reset')}
      submitLabel={t('jobs.browse.filters.apply')}
      onReset={() => onApply({ ...query, ...NO_SALARY })}
      onSubmit={confirm}
    >
      {lookups.salaryRates.length > 0 && (
        <div className="mkt-list-options mkt-jobs-rates" role="group" aria-label={t('jobs.browse.filters.salaryRates')}>
          {lookups.salaryRates.map((r) => (
            <OptionButton key={r.id} pressed={query.salaryRateId === r.id} onClick={() => onApply({ ...query, ...NO_SALARY, salaryRateId: r.id })}>
              {r.name}
            </OptionButton>
          ))}
        </div>
      )}
      <p className="mkt-jobs-group-label">{t('jobs.browse.filters.custom')}</p>
      <RangeBounds
        min={min}
        max={max}
        minLabel={t('jobs.browse.filters.min')}
        maxLabel={t('jobs.browse.filters.max')}
        onMin={setMin}
        onMax={setMax}
        problem={problem}
        errorId={`${id}-error`}
      />
      <div className="mkt-list-bounds">
        <label>
          <span>{t('jobs.browse.filters.currency')}</span>
          <select className="mkt-jobs-select" value={unit} onChange={(e) => setUnit(e.currentTarget.value)}>
            <option value="">{t('jobs.browse.filters.any')}</option>
            {units.map((u) => (
              <option key={u.id} value={u.id}>{u.flag ? `${u.name} (${u.flag})` : u.name}</option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('jobs.browse.filters.cycle')}</span>
          <select className="mkt-jobs-select" value={cycle} onChange={(e) => setCycle(e.currentTarget.value)}>
            <option value="">{t('jobs.browse.filters.any')}</option>
            {cycles.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </select>
        </label>
      </div>
      {problem && (
        <p id={`${id}-error`} className="mkt-list-error" role="alert">{t(problem.key)}</p>
      )}
    </PanelForm>
  );
}
