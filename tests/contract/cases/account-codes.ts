// Contract cases of verification codes (spec §5 "Registration and reset", §7 "Register", "Reset",
// "phone and mail code calls and validMail"): the code is read from the development outbox, as a
// developer reads /dev/outbox. Register logs the newcomer in; a reset changes the password.
import { expect } from 'vitest';
import { translate } from '../../../examples/server/http/messages.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, ok, type Case } from '../support/cases.js';
import { SHAPES } from '../support/shapes.js';
import { storeLogin } from '../support/world.js';
import {
  BIND_MAIL, BIND_PHONE, codeOf, enterprise, login, loginCheckCode, member, NEW_PASSWORD, NEW_PHONE, outboxCode, personal,
  phoneTo, seller, wrong, type AccountState, type AW,
} from './account-state.js';

type C = Case<AccountState>;

const phoneOf = (phone: string) => ({ mobileCode: '225', phone });
const remember = (purpose: keyof AccountState['codes'], to: string) => (_r: unknown, w: AW) => {
  w.state.codes[purpose] = outboxCode(w, to);
};

const REGISTER: C[] = [
  { endpoint: 'sendRegisterCode', kind: 'bad', name: 'phone already registered', language: 'fr', body: () => phoneOf(personal.phone), expect: { code: 4422, key: 'errors.phoneRegistered' } },
  { endpoint: 'sendRegisterCode', kind: 'bad', name: '+225 needs 10 digits', body: () => phoneOf('123'), expect: { code: 4422, key: MSG.phoneInvalid } },
  { endpoint: 'sendRegisterCode', kind: 'happy', name: 'a new phone', language: 'fr', body: () => phoneOf(NEW_PHONE), expect: { code: 200, shape: SHAPES.null, check: remember('register', phoneTo(NEW_PHONE)) } },
  { endpoint: 'sendRegisterCode', kind: 'bad', name: 'again within 60 s', body: () => phoneOf(NEW_PHONE), expect: { code: 4429, key: 'errors.codeResendWait' } },
  { endpoint: 'checkRegisterCode', kind: 'bad', name: 'wrong code', language: 'cn', body: (w) => ({ ...phoneOf(NEW_PHONE), validCode: wrong(codeOf(w, 'register')) }), expect: { code: 4422, key: 'errors.codeIncorrect' } },
  { endpoint: 'checkRegisterCode', kind: 'happy', name: 'right code', body: (w) => ({ ...phoneOf(NEW_PHONE), validCode: codeOf(w, 'register') }), expect: { code: 200, shape: SHAPES.null } },
  {
    endpoint: 'register', kind: 'bad', name: 'unknown country', body: (w) => ({ ...phoneOf(NEW_PHONE), areaId: 'ZZZ', languageId: 'fr', password: NEW_PASSWORD, validCode: codeOf(w, 'register') }),
    expect: { code: 4422, key: MSG.choose },
  },
  {
    endpoint: 'register', kind: 'happy', name: 'creates the account and logs it in', as: 'newcomer', language: 'fr',
    body: (w) => ({ ...phoneOf(NEW_PHONE), areaId: 'CIV', languageId: 'fr', password: NEW_PASSWORD, validCode: codeOf(w, 'register') }),
    expect: {
      code: 200, shape: SHAPES.loginResult,
      check: async (r, _w, c) => {
        expect(r.customData).toMatchObject({ areaId: 'CIV', languageId: 'fr', userId: expect.stringMatching(/^u-/) });
        storeLogin(c, data<LoginResult>(r));
        expect(await ok(c, 'checkLoginStatus', {})).toEqual({ loggedIn: true });
      },
    },
  },
  {
    endpoint: 'register', kind: 'bad', name: 'the same phone again', language: 'fr',
    body: (w) => ({ ...phoneOf(NEW_PHONE), areaId: 'CIV', languageId: 'fr', password: NEW_PASSWORD, validCode: codeOf(w, 'register') }),
    expect: { code: 4422, key: 'errors.phoneRegistered' },
  },
];

