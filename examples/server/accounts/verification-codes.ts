// Verification codes (spec §5, §9: valid 15 minutes; 60 s between sends): 6 random digits, stored
// as SHA-256 of a per-row salt and the code, at most 5 verifications each. Only the newest code
// of a purpose and target counts; sending a new one retires the older ones.
import { timingSafeEqual } from 'node:crypto';
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Queryable } from '../db/database.js';
import { ReplyError, type Outbox } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { ACCOUNT_LIMITS, RATE_RULES } from './limits.js';
import { rateCheck, rateRecord } from './rate-limit.js';
import { randomDigits, randomToken, sha256Hex } from './tokens.js';

/** What a code may be used for: signing up, resetting a password, binding a new phone / e-mail. */
export type CodePurpose = 'register' | 'reset' | 'bind';
export type CodeChannel = 'sms' | 'mail';

export const CODE_KEYS = {
  incorrect: 'errors.codeIncorrect',
  expired: 'errors.codeExpired',
  /** Sent again before the 60 s countdown ended. */
  resendWait: 'errors.codeResendWait',
  /** 5 wrong tries: the code is dead, a new one must be requested. */
  tooManyTries: 'errors.codeTooManyTries',
} as const;

export interface SendCode {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** What the code is bound to: phoneTarget() / mailTarget(), prefixed by the user for 'bind'. */
  target: string;
  /** Outbox address: phoneTarget() or mailTarget(). */
  to: string;
  language: LanguageCode;
  ip: string;
}

const CODE_FORMAT = new RegExp(`^\\d{${ACCOUNT_LIMITS.codeDigits}}$`);
const digest = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

/**
 * Admits a send before anything about the account is looked up (spec §9: 60 s between sends; the
 * send-code limits per target and per IP), so neither a refusal nor its timing says whether the
 * phone or e-mail belongs to someone: a probe counts like a send. Throws 4429.
 */
export async function admitCodeSend(db: Queryable, req: Pick<SendCode, 'purpose' | 'target' | 'ip'>, now: number): Promise<void> {
  const last = await db.query<{ created_at: Date }>(
    'select created_at from verification_codes where purpose = $1 and target = $2 order by created_at desc limit 1',
    [req.purpose, req.target],
  );
  const lastAt = last[0] ? new Date(last[0].created_at).getTime() : -Infinity;
  if (now - lastAt < ACCOUNT_LIMITS.codeResendMs) throw new ReplyError(CODE.RATE_LIMITED, CODE_KEYS.resendWait);
  const targetBucket = `code:${req.target}`;
  const ipBucket = `code-ip:${req.ip}`;
  await rateCheck(db, targetBucket, RATE_RULES.sendCodeTarget, now);
  await rateCheck(db, ipBucket, RATE_RULES.sendCodeIp, now);
  await rateRecord(db, targetBucket, now);
  await rateRecord(db, ipBucket, now);
}

/**
 * Creates a code (retiring the target's older ones) and delivers it. `deliver: false` takes every
 * step but the delivery: a reset asked for an address with no account leaves the same trace (the
 * next send within 60 s is refused alike) while nobody receives anything.
 */
export async function issueCode(db: Queryable, outbox: Outbox, req: SendCode, now: number, deliver = true): Promise<void> {
  const code = randomDigits(ACCOUNT_LIMITS.codeDigits);
  const salt = randomToken(16);
  await db.query('update verification_codes set used_at = $3 where purpose = $1 and target = $2 and used_at is null', [
    req.purpose, req.target, new Date(now),
  ]);
  await db.query(
    `insert into verification_codes (purpose, channel, target, salt, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [req.purpose, req.channel, req.target, salt, digest(salt, code), new Date(now), new Date(now + ACCOUNT_LIMITS.codeValidityMs)],
  );
  if (!deliver) return;
  const minutes = ACCOUNT_LIMITS.codeValidityMs / 60_000;
  await outbox.send({ channel: req.channel, to: req.to, code, text: translate('outbox.codeText', req.language, { code, minutes }) });
}

interface CodeRow {
  id: string | number;
  salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Checks `code` against the newest code of the purpose and target. `consume` marks it used (the
 * register / reset call), so it cannot serve twice; a check leaves it for the following call.
 * A verification reserves one of the code's attempts before comparing (so parallel guesses cannot
 * exceed the limit) and gives it back when the code was right: at most 5 wrong tries per code.
 */
export async function verifyCode(db: Queryable, purpose: CodePurpose, target: string, code: string, consume: boolean, now: number): Promise<void> {
  const rows = await db.query<CodeRow>(
    `select id, salt, code_hash, attempts, expires_at, used_at from verification_codes
     where purpose = $1 and target = $2 order by created_at desc, id desc limit 1`,
    [purpose, target],
  );
  const row = rows[0];
  if (!row || row.used_at !== null) throw new ReplyError(CODE.VALIDATION, CODE_KEYS.incorrect);
  if (new Date(row.expires_at).getTime() <= now) throw new ReplyError(CODE.VALIDATION, CODE_KEYS.expired);
  const reserved = await db.query('update verification_codes set attempts = attempts + 1 where id = $1 and attempts < $2 and used_at is null returning id', [
    row.id, ACCOUNT_LIMITS.codeMaxAttempts,
  ]);
  if (reserved.length === 0) throw new ReplyError(CODE.RATE_LIMITED, CODE_KEYS.tooManyTries);
  const typed = code.trim();
  const given = Buffer.from(digest(row.salt, CODE_FORMAT.test(typed) ? typed : '-'), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) throw new ReplyError(CODE.VALIDATION, CODE_KEYS.incorrect);
  // Only wrong guesses count against the limit: give back the attempt a right code used.
  await db.query('update verification_codes set attempts = attempts - 1 where id = $1', [row.id]);
  if (consume) {
    const used = await db.query('update verification_codes set used_at = $2 where id = $1 and used_at is null returning id', [row.id, new Date(now)]);
    if (used.length === 0) throw new ReplyError(CODE.VALIDATION, CODE_KEYS.incorrect);
  }
}
