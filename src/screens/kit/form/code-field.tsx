// Verification code with its send button (spec §5 "send-code needs a phone (and area code in
// register); email send-code needs an email"; §4 60-second countdown after a SUCCESSFUL send).
// `onSend` validates what the code goes to and calls the server; it resolves true on code 200.
import { useState } from 'react';
import { SEND_CODE_COUNTDOWN_S } from '../../../contract/constants.js';
import { useT } from '../../../ui/t-context.js';
import { TextField } from './text-field.js';
import { useCountdown } from './use-countdown.js';
import type { Form, FormValues } from './use-form.js';

export interface CodeFieldProps<V extends FormValues> {
  form: Form<V>;
  name: keyof V & string;
  onSend(): Promise<boolean>;
}

export function CodeField<V extends FormValues>({ form, name, onSend }: CodeFieldProps<V>) {
  const t = useT();
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start(SEND_CODE_COUNTDOWN_S);
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      form={form}
      name={name}
      label={t('form.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      after={
        <button type="button" className="mkt-code-btn" disabled={sending || left > 0} onClick={() => void send()} aria-live="polite">
          {left > 0 ? t('form.resendIn', { count: left }) : t('form.sendCode')}
        </button>
      }
    />
  );
}
