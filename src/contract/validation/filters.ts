// List filters (spec §2 "Common list screen"): range bounds are optional positive numbers and a
// minimum must not exceed its maximum (spec §5 "Minimum must not exceed maximum").
import { crossRule, formObject } from './form-object.js';
import { MSG } from './messages.js';
import { boundSchema, validateRange } from './numbers.js';
import * as v from 'valibot';

const rangeRule = <T>(minField: string, maxField: string) =>
  crossRule<T>((value) => {
    const key = validateRange(value[minField], value[maxField]);
    return key ? { field: minField, key } : null;
  });

/** House list: rent price range. */
export const housePriceFilterSchema = v.pipe(
  formObject({ priceRangeMin: boundSchema(MSG.priceLimit), priceRangeMax: boundSchema(MSG.priceLimit) }),
  rangeRule('priceRangeMin', 'priceRangeMax'),
);

/** Land list: price and size ranges. */
export const landFilterSchema = v.pipe(
  formObject({
    priceRangeMin: boundSchema(MSG.priceLimit),
    priceRangeMax: boundSchema(MSG.priceLimit),
    sizeRangeMin: boundSchema(MSG.sizeLimit),
    sizeRangeMax: boundSchema(MSG.sizeLimit),
  }),
  rangeRule('priceRangeMin', 'priceRangeMax'),
  rangeRule('sizeRangeMin', 'sizeRangeMax'),
);

/** Job filter / job form salary range. */
export const salaryRangeSchema = v.pipe(
  formObject({ salaryMin: boundSchema(), salaryMax: boundSchema() }),
  rangeRule('salaryMin', 'salaryMax'),
);