const RESET: C[] = [
  { endpoint: 'sendResetPhoneCode', kind: 'bad', name: 'reset: +225 needs 10 digits', language: 'fr', body: () => phoneOf('0711'), expect: { code: 4422, key: MSG.phoneInvalid } },
  {
    // No account enumeration: the same answer as for an account, and nothing is sent.
    endpoint: 'sendResetPhoneCode', kind: 'happy', name: 'no account with that phone: the same answer, nothing sent', language: 'cn', body: () => phoneOf('0711999999'),
    expect: { code: 200, key: 'outbox.sentSms', shape: SHAPES.null, check: (_r, w) => expect(w.rig.services.outbox.list(phoneTo('0711999999'))).toEqual([]) },
  },
  {
    endpoint: 'sendResetPhoneCode', kind: 'happy', name: "the code goes out in the account's language", language: 'fr', body: () => phoneOf(seller.phone),
    expect: {
      code: 200, shape: SHAPES.null,
      check: (_r, w) => {
        const code = outboxCode(w, phoneTo(seller.phone));
        expect(w.rig.services.outbox.list(phoneTo(seller.phone))[0]!.text).toBe(translate('outbox.codeText', seller.language, { code, minutes: 15 }));
        w.state.codes.resetPhone = code;
      },
    },
  },
  { endpoint: 'checkResetCode', kind: 'bad', name: 'wrong code', body: (w) => ({ ...phoneOf(seller.phone), validCode: wrong(codeOf(w, 'resetPhone')) }), expect: { code: 4422, key: 'errors.codeIncorrect' } },
  { endpoint: 'checkResetCode', kind: 'happy', name: 'right phone code', body: (w) => ({ ...phoneOf(seller.phone), validCode: codeOf(w, 'resetPhone') }), expect: { code: 200, shape: SHAPES.null } },
  {
    endpoint: 'resetByPhone', kind: 'bad', name: 'password not hashed', language: 'fr',
    body: (w) => ({ mobileCode: '225', username: seller.phone, password: 'secret', validCode: codeOf(w, 'resetPhone') }), expect: { code: 4422, key: MSG.passwordRegp },
  },
  {
    endpoint: 'resetByPhone', kind: 'happy', name: 'new password works, the old one not, other sessions end', as: 'acct-seller-reset',
    body: (w) => ({ mobileCode: '225', username: seller.phone, password: NEW_PASSWORD, validCode: codeOf(w, 'resetPhone') }),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, w, c) => {
        expect(await loginCheckCode(c, login(seller, 'mobile', NEW_PASSWORD))).toBe(200);
        expect(await loginCheckCode(c, login(seller))).toBe(4422);
        // The seller's session of the 4036 case (another device) was ended.
        expect(await ok(w.client('acct-seller'), 'checkLoginStatus', {})).toEqual({ loggedIn: false });
      },
    },
  },
  { endpoint: 'sendResetMailCode', kind: 'bad', name: 'not an e-mail', language: 'cn', body: () => ({ mail: 'not-an-email', type: 1 }), expect: { code: 4422, key: MSG.emailRegp } },
  {
    endpoint: 'sendResetMailCode', kind: 'happy', name: 'no account with that e-mail: the same answer, nothing sent', language: 'fr', body: () => ({ mail: 'nobody@example.test', type: 1 }),
    expect: { code: 200, key: 'outbox.sentMail', shape: SHAPES.null, check: (_r, w) => expect(w.rig.services.outbox.list('nobody@example.test')).toEqual([]) },
  },
  { endpoint: 'sendResetMailCode', kind: 'happy', name: 'to the account e-mail', body: () => ({ mail: enterprise.mail, type: 1 }), expect: { code: 200, shape: SHAPES.null, check: remember('resetMail', enterprise.mail) } },
  { endpoint: 'checkResetCode', kind: 'happy', name: 'right e-mail code', body: (w) => ({ mail: enterprise.mail, validCode: codeOf(w, 'resetMail') }), expect: { code: 200, shape: SHAPES.null } },
  { endpoint: 'resetByEmail', kind: 'bad', name: 'wrong code', language: 'fr', body: (w) => ({ username: enterprise.mail, password: NEW_PASSWORD, validCode: wrong(codeOf(w, 'resetMail')) }), expect: { code: 4422, key: 'errors.codeIncorrect' } },
  {
    endpoint: 'resetByEmail', kind: 'happy', name: 'new password works', body: (w) => ({ username: enterprise.mail, password: NEW_PASSWORD, validCode: codeOf(w, 'resetMail') }),
    expect: { code: 200, shape: SHAPES.null, check: async (_r, _w, c) => expect(await loginCheckCode(c, login(enterprise, 'account', NEW_PASSWORD))).toBe(200) },
  },
];

