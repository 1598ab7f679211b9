// Phone with its area code (spec §2 /login "area-code picker", default +225 spec §9): the code is
// a button in the input row that opens the searchable picker; both values live in the form, so
// the shared phone rule (spec §5) reads the code the user actually chose.
import { useState } from 'react';
import { useT } from '../../../ui/t-context.js';
import { AreaCodePicker, codeDigits } from '../pickers/index.js';
import { TextField } from './text-field.js';
import type { Form, FormValues } from './use-form.js';

export interface PhoneFieldProps<V extends FormValues> {
  form: Form<V>;
  /** Field of the area code ('225'). */
  codeName: keyof V & string;
  name: keyof V & string;
  label?: string;
}

export function PhoneField<V extends FormValues>({ form, codeName, name, label }: PhoneFieldProps<V>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const code = String(form.values[codeName] ?? '');
  return (
    <>
      <TextField
        form={form}
        name={name}
        label={label ?? t('form.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={50}
        before={
          <button type="button" className="mkt-area-btn" aria-haspopup="dialog" aria-label={t('form.areaCode', { code: `+${codeDigits(code)}` })} onClick={() => setOpen(true)}>
            +{codeDigits(code)}
            <svg viewBox="0 0 24 24" aria-hidden="true" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 9l6 6 6-6" /></svg>
          </button>
        }
      />
      <AreaCodePicker
        open={open}
        value={code}
        onSelect={(a) => {
          form.set(codeName, codeDigits(a.mobileCode) as V[typeof codeName]);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
