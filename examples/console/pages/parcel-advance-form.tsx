// The next tracking step of a received parcel (src/contract/console-express.ts advanceParcel): one
// button naming the step after the current state — never a skip, never back, as the server
// enforces —, an optional place, a confirmation (the sender is told at once and a step is not
// undone). While the supplement of a heavier measure is unpaid the departure is refused: said
// before trying, and the server's refusal shown if tried (the sender may have paid meanwhile).
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import { ADVANCE_STEPS, CONSOLE_EXPRESS_ERRORS, PARCEL_PLACE_MAX } from '../../../src/contract/console-express.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { Parcel } from '../../../src/contract/types/air-express.js';
import { consoleCall } from '../console-api.js';
import { refusalText, useConsole } from '../use-console.js';
import type { DecisionNotice } from './dispute-form.js';

/** warnSupplement: the supplement is unpaid and the detail does not already show the server's refusal saying so. */
export function ParcelAdvanceForm({ parcel, warnSupplement, onDone }: { parcel: Omit<Parcel, 'events'>; warnSupplement: boolean; onDone(notice: DecisionNotice): void }) {
  const { t, i18n } = useConsole();
  // Each tracking step is named like the state it moves to (statuses.ts PARCEL_TRACKING, PARCEL_STATE).
  const step = ADVANCE_STEPS.find((s) => PARCEL_STATE[s] === parcel.state + 1);
  const [place, setPlace] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!step) return null;
  const stepName = t(`parcels.advance.next_${step}`);

  const send = async () => {
    setBusy(true);
    const r = await consoleCall('advanceParcel', { parcelNo: parcel.parcelNo, step, place: place.trim(), language: i18n.language });
    setBusy(false);
    setConfirming(false);
    if (r.ok) return onDone({ kind: 'ok', key: 'parcels.advance.done', values: { parcelNo: parcel.parcelNo, stepKey: `parcels.advance.next_${step}` } });
    // Moved by another operator meanwhile, or the supplement still unpaid: the parcel read again says which.
    if (r.code === CODE.VALIDATION && (r.message === CONSOLE_EXPRESS_ERRORS.parcelState || r.message === CONSOLE_EXPRESS_ERRORS.supplementDue)) return onDone({ kind: 'error', key: r.message, values: {} });
    setError(refusalText(t, r.message, { max: PARCEL_PLACE_MAX }));
  };

  return (
    <form className="card refund advance-form" onSubmit={(e) => { e.preventDefault(); setError(''); setConfirming(true); }} noValidate aria-labelledby="advance-title">
      <h4 id="advance-title">{t('parcels.advance.title')}</h4>
      {warnSupplement && step === 'departed' && <p className="notice warn">{t(CONSOLE_EXPRESS_ERRORS.supplementDue)}</p>}
      <label className="field">
        <span>{t('parcels.advance.place')}</span>
        <input name="place" value={place} maxLength={PARCEL_PLACE_MAX} onInput={(e) => { setPlace(e.currentTarget.value); setConfirming(false); }} />
      </label>
      {error && <p className="notice error" role="alert">{error}</p>}
      {confirming ? (
        <div className="confirm-row" role="group" aria-label={t('parcels.advance.confirmTitle')}>
          <span>{t('parcels.advance.confirm', { step: stepName, parcelNo: parcel.parcelNo })}</span>
          <button type="button" className="btn primary" disabled={busy} onClick={() => void send()}>{t('parcels.advance.yes')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(false)}>{t('parcels.advance.cancel')}</button>
        </div>
      ) : (
        <button type="submit" className="btn primary">{t('parcels.advance.submit', { step: stepName })}</button>
      )}
    </form>
  );
}
