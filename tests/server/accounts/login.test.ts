// Login, sessions and tokens (spec §4 Login, §7 Login, §8 4006/4036) on every test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, ACCOUNT_SESSIONS, hashPassword, SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/index.js';
import { SCRYPT_COST } from '../../../examples/server/accounts/passwords.js';
import { verifyPassword } from '../../../examples/server/accounts/passwords.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { GenerateTokenReply, LoginResult, LoginStatusReply } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, sha256, type AccountsEnv } from './helpers.js';

const P = ENDPOINTS;
const member = SEED_USERS.member;
const byPhone = (phone: string, password = SEED_PASSWORD_HASH, mobileCode = '+225') => ({ type: 'mobile', loginData: { mobileCode, phone, password } });
const byMail = (username: string, password = SEED_PASSWORD_HASH) => ({ type: 'account', loginData: { username, password } });

describe.each(TEST_DATABASES)('accounts: login and sessions ($name)', (target) => {
  let env: AccountsEnv;
  beforeAll(async () => { env = await openAccounts(target); });
  afterAll(async () => { await env?.close(); });

  const login = async (data: unknown, meta = {}) => {
    const reply = await env.call<LoginResult>(P.login.path, data, { ip: freshIp(), meta });
    expect(reply.code).toBe(200);
    return reply.customData;
  };

  it('stores a salted scrypt, never the hash the client sent', async () => {
    const rows = await env.db.query<{ password_hash: string }>('select password_hash from users where id = $1 or id = $2', [member.id, SEED_USERS.seller.id]);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.password_hash).toMatch(new RegExp(`^scrypt\\$ln=${SCRYPT_COST.ln},r=8,p=1\\$[\\w-]+\\$[\\w-]+$`));
      expect(r.password_hash).not.toContain(SEED_PASSWORD_HASH);
      expect(await verifyPassword(SEED_PASSWORD_HASH, r.password_hash)).toBe(true);
      expect(await verifyPassword(sha256('other'), r.password_hash)).toBe(false);
    }
    // Same password, different salts (the seed users share one precomputed hash of their public
    // test password; every password a user sets is hashed anew).
    const [a, b] = [await hashPassword(SEED_PASSWORD_HASH), await hashPassword(SEED_PASSWORD_HASH)];
    expect(a).not.toBe(b);
    expect(await verifyPassword(SEED_PASSWORD_HASH, a)).toBe(true);
  });

  it('logs in by phone (with or without +) and by e-mail or username, with the spec login result', async () => {
    const a = await login(byPhone(member.phone));
    expect(a).toMatchObject({ userId: member.id, areaId: 'CIV', languageId: member.language });
    expect(a.Authorization).toMatch(/^[\w-]{43}$/);
    expect(a.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(a.refreshToken).not.toBe(a.Authorization);
    expect((await login(byPhone(member.phone, SEED_PASSWORD_HASH, '225'))).userId).toBe(member.id);
    expect((await login(byMail(member.mail.toUpperCase()))).userId).toBe(member.id);
    expect((await login(byMail(member.username))).userId).toBe(member.id);
    // A SHA-256 typed in upper case is the same password.
    expect((await login(byMail(member.mail, SEED_PASSWORD_HASH.toUpperCase()))).userId).toBe(member.id);
  });

  it('stores only digests of the tokens, with device, user agent and times', async () => {
    const r = await login(byPhone(member.phone), { deviceId: 'dev-store', platform: { container: 't', userAgent: 'UA/1', screen: '', appVersion: '' } });
    const rows = await env.db.query<Record<string, unknown>>('select * from sessions where device_id = $1', ['dev-store']);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.access_hash).toBe(sha256(r.Authorization));
    expect(row.refresh_hash).toBe(sha256(r.refreshToken));
    expect(JSON.stringify(row)).not.toContain(r.Authorization);
    expect(row.user_agent).toBe('UA/1');
    expect(new Date(row.created_at as string).getTime()).toBe(env.clock.now);
  });

  it('refuses a wrong password and an unknown account with the same coded refusal', async () => {
    const wrong = await env.call(P.login.path, byPhone(member.phone, sha256('nope')), { ip: freshIp() });
    const unknown = await env.call(P.login.path, byPhone('0799999999'), { ip: freshIp() });
    const check = await env.call(P.loginCheck.path, byMail('nobody@example.test'), { ip: freshIp() });
    for (const r of [wrong, unknown, check]) {
      expect(r.code).toBe(4422);
      expect(r.message).toBe('Incorrect account');
      expect(r.customData).toBeNull();
    }
  });

  it('refuses a password that is not a SHA-256 and an invalid Ivory Coast phone with 4422', async () => {
    const plain = await env.call<{ issues: { path: string; key: string }[] }>(P.login.path, byPhone(member.phone, 'Test1234!'), { ip: freshIp() });
    expect(plain.code).toBe(4422);
    expect(plain.customData.issues[0]).toEqual({ path: 'loginData.password', key: 'validation.passwordRegp' });
    const shortPhone = await env.call<{ issues: { path: string }[] }>(P.login.path, byPhone('12345'), { ip: freshIp() });
    expect(shortPhone.code).toBe(4422);
    expect(shortPhone.customData.issues[0]!.path).toBe('loginData.phone');
  });

  it('login check answers 200 for an active account and 4036 with a message to confirm for a locked one; login unlocks', async () => {
    const seller = SEED_USERS.seller;
    expect((await env.call(P.loginCheck.path, byPhone(seller.phone), { ip: freshIp() })).code).toBe(200);
    await env.db.query('update users set status = 1 where id = $1', [seller.id]);
    const locked = await env.call(P.loginCheck.path, byPhone(seller.phone), { ip: freshIp(), meta: { language: 'fr' } });
    expect(locked.code).toBe(4036);
    expect(locked.message).toMatch(/verrouillé/);
    // The check itself changes nothing; the login after the confirmation unlocks (spec §4).
    expect((await env.db.query<{ status: number }>('select status from users where id = $1', [seller.id]))[0]!.status).toBe(1);
    await login(byPhone(seller.phone));
    expect((await env.db.query<{ status: number }>('select status from users where id = $1', [seller.id]))[0]!.status).toBe(0);
    expect((await env.call(P.loginCheck.path, byPhone(seller.phone), { ip: freshIp() })).code).toBe(200);
  });

  it('a pending deletion asks for confirmation and logging in cancels it', async () => {
    const seller = SEED_USERS.seller;
    await env.db.query('update users set status = 2 where id = $1', [seller.id]);
    const pending = await env.call(P.loginCheck.path, byMail(seller.mail), { ip: freshIp() });
    expect(pending.code).toBe(4036);
    expect(pending.message).toMatch(/deleted/);
    await login(byMail(seller.mail));
    expect((await env.db.query<{ status: number }>('select status from users where id = $1', [seller.id]))[0]!.status).toBe(0);
  });

  it('resolves tokens: valid, then expired after the access lifetime (the route answers 4006), unknown is invalid (4001)', async () => {
    const r = await login(byPhone(member.phone), { deviceId: 'dev-expiry' });
    const status = await env.call<LoginStatusReply>(P.checkLoginStatus.path, {}, { token: r.Authorization });
    expect(status).toMatchObject({ code: 200, customData: { loggedIn: true } });
    expect((await env.call<LoginStatusReply>(P.checkLoginStatus.path, {})).customData.loggedIn).toBe(false);
    expect((await env.call<LoginStatusReply>(P.checkLoginStatus.path, {}, { token: 'made-up' })).customData.loggedIn).toBe(false);

    const direct = await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now);
    expect(direct.state).toBe('valid');
    expect(direct.user).toMatchObject({ userId: member.id, accountType: 1, deviceId: 'dev-expiry' });

    env.clock.advance(ACCOUNT_LIMITS.accessTokenMs + 1);
    expect((await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now)).state).toBe('expired');
    const expired = await env.call(P.logout.path, {}, { token: r.Authorization });
    expect(expired.code).toBe(4006);
    expect((await env.call(P.logout.path, {}, { token: 'Bearer unknown-token' })).code).toBe(4001);
    expect((await env.call(P.logout.path, {})).code).toBe(4001);

    // Regenerate with the refresh token (client sends {userId, refreshToken}), then replay works.
    const renewed = await env.call<GenerateTokenReply>(P.generateToken.path, { userId: member.id, refreshToken: r.refreshToken });
    expect(renewed.code).toBe(200);
    expect((await env.call(P.logout.path, {}, { token: `Bearer ${renewed.customData.Authorization}` })).code).toBe(200);
  });

  it('rotates tokens: the old refresh token and the old Authorization stop working', async () => {
    const r = await login(byPhone(member.phone), { deviceId: 'dev-rotate' });
    const first = await env.call<GenerateTokenReply>(P.generateToken.path, { refreshToken: r.refreshToken });
    expect(first.code).toBe(200);
    expect(first.customData.refreshToken).not.toBe(r.refreshToken);
    expect(first.customData.Authorization).not.toBe(r.Authorization);
    const again = await env.call(P.generateToken.path, { refreshToken: r.refreshToken });
    expect(again.code).toBe(4001);
    // The replaced Authorization grants nothing, but a call still in flight with it is told 4006
    // (not 4001), so a client that regenerated concurrently replays it instead of logging out.
    expect(await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now)).toEqual({ state: 'expired', user: null });
    expect((await env.call(P.logout.path, {}, { token: r.Authorization })).code).toBe(4006);
    expect((await ACCOUNT_SESSIONS.resolve(env.db, first.customData.Authorization, env.clock.now)).state).toBe('valid');
    // Another user's id with this refresh token is refused, and does not burn it.
    expect((await env.call(P.generateToken.path, { userId: SEED_USERS.seller.id, refreshToken: first.customData.refreshToken })).code).toBe(4001);
    expect((await env.call(P.generateToken.path, { userId: member.id, refreshToken: first.customData.refreshToken })).code).toBe(200);
    // Only the last replaced token is remembered: two rotations back it is unknown.
    expect((await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now)).state).toBe('invalid');
    expect((await ACCOUNT_SESSIONS.resolve(env.db, first.customData.Authorization, env.clock.now)).state).toBe('expired');
  });

  it('refuses a refresh token past its lifetime', async () => {
    const r = await login(byPhone(member.phone), { deviceId: 'dev-refresh-expiry' });
    env.clock.advance(ACCOUNT_LIMITS.refreshTokenMs + 1);
    expect((await env.call(P.generateToken.path, { refreshToken: r.refreshToken })).code).toBe(4001);
  });

  it('logout revokes only this session; a new login on the same device replaces the old session', async () => {
    const a = await login(byPhone(member.phone), { deviceId: 'dev-a' });
    const b = await login(byPhone(member.phone), { deviceId: 'dev-b' });
    expect((await env.call(P.logout.path, {}, { token: a.Authorization })).code).toBe(200);
    expect((await ACCOUNT_SESSIONS.resolve(env.db, a.Authorization, env.clock.now)).state).toBe('invalid');
    expect((await env.call(P.generateToken.path, { refreshToken: a.refreshToken })).code).toBe(4001);
    expect((await ACCOUNT_SESSIONS.resolve(env.db, b.Authorization, env.clock.now)).state).toBe('valid');

    const b2 = await login(byPhone(member.phone), { deviceId: 'dev-b' });
    expect((await ACCOUNT_SESSIONS.resolve(env.db, b.Authorization, env.clock.now)).state).toBe('invalid');
    expect((await ACCOUNT_SESSIONS.resolve(env.db, b2.Authorization, env.clock.now)).state).toBe('valid');
    const live = await env.db.query('select 1 from sessions where user_id = $1 and device_id = $2 and revoked_at is null', [member.id, 'dev-b']);
    expect(live).toHaveLength(1);
  });

  it('a locked account is logged out everywhere', async () => {
    const r = await login(byPhone(SEED_USERS.personal.phone), { deviceId: 'dev-lock' });
    await env.db.query('update users set status = 1 where id = $1', [SEED_USERS.personal.id]);
    expect((await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now)).state).toBe('invalid');
    expect((await env.call(P.generateToken.path, { refreshToken: r.refreshToken })).code).toBe(4001);
    await env.db.query('update users set status = 0 where id = $1', [SEED_USERS.personal.id]);
  });

  it('writes last-seen at most once a minute', async () => {
    const r = await login(byPhone(member.phone), { deviceId: 'dev-seen' });
    const seen = async () => new Date((await env.db.query<{ last_seen_at: string }>('select last_seen_at from sessions where device_id = $1 and revoked_at is null', ['dev-seen']))[0]!.last_seen_at).getTime();
    const start = env.clock.now;
    env.clock.advance(30_000);
    await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now);
    expect(await seen()).toBe(start);
    env.clock.advance(31_000);
    await ACCOUNT_SESSIONS.resolve(env.db, r.Authorization, env.clock.now);
    expect(await seen()).toBe(start + 61_000);
  });
});
