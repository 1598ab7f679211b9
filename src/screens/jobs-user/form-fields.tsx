// The fields of the CV and company forms that the form kit has no widget for: a select over a
// loaded list (degrees, statuses, industries), a row of radio choices, a textarea with a counter,
// a switch with its explanation, and the country picker. Each is framed like the publish form's
// widgets (label, control, spec §5 message; data-field for "scroll to the first message").
import { useId, useMemo, useState } from 'react';
import type { IdName } from '../../contract/types/common.js';
import { useT } from '../../ui/t-context.js';
import type { Form, FormValues } from '../kit/form/use-form.js';
import { CountryPicker, countrySource, usePickerData } from '../kit/pickers/index.js';
import { useLanguage } from '../kit/price.js';
import { FieldFrame } from '../publish/fields/field-frame.js';

interface Base<V extends FormValues> {
  form: Form<V>;
  name: keyof V & string;
  label: string;
}

/** A native select (the phone's own wheel) over a list already loaded; null = not chosen. */
export function IdSelectField<V extends FormValues>({ form, name, label, items, onPick, busy }: Base<V> & {
  items: readonly IdName[];
  /** Replaces the plain set (an industry also clears its position). */
  onPick?(id: number | null): void;
  busy?: boolean;
}) {
  const t = useT();
  const error = form.error(name);
  const value = form.values[name];
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <select
            // A saved id set before its list arrived matched no option; a new select once the list
            // is there shows it (a native select does not re-read an unchanged value).
            key={items.length}
            id={ids.id} name={name} value={typeof value === 'number' ? String(value) : ''} aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy} aria-busy={busy || undefined}
            onChange={(e) => {
              const id = e.currentTarget.value === '' ? null : Number(e.currentTarget.value);
              if (onPick) onPick(id);
              else form.set(name, id as V[typeof name]);
            }}
            onBlur={() => form.blur(name)}
          >
            <option value="">{t('publish.placeholders.choose')}</option>
            {items.map((i) => <option key={i.id} value={String(i.id)}>{i.name}</option>)}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}

/** Two or three exclusive choices shown at once (gender, CV language). */
export function ChoiceField<V extends FormValues, C extends string | number>({ form, name, label, choices }: Base<V> & {
  choices: readonly { value: C; text: string; lang?: string }[];
}) {
  const group = useId();
  const error = form.error(name);
  return (
    <FieldFrame name={name} label={label} error={error} group>
      {(ids) => (
        <div className={error ? 'mkt-ju-choices mkt-invalid' : 'mkt-ju-choices'} role="radiogroup" aria-invalid={ids.invalid}>
          {choices.map((c) => (
            <label key={String(c.value)} lang={c.lang}>
              <input
                type="radio" name={`${group}-${name}`} value={String(c.value)} checked={(form.values[name] as unknown) === c.value}
                onChange={() => {
                  form.set(name, c.value as unknown as V[typeof name]);
                  form.blur(name);
                }}
              />
              {c.text}
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}

/** Plain text over several lines with "n / max" under it (spec §5 length rules). */
export function TextAreaField<V extends FormValues>({ form, name, label, max, placeholder }: Base<V> & { max: number; placeholder?: string }) {
  const t = useT();
  const error = form.error(name);
  const text = String(form.values[name] ?? '');
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(ids) => (
        <>
          <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
            <textarea
              id={ids.id} name={name} rows={6} value={text} placeholder={placeholder} aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy ? `${ids.describedBy} ${ids.id}-c` : `${ids.id}-c`}
              onInput={(e) => form.set(name, e.currentTarget.value as V[typeof name])}
              onBlur={() => form.blur(name)}
            />
          </div>
          <p id={`${ids.id}-c`} className="mkt-ju-count" data-over={text.length > max}>
            {t('jobs.seeker.form.counter', { count: text.length, max })}
          </p>
        </>
      )}
    </FieldFrame>
  );
}

/** A yes/no (1/0) as a switch, with what it means under it. */
export function SwitchField<V extends FormValues>({ form, name, label, hint }: Base<V> & { hint: string }) {
  const id = useId();
  return (
    <div className="mkt-field" data-field={name}>
      <label className="mkt-ju-switch" htmlFor={id}>
        <span>{label}</span>
        <input
          id={id} type="checkbox" role="switch" checked={form.values[name] === 1} aria-describedby={`${id}-h`}
          onChange={(e) => form.set(name, (e.currentTarget.checked ? 1 : 0) as V[typeof name])}
        />
      </label>
      <p id={`${id}-h`} className="mkt-ju-hint">{hint}</p>
    </div>
  );
}

/** The country (area id) through the shared country picker; `nameField` keeps its name for the button. */
export function CountryField<V extends FormValues>({ form, name, nameField, label }: Base<V> & { nameField: keyof V & string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const error = form.error(name);
  const id = String(form.values[name] ?? '');
  // A new CV starts with the account's country id only (no name yet): show its name, not "CIV".
  const names = useCountryNames();
  const shown = String(form.values[nameField] ?? '') || names.get(id) || id;
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <button
            id={ids.id} type="button" className="mkt-ju-pick" data-empty={shown === ''} aria-haspopup="dialog"
            aria-invalid={ids.invalid} aria-describedby={ids.describedBy} onClick={() => setOpen(true)}
          >
            <span>{shown || t('publish.placeholders.choose')}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2"><path d="M9 6l6 6-6 6" /></svg>
          </button>
          <CountryPicker
            open={open}
            value={String(form.values[name] ?? '')}
            onSelect={(c) => {
              form.patch({ [name]: c.id, [nameField]: c.name } as Partial<V>);
              form.blur(name);
            }}
            onClose={() => setOpen(false)}
          />
        </div>
      )}
    </FieldFrame>
  );
}

/** Country names by area id in the interface language (the country picker's cached list). */
function useCountryNames(): ReadonlyMap<string, string> {
  const language = useLanguage();
  const source = useMemo(() => countrySource(language), [language]);
  const { data } = usePickerData(source, true);
  return useMemo(() => new Map(data.status === 'ok' ? data.items.map((c) => [c.id, c.name]) : []), [data]);
}
