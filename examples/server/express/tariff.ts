// A route's tariff and the price it gives (src/contract/parcel-price.ts, THE formula): the one
// place the server turns "this warehouse flies to that country" into a ParcelQuote, for the public
// quote and for createParcel alike, so the preview and the payment order never disagree.
import type { ParcelMeasures, ParcelQuote } from '../../../src/contract/types/air-express.js';
import { parcelQuote } from '../../../src/contract/parcel-price.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';
import { PRICE_FLAG } from '../payments/catalogue/texts.js';

export interface Tariff {
  perKg: number;
  minChargeableG: number;
  daysMin: number;
  daysMax: number;
}

/** Whether warehouse `warehouseId` exists. */
export async function warehouseExists(q: Queryable, warehouseId: string): Promise<boolean> {
  const [row] = await q.query('select 1 from express_warehouses where id = $1', [warehouseId]);
  return row !== undefined;
}

/** The tariff of the route from `warehouseId` to country `toAreaId`; null when it does not fly there. */
export async function routeTariff(q: Queryable, warehouseId: string, toAreaId: string): Promise<Tariff | null> {
  const [r] = await q.query<{ per_kg: number; min_chargeable_g: number; days_min: number; days_max: number }>(
    'select per_kg, min_chargeable_g, days_min, days_max from express_routes where warehouse_id = $1 and to_area_id = $2',
    [warehouseId, toAreaId],
  );
  return r ? { perKg: Number(r.per_kg), minChargeableG: Number(r.min_chargeable_g), daysMin: Number(r.days_min), daysMax: Number(r.days_max) } : null;
}

export interface QuoteInput {
  warehouseId: string;
  toAreaId: string;
  measures: ParcelMeasures;
  declaredValue: number;
}

/**
 * The server's price of `i`. A 4422 names the field to fix: `paths.warehouse` for an unknown
 * warehouse (MSG.choose), `paths.route` when it does not fly to that country (MSG.parcelRoute).
 */
export async function priceParcel(q: Queryable, i: QuoteInput, paths: { warehouse: string; route: string }): Promise<ParcelQuote> {
  if (!(await warehouseExists(q, i.warehouseId))) throw fieldError(paths.warehouse, MSG.choose);
  const tariff = await routeTariff(q, i.warehouseId, i.toAreaId);
  if (!tariff) throw fieldError(paths.route, MSG.parcelRoute);
  return parcelQuote(i.measures, i.declaredValue, tariff, PRICE_FLAG);
}
