// Contract cases of account and security (spec §2 accountAndSecurity: accountLogs, deviceManagement,
// changePassword, replacePhone, replaceEmail, lockAccount, cancelAccount; §4 "Account lock logs the
// user out and is undone by logging in again. Account deletion takes effect within 7 working days").
import { expect } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { AccountLog, Device } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, ok, type Case } from '../support/cases.js';
import { SHAPES } from '../support/shapes.js';
import { loginBody } from '../support/world.js';
import { sha256 } from './account-state.js';
import {
  devicesOf, enterprise, loggedIn, member, memberPhone, need, outboxCode, personal, seller, type UcState, type UW,
} from './usercenter-state.js';

type C = Case<UcState>;

const NEW_PHONE = '0711000077';
const NEW_MAIL = 'koffi.new@example.test';
const NEW_PASSWORD = sha256('Autre-mot-9');
const actions = (r: { customData: unknown }) => data<SearchReply<AccountLog>>(r as never).resultList.map((l) => l.action);

/** Sends a bind code as the member (a `before` step) and remembers it. */
const sendCode = (kind: 'phone' | 'mail') => async (w: UW) => {
  const c = await w.caller('member');
  if (kind === 'phone') {
    await ok(c, 'sendPhoneCode', { mobileCode: '225', phone: NEW_PHONE });
    w.state.codes.phone = outboxCode(w, `+225${NEW_PHONE}`);
  } else {
    await ok(c, 'sendMailCode', { mail: NEW_MAIL, type: 2 });
    w.state.codes.mail = outboxCode(w, NEW_MAIL);
  }
};

const DEVICES: C[] = [
  {
    endpoint: 'getDevices', kind: 'happy', name: 'two devices, one current', as: 'member',
    before: (w) => memberPhone(w).then(() => undefined),
    expect: {
      code: 200, shape: SHAPES.devices,
      check: async (r, w) => {
        const devices = data<Device[]>(r);
        expect(devices).toHaveLength(2);
        expect(devices.filter((d) => d.current)).toHaveLength(1);
        const phone = (await devicesOf(await memberPhone(w))).find((d) => d.current);
        w.state.memberPhoneSession = need(phone, 'the phone session').deviceId;
        expect(devices.map((d) => d.deviceId)).toContain(w.state.memberPhoneSession);
      },
    },
  },
  { endpoint: 'getDevices', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    // Called FROM the phone, naming its own session: logout is the way to end it.
    endpoint: 'removeDevice', kind: 'bad', name: 'the current device', as: 'uc-member-phone', language: 'fr',
    before: (w) => memberPhone(w).then(() => undefined),
    body: (w) => ({ deviceId: need(w.state.memberPhoneSession, 'phone session') }),
    expect: { code: 4422, key: 'errors.removeCurrentDevice' },
  },
  {
    endpoint: 'removeDevice', kind: 'bad', name: "another user's session: untouched", as: 'member', language: 'cn',
    body: () => ({}),
    send: async (c, w) => {
      const other = await w.caller('personal');
      const [session] = await devicesOf(other);
      return c.api.call(ENDPOINTS.removeDevice, { deviceId: need(session, "personal's session").deviceId });
    },
    expect: { code: 4404, key: 'errors.deviceNotFound', check: async (_r, w) => expect(await loggedIn(await w.caller('personal'))).toBe(true) },
  },
  { endpoint: 'removeDevice', kind: 'bad', name: 'empty deviceId', as: 'member', body: () => ({ deviceId: '' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'removeDevice', kind: 'happy', name: 'the phone is logged out', as: 'member', body: (w) => ({ deviceId: need(w.state.memberPhoneSession, 'phone session') }),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, w, c) => {
        expect(await loggedIn(w.client('uc-member-phone'))).toBe(false);
        expect(await loggedIn(c)).toBe(true);
        expect(await devicesOf(c)).toHaveLength(1);
      },
    },
  },
];

const PASSWORD: C[] = [
  { endpoint: 'changePassword', kind: 'bad', name: 'wrong old password', as: 'seller', language: 'fr', body: () => ({ oldPassword: sha256('wrong'), password: NEW_PASSWORD }), expect: { code: 4422, key: 'errors.oldPasswordIncorrect' } },
  { endpoint: 'changePassword', kind: 'bad', name: 'new password not hashed', as: 'seller', body: () => ({ oldPassword: sha256(seller.password), password: 'secret' }), expect: { code: 4422, key: MSG.passwordRegp } },
  {
    endpoint: 'changePassword', kind: 'happy', name: 'other devices logged out, this one kept', as: 'seller',
    before: async (w) => { await w.login(w.client('uc-seller-tablet'), seller); },
    body: () => ({ oldPassword: sha256(seller.password), password: NEW_PASSWORD }),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, w, c) => {
        expect(await loggedIn(c)).toBe(true);
        expect(await loggedIn(w.client('uc-seller-tablet'))).toBe(false);
        const check = await w.client('uc-seller-check').api.call(ENDPOINTS.loginCheck, loginBody(seller, 'mobile', NEW_PASSWORD), { silent: true });
        expect(check.code).toBe(200);
      },
    },
  },
];

