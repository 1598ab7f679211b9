// Contract cases of logging in (spec §4 "Login", §7 "Login", §8 4036/4001): by phone and by
// account, the 4036 confirmations, login status, token regeneration, QR login between two clients
// (a browser polls, a logged-in phone scans and confirms), logout, and the per-IP probe limit.
import { expect } from 'vitest';
import { RATE_RULES } from '../../../examples/server/accounts/limits.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { QR_LOGIN_STATE } from '../../../src/contract/statuses.js';
import type { GenerateTokenReply, LoginResult, LoginStatusReply, QrCodeImgReply, QrStatusReply } from '../../../src/contract/types/account.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, expectedEffects, ok, type Case } from '../support/cases.js';
import { SHAPES } from '../support/shapes.js';
import { storeLogin, type ContractClient } from '../support/world.js';
import { enterprise, login, member, personal, seller, sha256, type AccountState, type AW } from './account-state.js';

type C = Case<AccountState>;

const setStatus = (w: AW, userId: string, status: number) => w.db.query('update users set status = $2 where id = $1', [userId, status]);
const loggedIn = async (c: ContractClient) => (await ok<LoginStatusReply>(c, 'checkLoginStatus', {})).loggedIn;
const qrId = (w: AW) => {
  expect(w.state.qrCodeId, 'QR code (made by an earlier case)').toBeDefined();
  return { qrCodeId: w.state.qrCodeId! };
};
/** The phone of the QR login: the member, logged in on a device of its own. */
const qrPhone = async (w: AW) => {
  const c = w.client('qr-phone');
  if (!c.session.authorization) await w.login(c, member);
  return c;
};

