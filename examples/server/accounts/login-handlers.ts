// Login check, login, logout, login status and token regeneration (spec §4 "Login", §7 "Login",
// §8 4006 / 4036). Wrong credentials all answer the same 'errors.incorrectAccount', whether the
// account exists or not, after the same scrypt work.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import type { LoginRequest } from '../../../src/contract/types/account.js';
import { loginRequestSchema } from '../../../src/contract/validation/account.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { validatePhone } from '../../../src/contract/validation/phone.js';
import { okReply, ReplyError, type HandlerTable, type RequestContext } from '../http/handler.js';
import { logAccount } from '../usercenter/account-log.js';
import { fieldError, parseInput } from '../http/input.js';
import { RATE_RULES } from './limits.js';
import { deviceOf, startSession } from './login-result.js';
import { admitLogin, clearLoginFailures, isKnownDevice, recordLoginFailure, userAccountKey, type LoginAttempt } from './login-guard.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { rateHit } from './rate-limit.js';
import { revokeSession, rotateSession } from './sessions.js';
import { refreshOfSuspended, refuseSuspended, suspendedError } from './suspension.js';
import { findByLogin, findByPhone, mailTarget, phoneTarget, setStatus, USER_STATUS, type AccountRow } from './users.js';

export const INCORRECT_ACCOUNT = 'errors.incorrectAccount';

/** A stored hash no password matches: unknown accounts cost the same scrypt as known ones. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy'));

/**
 * The account of valid credentials, or a refusal (4422 validation / incorrect account; 4429 from
 * login-guard.ts: wait, or prove work). Unknown names take the same steps as accounts.
 */
async function authenticate(input: unknown, ctx: RequestContext): Promise<AccountRow> {
  const now = ctx.services.clock();
  await rateHit(ctx.db, `login-ip:${ctx.ip}`, RATE_RULES.loginIp, now);
  const req = parseInput(loginRequestSchema, input) as LoginRequest;
  const data = req.loginData;
  let target: string;
  let find: () => Promise<AccountRow | null>;
  if (req.type === 'mobile') {
    const mobileCode = data.mobileCode ?? '';
    const phone = (data.phone ?? '').trim();
    const problem = validatePhone(mobileCode, phone);
    if (problem) throw fieldError('loginData.phone', problem);
    target = phoneTarget(mobileCode, phone);
    find = () => findByPhone(ctx.db, mobileCode, phone);
  } else {
    const login = (data.username ?? '').trim();
    target = mailTarget(login);
    find = () => findByLogin(ctx.db, login);
  }
  const user = await find();
  const attempt: LoginAttempt = {
    // One key per account, whichever of its names was typed.
    accountKey: user ? userAccountKey(user.id) : `login:${target}`,
    ip: ctx.ip,
    proof: data.proof,
    knownDevice: user !== null && (await isKnownDevice(ctx.db, user.id, ctx.meta.deviceId)),
  };
  await admitLogin(ctx.db, attempt, now);
  const clientHash = data.password.toLowerCase();
  const ok = await verifyPassword(clientHash, user?.password_hash ?? (await decoy()));
  if (!user || !ok) {
    await recordLoginFailure(ctx.db, attempt, now);
    throw new ReplyError(CODE.VALIDATION, INCORRECT_ACCOUNT);
  }
  await clearLoginFailures(ctx.db, attempt);
  // Only now: a stranger without the password learns nothing of the suspension.
  refuseSuspended(user);
  // A hash stored at an older, cheaper cost is replaced now that the password is at hand.
  if (needsRehash(user.password_hash)) {
    await ctx.db.query('update users set password_hash = $2 where id = $1 and password_hash = $3', [user.id, await hashPassword(clientHash), user.password_hash]);
  }
  return user;
}

/** Spec §4: a status the user must confirm before logging in (4036 + message), or null. */
const CONFIRM_KEYS: Readonly<Record<number, string>> = {
  [USER_STATUS.locked]: 'errors.accountLockedConfirm',
  [USER_STATUS.deletionRequested]: 'errors.deletionPendingConfirm',
};

const generateTokenSchema = v.object({
  refreshToken: v.pipe(v.string(MSG.checkWarning), v.nonEmpty(MSG.checkWarning), v.maxLength(128, MSG.checkWarning)),
  userId: v.optional(v.pipe(v.string(MSG.checkWarning), v.maxLength(64, MSG.checkWarning))),
});

export const LOGIN_HANDLERS: HandlerTable = {
  async loginCheck(input, ctx) {
    const user = await authenticate(input, ctx);
    const key = CONFIRM_KEYS[user.status];
    return key ? { code: CODE.LOGIN_CONFIRM, message: key, customData: null } : okReply(null);
  },

  async login(input, ctx) {
    const user = await authenticate(input, ctx);
    const now = ctx.services.clock();
    // Spec §4: a lock "is undone by logging in again"; logging in also cancels a pending deletion
    // (the login check told the user so with 4036).
    if (user.status !== USER_STATUS.active) await setStatus(ctx.db, user.id, USER_STATUS.active);
    const result = await startSession(ctx.db, user, deviceOf(ctx), now);
    await logAccount(ctx.db, ctx, user.id, 'login');
    return okReply(result);
  },

  async logout(_input, ctx) {
    if (ctx.user) {
      await revokeSession(ctx.db, ctx.user.sessionId, ctx.services.clock());
      await logAccount(ctx.db, ctx, ctx.user.userId, 'logout');
    }
    return okReply(null);
  },

  async checkLoginStatus(_input, ctx) {
    return okReply({ loggedIn: ctx.auth === 'valid' && ctx.user !== null });
  },

  async generateToken(input, ctx) {
    const req = parseInput(generateTokenSchema, input);
    const userId = req.userId ? req.userId : null;
    const rotated = await rotateSession(ctx.db, req.refreshToken, userId, ctx.services.clock());
    if (!rotated) {
      if (await refreshOfSuspended(ctx.db, req.refreshToken)) throw suspendedError();
      throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.loginExpired');
    }
    return okReply({ Authorization: rotated.Authorization, refreshToken: rotated.refreshToken });
  },
};
