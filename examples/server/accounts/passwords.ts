// Password storage (spec §5): the client sends SHA-256 (hex) of the typed password; the server
// never stores that value as is but a salted scrypt of it, so a leaked table cannot be replayed.
// Cost: OWASP's scrypt setting N=2^17, r=8, p=1 (128 MiB, about half a second of one core). The
// parameters are written into each stored hash, so older, cheaper hashes still verify and are
// replaced by the current setting at the owner's next login (needsRehash).
// PASSWORD_SCRYPT_LN lowers N for the test suites only (their vitest configs set 12): they check
// what is stored and compared, not its strength, and at 2^17 each of their thousand logins is half a
// second of CI. Production leaves it unset; the server logs a warning when it is set.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

interface ScryptCost {
  /** log2 N */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's setting: what every deployment stores. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

/** log2 N from PASSWORD_SCRYPT_LN when it is a whole number in 10..20; otherwise production's. */
export function scryptCostFrom(env: Record<string, string | undefined>): ScryptCost {
  const ln = Number(env['PASSWORD_SCRYPT_LN']);
  return Number.isInteger(ln) && ln >= 10 && ln <= 20 ? { ...PRODUCTION_SCRYPT_COST, ln } : PRODUCTION_SCRYPT_COST;
}

export const SCRYPT_COST: ScryptCost = scryptCostFrom(process.env);
/** Hashes stored before the cost was written into them ('scrypt$salt$hash') used N=2^14. */
const LEGACY_COST: ScryptCost = { ln: 14, r: 8, p: 1 };
const KEYLEN = 32;

function scrypt(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128·N·r bytes; Node refuses more than maxmem, so allow exactly that plus slack.
  const maxmem = 128 * N * cost.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCb(secret, salt, KEYLEN, { N, r: cost.r, p: cost.p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export const costText = (c: ScryptCost) => `ln=${c.ln},r=${c.r},p=${c.p}`;

/** Reads 'ln=17,r=8,p=1'; null unless every number is within sane bounds (a stored value is data). */
function parseCost(text: string): ScryptCost | null {
  const m = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(text);
  if (!m) return null;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return ln >= 10 && ln <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 16 ? { ln, r, p } : null;
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** 'scrypt$ln=17,r=8,p=1$<salt>$<key>' (base64url), or the legacy 'scrypt$<salt>$<key>'. */
function parseStored(stored: string | null | undefined): StoredHash | null {
  const parts = (stored ?? '').split('$');
  if (parts[0] !== 'scrypt') return null;
  const cost = parts.length === 4 ? parseCost(parts[1] ?? '') : parts.length === 3 ? LEGACY_COST : null;
  if (!cost) return null;
  const salt = Buffer.from(parts.at(-2) ?? '', 'base64url');
  const key = Buffer.from(parts.at(-1) ?? '', 'base64url');
  return salt.length > 0 && key.length === KEYLEN ? { cost, salt, key } : null;
}

/** The stored form of the client's SHA-256 hex, at the current cost. */
export async function hashPassword(clientHash: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(clientHash, salt, SCRYPT_COST);
  return `scrypt$${costText(SCRYPT_COST)}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison; false for any malformed or missing stored value. */
export async function verifyPassword(clientHash: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await scrypt(clientHash, parsed.salt, parsed.cost);
  return timingSafeEqual(actual, parsed.key);
}

/** True when a stored hash is cheaper than `cost` (the current one: rehash it after a right password). */
export function needsRehash(stored: string | null | undefined, cost: ScryptCost = SCRYPT_COST): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { ln, r, p } = parsed.cost;
  return 2 ** ln * r * p < 2 ** cost.ln * cost.r * cost.p;
}
