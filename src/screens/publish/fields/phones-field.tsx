// The phones of a listing (spec §5: "Phones: at most 3; adding a fourth shows the add-phone notice;
// first row adds, others remove"; each one required and checked with the user's area code by the
// shared phone rule). The rows are the form's `phones`; the payload joins them into `tel`.
import { useShell } from '../../../app/use-shell.js';
import { LIMITS } from '../../../contract/constants.js';
import { MSG } from '../../../contract/validation/messages.js';
import { normalizeMobileCode, validatePhone } from '../../../contract/validation/phone.js';
import { useT } from '../../../ui/t-context.js';
import { ErrorText } from '../../kit/form/field-error.js';
import { FieldFrame } from './field-frame.js';
import { labelKey, type WidgetProps } from './widget-props.js';

/** One more row, or null with the add-phone notice (spec §5). */
export const addPhoneRow = (rows: readonly string[]): string[] | null => (rows.length >= LIMITS.phones ? null : [...rows, '']);

export function PhonesField({ w, form, env }: WidgetProps<'phones'>) {
  const t = useT();
  const { dialogs } = useShell();
  const raw = form.values.phones;
  const rows = Array.isArray(raw) && raw.length > 0 ? raw.map((p) => (typeof p === 'string' ? p : '')) : [''];
  const error = form.error('phones');
  const code = normalizeMobileCode(env.mobileCode);
  // Per-row messages once the field shows its own; a message about the whole list stays below.
  const rowErrors = rows.map((p) => (error && 'key' in error ? validatePhone(env.mobileCode, p, MSG.pleaseInput) : null));
  const listError = error && !rowErrors.some(Boolean) ? error : undefined;
  /** The server refused the phones (its message is about all of them). */
  const serverError = error !== undefined && 'text' in error;
  const setRow = (i: number, value: string) => form.set('phones', rows.map((p, j) => (j === i ? value : p)));
  return (
    <FieldFrame name="phones" label={t(labelKey(w))} error={listError} group>
      {(ids) => rows.map((phone, i) => (
        <div key={i} className="mkt-field">
          <div className="mkt-pub-phone">
            <div className={rowErrors[i] || serverError ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
              {code && <span className="mkt-pub-code" aria-hidden="true">+{code}</span>}
              <input
                id={`${ids.id}-${i}`} name={`phone${i + 1}`} type="tel" inputMode="tel" autoComplete={i === 0 ? 'tel-national' : 'off'}
                maxLength={LIMITS.phoneMaxLength} value={phone} aria-label={t('publish.phone', { n: i + 1 })}
                aria-invalid={rowErrors[i] ? true : undefined} aria-describedby={rowErrors[i] ? `${ids.id}-${i}-e` : ids.describedBy}
                onInput={(e) => setRow(i, e.currentTarget.value)}
                onBlur={() => form.blur('phones')}
              />
            </div>
            {i === 0 ? (
              <button
                type="button" className="mkt-pub-phone-btn" aria-label={t('publish.addPhone')}
                onClick={() => {
                  const next = addPhoneRow(rows);
                  if (next) form.set('phones', next);
                  else dialogs.toast(t('validation.addPhoneLimit'));
                }}
              >+</button>
            ) : (
              <button
                type="button" className="mkt-pub-phone-btn" aria-label={t('publish.removePhone', { n: i + 1 })}
                onClick={() => form.set('phones', rows.filter((_, j) => j !== i))}
              >−</button>
            )}
          </div>
          <ErrorText id={`${ids.id}-${i}-e`} error={rowErrors[i] ? { key: rowErrors[i] } : undefined} />
        </div>
      ))}
    </FieldFrame>
  );
}
