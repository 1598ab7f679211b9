// Console sessions (migration 014-operators): a random token in an HttpOnly cookie, only its
// SHA-256 stored (as user sessions, accounts/sessions.ts). A session ends at logout, after
// CONSOLE_LIMITS.sessionMs, after idleMs unused, or when its operator is disabled.
import type { Queryable } from '../db/database.js';
import { randomToken, sha256Hex } from '../accounts/tokens.js';
import { CONSOLE_LIMITS } from './limits.js';

export interface OperatorSession {
  sessionId: string;
  operatorId: string;
  username: string;
  role: string;
}

export async function openOperatorSession(q: Queryable, operatorId: string, device: { ip: string; userAgent: string }, now: number): Promise<{ token: string; sessionId: string }> {
  const token = randomToken();
  const sessionId = randomToken(16);
  await q.query(
    `insert into operator_sessions (id, operator_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
     values ($1, $2::bigint, $3, $4, $5, $6, $6, $7)`,
    [sessionId, operatorId, sha256Hex(token), device.ip, device.userAgent.slice(0, 300), new Date(now), new Date(now + CONSOLE_LIMITS.sessionMs)],
  );
  return { token, sessionId };
}

interface SessionRow {
  id: string;
  operator_id: string;
  username: string;
  role: string;
  disabled: boolean;
  expires_at: Date | string;
  last_seen_at: Date | string;
  revoked_at: Date | string | null;
}

const ms = (d: Date | string): number => (d instanceof Date ? d.getTime() : Date.parse(d));

/** The live session of a cookie token, or null (unknown, ended, expired, idle, operator disabled). */
export async function resolveOperatorSession(q: Queryable, token: string, now: number): Promise<OperatorSession | null> {
  if (!token) return null;
  const [row] = await q.query<SessionRow>(
    `select s.id, s.operator_id::text as operator_id, o.username, o.role, o.disabled, s.expires_at, s.last_seen_at, s.revoked_at
     from operator_sessions s join operators o on o.id = s.operator_id where s.token_hash = $1`,
    [sha256Hex(token)],
  );
  if (!row || row.revoked_at !== null || row.disabled) return null;
  const lastSeen = ms(row.last_seen_at);
  if (ms(row.expires_at) <= now || now - lastSeen >= CONSOLE_LIMITS.idleMs) return null;
  if (now - lastSeen >= CONSOLE_LIMITS.lastSeenEveryMs) {
    await q.query('update operator_sessions set last_seen_at = $2 where id = $1', [row.id, new Date(now)]);
  }
  return { sessionId: row.id, operatorId: row.operator_id, username: row.username, role: row.role };
}

export async function endOperatorSession(q: Queryable, sessionId: string, now: number): Promise<void> {
  await q.query('update operator_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, new Date(now)]);
}
