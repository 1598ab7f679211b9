// Random secrets and their stored digests: tokens, QR ids and code salts are 32 random bytes
// (base64url); only their SHA-256 is kept, so the database alone cannot be used to log in.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A numeric code of `digits` digits, uniformly drawn (leading zeros kept). */
export const randomDigits = (digits: number): string =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('');
