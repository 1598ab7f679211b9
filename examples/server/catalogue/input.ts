// Reading the untrusted customData of the catalogue calls (issue 3: every field validated, bad
// input answered with 4422 and {issues: [{path, key}]}, never 5000). Small valibot schemas for the
// few request shapes of the lookups (spec §7 "Common", "Other lookups").
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { validate } from '../../../src/contract/validation/validate.js';
import { ReplyError, validationFailure } from '../http/handler.js';

/** Largest id PostgreSQL `int` holds: bigger numbers would fail in the database (5000). */
const MAX_INT = 2_147_483_647;

/** A lookup id: a positive integer, also accepted as a digit string (query strings, old clients). */
export const idSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], MSG.choose),
  v.integer(MSG.choose),
  v.minValue(1, MSG.choose),
  v.maxValue(MAX_INT, MSG.choose),
);

/** A country id (ISO 3166 alpha-3 like CIV), upper-cased. */
export const areaIdSchema = v.pipe(v.string(MSG.selectCountry), v.regex(/^[A-Za-z]{3}$/, MSG.selectCountry), v.toUpperCase());

/** cn | en | fr; absent or '' means "the caller's language". */
export const languageSchema = v.optional(
  v.union([v.literal(''), v.picklist(LANGUAGES)], MSG.choose),
);

/** A request that has no fields (spec §7 calls with {}): any object, or nothing. */
export const emptySchema = v.looseObject({});

/** The validated input (null/undefined read as {}), or a 4422 refusal carrying the issues. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  // Every catalogue request is an object (or nothing): arrays and scalars are refused up front.
  const body = input ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ReplyError(CODE.VALIDATION, MSG.checkWarning, { issues: [{ path: '', key: MSG.checkWarning }] });
  }
  const result = validate(schema, body);
  if (result.ok) return result.value;
  throw validationFailure(result.issues);
}

/** The language names are wanted in: the request's languageId when given, else the caller's. */
export const languageOf = (requested: string | undefined, fallback: LanguageCode): LanguageCode =>
  requested ? (requested as LanguageCode) : fallback;
