// Lock and cancel the account (spec §2 accountAndSecurity: lockAccount, cancelAccount; §4 "Account
// lock logs the user out and is undone by logging in again. Account deletion takes effect within 7
// working days"). Logging in again after the 4036 confirmation undoes either (accounts/login-handlers.ts).
import { revokeUserSessions } from '../accounts/sessions.js';
import { setStatus, USER_STATUS } from '../accounts/users.js';
import { okReply, type Handler } from '../http/handler.js';
import { logAccount } from './account-log.js';
import { requireUser } from './caller.js';

export const lockAccount: Handler = async (_input, ctx) => {
  const userId = requireUser(ctx);
  await setStatus(ctx.db, userId, USER_STATUS.locked);
  await logAccount(ctx.db, ctx, userId, 'lockAccount');
  // Every device, this one included, is logged out (the session resolver also refuses a locked account).
  await revokeUserSessions(ctx.db, userId, null, ctx.services.clock());
  return okReply(null);
};

/**
 * The deletion is only asked for: the user stays logged in and getUserInfo shows when it was asked
 * (cancelRequestedAt), so the screen can say it takes effect within 7 working days.
 */
export const cancelAccount: Handler = async (_input, ctx) => {
  const userId = requireUser(ctx);
  // Asking twice keeps the first time; a request after a login (which cancelled it) starts anew.
  await ctx.db.query(
    `update users set cancel_requested_at = case when status = $2 then coalesce(cancel_requested_at, $3) else $3 end, status = $2
     where id = $1`,
    [userId, USER_STATUS.deletionRequested, new Date(ctx.services.clock())],
  );
  await logAccount(ctx.db, ctx, userId, 'cancelAccount');
  return okReply(null);
};
