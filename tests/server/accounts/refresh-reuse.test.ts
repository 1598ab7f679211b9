// A refresh token used twice is a stolen copy (accounts/sessions.ts rotateSession): used again
// after the grace that covers two tabs renewing at once, it ends the whole session, so neither
// the thief nor the owner keeps it; the owner logs in again. Within the grace nothing ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/index.js';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { GenerateTokenReply, LoginResult } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, type AccountsEnv } from './helpers.js';

describe.each(TEST_DATABASES)('accounts: refresh token reuse ($name)', (target) => {
  let env: AccountsEnv;
  beforeAll(async () => { env = await openAccounts(target); });
  afterAll(async () => { await env?.close(); });

  const loginOnce = async () => {
    const u = SEED_USERS.personal;
    const r = await env.call<LoginResult>(ENDPOINTS.login.path, { type: 'mobile', loginData: { mobileCode: '225', phone: u.phone, password: SEED_PASSWORD_HASH } }, { ip: freshIp() });
    expect(r.code).toBe(200);
    return r.customData;
  };
  const renew = (refreshToken: string) => env.call<GenerateTokenReply>(ENDPOINTS.generateToken.path, { refreshToken }, { ip: freshIp() });
  const isLoggedIn = async (token: string) => (await env.call<{ loggedIn: boolean }>(ENDPOINTS.checkLoginStatus.path, {}, { token })).customData.loggedIn;

  it('a spent refresh token used again later ends the session for everyone who holds it', async () => {
    const login = await loginOnce();
    const owner = await renew(login.refreshToken!);
    expect(owner.code).toBe(200);
    env.clock.advance(ACCOUNT_LIMITS.refreshReuseGraceMs + 1);
    // The thief replays the copy it stole before the owner's renewal.
    const thief = await renew(login.refreshToken!);
    expect(thief.code).toBe(CODE.NOT_LOGGED_IN);
    // The whole family is gone: the owner's current tokens no longer work either.
    expect(await isLoggedIn(owner.customData.Authorization)).toBe(false);
    expect((await renew(owner.customData.refreshToken!)).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('two tabs renewing with the same token at once: the loser is refused, the session lives on', async () => {
    const login = await loginOnce();
    const first = await renew(login.refreshToken!);
    expect(first.code).toBe(200);
    env.clock.advance(ACCOUNT_LIMITS.refreshReuseGraceMs - 1_000);
    expect((await renew(login.refreshToken!)).code).toBe(CODE.NOT_LOGGED_IN);
    expect(await isLoggedIn(first.customData.Authorization)).toBe(true);
    const second = await renew(first.customData.refreshToken!);
    expect(second.code).toBe(200);
    expect(await isLoggedIn(second.customData.Authorization)).toBe(true);
  });

  it('an unknown refresh token ends nothing', async () => {
    const login = await loginOnce();
    expect((await renew('x'.repeat(43))).code).toBe(CODE.NOT_LOGGED_IN);
    expect(await isLoggedIn(login.Authorization)).toBe(true);
  });
});
