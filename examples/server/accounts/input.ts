// Reading untrusted customData (issue 3: every field validated, garbage answered with 4422, never
// 5000): one length guard for every string, then the contract's valibot schema.
import type * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { validate } from '../../../src/contract/validation/validate.js';
import { ReplyError, validationFailure } from '../http/handler.js';

/** No account field is longer (an e-mail is at most 254; a SHA-256 hex is 64). */
export const MAX_FIELD_LENGTH = 320;

/** PostgreSQL text cannot hold NUL: such input would otherwise fail in the database (5000). */
const NUL = '\u0000';

/** Path of the first string longer than `max` or holding NUL (walked a few levels deep). */
function tooLong(value: unknown, max: number, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.length > max || value.includes(NUL) ? path : null;
  if (depth > 3 || typeof value !== 'object' || value === null) return null;
  for (const [k, child] of Object.entries(value)) {
    const found = tooLong(child, max, path ? `${path}.${k}` : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The validated input, or a 4422 refusal carrying {issues: [{path, key}]}. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const long = tooLong(input, MAX_FIELD_LENGTH, '', 0);
  if (long !== null) throw fieldError(long, MSG.inputLimit);
  const result = validate(schema, input);
  if (result.ok) return result.value;
  throw validationFailure(result.issues);
}

/** A 4422 refusal of one field. */
export function fieldError(path: string, key: string): ReplyError {
  return new ReplyError(CODE.VALIDATION, key, { issues: [{ path, key }] });
}

/** metaData strings stored as they are (device id, user agent): without NUL. */
export const storable = (s: string): string => s.split(NUL).join('');
