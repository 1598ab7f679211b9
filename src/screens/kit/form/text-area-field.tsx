// A labelled text area bound to a form field (a reason, a note): label above, message below
// (aria-describedby), as TextField is for one line.
import { useId } from 'react';
import { ErrorText } from './field-error.js';
import type { Form, FormValues } from './use-form.js';

export function TextAreaField<V extends FormValues>({ form, name, label, maxLength }: {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  maxLength: number;
}) {
  const id = useId();
  const error = form.error(name);
  const value = form.values[name];
  return (
    <div className="mkt-field">
      <label htmlFor={id}>{label}</label>
      <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
        <textarea id={id} name={name} maxLength={maxLength} value={typeof value === 'string' ? value : ''}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined}
          onInput={(e) => form.set(name, e.currentTarget.value as V[typeof name])} onBlur={() => form.blur(name)} />
      </div>
      <ErrorText id={`${id}-e`} error={error} />
    </div>
  );
}
