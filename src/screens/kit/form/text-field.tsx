// One labelled input bound to a form field: label above, message below (aria-describedby), 16 px
// text so phones do not zoom, and an optional control at the end of the row (eye, send code).
import { useId, type ReactNode } from 'react';
import { ErrorText } from './field-error.js';
import type { Form, FormValues } from './use-form.js';

export interface TextFieldProps<V extends FormValues> {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  /** 'characters' for codes read off a screen: capitals, and no spelling help to "correct" them. */
  autoCapitalize?: 'characters';
  placeholder?: string;
  maxLength?: number;
  /** Before the input, inside the row (the area-code button). */
  before?: ReactNode;
  /** After the input, inside the row (eye toggle, send-code button). */
  after?: ReactNode;
}

export function TextField<V extends FormValues>(p: TextFieldProps<V>) {
  const id = useId();
  const error = p.form.error(p.name);
  const value = p.form.values[p.name];
  return (
    <div className="mkt-field">
      <label htmlFor={id}>{p.label}</label>
      <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
        {p.before}
        <input
          id={id}
          name={p.name}
          type={(p.type ?? 'text') as 'text'}
          inputMode={p.inputMode}
          autoComplete={p.autoComplete ?? 'off'}
          autoCapitalize={p.autoCapitalize}
          spellcheck={p.autoCapitalize ? false : undefined}
          placeholder={p.placeholder}
          maxLength={p.maxLength}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onInput={(e) => p.form.set(p.name, e.currentTarget.value as V[typeof p.name])}
          onBlur={() => p.form.blur(p.name)}
        />
        {p.after}
      </div>
      <ErrorText id={`${id}-e`} error={error} />
    </div>
  );
}
