// Suspension by the moderators (console reports queue: decideReport 'suspend', unsuspendUser;
// migration 022-moderation). A suspended account cannot log in (password or QR), renew its token,
// nor make any call that needs a login: each is answered CODE.ACCOUNT_SUSPENDED with
// errors.accountSuspended (spec §8 4030: the app confirms the message and logs out). Its sessions
// are kept, not revoked: lifting the suspension gives everything back as it was. Its listings
// leave the public (listings.owner_suspended, read by listings/public-listing.ts) in the same
// transaction; the caller bumps the reply cache after the commit (listings/write.ts publicDataChanged).
import { CODE } from '../../../src/contract/codes.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { sha256Hex } from './tokens.js';

export const SUSPENDED_KEY = 'errors.accountSuspended';

export const suspendedError = (): ReplyError => new ReplyError(CODE.ACCOUNT_SUSPENDED, SUSPENDED_KEY);

/** Refuses a login of a suspended account (after its credentials were checked: no oracle for strangers). */
export function refuseSuspended(user: { suspended: boolean }): void {
  if (user.suspended) throw suspendedError();
}

/** Whether the session of this refresh token belongs to a suspended account (generateToken says why it refused). */
export async function refreshOfSuspended(q: Queryable, refreshToken: string): Promise<boolean> {
  const rows = await q.query(
    'select 1 from sessions s join users u on u.id = s.user_id where s.refresh_hash = $1 and s.revoked_at is null and u.suspended_at is not null',
    [sha256Hex(refreshToken)],
  );
  return rows.length > 0;
}

/**
 * Suspends `userId` inside the caller's transaction; false when it already was (the first
 * suspension's time, reason and operator stay). Its listings leave the public either way.
 */
export async function suspendAccount(q: Queryable, userId: string, operatorId: string, reason: string, now: number): Promise<boolean> {
  const rows = await q.query(
    'update users set suspended_at = $2, suspended_reason = $3, suspended_by = $4::bigint where id = $1 and suspended_at is null returning id',
    [userId, new Date(now), reason, operatorId],
  );
  await q.query('update listings set owner_suspended = true where user_id = $1 and not owner_suspended', [userId]);
  return rows.length > 0;
}

/** Lifts the suspension inside the caller's transaction; false when the account was not suspended. */
export async function liftSuspension(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query(
    "update users set suspended_at = null, suspended_reason = '', suspended_by = null where id = $1 and suspended_at is not null returning id",
    [userId],
  );
  await q.query('update listings set owner_suspended = false where user_id = $1 and owner_suspended', [userId]);
  return rows.length > 0;
}
