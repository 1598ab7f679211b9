// Device sessions (spec §3 "Session user", §8 4006): a login creates one session per device with
// an access token (Authorization) and a refresh token; only their SHA-256 is stored. The route
// asks ACCOUNT_SESSIONS to resolve the Authorization header on every call.
import type { Database, Queryable } from '../db/database.js';
import type { SessionResolver } from '../http/envelope-route.js';
import type { AuthUser } from '../http/handler.js';
import { ACCOUNT_LIMITS } from './limits.js';
import { randomToken, sha256Hex } from './tokens.js';
import { USER_STATUS } from './users.js';

export interface IssuedTokens {
  sessionId: string;
  Authorization: string;
  refreshToken: string;
}

export interface SessionDevice {
  deviceId: string;
  userAgent: string;
  ip: string;
}

const expiries = (now: number) => [
  new Date(now + ACCOUNT_LIMITS.accessTokenMs),
  new Date(now + ACCOUNT_LIMITS.refreshTokenMs),
] as const;

/** Opens a session for `userId` on a device; an earlier session of the same user and device ends. */
export async function createSession(db: Queryable, userId: string, device: SessionDevice, now: number): Promise<IssuedTokens> {
  if (device.deviceId !== '') {
    await db.query('update sessions set revoked_at = $3 where user_id = $1 and device_id = $2 and revoked_at is null', [
      userId, device.deviceId, new Date(now),
    ]);
  }
  const tokens = { sessionId: randomToken(16), Authorization: randomToken(), refreshToken: randomToken() };
  const [accessExp, refreshExp] = expiries(now);
  await db.query(
    `insert into sessions (id, user_id, device_id, user_agent, ip, access_hash, refresh_hash, access_expires_at,
       refresh_expires_at, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [tokens.sessionId, userId, device.deviceId, device.userAgent, device.ip, sha256Hex(tokens.Authorization),
      sha256Hex(tokens.refreshToken), accessExp, refreshExp, new Date(now)],
  );
  return tokens;
}

/**
 * New access AND refresh token for the session of a live refresh token (the old pair stops
 * working). `userId`, when the client sends one, must own the session. Null when refused.
 * A refresh token is spent by its rotation; spent again later than the grace (two tabs of one
 * browser renewing at once are within it), it is a stolen copy: the session ends for both holders.
 */
export async function rotateSession(db: Queryable, refreshToken: string, userId: string | null, now: number): Promise<(IssuedTokens & { userId: string }) | null> {
  const next = { Authorization: randomToken(), refreshToken: randomToken() };
  const [accessExp, refreshExp] = expiries(now);
  const spentHash = sha256Hex(refreshToken);
  // One statement: two concurrent calls with the same refresh token cannot both succeed, and the
  // rotation and the record of the spent token happen together.
  const rows = await db.query<{ id: string; user_id: string }>(
    `with rotated as (
       update sessions s set previous_access_hash = s.access_hash, access_hash = $3, refresh_hash = $4, access_expires_at = $5, refresh_expires_at = $6, last_seen_at = $2
       from users u
       where s.refresh_hash = $1 and s.revoked_at is null and s.refresh_expires_at > $2 and u.id = s.user_id
         and u.status <> ${USER_STATUS.locked} and u.suspended_at is null and ($7::text is null or s.user_id = $7)
       returning s.id, s.user_id
     ), spent as (
       insert into spent_refresh_tokens (hash, session_id, spent_at) select $1, id, $2 from rotated on conflict do nothing
     )
     select id, user_id from rotated`,
    [spentHash, new Date(now), sha256Hex(next.Authorization), sha256Hex(next.refreshToken), accessExp, refreshExp, userId],
  );
  const row = rows[0];
  if (row) {
    await db.query('delete from spent_refresh_tokens where spent_at < $1', [new Date(now - ACCOUNT_LIMITS.refreshTokenMs)]);
    return { sessionId: row.id, userId: row.user_id, ...next };
  }
  await db.query(
    `update sessions set revoked_at = $2 where revoked_at is null
       and id = (select session_id from spent_refresh_tokens where hash = $1 and spent_at < $3)`,
    [spentHash, new Date(now), new Date(now - ACCOUNT_LIMITS.refreshReuseGraceMs)],
  );
  return null;
}

export async function revokeSession(db: Queryable, sessionId: string, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, new Date(now)]);
}

/** Ends every session of the user except `keepSessionId` (password reset). */
export async function revokeUserSessions(db: Queryable, userId: string, keepSessionId: string | null, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $3 where user_id = $1 and revoked_at is null and id is distinct from $2', [
    userId, keepSessionId, new Date(now),
  ]);
}

interface SessionRow {
  id: string;
  /** True when the token is the one the last regeneration replaced. */
  replaced: boolean;
  user_id: string;
  device_id: string;
  account_type: number;
  status: number;
  suspended: boolean;
  access_expires_at: Date | string;
  last_seen_at: Date | string;
  revoked_at: Date | string | null;
}

const ms = (d: Date | string): number => (d instanceof Date ? d.getTime() : Date.parse(d));

/**
 * valid: a live session; expired: a known token past its lifetime or just replaced by a
 * regeneration (the route answers 4006 and the client regenerates or replays); invalid: unknown, revoked, or its account locked (4001, log in); suspended: accounts/suspension.ts (4030).
 */
export const ACCOUNT_SESSIONS: SessionResolver = {
  async resolve(db: Database, token: string, now: number) {
    const rows = await db.query<SessionRow>(
      `select s.id, s.user_id, s.device_id, s.access_expires_at, s.last_seen_at, s.revoked_at, u.account_type, u.status,
         u.suspended_at is not null as suspended,
         s.access_hash <> $1 as replaced
       from sessions s join users u on u.id = s.user_id where s.access_hash = $1 or s.previous_access_hash = $1`,
      [sha256Hex(token)],
    );
    const row = rows[0];
    if (!row || row.revoked_at !== null || row.status === USER_STATUS.locked) return { state: 'invalid', user: null };
    // A replaced token is expired by definition: a call sent with it before a concurrent
    // regeneration finished is answered 4006, and the client replays it with the new token.
    if (row.replaced || ms(row.access_expires_at) <= now) return { state: 'expired', user: null };
    // Moderators suspended the account (accounts/suspension.ts): refused, the session kept for when it is lifted.
    if (row.suspended) return { state: 'suspended', user: null };
    if (now - ms(row.last_seen_at) >= ACCOUNT_LIMITS.lastSeenEveryMs) {
      await db.query('update sessions set last_seen_at = $2 where id = $1', [row.id, new Date(now)]);
    }
    const user: AuthUser = { userId: row.user_id, accountType: row.account_type, sessionId: row.id, deviceId: row.device_id };
    return { state: 'valid', user };
  },
};
