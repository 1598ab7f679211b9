// Number rules (spec §5): price, area, floors, bedrooms, bathrooms, salons, mileage, salary,
// headcount, service days and quantity must be numbers and not zero or negative; amounts have at
// most 11 integer digits and 2 decimals; a minimum must not exceed its maximum.
import * as v from 'valibot';
import { LIMITS } from '../constants.js';
import { MSG, type ValidationKey } from './messages.js';

/** Form inputs hold text, payloads numbers: the rules accept both. */
export type NumberInput = number | string;

const AMOUNT = new RegExp(`^\\d{1,${LIMITS.numberIntegerDigits}}(\\.\\d{1,${LIMITS.numberDecimals}})?$`);
const COUNT = new RegExp(`^\\d{1,${LIMITS.numberIntegerDigits}}$`);

const asText = (x: unknown): string | null =>
  typeof x === 'number' ? (Number.isFinite(x) ? String(x) : null) : typeof x === 'string' ? x.trim() : null;

export const isBlank = (x: unknown): boolean => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** > 0, at most 11 integer digits and 2 decimals (or a whole number when `integer`). */
export function isPositiveNumber(x: unknown, integer = false): boolean {
  const text = asText(x);
  return text !== null && (integer ? COUNT : AMOUNT).test(text) && Number(text) > 0;
}

export interface NumberRule {
  /** Message when the value is not a positive number (priceLimit, sizeLimit, numberPositive). */
  key?: ValidationKey;
  /** Whole numbers only: counts, floors, days, quantity. */
  integer?: boolean;
  /** Message when empty ("please input" for typed fields, "choose" for pickers). */
  emptyKey?: ValidationKey;
}

const isNumberInput = (x: unknown): x is NumberInput => typeof x === 'number' || typeof x === 'string';

/** A required positive number. */
export const positiveNumberSchema = ({ key = MSG.numberPositive, integer = false, emptyKey = MSG.pleaseInput }: NumberRule = {}) =>
  v.pipe(
    v.custom<NumberInput>((x) => isNumberInput(x) && !isBlank(x), emptyKey),
    v.check((x) => isPositiveNumber(x, integer), key),
  );

/** An optional bound of a range filter: empty, or a positive number. */
export const boundSchema = (key: ValidationKey = MSG.numberPositive) =>
  v.optional(
    v.pipe(
      v.custom<NumberInput>((x) => isNumberInput(x), key),
      v.check((x) => isBlank(x) || isPositiveNumber(x), key),
    ),
  );

/** null when min <= max or either bound is empty/invalid (its own rule reports that). */
export function validateRange(min: unknown, max: unknown, key: ValidationKey = MSG.minMaxNumber): ValidationKey | null {
  if (!isPositiveNumber(min) || !isPositiveNumber(max)) return null;
  return Number(asText(min)) > Number(asText(max)) ? key : null;
}

/** Current floor must not exceed total floors (spec §5). */
export const validateFloors = (storey: unknown, totalFloor: unknown): ValidationKey | null =>
  validateRange(storey, totalFloor, MSG.minThanMaxFloors);
