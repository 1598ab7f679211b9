// The papers-type picker: a native <select> (the phone's own wheel or list) bound to a form field,
// labelled and with its message below like every other field.
import { useId } from 'react';
import { useT } from '../../ui/t-context.js';
import { ErrorText, type Form, type FormValues } from '../kit/form/index.js';
import type { PapersType } from './papers-types.js';

export function SelectField<V extends FormValues>({ form, name, label, options }: { form: Form<V>; name: keyof V & string; label: string; options: readonly PapersType[] }) {
  const t = useT();
  const id = useId();
  const error = form.error(name);
  const value = String(form.values[name] ?? '');
  return (
    <div className="mkt-field">
      <label htmlFor={id}>{label}</label>
      <div className={error ? 'mkt-input-row mkt-auth-input-row mkt-invalid' : 'mkt-input-row mkt-auth-input-row'}>
        <select id={id} name={name} className="mkt-auth-select" value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined}
          onChange={(e) => form.set(name, e.currentTarget.value as V[typeof name])} onBlur={() => form.blur(name)}>
          <option value="" disabled>{t('validation.choose')}</option>
          {options.map((o) => <option key={o.id} value={String(o.id)}>{t(o.label)}</option>)}
        </select>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 9l6 6 6-6" /></svg>
      </div>
      <ErrorText id={`${id}-e`} error={error} />
    </div>
  );
}