/** Replace phone / e-mail (account security): the logged-in member binds new ones. */
const BIND: C[] = [
  { endpoint: 'sendPhoneCode', kind: 'bad', name: 'logged out', body: () => phoneOf(BIND_PHONE), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'sendPhoneCode', kind: 'bad', name: "another account's phone", as: 'member', language: 'fr', body: () => phoneOf(personal.phone), expect: { code: 4422, key: 'errors.phoneRegistered' } },
  { endpoint: 'sendPhoneCode', kind: 'happy', name: 'a free phone', as: 'member', body: () => phoneOf(BIND_PHONE), expect: { code: 200, shape: SHAPES.null, check: remember('bindPhone', phoneTo(BIND_PHONE)) } },
  { endpoint: 'checkPhoneCode', kind: 'bad', name: 'wrong code', as: 'member', body: (w) => ({ ...phoneOf(BIND_PHONE), validCode: wrong(codeOf(w, 'bindPhone')) }), expect: { code: 4422, key: 'errors.codeIncorrect' } },
  { endpoint: 'checkPhoneCode', kind: 'happy', name: 'right code', as: 'member', body: (w) => ({ ...phoneOf(BIND_PHONE), validCode: codeOf(w, 'bindPhone') }), expect: { code: 200, shape: SHAPES.null } },
  { endpoint: 'sendMailCode', kind: 'bad', name: "another account's e-mail", as: 'member', language: 'cn', body: () => ({ mail: personal.mail, type: 2 }), expect: { code: 4422, key: 'errors.mailRegistered' } },
  { endpoint: 'sendMailCode', kind: 'happy', name: 'a free e-mail', as: 'member', body: () => ({ mail: BIND_MAIL, type: 2 }), expect: { code: 200, shape: SHAPES.null, check: remember('bindMail', BIND_MAIL) } },
  { endpoint: 'checkMailCode', kind: 'bad', name: 'wrong code', as: 'member', language: 'fr', body: (w) => ({ mail: BIND_MAIL, validCode: wrong(codeOf(w, 'bindMail')) }), expect: { code: 4422, key: 'errors.codeIncorrect' } },
  { endpoint: 'checkMailCode', kind: 'happy', name: 'right code', as: 'member', body: (w) => ({ mail: BIND_MAIL, validCode: codeOf(w, 'bindMail') }), expect: { code: 200, shape: SHAPES.null } },
  { endpoint: 'validMail', kind: 'happy', name: 'a registered e-mail', body: () => ({ mail: member.mail }), expect: { code: 200, shape: SHAPES.validMail, check: (r) => expect(r.customData).toEqual({ registered: true }) } },
  { endpoint: 'validMail', kind: 'happy', name: 'a free e-mail', body: () => ({ mail: 'nobody@example.test' }), expect: { code: 200, shape: SHAPES.validMail, check: (r) => expect(r.customData).toEqual({ registered: false }) } },
  { endpoint: 'validMail', kind: 'bad', name: 'not an e-mail', language: 'fr', body: () => ({ mail: 'x' }), expect: { code: 4422, key: MSG.emailRegp } },
];

export const CODE_CASES: readonly C[] = [...REGISTER, ...RESET, ...BIND];
