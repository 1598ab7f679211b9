// The expected salary (spec §3 "expected ... salary with currency and cycle"): minimum and maximum
// typed on the decimal keyboard, then the currency and the billing cycle from the lists the
// publish forms use (publish/lookup-sources.ts, cached per language). Messages: the amounts'
// first (salaryMax carries "minimum above maximum", spec §5), then the pickers' "choose".
import { useId, useMemo, type ReactNode } from 'react';
import { useT } from '../../ui/t-context.js';
import type { Form } from '../kit/form/use-form.js';
import { ErrorText } from '../kit/form/field-error.js';
import { useLanguage } from '../kit/price.js';
import { OptionSelect } from '../publish/fields/choice-fields.js';
import { lookupSource } from '../publish/lookup-sources.js';
import type { ResumeValues } from './resume-values.js';

/** 11 integer digits, a separator and 2 decimals (spec §5 amounts). */
const MAX_AMOUNT_CHARS = 15;

type Amount = 'salaryMin' | 'salaryMax';
type Unit = 'moneyUnitId' | 'billingCycleId';

export function SalaryField({ form }: { form: Form<ResumeValues> }) {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  const money = useMemo(() => lookupSource('moneyUnit', language), [language]);
  const cycle = useMemo(() => lookupSource('billingCycle', language), [language]);
  const error = form.error('salaryMin') ?? form.error('salaryMax') ?? form.error('moneyUnitId') ?? form.error('billingCycleId');
  const errorId = `${id}-e`;

  // One labelled row: the amount inputs and the unit pickers differ only in their control.
  const row = (name: Amount | Unit, label: string, control: ReactNode) => (
    <div className="mkt-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <div className={form.error(name) ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>{control}</div>
    </div>
  );
  const amount = (name: Amount, label: string) =>
    row(name, label, (
      <input
        id={`${id}-${name}`} name={name} type="text" inputMode="decimal" autoComplete="off" maxLength={MAX_AMOUNT_CHARS}
        value={form.values[name]} aria-invalid={form.error(name) ? true : undefined} aria-describedby={error ? errorId : undefined}
        onInput={(e) => form.set(name, e.currentTarget.value)}
        onBlur={() => form.blur(name)}
      />
    ));
  const unit = (name: Unit, label: string, source: typeof money) =>
    row(name, label, (
      <OptionSelect
        id={`${id}-${name}`} name={name} value={form.values[name]} keptName={undefined} source={source}
        invalid={form.error(name) ? true : undefined} describedBy={error ? errorId : undefined}
        onPick={(o) => form.set(name, o?.id ?? null)}
        onBlur={() => form.blur(name)}
      />
    ));

  return (
    <fieldset className="mkt-ju-group" data-field="salaryMin" aria-describedby={error ? errorId : undefined}>
      <legend>{t('jobs.seeker.form.salary')}</legend>
      <div className="mkt-ju-pair">
        {amount('salaryMin', t('jobs.seeker.form.salaryMin'))}
        {amount('salaryMax', t('jobs.seeker.form.salaryMax'))}
      </div>
      <div className="mkt-ju-pair">
        {unit('moneyUnitId', t('jobs.seeker.form.currency'), money)}
        {unit('billingCycleId', t('jobs.seeker.form.billingCycle'), cycle)}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}
