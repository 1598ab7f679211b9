// The payment method of a purchase (pay-methods.ts: mobile money first, then bank transfer and
// offline), as radio cards with what each means.
import { useT } from '../../../ui/t-context.js';
import { PAY_METHODS } from './pay-methods.js';

export function MethodChoice({ value, onChange }: { value: number; onChange(payType: number): void }) {
  const t = useT();
  return (
    <fieldset className="mkt-choice" data-field="payType">
      <legend>{t('money.pay.method')}</legend>
      {PAY_METHODS.map((m) => (
        <label key={m.payType} data-pay-type={m.payType}>
          <input type="radio" name="payType" value={m.payType} checked={value === m.payType} onChange={() => onChange(m.payType)} />
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d={m.icon} /></svg>
          <span className="mkt-choice-text">
            <span>{t(m.label)}</span>
            <small>{t(m.description)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
