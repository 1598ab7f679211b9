// A new batch of exchange codes (spec §2 usercenter/exchangecode): a label for the operators, what
// each code grants — a package of posting chances (the products of kind "chances") or a coupon —,
// how many days the codes can be redeemed, and how many codes (1 to 1000). The codes come back
// once (batch-codes.tsx shows them); only their hashes are kept.
import { useEffect, useState } from 'react';
import { BATCH_LABEL_MAX, EXCHANGE_BATCH_MAX, MONEY_DAYS_MAX, type CreatedBatch, type ProductItem } from '../../../src/contract/console-payments.js';
import { consoleCall, messageValues } from '../console-api.js';
import { textIn, wholeNumber } from '../ui/money.js';
import { refusalText, useConsole } from '../use-console.js';
import { termProblems, termsBody, TermFields, type CouponTerms } from './coupon-form.js';

export function BatchForm({ onCreated }: { onCreated(batch: CreatedBatch): void }) {
  const { t, i18n } = useConsole();
  const [packages, setPackages] = useState<ProductItem[]>([]);
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<'chances' | 'coupon'>('chances');
  const [commodityId, setCommodityId] = useState('');
  const [terms, setTerms] = useState<CouponTerms>({ amount: '', minAmount: '0', validDays: '30' });
  const [expiresInDays, setExpiresInDays] = useState('90');
  const [count, setCount] = useState('10');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void consoleCall('productList').then((r) => {
      if (!r.ok) return;
      const chances = r.data.commodities.filter((c) => c.type === 'chances');
      setPackages(chances);
      setCommodityId((id) => id || String(chances[0]?.id ?? ''));
    });
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    setNotice('');
    const problems: Record<string, string> = kind === 'coupon' ? termProblems(terms, t) : {};
    if (label.trim() === '') problems.label = t('validation.pleaseInput');
    if (kind === 'chances' && commodityId === '') problems.commodityId = t('validation.choose');
    const days = wholeNumber(expiresInDays);
    if (!(days >= 1 && days <= MONEY_DAYS_MAX)) problems.expiresInDays = t('coupons.daysRule', { max: MONEY_DAYS_MAX });
    const n = wholeNumber(count);
    if (!(n >= 1 && n <= EXCHANGE_BATCH_MAX)) problems.count = t('codes.countRule', { max: EXCHANGE_BATCH_MAX });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const grant = kind === 'chances' ? { kind, commodityId: Number(commodityId) } : { kind, ...termsBody(terms) };
    const r = await consoleCall('createExchangeBatch', { label: label.trim(), grant, expiresInDays: days, count: n });
    setBusy(false);
    if (!r.ok) return setNotice(refusalText(t, r.message, messageValues(r.customData)));
    setLabel('');
    onCreated(r.data);
  };

  const error = (f: string) => errors[f] && <span className="field-error" role="alert">{errors[f]}</span>;

  return (
    <form className="card money-card" onSubmit={(e) => void submit(e as unknown as Event)} noValidate aria-labelledby="batch-title">
      <h2 id="batch-title">{t('codes.createTitle')}</h2>
      <label className="field">
        <span>{t('codes.label')}</span>
        <input name="label" maxLength={BATCH_LABEL_MAX} value={label} placeholder={t('codes.labelPlaceholder')} aria-invalid={Boolean(errors.label)} onInput={(e) => setLabel(e.currentTarget.value)} />
        {error('label')}
      </label>
      <fieldset className="field modes">
        <legend>{t('codes.grants')}</legend>
        {(['chances', 'coupon'] as const).map((k) => (
          <label key={k} className="radio">
            <input type="radio" name="grant" value={k} checked={kind === k} onChange={() => { setKind(k); setErrors({}); }} />
            <span>{t(`codes.grant_${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'chances' ? (
        <label className="field">
          <span>{t('codes.package')}</span>
          <select name="commodityId" value={commodityId} aria-invalid={Boolean(errors.commodityId)} onChange={(e) => setCommodityId(e.currentTarget.value)}>
            {packages.map((p) => <option key={p.id} value={p.id}>{textIn(p.names, i18n.language)}{p.active ? '' : ` (${t('products.offSale')})`}</option>)}
          </select>
          {error('commodityId')}
        </label>
      ) : <TermFields terms={terms} errors={errors} onChange={setTerms} />}
      <div className="field-row">
        <label className="field">
          <span>{t('codes.expiresInDays')}</span>
          <input name="expiresInDays" inputMode="numeric" value={expiresInDays} aria-invalid={Boolean(errors.expiresInDays)} onInput={(e) => setExpiresInDays(e.currentTarget.value)} />
          {error('expiresInDays')}
        </label>
        <label className="field">
          <span>{t('codes.count')}</span>
          <input name="count" inputMode="numeric" value={count} aria-invalid={Boolean(errors.count)} onInput={(e) => setCount(e.currentTarget.value)} />
          {error('count')}
        </label>
      </div>
      {notice && <p className="notice error" role="alert">{notice}</p>}
      <button type="submit" className="btn primary" disabled={busy}>{t('codes.create')}</button>
    </form>
  );
}