export const LOGIN_CASES: readonly C[] = [
  { endpoint: 'loginCheck', kind: 'bad', name: 'no password', language: 'fr', body: () => ({ type: 'mobile', loginData: { mobileCode: '225', phone: personal.phone } }), expect: { code: 4422, key: MSG.passwordRequired } },
  { endpoint: 'loginCheck', kind: 'bad', name: 'wrong password', language: 'cn', body: () => login(personal, 'mobile', sha256('wrong password')), expect: { code: 4422, key: 'errors.incorrectAccount' } },
  { endpoint: 'loginCheck', kind: 'happy', name: 'phone and password', body: () => login(personal), expect: { code: 200, shape: SHAPES.null } },
  {
    endpoint: 'login', kind: 'happy', name: 'by phone', as: 'acct-phone', body: () => login(personal),
    expect: {
      code: 200, shape: SHAPES.loginResult,
      check: async (r, _w, c) => {
        expect(r.customData).toMatchObject({ userId: personal.id, areaId: 'CIV', languageId: personal.language });
        storeLogin(c, data<LoginResult>(r));
        expect(await loggedIn(c)).toBe(true);
      },
    },
  },
  {
    endpoint: 'login', kind: 'happy', name: 'by account (username)', as: 'acct-account', body: () => login(member, 'account'),
    expect: { code: 200, shape: SHAPES.loginResult, check: (r, _w, c) => { expect(r.customData).toMatchObject({ userId: member.id }); storeLogin(c, data<LoginResult>(r)); } },
  },
  { endpoint: 'login', kind: 'bad', name: 'unknown login type', body: () => ({ type: 'email', loginData: { username: member.mail, password: sha256('x') } }), expect: { code: 4422, key: MSG.checkWarning } },
  // Spec §4/§8: a locked account's login check answers 4036 with a message to confirm; the client passes it through.
  {
    endpoint: 'loginCheck', kind: 'happy', name: '4036: locked account asks to confirm', language: 'fr', before: (w) => setStatus(w, seller.id, 1).then(() => undefined),
    body: () => login(seller), expect: { code: 4036, key: 'errors.accountLockedConfirm', shape: SHAPES.null },
  },
  {
    endpoint: 'login', kind: 'happy', name: 'after the 4036 confirmation: unlocks the account', as: 'acct-seller', body: () => login(seller),
    expect: {
      code: 200, shape: SHAPES.loginResult,
      check: async (r, w, c) => {
        storeLogin(c, data<LoginResult>(r));
        const [row] = await w.db.query<{ status: number }>('select status from users where id = $1', [seller.id]);
        expect(row!.status).toBe(0);
      },
    },
  },
  {
    endpoint: 'loginCheck', kind: 'happy', name: '4036: deletion pending asks to confirm', language: 'cn', before: (w) => setStatus(w, enterprise.id, 2).then(() => undefined),
    body: () => login(enterprise, 'account'),
    expect: { code: 4036, key: 'errors.deletionPendingConfirm', check: async (_r, w) => void (await setStatus(w, enterprise.id, 0)) },
  },
  { endpoint: 'checkLoginStatus', kind: 'happy', name: 'logged in', as: 'acct-phone', expect: { code: 200, shape: SHAPES.loginStatus, check: (r) => expect(r.customData).toEqual({ loggedIn: true }) } },
  { endpoint: 'checkLoginStatus', kind: 'happy', name: 'visitor', expect: { code: 200, shape: SHAPES.loginStatus, check: (r) => expect(r.customData).toEqual({ loggedIn: false }) } },
  // Tolerant by design (accounts/login-handlers.ts): it answers every caller; a forged token is "not logged in".
  {
    endpoint: 'checkLoginStatus', kind: 'bad', name: 'forged token: not logged in, nothing shown', as: 'forger',
    before: async (_w, c) => { c.session.authorization = 'forged-token'; },
    body: () => 'garbage', expect: { code: 200, check: (r) => expect(r.customData).toEqual({ loggedIn: false }) },
  },

  // The caller's own account info: the mine screen's member level (spec §2 buy package ?memberLevelId).
  {
    endpoint: 'getUserInfo', kind: 'happy', name: 'the member: level 1, active, 3 countries', as: 'acct-account',
    expect: {
      code: 200, shape: SHAPES.userAllInfo,
      check: (r) => expect(r.customData).toMatchObject({
        userId: member.id, memberLevelId: 1, isMember: 1, memberLevel: 'Individual member', releaseAreaNum: 3, phone: member.phone, mobileCode: '225',
      }),
    },
  },
  {
    endpoint: 'getUserInfo', kind: 'happy', name: 'a non-member, in French', as: 'acct-seller', language: 'fr',
    expect: { code: 200, shape: SHAPES.userAllInfo, check: (r) => expect(r.customData).toMatchObject({ userId: seller.id, memberLevelId: 0, isMember: 0, memberLevel: '', expiryTime: '' }) },
  },
  { endpoint: 'getUserInfo', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },

  {
    endpoint: 'generateToken', kind: 'happy', name: 'new pair for the refresh token', as: 'acct-account',
    body: (w) => ({ userId: w.client('acct-account').session.userId, refreshToken: w.client('acct-account').session.refreshToken }),
    expect: {
      code: 200, shape: SHAPES.generateToken,
      check: async (r, w, c) => {
        const old = { ...c.session };
        const fresh = data<GenerateTokenReply>(r);
        expect(fresh.Authorization).not.toBe(old.authorization);
        expect(fresh.refreshToken).not.toBe(old.refreshToken);
        c.session.setTokens({ authorization: fresh.Authorization, refreshToken: fresh.refreshToken });
        expect(await loggedIn(c)).toBe(true);
        // The old access token stopped working.
        const stale = w.client('acct-account-stale');
        stale.session.authorization = old.authorization;
        expect(await loggedIn(stale)).toBe(false);
      },
    },
  },
  { endpoint: 'generateToken', kind: 'bad', name: 'empty refresh token', language: 'fr', body: () => ({ refreshToken: '' }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'generateToken', kind: 'bad', name: 'unknown refresh token: go to /login', body: () => ({ refreshToken: 'no-such-token' }), expect: { code: 4001, key: 'errors.loginExpired' } },
  {
    endpoint: 'generateToken', kind: 'bad', name: "another user's id with the refresh token", language: 'cn',
    body: (w) => ({ userId: personal.id, refreshToken: w.client('acct-account').session.refreshToken }), expect: { code: 4001, key: 'errors.loginExpired' },
  },

  {
    endpoint: 'qrCodeImg', kind: 'happy', name: 'a picture to scan', as: 'qr-browser',
    expect: {
      code: 200, shape: SHAPES.qrCodeImg,
      check: (r, w) => {
        const qr = data<QrCodeImgReply>(r);
        expect(qr.qrCodeImg).toMatch(/^data:image\/svg\+xml/);
        expect(qr.expireTime).toBeGreaterThan(Date.now());
        w.state.qrCodeId = qr.qrCodeId;
      },
    },
  },
  { endpoint: 'checkQrCodeLoginStatus', kind: 'happy', name: 'waiting', as: 'qr-browser', body: qrId, expect: { code: 200, shape: SHAPES.qrStatus(QR_LOGIN_STATE.waiting, false) } },
  { endpoint: 'checkQrCodeLoginStatus', kind: 'bad', name: 'qrCodeId a number', as: 'qr-browser', body: () => ({ qrCodeId: 5 }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'scanQrCode', kind: 'bad', name: 'logged out', body: qrId, expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'scanQrCode', kind: 'bad', name: 'unknown code', as: 'qr-phone', language: 'fr', before: (w) => qrPhone(w).then(() => undefined), body: () => ({ qrCodeId: 'no-such-code' }), expect: { code: 4404, key: 'errors.qrExpired' } },
  { endpoint: 'scanQrCode', kind: 'happy', name: 'the phone scans', as: 'qr-phone', before: (w) => qrPhone(w).then(() => undefined), body: qrId, expect: { code: 200, shape: SHAPES.null } },
  { endpoint: 'checkQrCodeLoginStatus', kind: 'happy', name: 'scanned', as: 'qr-browser', body: qrId, expect: { code: 200, shape: SHAPES.qrStatus(QR_LOGIN_STATE.scanned, false) } },
  { endpoint: 'confirmQrCodeLogin', kind: 'bad', name: 'empty qrCodeId', as: 'qr-phone', body: () => ({ qrCodeId: '' }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'confirmQrCodeLogin', kind: 'bad', name: 'another account confirms', as: 'personal', language: 'cn', body: qrId, expect: { code: 4403, key: 'validation.notAllowed' } },
  { endpoint: 'confirmQrCodeLogin', kind: 'happy', name: 'the phone confirms', as: 'qr-phone', body: qrId, expect: { code: 200, shape: SHAPES.null } },
  {
    endpoint: 'checkQrCodeLoginStatus', kind: 'happy', name: 'confirmed: the browser gets a session of its own', as: 'qr-browser', body: qrId,
    expect: {
      code: 200, shape: SHAPES.qrStatus(QR_LOGIN_STATE.confirmed, true),
      check: async (r, w, browser) => {
        const { login: result } = data<QrStatusReply>(r);
        expect(result).toMatchObject({ userId: member.id });
        storeLogin(browser, result!);
        expect(await ok(browser, 'getMineReleaseAbility', { userId: member.id, moduleId: 6 })).toEqual({ releaseAreaNum: member.releaseAreaNum });
        // The phone stays logged in (another device).
        expect(await loggedIn(w.client('qr-phone'))).toBe(true);
      },
    },
  },
  {
    endpoint: 'checkQrCodeLoginStatus', kind: 'happy', name: 'delivered once: then expired', as: 'qr-browser', body: qrId,
    expect: { code: 200, key: 'errors.qrExpired', shape: SHAPES.qrStatus(QR_LOGIN_STATE.expired, false) },
  },

  { endpoint: 'logout', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'logout', kind: 'happy', name: 'ends the session', as: 'acct-phone',
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, _w, c) => {
        expect(await loggedIn(c)).toBe(false);
        // An auth call with the ended session: 4001, and the client goes to /login (spec §8).
        c.effects.length = 0;
        const r = await c.api.call(ENDPOINTS.getMineReleaseAbility, { userId: personal.id, moduleId: 6 });
        expect(r.code).toBe(4001);
        expect(c.effects).toEqual(expectedEffects(4001, r.message));
      },
    },
  },
];

/**
 * qrCodeImg takes no input; its refusal is the per-IP probe limit (accounts/limits.ts). Run last:
 * it exhausts the limit (validMail and QR pictures) for this database.
 */
export const PROBE_LIMIT_CASES: readonly C[] = [
  {
    endpoint: 'qrCodeImg', kind: 'bad', name: 'beyond the per-IP probe limit', as: 'qr-flood', language: 'fr',
    before: async (_w, c) => {
      let code = 200;
      for (let i = 0; i <= RATE_RULES.probeIp.limit && code !== 4429; i++) code = (await c.api.call(ENDPOINTS.qrCodeImg, {}, { silent: true })).code;
      expect(code).toBe(4429);
    },
    expect: { code: 4429, key: 'errors.tooManyAttempts' },
  },
];
