// The one way the reference server reads untrusted customData (DESIGN.md §7; spec §7 "Common": bad
// input is answered with 4422 and {issues: [{path, key}]}, the list the forms read, never 5000).
// Handlers validate with a valibot schema through parseInput; the few readers that are not schemas
// use fieldError, scalarText and scalarNumber from here, and store text through withoutNul.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { isRecord } from '../../../src/contract/validation/form-object.js';
import { MSG, type ValidationKey } from '../../../src/contract/validation/messages.js';
import { validate } from '../../../src/contract/validation/validate.js';
import { ReplyError, validationFailure } from './handler.js';

/** No field read through parseInput is longer (an e-mail is at most 254; a SHA-256 hex is 64). */
export const MAX_FIELD_LENGTH = 320;

/** PostgreSQL text and jsonb cannot hold NUL: such input would otherwise fail in the database (5000). */
const NUL = '\u0000';

/** Text safe to store: without NUL (device ids, user agents, titles, search words). */
export const withoutNul = (s: string): string => s.split(NUL).join('');

/** A 4422 refusal of one field, with the issue list the forms read. */
export const fieldError = (path: string, key: ValidationKey | string): ReplyError =>
  new ReplyError(CODE.VALIDATION, key, { issues: [{ path, key }] });

export { isRecord };

/** customData must be an object (null, arrays and scalars are refused). */
export function asRecord(input: unknown): Record<string, unknown> {
  if (!isRecord(input)) throw fieldError('', MSG.checkWarning);
  return input;
}

/**
 * A string or finite number as text; null/undefined as ''. Anything else is refused, never coerced:
 * String(x) runs the sender's toString, and `{"toString":"x"}` makes it throw (a 5000 for user input).
 */
export function scalarText(raw: unknown, path: string, key: ValidationKey | string = MSG.checkWarning): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (raw === undefined || raw === null) return '';
  throw fieldError(path, key);
}

/** A string or number as a number (NaN when it does not read as one); other types refused like scalarText. */
export function scalarNumber(raw: unknown, path: string, key: ValidationKey | string = MSG.checkWarning): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return Number(raw.trim());
  throw fieldError(path, key);
}

/** A request that has no fields (spec §7 calls with {}): any object, or nothing. */
export const emptySchema = v.looseObject({});

/** Path of the first string longer than `max` or holding NUL (walked a few levels deep). */
function badString(value: unknown, max: number, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.length > max || value.includes(NUL) ? path : null;
  if (depth > 3 || typeof value !== 'object' || value === null) return null;
  for (const [k, child] of Object.entries(value)) {
    const found = badString(child, max, path ? `${path}.${k}` : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Per-call limits of parseInput. */
export interface InputOptions {
  /**
   * Longest string accepted anywhere in the body before the schema runs (default MAX_FIELD_LENGTH).
   * A call whose fields are longer by design (a publish payload, spec §5) raises it.
   */
  maxLength?: number;
  /**
   * Top-level fields whose schema bounds their text with its own message and whose NUL is removed
   * before use (search words are cut to 200 by their schema, spec §7 type 1 sends a whole title; a
   * publish title over 200 is "title length", spec §5): the length/NUL check skips them.
   */
  ownText?: readonly string[];
}

/**
 * The validated input, or a 4422 refusal carrying the issues. Absent customData (null/undefined)
 * reads as {} (spec §7 sends {} or nothing for calls without fields); arrays and scalars are refused
 * whole; a string too long or holding NUL is refused by path before the schema runs.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, options: InputOptions = {}): v.InferOutput<S> {
  const { maxLength = MAX_FIELD_LENGTH, ownText = [] } = options;
  const body = input ?? {};
  if (!isRecord(body)) throw fieldError('', MSG.checkWarning);
  const checked = ownText.length === 0 ? body : Object.fromEntries(Object.entries(body).filter(([k]) => !ownText.includes(k)));
  const bad = badString(checked, maxLength, '', 0);
  if (bad !== null) throw fieldError(bad, MSG.inputLimit);
  const result = validate(schema, body);
  if (result.ok) return result.value;
  throw validationFailure(result.issues);
}
