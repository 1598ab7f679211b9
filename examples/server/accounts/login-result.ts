// What every way of logging in answers (spec §3 "Login result": areaId, Authorization, userId,
// languageId; plus refreshToken for the silent regeneration of spec §8 4006).
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import type { Queryable } from '../db/database.js';
import type { RequestContext } from '../http/handler.js';
import { withoutNul } from '../http/input.js';
import { createSession, type SessionDevice } from './sessions.js';
import { refuseSuspended } from './suspension.js';
import type { AccountRow } from './users.js';

/** The device a request comes from (metaData.deviceId, platform user agent, IP). */
export const deviceOf = (ctx: RequestContext): SessionDevice => ({
  deviceId: withoutNul(ctx.meta.deviceId),
  userAgent: withoutNul(ctx.meta.platform.userAgent),
  ip: withoutNul(ctx.ip),
});

const languageOf = (code: string): LanguageCode =>
  ((LANGUAGES as readonly string[]).includes(code) ? code : FALLBACK_LANGUAGE) as LanguageCode;

/** Opens a session for `user` on the caller's device and builds the login result. */
export async function startSession(db: Queryable, user: AccountRow, device: SessionDevice, now: number): Promise<LoginResult> {
  refuseSuspended(user);
  const tokens = await createSession(db, user.id, device, now);
  return {
    areaId: user.area_id,
    Authorization: tokens.Authorization,
    userId: user.id,
    languageId: languageOf(user.language),
    refreshToken: tokens.refreshToken,
  };
}
