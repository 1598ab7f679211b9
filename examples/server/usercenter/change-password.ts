// Change password (spec §2 accountAndSecurity/changePassword; §5 passwords are SHA-256 hex when
// sent). The old password is checked as a login is, and wrong guesses are rate limited like failed
// logins; on success every OTHER session ends (someone may know the old password).
import { CODE } from '../../../src/contract/codes.js';
import { changePasswordRequestSchema } from '../../../src/contract/validation/usercenter.js';
import { parseInput } from '../http/input.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { rateCheck, rateRecord } from '../accounts/rate-limit.js';
import { revokeUserSessions } from '../accounts/sessions.js';
import { setPassword } from '../accounts/users.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { logAccount } from './account-log.js';
import { requireUser } from './caller.js';
import { USERCENTER_RATES } from './limits.js';

export const OLD_PASSWORD_INCORRECT = 'errors.oldPasswordIncorrect';

export const changePassword: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(changePasswordRequestSchema, input);
  const now = ctx.services.clock();
  const bucket = `password-fail:${userId}`;
  await rateCheck(ctx.db, bucket, USERCENTER_RATES.passwordFail, now);
  const [row] = await ctx.db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [userId]);
  if (!(await verifyPassword(req.oldPassword.toLowerCase(), row?.password_hash))) {
    await rateRecord(ctx.db, bucket, now);
    throw new ReplyError(CODE.VALIDATION, OLD_PASSWORD_INCORRECT, { issues: [{ path: 'oldPassword', key: OLD_PASSWORD_INCORRECT }] });
  }
  await setPassword(ctx.db, userId, await hashPassword(req.password.toLowerCase()));
  await revokeUserSessions(ctx.db, userId, ctx.user?.sessionId ?? null, now);
  await logAccount(ctx.db, ctx, userId, 'changePassword');
  return okReply(null);
};
