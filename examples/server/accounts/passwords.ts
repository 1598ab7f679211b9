// Password storage (spec §5): the client sends SHA-256 (hex) of the typed password; the server
// never stores that value as is but a salted scrypt of it, so a leaked table cannot be replayed.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

/** node:crypto scrypt cost parameters (N=2^14, r=8, p=1) and derived key length. */
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32, maxmem: 64 * 1024 * 1024 } as const;

function scrypt(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(secret, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** 'scrypt$<salt b64url>$<hash b64url>' of the client's SHA-256 hex. */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(clientHash, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison; false for any malformed or missing stored value. */
export async function verifyPassword(clientHash: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 3 || parts[0] !== 'scrypt') return false;
  const salt = Buffer.from(parts[1] ?? '', 'base64url');
  const expected = Buffer.from(parts[2] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== SCRYPT.keylen) return false;
  const actual = await scrypt(clientHash, salt);
  return timingSafeEqual(actual, expected);
}
