// Small valibot schemas for the few request shapes of the catalogue lookups (spec §7 "Common",
// "Other lookups"), read through the one input layer's parseInput (http/input.ts).
import * as v from 'valibot';
import { LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { INT4_MAX } from '../http/input.js';

/** A lookup id: a positive integer, also accepted as a digit string (query strings, old clients). */
export const idSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], MSG.choose),
  v.integer(MSG.choose),
  v.minValue(1, MSG.choose),
  v.maxValue(INT4_MAX, MSG.choose),
);

/** A country id (ISO 3166 alpha-3 like CIV), upper-cased. */
export const areaIdSchema = v.pipe(v.string(MSG.selectCountry), v.regex(/^[A-Za-z]{3}$/, MSG.selectCountry), v.toUpperCase());

/** cn | en | fr; absent or '' means "the caller's language". */
export const languageSchema = v.optional(
  v.union([v.literal(''), v.picklist(LANGUAGES)], MSG.choose),
);

/** The language names are wanted in: the request's languageId when given, else the caller's. */
export const languageOf = (requested: string | undefined, fallback: LanguageCode): LanguageCode =>
  requested ? (requested as LanguageCode) : fallback;
