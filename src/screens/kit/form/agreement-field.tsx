// The agreement checkbox of login and register (spec §5 "agreement must be ticked"; §3 Agreement:
// agreementId, title, filePath). Titles and pages come from the agreements lookup in the user's
// language; until they arrive the box still works, with our own wording.
import { useId } from 'react';
import { useServices } from '../../../app/use-shell.js';
import { ENDPOINTS } from '../../../contract/endpoints.js';
import { useT } from '../../../ui/t-context.js';
import { useCall } from '../use-call.js';
import { ErrorText } from './field-error.js';
import type { Form, FormValues } from './use-form.js';

/** User agreement and privacy policy (seeded ids 1 and 2). */
export const AGREEMENT_IDS = [1, 2] as const;

export function AgreementField<V extends FormValues>({ form, name }: { form: Form<V>; name: keyof V & string }) {
  const t = useT();
  const id = useId();
  const { media } = useServices();
  const { state } = useCall(ENDPOINTS.getAgreements, { agreementIds: [...AGREEMENT_IDS] }, 'agreements');
  const error = form.error(name);
  const agreements = state.status === 'ok' ? state.data : [];
  return (
    <div className="mkt-field mkt-agree">
      <div className="mkt-agree-row">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={form.values[name] === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onChange={(e) => {
            form.set(name, e.currentTarget.checked as V[typeof name]);
            form.blur(name);
          }}
        />
        <label htmlFor={id}>{t('form.agree')}</label>
        {agreements.map((a) => (
          <a key={a.agreementId} href={media(a.filePath)} target="_blank" rel="noopener noreferrer">{a.title}</a>
        ))}
      </div>
      <ErrorText id={`${id}-e`} error={error} />
    </div>
  );
}
