// Guessing console passwords (CONSOLE_LOGIN_RULES): failures are counted per username and per
// address in rate_hits (accounts/rate-limit.ts, shared by every instance); a full bucket refuses
// further tries with 4429 before any password is checked. A right password clears the name's count.
import type { Queryable } from '../db/database.js';
import { rateCheck, rateClear, rateRecord } from '../accounts/rate-limit.js';
import { CONSOLE_LOGIN_RULES } from './limits.js';

const nameBucket = (username: string) => `console-login-name:${username.toLowerCase()}`;
const ipBucket = (ip: string) => `console-login-ip:${ip}`;

export async function admitConsoleLogin(q: Queryable, username: string, ip: string, now: number): Promise<void> {
  await rateCheck(q, ipBucket(ip), CONSOLE_LOGIN_RULES.perIp, now);
  await rateCheck(q, nameBucket(username), CONSOLE_LOGIN_RULES.perName, now);
}

export async function recordConsoleLoginFailure(q: Queryable, username: string, ip: string, now: number): Promise<void> {
  await rateRecord(q, ipBucket(ip), now);
  await rateRecord(q, nameBucket(username), now);
}

export async function clearConsoleLoginFailures(q: Queryable, username: string): Promise<void> {
  await rateClear(q, nameBucket(username));
}
