// The caller's membership as the money screens read it (spec §6 "memberLevelId decides the publish
// quota"): users.member_level_id counts only while is_member holds and expiry_time lies ahead of
// the server's clock (ctx.services.clock, which tests move); otherwise the caller is level 0.
import type { Queryable } from '../../db/database.js';

export interface ActiveLevel {
  /** The level in force now (0 without an active membership). */
  levelId: number;
  /** ISO expiry of the active membership; '' when none. */
  expiryTime: string;
}

export async function activeLevel(q: Queryable, userId: string, now: number): Promise<ActiveLevel> {
  const [u] = await q.query<{ member_level_id: number; is_member: boolean; expiry_time: Date | string | null }>(
    'select member_level_id, is_member, expiry_time from users where id = $1',
    [userId],
  );
  if (!u || !u.is_member || u.member_level_id <= 0) return { levelId: 0, expiryTime: '' };
  const expiry = u.expiry_time === null ? null : new Date(u.expiry_time);
  if (expiry !== null && expiry.getTime() <= now) return { levelId: 0, expiryTime: '' };
  return { levelId: Number(u.member_level_id), expiryTime: expiry ? expiry.toISOString() : '' };
}
