// Sliding-window rate limits stored in the database (table rate_hits of 004-accounts): the
// counts hold across several server processes on one PostgreSQL and survive a restart.
import { CODE } from '../../../src/contract/codes.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import type { RateRule } from './limits.js';

/** Message of every rate-limit refusal (spec §8 "Network busy" has no "wait" hint; ours does). */
export const RATE_LIMITED_KEY = 'errors.tooManyAttempts';

/** Hits of `bucket` inside the window ending at `now`; also forgets the bucket's older hits. */
export async function rateCount(db: Queryable, bucket: string, rule: RateRule, now: number): Promise<number> {
  const since = new Date(now - rule.windowMs);
  await db.query('delete from rate_hits where bucket = $1 and at <= $2', [bucket, since]);
  const rows = await db.query<{ n: number | string }>('select count(*) as n from rate_hits where bucket = $1 and at > $2', [bucket, since]);
  return Number(rows[0]?.n ?? 0);
}

export async function rateRecord(db: Queryable, bucket: string, now: number): Promise<void> {
  await db.query('insert into rate_hits (bucket, at) values ($1, $2)', [bucket, new Date(now)]);
}

/** Throws 4429 when the bucket is full. */
export async function rateCheck(db: Queryable, bucket: string, rule: RateRule, now: number): Promise<void> {
  if ((await rateCount(db, bucket, rule, now)) >= rule.limit) throw new ReplyError(CODE.RATE_LIMITED, RATE_LIMITED_KEY);
}

/** Counts one hit, refusing with 4429 when the window already holds `limit` hits. */
export async function rateHit(db: Queryable, bucket: string, rule: RateRule, now: number): Promise<void> {
  await rateCheck(db, bucket, rule, now);
  await rateRecord(db, bucket, now);
}

/** Forgets a bucket (a successful password reset clears the failed logins of the account). */
export async function rateClear(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from rate_hits where bucket = $1', [bucket]);
}
