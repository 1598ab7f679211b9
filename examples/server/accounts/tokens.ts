// Random secrets and their stored digests: tokens, QR ids and code salts are 32 random bytes
// (base64url); only their SHA-256 is kept, so the database alone cannot be used to log in.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A numeric code of `digits` digits, uniformly drawn (leading zeros kept). */
export const randomDigits = (digits: number): string =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('');

/**
 * Crockford's base32 alphabet: digits and capitals without I, L, O and U, so a code read off a
 * screen and typed on a phone survives the usual confusions (normalizeTypedCode).
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code of `length` Crockford characters, uniformly drawn (5 bits each). */
export const randomTypableCode = (length: number): string =>
  Array.from({ length }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');

/** What a person typed of such a code: case, spaces and dashes ignored; O is 0, I and L are 1. */
export const normalizeTypedCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
