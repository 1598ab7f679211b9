// The receipt at the warehouse counter (src/contract/console-express.ts receiveParcel): the parcel
// weighed (kilograms with decimals, sent as whole grams) and measured (whole centimetres), where
// (the warehouse's city unless the operator says otherwise). While typing, the would-be chargeable
// weight and price (parcel-measures.ts, the server's formula) against what the sender paid; a
// confirmation names the parcel and the measures; then what the receipt did with the money.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import { EXPRESS } from '../../../src/contract/express-limits.js';
import { CONSOLE_EXPRESS_ERRORS, PARCEL_PLACE_MAX } from '../../../src/contract/console-express.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Parcel, ParcelMeasures } from '../../../src/contract/types/air-express.js';
import { consoleCall } from '../console-api.js';
import { formatMoney } from '../ui/format.js';
import { refusedField } from '../ui/money.js';
import { refusalText, useConsole } from '../use-console.js';
import type { DecisionNotice } from './dispute-form.js';
import { formatKg, gramsOfTyped, sideOfTyped, wouldBeQuote } from './parcel-measures.js';

const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];
type Field = 'weight' | Side | 'place' | '';
/** The server's field refusals in this form's own words (the console's "validation" has no parcel keys). */
const FIELD_OF: Record<string, Field> = { weightG: 'weight', lengthCm: 'length', widthCm: 'width', heightCm: 'height', place: 'place' };
const WEIGHT_RULE = 'parcels.receive.weightRule';
const SIDE_RULE = 'parcels.receive.sideRule';
const RULES: Readonly<Record<string, string>> = { [MSG.parcelWeight]: WEIGHT_RULE, [MSG.parcelSide]: SIDE_RULE };

export function ParcelReceiveForm({ parcel, onDone }: { parcel: Omit<Parcel, 'events'>; onDone(notice: DecisionNotice): void }) {
  const { t, i18n } = useConsole();
  const [typed, setTyped] = useState<Record<'weight' | Side, string>>({ weight: '', length: '', width: '', height: '' });
  const [place, setPlace] = useState(parcel.warehouse.cityName);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const money = (n: number) => formatMoney(n, i18n.language);
  const ruleText = (key: string) => t(key, { max: key === WEIGHT_RULE ? EXPRESS.weightMaxG / 1000 : EXPRESS.sideMaxCm });

  const measures: ParcelMeasures = {
    weightG: gramsOfTyped(typed.weight), lengthCm: sideOfTyped(typed.length), widthCm: sideOfTyped(typed.width), heightCm: sideOfTyped(typed.height),
  };
  const complete = Object.values(measures).every((n) => !Number.isNaN(n));
  const quote = complete ? wouldBeQuote(parcel, measures) : null;
  const size = t('parcels.sizeValue', { length: measures.lengthCm, width: measures.widthCm, height: measures.heightCm });

  const edit = (field: 'weight' | Side, value: string) => {
    setTyped({ ...typed, [field]: value });
    setConfirming(false);
    if (error?.field === field) setError(null);
  };

  const ask = (e: Event) => {
    e.preventDefault();
    if (Number.isNaN(measures.weightG)) return setError({ field: 'weight', text: ruleText(WEIGHT_RULE) });
    const badSide = SIDES.find((s) => Number.isNaN(measures[`${s}Cm`]));
    if (badSide) return setError({ field: badSide, text: ruleText(SIDE_RULE) });
    setError(null);
    setConfirming(true);
  };

  const send = async () => {
    setBusy(true);
    const r = await consoleCall('receiveParcel', { parcelNo: parcel.parcelNo, ...measures, place: place.trim(), language: i18n.language });
    setBusy(false);
    setConfirming(false);
    if (r.ok) {
      const { requote, difference, parcel: after } = r.data;
      const amount = requote === 'supplement' && after.supplement ? after.supplement.amount : Math.abs(difference);
      return onDone({ kind: 'ok', key: `parcels.receive.done_${requote}`, values: { parcelNo: parcel.parcelNo, amount: String(amount) } });
    }
    // Received by another operator meanwhile: show the parcel as it now is.
    if (r.code === CODE.VALIDATION && r.message === CONSOLE_EXPRESS_ERRORS.parcelState) return onDone({ kind: 'error', key: r.message, values: {} });
    const field = FIELD_OF[refusedField(r.customData)] ?? '';
    const rule = RULES[r.message];
    setError({ field, text: rule ? ruleText(rule) : refusalText(t, r.message, { max: PARCEL_PLACE_MAX }) });
  };

  const input = (field: 'weight' | Side, mode: 'decimal' | 'numeric') => (
    <label className="field" key={field}>
      <span>{t(`parcels.receive.${field}`)}</span>
      <input name={field} inputMode={mode} autoComplete="off" value={typed[field]} aria-invalid={error?.field === field}
        onInput={(e) => edit(field, e.currentTarget.value)} />
      {error?.field === field && <span className="field-error" role="alert">{error.text}</span>}
    </label>
  );

  return (
    <form className="card refund receive-form" onSubmit={(e) => ask(e as unknown as Event)} noValidate aria-labelledby="receive-title">
      <h4 id="receive-title">{t('parcels.receive.title')}</h4>
      <p className="muted small">{t('parcels.receive.help')}</p>
      <div className="field-row">
        {input('weight', 'decimal')}
        {SIDES.map((s) => input(s, 'numeric'))}
      </div>
      <label className="field">
        <span>{t('parcels.receive.place')}</span>
        <input name="place" value={place} maxLength={PARCEL_PLACE_MAX} aria-invalid={error?.field === 'place'}
          onInput={(e) => { setPlace(e.currentTarget.value); setConfirming(false); }} />
        {error?.field === 'place' && <span className="field-error" role="alert">{error.text}</span>}
      </label>
      {quote && (
        <div className="notice warn live-quote" aria-live="polite">
          <div>{t('parcels.receive.live', { chargeable: formatKg(quote.chargeableG, i18n.language), actual: formatKg(quote.actualG, i18n.language), volumetric: formatKg(quote.volumetricG, i18n.language), total: money(quote.total) })}</div>
          <div><strong>{quote.total > parcel.paidAmount
            ? t('parcels.receive.liveSupplement', { amount: money(quote.total - parcel.paidAmount) })
            : quote.total < parcel.paidAmount ? t('parcels.receive.liveRefund', { amount: money(parcel.paidAmount - quote.total) }) : t('parcels.receive.liveSame')}</strong></div>
        </div>
      )}
      {error?.field === '' && <p className="notice error" role="alert">{error.text}</p>}
      {confirming ? (
        <div className="confirm-row" role="group" aria-label={t('parcels.receive.confirmTitle')}>
          <span>{t('parcels.receive.confirm', { parcelNo: parcel.parcelNo, weight: formatKg(measures.weightG, i18n.language), size })}</span>
          <button type="button" className="btn primary" disabled={busy} onClick={() => void send()}>{t('parcels.receive.yes')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(false)}>{t('parcels.receive.cancel')}</button>
        </div>
      ) : (
        <button type="submit" className="btn primary">{t('parcels.receive.submit')}</button>
      )}
    </form>
  );
}
