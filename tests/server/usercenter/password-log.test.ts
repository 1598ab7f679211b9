// Change password and the account log (spec §2 changePassword, accountLogs; §5 passwords sent as
// SHA-256; §9 page size 15): other sessions end, wrong old passwords are rate limited, the log is
// paged newest first with the device and IP.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD_HASH } from '../../../examples/server/accounts/seed-users.js';
import { deviceName } from '../../../examples/server/usercenter/device-name.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { AccountLog } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, UA, type UcEnv } from './helpers.js';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('device names', () => {
  it('names browser and system, and falls back to the user agent', () => {
    expect(deviceName(UA.androidChrome)).toBe('Chrome on Android');
    expect(deviceName(UA.iphoneSafari)).toBe('Safari on iOS');
    expect(deviceName(UA.windowsEdge)).toBe('Edge on Windows');
    expect(deviceName('curl/8.0')).toBe('curl/8.0');
    expect(deviceName('')).toBe('');
  });
});

describe.each(TEST_DATABASES)('user centre: password and account log ($name)', (target) => {
  let env: UcEnv;
  beforeAll(async () => { env = await openUsercentre(target); });
  afterAll(async () => { await env?.close(); });

  const loggedIn = async (token: string) => (await env.call<{ loggedIn: boolean }>(P.checkLoginStatus.path, {}, { token })).customData.loggedIn;

  it('a new password ends the other sessions, keeps this one, and replaces the old password', async () => {
    const here = await env.login('member', 'pw-here');
    const there = await env.login('member', 'pw-there');
    const next = sha256('Brand-new-1');
    // Upper-case hex is the same password (as at login).
    const r = await env.call(P.changePassword.path, { oldPassword: SEED_PASSWORD_HASH.toUpperCase(), password: next }, { token: here });
    expect(r.code).toBe(200);
    expect(await loggedIn(here)).toBe(true);
    expect(await loggedIn(there)).toBe(false);
    await expect(env.login('member', 'pw-old')).rejects.toThrow(/4422/);
    expect(await loggedIn(await env.login('member', 'pw-new', 'vitest', next))).toBe(true);
  });

  it('wrong old passwords: coded refusals, then 4429 after 5', async () => {
    const token = await env.login('personal', 'pw-guess');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await env.call(P.changePassword.path, { oldPassword: sha256(`guess ${i}`), password: sha256('x-123456') }, { token })).code);
    expect(codes).toEqual([4422, 4422, 4422, 4422, 4422, 4429]);
    // Even the right one waits until the window passes.
    expect((await env.call(P.changePassword.path, { oldPassword: SEED_PASSWORD_HASH, password: sha256('x-123456') }, { token })).code).toBe(4429);
    env.clock.advance(11 * 60_000);
    const fresh = await env.login('personal', 'pw-guess-2');
    expect((await env.call(P.changePassword.path, { oldPassword: SEED_PASSWORD_HASH, password: sha256('x-123456') }, { token: fresh })).code).toBe(200);
  });

  it('pages the log 15 at a time, newest first, with device name, IP and ISO time', async () => {
    // 17 logins of the seller from an Android phone, one second apart, then a logout.
    let token = '';
    for (let i = 0; i < 17; i++) {
      env.clock.advance(1000);
      token = await env.login('seller', `log-${i}`, UA.androidChrome);
    }
    env.clock.advance(1000);
    await env.call(P.logout.path, {}, { token, ua: UA.iphoneSafari });
    const reader = await env.login('seller', 'log-reader');
    const page1 = (await env.call<SearchReply<AccountLog>>(P.getAccountLog.path, { page: { index: 1, size: 15 } }, { token: reader })).customData;
    expect(page1.totalCount).toBe(19);
    expect(page1.resultList).toHaveLength(15);
    expect(page1.resultList.slice(0, 2).map((l) => l.action)).toEqual(['login', 'logout']);
    expect(page1.resultList[1]).toMatchObject({ deviceName: 'Safari on iOS', time: new Date(env.clock.now - 0).toISOString() });
    expect(page1.resultList[2]).toMatchObject({ action: 'login', deviceName: 'Chrome on Android', ip: expect.stringMatching(/^10\.9\./) });
    const times = page1.resultList.map((l) => l.time);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = (await env.call<SearchReply<AccountLog>>(P.getAccountLog.path, { page: { index: 2, size: 15 } }, { token: reader })).customData;
    expect(page2.resultList).toHaveLength(4);
    expect(new Set([...page1.resultList, ...page2.resultList].map((l) => l.id)).size).toBe(19);
    // Only the caller's own rows.
    const other = await env.login('enterprise', 'log-other');
    const theirs = (await env.call<SearchReply<AccountLog>>(P.getAccountLog.path, {}, { token: other })).customData;
    expect(theirs.resultList.every((l) => l.action === 'login')).toBe(true);
    expect(theirs.totalCount).toBe(1);
  });

  it('the account log starts with the registration, from the device that registered', async () => {
    const phone = '0712345670';
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone })).code).toBe(200);
    const code = env.server.services.outbox.list(`+225${phone}`)[0]!.code;
    const reg = await env.call<{ Authorization: string }>(P.register.path,
      { phone, mobileCode: '225', areaId: 'CIV', languageId: 'fr', password: sha256('Inscrit-2030'), validCode: code }, { ua: UA.androidChrome });
    expect(reg.code).toBe(200);
    const log = (await env.call<SearchReply<AccountLog>>(P.getAccountLog.path, {}, { token: reg.customData.Authorization })).customData;
    expect(log.totalCount).toBe(1);
    expect(log.resultList[0]).toMatchObject({ action: 'register', deviceName: 'Chrome on Android' });
  });
});

