// Reading a min/max range filter typed by the user (spec §2 house/land range dropdowns; spec §5
// "Minimum must not exceed maximum (price, size ...)"). The rules are the contract's, so the
// panel refuses exactly what the server would (src/contract/validation/numbers.ts).
import { MSG, type ValidationKey } from '../../contract/validation/messages.js';
import { isBlank, isPositiveNumber, validateRange } from '../../contract/validation/numbers.js';
import type { RangeValue } from './search-request.js';

export type RangeKind = 'price' | 'size';

/** The message of a bound that is not a positive amount. */
const LIMIT_KEY: Readonly<Record<RangeKind, ValidationKey>> = { price: MSG.priceLimit, size: MSG.sizeLimit };

export type RangeResult = { ok: true; value: RangeValue } | { ok: false; key: ValidationKey; field: 'min' | 'max' };

/** Empty bounds are open; filled ones must be positive amounts and min ≤ max. */
export function readRange(kind: RangeKind, minText: string, maxText: string): RangeResult {
  const bounds = { min: minText.trim(), max: maxText.trim() };
  for (const field of ['min', 'max'] as const) {
    if (!isBlank(bounds[field]) && !isPositiveNumber(bounds[field])) return { ok: false, key: LIMIT_KEY[kind], field };
  }
  const order = validateRange(bounds.min, bounds.max);
  if (order) return { ok: false, key: order, field: 'min' };
  const toBound = (s: string) => (s === '' ? '' : Number(s));
  return { ok: true, value: { min: toBound(bounds.min), max: toBound(bounds.max) } };
}

/** A range as the filter button shows it; '' when open on both ends. */
export function rangeText(r: RangeValue, format: (n: number) => string): string {
  if (r.min !== '' && r.max !== '') return `${format(r.min)} – ${format(r.max)}`;
  if (r.min !== '') return `≥ ${format(r.min)}`;
  if (r.max !== '') return `≤ ${format(r.max)}`;
  return '';
}
