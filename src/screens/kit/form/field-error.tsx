// The message under a field or over a form (spec §5 messages in three languages).
import type { MessageKey } from '../../../i18n/keys.js';
import { useT } from '../../../ui/t-context.js';
import type { FieldError } from './use-form.js';

export function ErrorText({ id, error, role }: { id?: string; error: FieldError | undefined; role?: 'alert' }) {
  const t = useT();
  if (!error) return null;
  const text = 'text' in error ? error.text : t(error.key as MessageKey, error.values);
  return <p id={id} className="mkt-field-error" role={role}>{text}</p>;
}
