// Give one user a coupon (spec §2 usercenter/coupon): the user by id or by phone (as registered,
// with or without the country code; a number two countries share needs its code), the amount
// (whole francs, a multiple of 5), the smallest order it applies to, how many days it lasts, and
// optionally its name in the three languages ("<amount> FCFA coupon" otherwise). The user's coupon
// list shows it at once.
import { useState } from 'react';
import { COUPON_NAME_MAX, MONEY_DAYS_MAX, MONEY_MAX, MONEY_STEP, type IssuedCoupon } from '../../../src/contract/console-payments.js';
import { LANGUAGES } from '../../../src/contract/constants.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField, wholeNumber } from '../ui/money.js';
import { refusalText, useConsole } from '../use-console.js';

type Who = 'phone' | 'userId';

/** The coupon terms as typed; shared with the coupon grant of a batch (batch-form.tsx). */
export interface CouponTerms {
  amount: string;
  minAmount: string;
  validDays: string;
}

/** Problems of typed terms by field ('' when fine), the server's rules (console-payments.ts). */
export function termProblems(terms: CouponTerms, t: (k: string, o?: Record<string, unknown>) => string): Record<string, string> {
  const e: Record<string, string> = {};
  const amount = wholeNumber(terms.amount);
  const min = terms.minAmount.trim() === '' ? 0 : wholeNumber(terms.minAmount);
  const days = wholeNumber(terms.validDays);
  if (!(amount >= MONEY_STEP && amount <= MONEY_MAX && amount % MONEY_STEP === 0)) e.amount = t('coupons.amountRule', { step: MONEY_STEP });
  if (!(min >= 0 && min <= MONEY_MAX)) e.minAmount = t('coupons.minRule');
  if (!(days >= 1 && days <= MONEY_DAYS_MAX)) e.validDays = t('coupons.daysRule', { max: MONEY_DAYS_MAX });
  return e;
}

export const termsBody = (terms: CouponTerms) => ({
  amount: wholeNumber(terms.amount), minAmount: terms.minAmount.trim() === '' ? 0 : wholeNumber(terms.minAmount), validDays: wholeNumber(terms.validDays),
});

/** The three term fields, with their errors. */
export function TermFields({ terms, errors, onChange }: { terms: CouponTerms; errors: Record<string, string>; onChange(t: CouponTerms): void }) {
  const { t } = useConsole();
  return (
    <div className="field-row">
      {(['amount', 'minAmount', 'validDays'] as const).map((f) => (
        <label key={f} className="field">
          <span>{t(`coupons.${f}`)}</span>
          <input name={f} inputMode="numeric" value={terms[f]} aria-invalid={Boolean(errors[f])} onInput={(e) => onChange({ ...terms, [f]: e.currentTarget.value })} />
          {errors[f] && <span className="field-error" role="alert">{errors[f]}</span>}
        </label>
      ))}
    </div>
  );
}

export function CouponForm() {
  const { t, i18n } = useConsole();
  const [who, setWho] = useState<Who>('phone');
  const [target, setTarget] = useState('');
  const [terms, setTerms] = useState<CouponTerms>({ amount: '', minAmount: '0', validDays: '30' });
  const [names, setNames] = useState<Record<string, string>>({ cn: '', en: '', fr: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setNotice(null);
    const problems = termProblems(terms, t);
    if (target.trim() === '') problems[who] = t('validation.pleaseInput');
    const named = LANGUAGES.filter((l) => names[l]?.trim());
    if (named.length > 0 && named.length < LANGUAGES.length) problems.names = t('coupons.namesRule');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const r = await consoleCall('issueCoupon', {
      [who]: target.trim(), ...termsBody(terms), ...(named.length > 0 ? { names: Object.fromEntries(LANGUAGES.map((l) => [l, names[l]!.trim()])) } : {}),
    });
    setBusy(false);
    if (!r.ok) {
      const text = refusalText(t, r.message, messageValues(r.customData));
      const field = refusedField(r.customData);
      if (field === who || field in terms) return setErrors({ [field]: text });
      return setNotice({ kind: 'error', text });
    }
    const c: IssuedCoupon = r.data;
    setNotice({ kind: 'ok', text: t('coupons.issued', { amount: formatMoney(c.amount, i18n.language), name: c.user.name || c.user.userId, phone: c.user.phone, until: formatTime(c.expiresAt, i18n.language) }) });
    setTarget('');
  };

  return (
    <form className="card money-card" onSubmit={(e) => void submit(e as unknown as Event)} noValidate aria-labelledby="coupon-title">
      <h2 id="coupon-title">{t('coupons.issueTitle')}</h2>
      <fieldset className="field modes">
        <legend>{t('coupons.to')}</legend>
        {(['phone', 'userId'] as const).map((w) => (
          <label key={w} className="radio">
            <input type="radio" name="who" value={w} checked={who === w} onChange={() => { setWho(w); setErrors({}); }} />
            <span>{t(`coupons.by_${w}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t(`coupons.${who}`)}</span>
        <input name={who} inputMode={who === 'phone' ? 'tel' : 'text'} autoComplete="off" maxLength={who === 'phone' ? 24 : 64} value={target}
          placeholder={who === 'phone' ? '+225 07 00 00 00 00' : ''} aria-invalid={Boolean(errors[who])} onInput={(e) => setTarget(e.currentTarget.value)} />
        {errors[who] && <span className="field-error" role="alert">{errors[who]}</span>}
      </label>
      <TermFields terms={terms} errors={errors} onChange={setTerms} />
      <details className="names">
        <summary>{t('coupons.names')}</summary>
        <div className="field-row">
          {LANGUAGES.map((l) => (
            <label key={l} className="field">
              <span>{t(`languages.${l}`)}</span>
              <input name={`name-${l}`} lang={l} maxLength={COUPON_NAME_MAX} value={names[l]} onInput={(e) => setNames({ ...names, [l]: e.currentTarget.value })} />
            </label>
          ))}
        </div>
        {errors.names && <span className="field-error" role="alert">{errors.names}</span>}
      </details>
      {notice && <p className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.text}</p>}
      <button type="submit" className="btn primary" disabled={busy}>{t('coupons.issue')}</button>
    </form>
  );
}
