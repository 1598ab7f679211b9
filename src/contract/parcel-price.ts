// An air-express parcel's price (types/air-express.ts ParcelQuote; constants EXPRESS). One formula
// for the reference server's quotes (examples/server/express) and the form's live weight hints, so
// what the sender sees while typing is what the server will charge. The tariff itself (per kg, the
// least chargeable weight, the days) is the route's, read by the server from its table.
import { EXPRESS } from './express-limits.js';
import type { ParcelMeasures, ParcelQuote, ParcelRoute } from './types/air-express.js';

/** The volumetric weight in grams: L × W × H (cm³) ÷ the divisor (cm³ per kg), rounded up to the gram. */
export const volumetricGrams = (m: Pick<ParcelMeasures, 'lengthCm' | 'widthCm' | 'heightCm'>): number =>
  Math.ceil((m.lengthCm * m.widthCm * m.heightCm * 1000) / EXPRESS.volumetricDivisor);

/** The weight charged: the larger of actual and volumetric, rounded up to the step, at least `minG`. */
export function chargeableGrams(m: ParcelMeasures, minG: number): number {
  const heavier = Math.max(m.weightG, volumetricGrams(m));
  const stepped = Math.ceil(heavier / EXPRESS.weightStepG) * EXPRESS.weightStepG;
  return Math.max(stepped, minG);
}

type Tariff = Pick<ParcelRoute, 'perKg' | 'minChargeableG' | 'daysMin' | 'daysMax'>;

/** The price of a parcel of measures `m` worth `declaredValue` on a route of tariff `t` (whole francs, rounded up). */
export function parcelQuote(m: ParcelMeasures, declaredValue: number, t: Tariff, priceFlag: string): ParcelQuote {
  const chargeableG = chargeableGrams(m, t.minChargeableG);
  // Grams × francs per kilogram: exact in integers before the one division.
  const freight = Math.ceil((chargeableG * t.perKg) / 1000);
  const insurance = Math.ceil((declaredValue * EXPRESS.insurancePercent) / 100);
  return {
    actualG: m.weightG,
    volumetricG: volumetricGrams(m),
    chargeableG,
    perKg: t.perKg,
    freight,
    insurance,
    total: freight + insurance,
    daysMin: t.daysMin,
    daysMax: t.daysMax,
    priceFlag,
  };
}
