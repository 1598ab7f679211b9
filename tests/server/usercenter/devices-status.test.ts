// Devices, lock and deletion (spec §2 deviceManagement, lockAccount, cancelAccount; §4 "Account lock
// logs the user out and is undone by logging in again. Account deletion takes effect within 7
// working days"): ownership of removeDevice, the current device, live sessions only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../../examples/server/accounts/limits.js';
import { SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import type { Device } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, UA, type UcEnv } from './helpers.js';

describe.each(TEST_DATABASES)('user centre: devices, lock, deletion ($name)', (target) => {
  let env: UcEnv;
  beforeAll(async () => { env = await openUsercentre(target); });
  afterAll(async () => { await env?.close(); });

  const loggedIn = async (token: string) => (await env.call<{ loggedIn: boolean }>(P.checkLoginStatus.path, {}, { token })).customData.loggedIn;
  const devices = async (token: string) => (await env.call<Device[]>(P.getDevices.path, {}, { token })).customData;

  it('lists live sessions with readable names; another user cannot end them; the current one is refused', async () => {
    const phone = await env.login('member', 'dev-phone', UA.androidChrome);
    const laptop = await env.login('member', 'dev-laptop', UA.windowsEdge);
    const old = await env.login('member', 'dev-old', UA.iphoneSafari);
    // A session whose refresh token is dead is no device any more.
    await env.db.query("update sessions set refresh_expires_at = $1 where device_id = 'dev-old'", [new Date(env.clock.now - 1)]);
    const list = await devices(phone);
    expect(list.map((d) => d.deviceName).sort()).toEqual(['Chrome on Android', 'Edge on Windows']);
    expect(list.filter((d) => d.current).map((d) => d.deviceName)).toEqual(['Chrome on Android']);
    expect(await loggedIn(old)).toBe(true); // its access token still lives; it just cannot be refreshed

    const laptopId = list.find((d) => !d.current)!.deviceId;
    const phoneId = list.find((d) => d.current)!.deviceId;
    const stranger = await env.login('personal', 'dev-stranger');
    const foreign = await env.call(P.removeDevice.path, { deviceId: laptopId }, { token: stranger });
    expect(foreign.code).toBe(4404);
    expect(foreign.message).toBe('This device is not logged in to your account');
    const [row] = await env.db.query<{ revoked_at: Date | null }>('select revoked_at from sessions where id = $1', [laptopId]);
    expect(row!.revoked_at).toBeNull();
    expect(await loggedIn(laptop)).toBe(true);

    const own = await env.call(P.removeDevice.path, { deviceId: phoneId }, { token: phone, language: 'fr' });
    expect(own.code).toBe(4422);
    expect(own.message).toMatch(/Déconnectez-vous/);

    expect((await env.call(P.removeDevice.path, { deviceId: laptopId }, { token: phone })).code).toBe(200);
    expect(await loggedIn(laptop)).toBe(false);
    // Removing it twice: it is gone.
    expect((await env.call(P.removeDevice.path, { deviceId: laptopId }, { token: phone })).code).toBe(4404);
  });

  it('lock logs every device out; the login check asks to confirm and a login unlocks', async () => {
    const a = await env.login('seller', 'lock-a');
    const b = await env.login('seller', 'lock-b');
    expect((await env.call(P.lockAccount.path, {}, { token: a })).code).toBe(200);
    expect(await loggedIn(a)).toBe(false);
    expect(await loggedIn(b)).toBe(false);
    const u = SEED_USERS.seller;
    const body = { type: 'mobile', loginData: { mobileCode: u.mobileCode, phone: u.phone, password: SEED_PASSWORD_HASH } };
    expect((await env.call(P.loginCheck.path, body)).code).toBe(4036);
    const again = await env.login('seller', 'lock-c');
    expect((await env.call(P.loginCheck.path, body)).code).toBe(200);
    expect(await loggedIn(again)).toBe(true);
  });

  it('deletion is pending with its time, the user stays logged in, and a login cancels it', async () => {
    const token = await env.login('enterprise', 'cancel-a');
    env.clock.advance(1000);
    expect((await env.call(P.cancelAccount.path, {}, { token })).code).toBe(200);
    const info = (await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token })).customData;
    expect(info.cancelRequestedAt).toBe(new Date(env.clock.now).toISOString());
    // Asking again keeps the first time.
    env.clock.advance(ACCOUNT_LIMITS.lastSeenEveryMs);
    await env.call(P.cancelAccount.path, {}, { token });
    expect((await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token })).customData.cancelRequestedAt).toBe(info.cancelRequestedAt);
    const fresh = await env.login('enterprise', 'cancel-b');
    expect((await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token: fresh })).customData.cancelRequestedAt).toBe('');
  });

  it('answers 4001 without a session on every account-security call', async () => {
    for (const e of [P.getDevices, P.removeDevice, P.lockAccount, P.cancelAccount, P.changePassword, P.getAccountLog]) {
      expect((await env.call(e.path, { deviceId: 'x' })).code).toBe(4001);
    }
  });
});
