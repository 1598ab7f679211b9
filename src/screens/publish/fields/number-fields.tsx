// Typed numbers of the publish form (spec §5 "must be numbers and not zero or negative"; amounts
// up to 11 digits and 2 decimals): the digit keyboard (inputmode numeric, decimal for amounts),
// the unit after the input (km, days) or a unit picker beside it (currency, m²), and the month
// of a purchase date. The text stays as typed; the payload turns it into a number.
import { useMemo } from 'react';
import { useT } from '../../../ui/t-context.js';
import { lookupSource } from '../lookup-sources.js';
import { OptionSelect } from './choice-fields.js';
import { FieldFrame } from './field-frame.js';
import { labelKey, namesOf, pick, type WidgetProps } from './widget-props.js';

const textOf = (v: unknown): string => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');

/** 11 integer digits, a separator and 2 decimals. */
const MAX_AMOUNT_CHARS = 15;

type FrameIds = Parameters<Parameters<typeof FieldFrame>[0]['children']>[0];

/** The typed amount of a number field, with or without a unit picker beside it. */
function AmountInput({ w, form, ids }: Pick<WidgetProps<'number' | 'numberUnit'>, 'w' | 'form'> & { ids: FrameIds }) {
  return (
    <input
      id={ids.id} name={w.name} type="text" inputMode={w.integer ? 'numeric' : 'decimal'} autoComplete="off"
      enterKeyHint="next" maxLength={MAX_AMOUNT_CHARS} value={textOf(form.values[w.name])}
      aria-invalid={ids.invalid} aria-describedby={ids.describedBy}
      onInput={(e) => form.set(w.name, e.currentTarget.value)}
      onBlur={() => form.blur(w.name)}
    />
  );
}

export function NumberField({ w, form }: WidgetProps<'number'>) {
  const t = useT();
  const error = form.error(w.name);
  return (
    <FieldFrame name={w.name} label={t(labelKey(w))} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <AmountInput w={w} form={form} ids={ids} />
          {w.unit && <span className="mkt-pub-unit">{t(`publish.units.${w.unit}`)}</span>}
        </div>
      )}
    </FieldFrame>
  );
}

export function NumberUnitField({ w, form, env }: WidgetProps<'numberUnit'>) {
  const t = useT();
  const source = useMemo(() => lookupSource(w.lookup, env.language), [w.lookup, env.language]);
  // The amount's message first; the unit's ("choose") when the amount is fine.
  const error = form.error(w.name) ?? form.error(w.unitName);
  return (
    <FieldFrame name={w.name} label={t(labelKey(w))} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <AmountInput w={w} form={form} ids={ids} />
          <OptionSelect
            id={`${ids.id}-u`} name={w.unitName} className="mkt-pub-unit-select" ariaLabel={t(`publish.fields.${w.unitName}` as 'publish.fields.moneyUnitId')}
            value={form.values[w.unitName]} keptName={namesOf(form)[w.unitName]} source={source}
            invalid={form.error(w.unitName) ? true : undefined} describedBy={ids.describedBy}
            onPick={(o) => pick(form, { [w.unitName]: o?.id ?? null }, { [w.unitName]: o?.name ?? '' })}
            onNamed={(o) => pick(form, {}, { [w.unitName]: o.name })}
            onBlur={() => form.blur(w.unitName)}
          />
        </div>
      )}
    </FieldFrame>
  );
}

/** This month, "YYYY-MM": a purchase date is not in the future. */
const thisMonth = (): string => new Date().toISOString().slice(0, 7);

export function MonthField({ w, form }: WidgetProps<'month'>) {
  const t = useT();
  const error = form.error(w.name);
  return (
    <FieldFrame name={w.name} label={t(labelKey(w))} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <input
            id={ids.id} name={w.name} type="month" max={thisMonth()} placeholder={t('publish.placeholders.month')}
            value={textOf(form.values[w.name])} aria-invalid={ids.invalid} aria-describedby={ids.describedBy}
            onInput={(e) => form.set(w.name, e.currentTarget.value)}
            onChange={(e) => form.set(w.name, e.currentTarget.value)}
            onBlur={() => form.blur(w.name)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