const CONTACTS: C[] = [
  { endpoint: 'replacePhone', kind: 'bad', name: "another account's phone", as: 'member', language: 'fr', body: () => ({ mobileCode: '225', phone: personal.phone, validCode: '123456' }), expect: { code: 4422, key: 'errors.phoneRegistered' } },
  {
    endpoint: 'replacePhone', kind: 'bad', name: 'wrong code', as: 'member', before: sendCode('phone'),
    body: (w) => ({ mobileCode: '225', phone: NEW_PHONE, validCode: need(w.state.codes.phone, 'code') === '000000' ? '111111' : '000000' }),
    expect: { code: 4422, key: 'errors.codeIncorrect' },
  },
  { endpoint: 'replacePhone', kind: 'bad', name: '+225 needs 10 digits', as: 'member', language: 'cn', body: () => ({ mobileCode: '225', phone: '0711', validCode: '123456' }), expect: { code: 4422, key: MSG.phoneInvalid } },
  {
    endpoint: 'replacePhone', kind: 'happy', name: 'with the code sent to the new phone', as: 'member',
    body: (w) => ({ mobileCode: '225', phone: NEW_PHONE, validCode: need(w.state.codes.phone, 'code') }),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, w, c) => {
        expect(await ok<UserAllInfo>(c, 'getUserInfo', {})).toMatchObject({ phone: NEW_PHONE, mobileCode: '225' });
        // The code was used up.
        const again = await c.api.call(ENDPOINTS.replacePhone, { mobileCode: '225', phone: NEW_PHONE, validCode: w.state.codes.phone! }, { silent: true });
        expect(again.code).toBe(4422);
      },
    },
  },
  { endpoint: 'replaceEmail', kind: 'bad', name: "another account's e-mail", as: 'member', body: () => ({ mail: personal.mail, validCode: '123456' }), expect: { code: 4422, key: 'errors.mailRegistered' } },
  { endpoint: 'replaceEmail', kind: 'bad', name: 'not an e-mail', as: 'member', language: 'fr', body: () => ({ mail: 'koffi', validCode: '123456' }), expect: { code: 4422, key: MSG.emailRegp } },
  {
    endpoint: 'replaceEmail', kind: 'happy', name: 'with the code sent to the new e-mail', as: 'member', before: sendCode('mail'),
    body: (w) => ({ mail: NEW_MAIL.toUpperCase(), validCode: need(w.state.codes.mail, 'code') }),
    expect: { code: 200, shape: SHAPES.null, check: async (_r, _w, c) => expect((await ok<UserAllInfo>(c, 'getUserInfo', {})).mail).toBe(NEW_MAIL) },
  },
];

const STATUS: C[] = [
  { endpoint: 'lockAccount', kind: 'bad', name: 'logged out', language: 'fr', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'lockAccount', kind: 'happy', name: 'logs out; the login check asks to confirm', as: 'enterprise',
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, w, c) => {
        expect(await loggedIn(c)).toBe(false);
        const check = await w.client('uc-enterprise-check').api.call(ENDPOINTS.loginCheck, loginBody(enterprise), { silent: true });
        expect(check.code).toBe(4036);
        // Confirming and logging in again unlocks (spec §4).
        expect((await w.client('uc-enterprise-check').api.call(ENDPOINTS.login, loginBody(enterprise), { silent: true })).code).toBe(200);
        const [row] = await w.db.query<{ status: number }>('select status from users where id = $1', [enterprise.id]);
        expect(row!.status).toBe(0);
      },
    },
  },
  { endpoint: 'cancelAccount', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'cancelAccount', kind: 'happy', name: 'pending, still logged in', as: 'personal', language: 'fr',
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, _w, c) => {
        expect(await loggedIn(c)).toBe(true);
        expect((await ok<UserAllInfo>(c, 'getUserInfo', {})).cancelRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      },
    },
  },
];

const LOG: C[] = [
  {
    endpoint: 'getAccountLog', kind: 'happy', name: 'newest first, with the security events', as: 'member', body: () => ({ page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: SHAPES.accountLogPage,
      check: (r) => {
        const list = actions(r);
        expect(list[0]).toBe('replaceEmail');
        expect(list).toEqual(expect.arrayContaining(['replacePhone', 'removeDevice', 'login', 'logout']));
      },
    },
  },
  { endpoint: 'getAccountLog', kind: 'bad', name: 'page index 0', as: 'member', language: 'cn', body: () => ({ page: { index: 0, size: 15 } }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'getAccountLog', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
];

export const SECURITY_CASES: readonly C[] = [...DEVICES, ...PASSWORD, ...CONTACTS, ...STATUS, ...LOG];
