// Registration and password reset (spec §7 "Register", "Reset"; spec §5: the code must be right
// and unused, already-registered phones are refused). Registering logs the new user in; a reset
// ends the account's other sessions.
import { CODE } from '../../../src/contract/codes.js';
import { registerRequestSchema, resetByEmailRequestSchema, resetByPhoneRequestSchema } from '../../../src/contract/validation/account.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, ReplyError, type HandlerTable, type RequestContext } from '../http/handler.js';
import { logAccount } from '../usercenter/account-log.js';
import { PHONE_REGISTERED } from './code-handlers.js';
import { fieldError, parseInput } from '../http/input.js';
import { INCORRECT_ACCOUNT } from './login-handlers.js';
import { deviceOf, startSession } from './login-result.js';
import { hashPassword } from './passwords.js';
import { forgetLoginFailures } from './login-guard.js';
import { revokeUserSessions } from './sessions.js';
import { countryExists, findByMail, findByPhone, insertUser, mailTarget, phoneTarget, setPassword, type AccountRow } from './users.js';
import { verifyCode } from './verification-codes.js';

async function resetPassword(ctx: RequestContext, user: AccountRow | null, target: string, validCode: string, password: string) {
  const now = ctx.services.clock();
  // The code first: an address with no account has a code nobody received (code-handlers.ts), so
  // it is refused like a wrong code, and the reset form tells nothing about who has an account.
  await verifyCode(ctx.db, 'reset', target, validCode, true, now);
  if (!user) throw new ReplyError(CODE.VALIDATION, INCORRECT_ACCOUNT);
  await setPassword(ctx.db, user.id, await hashPassword(password.toLowerCase()));
  // The old password may be known to someone else: every other device must log in again.
  const keep = ctx.user?.userId === user.id ? ctx.user.sessionId : null;
  await revokeUserSessions(ctx.db, user.id, keep, now);
  await forgetLoginFailures(ctx.db, user.id);
  await logAccount(ctx.db, ctx, user.id, 'resetPassword');
  return okReply(null);
}

export const REGISTER_HANDLERS: HandlerTable = {
  async register(input, ctx) {
    const req = parseInput(registerRequestSchema, input);
    if (!(await countryExists(ctx.db, req.areaId))) throw fieldError('areaId', MSG.choose);
    if (await findByPhone(ctx.db, req.mobileCode, req.phone)) throw new ReplyError(CODE.VALIDATION, PHONE_REGISTERED);
    const now = ctx.services.clock();
    const target = phoneTarget(req.mobileCode, req.phone);
    await verifyCode(ctx.db, 'register', target, req.validCode, true, now);
    const passwordHash = await hashPassword(req.password.toLowerCase());
    const user = await insertUser(ctx.db, { mobileCode: req.mobileCode, phone: req.phone, passwordHash, areaId: req.areaId, language: req.languageId }, now);
    // Registered by a parallel request between the check and the insert.
    if (!user) throw new ReplyError(CODE.VALIDATION, PHONE_REGISTERED);
    const session = await startSession(ctx.db, user, deviceOf(ctx), now);
    // The account's first security event (accountLogs), from the device that created it.
    await logAccount(ctx.db, ctx, user.id, 'register');
    return okReply(session);
  },

  async resetByPhone(input, ctx) {
    const req = parseInput(resetByPhoneRequestSchema, input);
    const user = await findByPhone(ctx.db, req.mobileCode, req.username);
    return resetPassword(ctx, user, phoneTarget(req.mobileCode, req.username), req.validCode, req.password);
  },

  async resetByEmail(input, ctx) {
    const req = parseInput(resetByEmailRequestSchema, input);
    const user = await findByMail(ctx.db, req.username);
    return resetPassword(ctx, user, mailTarget(req.username), req.validCode, req.password);
  },
};
