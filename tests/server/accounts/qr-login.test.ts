// QR login (spec §4 "scan, confirm on phone, expiry and rescan") on every test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, ACCOUNT_SESSIONS, SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/index.js';
import { QR_CONTENT_PREFIX } from '../../../examples/server/accounts/qr-handlers.js';
import { normalizeTypedCode } from '../../../examples/server/accounts/tokens.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { QR_LOGIN_STATE } from '../../../src/contract/statuses.js';
import type { LoginResult, QrCodeImgReply, QrStatusReply } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, sha256, type AccountsEnv } from './helpers.js';

const P = ENDPOINTS;

describe.each(TEST_DATABASES)('accounts: QR login ($name)', (target) => {
  let env: AccountsEnv;
  let phone: LoginResult;
  let other: LoginResult;
  const login = async (username: string, deviceId: string) =>
    (await env.call<LoginResult>(P.login.path, { type: 'account', loginData: { username, password: SEED_PASSWORD_HASH } }, { ip: freshIp(), meta: { deviceId } })).customData;
  beforeAll(async () => {
    env = await openAccounts(target);
    phone = await login(SEED_USERS.member.mail, 'phone');
    other = await login(SEED_USERS.seller.mail, 'other-phone');
  });
  afterAll(async () => { await env?.close(); });

  const newQr = async () => {
    const r = await env.call<QrCodeImgReply>(P.qrCodeImg.path, {}, { ip: freshIp() });
    expect(r.code).toBe(200);
    const row = (await env.db.query<{ scan_code: string }>('select scan_code from qr_logins where poll_hash = $1', [sha256(r.customData.qrCodeId)]))[0]!;
    return { ...r.customData, content: QR_CONTENT_PREFIX + row.scan_code };
  };
  const poll = (qrCodeId: string, deviceId = 'browser') => env.call<QrStatusReply>(P.checkQrCodeLoginStatus.path, { qrCodeId }, { meta: { deviceId } });

  it('gives a secret id, an SVG picture and an expiry; the picture does not show the id', async () => {
    const qr = await newQr();
    expect(qr.expireTime).toBe(env.clock.now + ACCOUNT_LIMITS.qrValidityMs);
    expect(qr.qrCodeImg).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.qrCodeImg.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).not.toContain(qr.qrCodeId);
    expect(qr.content).not.toContain(qr.qrCodeId);
    // The printed scan code is what the picture encodes, for apps that cannot scan.
    expect(QR_CONTENT_PREFIX + qr.scanCode).toBe(qr.content);
    expect((await poll(qr.qrCodeId)).customData).toEqual({ state: QR_LOGIN_STATE.waiting });
  });

  it('waiting -> scanned -> confirmed: the polling browser gets a session of its own, once', async () => {
    const qr = await newQr();
    expect((await env.call(P.scanQrCode.path, { qrCodeId: qr.content })).code).toBe(4001);
    expect((await env.call(P.scanQrCode.path, { qrCodeId: qr.content }, { token: phone.Authorization })).code).toBe(200);
    expect((await poll(qr.qrCodeId)).customData).toEqual({ state: QR_LOGIN_STATE.scanned });
    // Someone else's phone cannot take over a scanned code.
    expect((await env.call(P.confirmQrCodeLogin.path, { qrCodeId: qr.content }, { token: other.Authorization })).code).toBe(4403);
    // The picture's content is not a poll id.
    expect((await poll(qr.content)).customData.state).toBe(QR_LOGIN_STATE.expired);

    expect((await env.call(P.confirmQrCodeLogin.path, { qrCodeId: qr.content }, { token: phone.Authorization })).code).toBe(200);
    const done = await poll(qr.qrCodeId, 'desktop');
    expect(done.code).toBe(200);
    expect(done.customData.state).toBe(QR_LOGIN_STATE.confirmed);
    const login = done.customData.login!;
    expect(login.userId).toBe(SEED_USERS.member.id);
    expect(login.Authorization).not.toBe(phone.Authorization);
    const resolved = await ACCOUNT_SESSIONS.resolve(env.db, login.Authorization, env.clock.now);
    expect(resolved.user).toMatchObject({ userId: SEED_USERS.member.id, deviceId: 'desktop' });
    expect((await ACCOUNT_SESSIONS.resolve(env.db, phone.Authorization, env.clock.now)).state).toBe('valid');

    const later = await poll(qr.qrCodeId);
    expect(later).toMatchObject({ message: 'QR code expired', customData: { state: QR_LOGIN_STATE.expired } });
    expect((await env.call(P.scanQrCode.path, { qrCodeId: qr.content }, { token: phone.Authorization })).code).toBe(4404);
  });

  it('the bare scan code works as well as the scanned content, and confirming counts as the scan', async () => {
    const qr = await newQr();
    const bare = qr.content.slice(QR_CONTENT_PREFIX.length);
    expect((await env.call(P.confirmQrCodeLogin.path, { qrCodeId: bare }, { token: other.Authorization })).code).toBe(200);
    const done = await poll(qr.qrCodeId);
    expect(done.customData.login?.userId).toBe(SEED_USERS.seller.id);
  });

  it('expires after its lifetime: polling says so, scanning is refused, a new code works (rescan)', async () => {
    const qr = await newQr();
    expect((await env.call(P.scanQrCode.path, { qrCodeId: qr.content }, { token: phone.Authorization })).code).toBe(200);
    env.clock.advance(ACCOUNT_LIMITS.qrValidityMs);
    const expired = await poll(qr.qrCodeId, 'late');
    expect(expired).toMatchObject({ message: 'QR code expired', customData: { state: QR_LOGIN_STATE.expired } });
    const confirm = await env.call(P.confirmQrCodeLogin.path, { qrCodeId: qr.content }, { token: phone.Authorization, meta: { language: 'fr' } });
    expect(confirm.code).toBe(4404);
    expect(confirm.message).toMatch(/QR/);
    expect(await env.db.query("select 1 from sessions where device_id = 'late'")).toHaveLength(0);

    const again = await newQr();
    expect((await env.call(P.confirmQrCodeLogin.path, { qrCodeId: again.content }, { token: phone.Authorization })).code).toBe(200);
    expect((await poll(again.qrCodeId)).customData.state).toBe(QR_LOGIN_STATE.confirmed);
  });

  it('the printed code is short and forgives case, spaces, dashes and look-alike letters when typed', async () => {
    const typist = await login(SEED_USERS.personal.mail, 'typist');
    const qr = await newQr();
    // 10 characters of Crockford's base32: no I, L, O or U to misread.
    expect(qr.scanCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    // Every look-alike, whatever letters this code happens to have.
    expect(normalizeTypedCode(' ab0o-1iL x ')).toBe('AB00111X');
    const typed = `${qr.scanCode.slice(0, 5)} - ${qr.scanCode.slice(5)}`.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await env.call(P.confirmQrCodeLogin.path, { qrCodeId: typed }, { token: typist.Authorization })).code).toBe(200);
    expect((await poll(qr.qrCodeId)).customData.login?.userId).toBe(SEED_USERS.personal.id);
  });

  it('a phone guessing codes is stopped: 20 scans or confirms per 10 minutes, then 4429', async () => {
    const guesser = await login(SEED_USERS.enterprise.mail, 'guesser');
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await env.call(P.scanQrCode.path, { qrCodeId: `GUESS${String(i).padStart(5, '0')}` }, { token: guesser.Authorization })).code);
    expect(codes.slice(0, 20).every((c) => c === 4404)).toBe(true);
    expect(codes[20]).toBe(4429);
    // Even a live code waits until the window has passed.
    const qr = await newQr();
    expect((await env.call(P.scanQrCode.path, { qrCodeId: qr.content }, { token: guesser.Authorization })).code).toBe(4429);
    env.clock.advance(10 * 60_000);
    const fresh = await newQr();
    expect((await env.call(P.scanQrCode.path, { qrCodeId: fresh.content }, { token: guesser.Authorization })).code).toBe(200);
  });

  it('an unknown id is simply expired', async () => {
    expect((await poll('no-such-code')).customData.state).toBe(QR_LOGIN_STATE.expired);
    expect((await env.call(P.scanQrCode.path, { qrCodeId: 'no-such-code' }, { token: phone.Authorization })).code).toBe(4404);
  });
});
