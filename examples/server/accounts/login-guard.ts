// Guessing passwords without locking owners out (ours; spec §8 names no captcha). Failures count
// per account however it is named (phone, e-mail, username: one key) and per address+account.
// Nobody is ever refused for good:
// - past the free failures of an ACCOUNT, a device that never logged in to it must solve a proof
//   of work (src/contract/proof-of-work.ts) before its password is checked, one bit harder per
//   further failure up to a ceiling: guessing gets slow and costly, the owner waits seconds;
// - past the free failures from one ADDRESS for an account, that address waits between tries,
//   doubling each time: only the guesser's address slows down;
// - a device that logged in to the account before (its deviceId has a session of that user, even
//   an ended one) skips both, so the owner's right password from their phone always works.
import { createHash } from 'node:crypto';
import { CODE } from '../../../src/contract/codes.js';
import { leadingZeroBits, proofInput, type ProofChallenge, type ProofOfWork } from '../../../src/contract/proof-of-work.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { ACCOUNT_LIMITS, RATE_RULES } from './limits.js';
import { rateClear, rateCount, rateRecord, RATE_LIMITED_KEY } from './rate-limit.js';
import { randomToken } from './tokens.js';

export const PROOF_NEEDED_KEY = 'errors.proofNeeded';

export interface LoginAttempt {
  /** 'user:<id>' for an account, 'login:<target>' for a name no account has (same treatment). */
  accountKey: string;
  ip: string;
  proof: ProofOfWork | undefined;
  /** The device logged in to this account before: no slowing down. */
  knownDevice: boolean;
}

export const userAccountKey = (userId: string) => `user:${userId}`;

const accountBucket = (a: Pick<LoginAttempt, 'accountKey'>) => `login-fail:${a.accountKey}`;
const ipBucket = (a: Pick<LoginAttempt, 'accountKey' | 'ip'>) => `login-fail-ip:${a.ip}|${a.accountKey}`;

/** A device id the app made (random, 16+ characters) with a session of this user, ended or not. */
export async function isKnownDevice(db: Queryable, userId: string, deviceId: string): Promise<boolean> {
  if (deviceId.length < 16) return false;
  const rows = await db.query('select 1 from sessions where user_id = $1 and device_id = $2 limit 1', [userId, deviceId]);
  return rows.length > 0;
}

async function lastHitAt(db: Queryable, bucket: string): Promise<number> {
  const rows = await db.query<{ at: Date | string | null }>('select max(at) as at from rate_hits where bucket = $1', [bucket]);
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : -Infinity;
}

/** The wait this address owes before its next try for the account, in ms (0: none). */
async function addressWait(db: Queryable, a: LoginAttempt, now: number): Promise<number> {
  const rule = RATE_RULES.loginFailIpAccount;
  const failures = await rateCount(db, ipBucket(a), rule, now);
  if (failures < rule.limit) return 0;
  const wait = Math.min(ACCOUNT_LIMITS.ipAccountDelayMs * 2 ** (failures - rule.limit), ACCOUNT_LIMITS.ipAccountDelayMaxMs);
  return Math.max(0, (await lastHitAt(db, ipBucket(a))) + wait - now);
}

/** Bits of work the account currently asks of a new device (0: none). */
async function requiredBits(db: Queryable, a: LoginAttempt, now: number): Promise<number> {
  const rule = RATE_RULES.loginFailAccount;
  const failures = await rateCount(db, accountBucket(a), rule, now);
  if (failures < rule.limit) return 0;
  return Math.min(ACCOUNT_LIMITS.proofBaseBits + (failures - rule.limit), ACCOUNT_LIMITS.proofMaxBits);
}

async function issueChallenge(db: Queryable, accountKey: string, bits: number, now: number): Promise<ProofChallenge> {
  const challenge = randomToken(16);
  await db.query('delete from login_challenges where expires_at < $1', [new Date(now)]);
  await db.query('insert into login_challenges (id, account_key, bits, expires_at) values ($1, $2, $3, $4)', [
    challenge, accountKey, bits, new Date(now + ACCOUNT_LIMITS.proofValidityMs),
  ]);
  return { challenge, bits };
}

/** True when the proof solves a live challenge of this account at `bits` or more; spends it. */
async function spendProof(db: Queryable, a: LoginAttempt, bits: number, now: number): Promise<boolean> {
  if (!a.proof) return false;
  const digest = createHash('sha256').update(proofInput(a.proof.challenge, a.proof.nonce), 'utf8').digest();
  if (leadingZeroBits(digest) < bits) return false;
  // One statement: a solved challenge serves one try, even when sent twice at once.
  const used = await db.query(
    'update login_challenges set used_at = $4 where id = $1 and account_key = $2 and bits >= $3 and used_at is null and expires_at > $4 returning id',
    [a.proof.challenge, a.accountKey, bits, new Date(now)],
  );
  return used.length > 0;
}

/**
 * Lets the attempt go on to the password check, or throws 4429: with a wait (this address tried
 * too often), or with a ProofChallenge to solve (the account had too many failures).
 */
export async function admitLogin(db: Queryable, a: LoginAttempt, now: number): Promise<void> {
  if (a.knownDevice) return;
  const wait = await addressWait(db, a, now);
  if (wait > 0) throw new ReplyError(CODE.RATE_LIMITED, RATE_LIMITED_KEY, { retryAfterMs: wait });
  const bits = await requiredBits(db, a, now);
  if (bits === 0 || (await spendProof(db, a, bits, now))) return;
  throw new ReplyError(CODE.RATE_LIMITED, PROOF_NEEDED_KEY, await issueChallenge(db, a.accountKey, bits, now));
}

export async function recordLoginFailure(db: Queryable, a: LoginAttempt, now: number): Promise<void> {
  await rateRecord(db, accountBucket(a), now);
  await rateRecord(db, ipBucket(a), now);
}

/** The right password: the owner is back, the account's and this address's failures are forgotten. */
export async function clearLoginFailures(db: Queryable, a: LoginAttempt): Promise<void> {
  await rateClear(db, accountBucket(a));
  await rateClear(db, ipBucket(a));
}

/** A new password (reset): the failures against the old one no longer matter. */
export async function forgetLoginFailures(db: Queryable, userId: string): Promise<void> {
  await rateClear(db, accountBucket({ accountKey: userAccountKey(userId) }));
}
