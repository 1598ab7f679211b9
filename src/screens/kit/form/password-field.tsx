// Password with the eye toggle of spec §2 /login ("password eye toggle").
import { useState } from 'react';
import { useT } from '../../../ui/t-context.js';
import { TextField, type TextFieldProps } from './text-field.js';
import type { FormValues } from './use-form.js';

const EYE = 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zm11 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const EYE_OFF = 'M3 3l18 18M10.6 5.1A11 11 0 0 1 12 5c7 0 11 7 11 7a19 19 0 0 1-3.2 4M6.6 6.6C3.2 8.7 1 12 1 12s4 7 11 7a10.6 10.6 0 0 0 5.4-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2';

export function PasswordField<V extends FormValues>(props: Omit<TextFieldProps<V>, 'type' | 'after'> & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      after={
        <button type="button" className="mkt-icon-btn" aria-pressed={visible} aria-label={t('form.showPassword')} onClick={() => setVisible(!visible)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d={visible ? EYE : EYE_OFF} />
          </svg>
        </button>
      }
    />
  );
}
