// The frame of every publish widget: its label (a <label> bound to the control, or the group's
// legend), the control, and the spec §5 message under it. `data-field` lets the form scroll to
// the first field with a message on submit.
import { useId, type ReactNode } from 'react';
import { ErrorText } from '../../kit/form/field-error.js';
import type { FieldError } from '../../kit/form/use-form.js';

export interface FieldFrameProps {
  name: string;
  label: string;
  error: FieldError | undefined;
  /** A group of controls (yes/no, chips, phones): fieldset + legend instead of label. */
  group?: boolean;
  hint?: string;
  children(ids: { id: string; describedBy: string | undefined; invalid: true | undefined }): ReactNode;
}

export function FieldFrame({ name, label, error, group, hint, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-e`;
  const ids = { id, describedBy: error ? errorId : undefined, invalid: error ? (true as const) : undefined };
  if (group) {
    return (
      <fieldset className="mkt-field mkt-pub-group" data-field={name} aria-describedby={ids.describedBy}>
        <legend>
          {label}{hint ? ` · ${hint}` : ''}
        </legend>
        {children(ids)}
        <ErrorText id={errorId} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="mkt-field" data-field={name}>
      <label htmlFor={id}>{label}{hint ? ` · ${hint}` : ''}</label>
      {children(ids)}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
