// Verification codes, registration and password reset (spec §5 Accounts, §7 Register/Reset, §9
// code validity 15 minutes and 60 s countdown) on every test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, ACCOUNT_SESSIONS, RATE_RULES, SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/index.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { LoginResult, ValidMailReply } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, sha256, type AccountsEnv } from './helpers.js';

const P = ENDPOINTS;
const NEW_PASSWORD = sha256('N3w-password');

describe.each(TEST_DATABASES)('accounts: codes, register, reset ($name)', (target) => {
  let env: AccountsEnv;
  beforeAll(async () => { env = await openAccounts(target); });
  afterAll(async () => { await env?.close(); });
  /** Moves past the resend countdown. */
  const wait = () => env.clock.advance(ACCOUNT_LIMITS.codeResendMs + 1);

  it('full flow: send code -> check -> register (logged in) -> login -> generateToken -> logout', async () => {
    const phone = '0711111111';
    const sent = await env.call(P.sendRegisterCode.path, { mobileCode: '+225', phone }, { ip: freshIp(), meta: { language: 'fr' } });
    // Spec §8: the send-code message is a toast, in the caller's language.
    expect(sent).toMatchObject({ code: 200, message: 'Le code de vérification a été envoyé par SMS' });
    const msg = env.server.services.outbox.list('+2250711111111')[0]!;
    expect(msg).toMatchObject({ channel: 'sms', to: '+2250711111111' });
    expect(msg.code).toMatch(/^\d{6}$/);
    expect(msg.text).toContain(msg.code);
    expect(msg.text).toMatch(/code de vérification/);
    // Stored hashed: the code is nowhere in the table.
    const rows = await env.db.query<Record<string, unknown>>('select * from verification_codes where target = $1', ['+2250711111111']);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(msg.code);

    expect((await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: msg.code })).code).toBe(200);
    const reg = await env.call<LoginResult>(P.register.path, { phone, mobileCode: '225', areaId: 'SEN', languageId: 'fr', password: NEW_PASSWORD, validCode: msg.code }, { meta: { deviceId: 'reg-dev' } });
    expect(reg.code).toBe(200);
    expect(reg.customData).toMatchObject({ areaId: 'SEN', languageId: 'fr' });
    const userId = reg.customData.userId;
    expect((await ACCOUNT_SESSIONS.resolve(env.db, reg.customData.Authorization, env.clock.now)).user?.userId).toBe(userId);
    const user = (await env.db.query<{ pet_name: string; user_mq: string; password_hash: string }>('select pet_name, user_mq, password_hash from users where id = $1', [userId]))[0]!;
    expect(user.pet_name.length).toBeGreaterThanOrEqual(3);
    expect(user.pet_name.length).toBeLessThanOrEqual(32);
    expect(user.user_mq).toBe(`mq.user.${userId}`);
    expect(user.password_hash).not.toContain(NEW_PASSWORD);

    // The code served once.
    const reuse = await env.call(P.register.path, { phone, mobileCode: '225', areaId: 'CIV', languageId: 'en', password: NEW_PASSWORD, validCode: msg.code });
    expect(reuse.code).not.toBe(200);

    const login = await env.call<LoginResult>(P.login.path, { type: 'mobile', loginData: { mobileCode: '225', phone, password: NEW_PASSWORD } }, { ip: freshIp() });
    expect(login.code).toBe(200);
    expect(login.customData.userId).toBe(userId);
    const renewed = await env.call<{ Authorization: string; refreshToken: string }>(P.generateToken.path, { userId, refreshToken: login.customData.refreshToken });
    expect(renewed.code).toBe(200);
    expect((await env.call(P.generateToken.path, { userId, refreshToken: login.customData.refreshToken })).code).toBe(4001);
    expect((await env.call(P.logout.path, {}, { token: renewed.customData.Authorization })).code).toBe(200);
    expect((await env.call(P.generateToken.path, { userId, refreshToken: renewed.customData.refreshToken })).code).toBe(4001);
  });

  it('refuses a registered phone, an invalid phone and an unknown country', async () => {
    const taken = await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: SEED_USERS.member.phone }, { ip: freshIp() });
    expect(taken).toMatchObject({ code: 4422, message: 'This phone number is already registered' });
    const nine = await env.call<{ issues: { path: string; key: string }[] }>(P.sendRegisterCode.path, { mobileCode: '225', phone: '071111111' }, { ip: freshIp() });
    expect(nine.code).toBe(4422);
    expect(nine.customData.issues).toContainEqual({ path: 'phone', key: 'validation.phoneInvalid' });

    const phone = '0722222222';
    await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() });
    const code = env.lastCode('+2250722222222');
    const badArea = await env.call<{ issues: { path: string }[] }>(P.register.path, { phone, mobileCode: '225', areaId: 'XXX', languageId: 'en', password: NEW_PASSWORD, validCode: code });
    expect(badArea.code).toBe(4422);
    expect(badArea.customData.issues[0]!.path).toBe('areaId');
    // Registering a phone that is already taken is refused even with a right code.
    await env.db.query("update users set phone = '0722222222' where id = $1", [SEED_USERS.seller.id]);
    const late = await env.call(P.register.path, { phone, mobileCode: '225', areaId: 'CIV', languageId: 'en', password: NEW_PASSWORD, validCode: code });
    expect(late.message).toBe('This phone number is already registered');
    await env.db.query('update users set phone = $2 where id = $1', [SEED_USERS.seller.id, SEED_USERS.seller.phone]);
  });

  it('refuses a resend within 60 s; a new code retires the previous one', async () => {
    const phone = '0733333333';
    const to = '+2250733333333';
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() })).code).toBe(200);
    const first = env.lastCode(to);
    env.clock.advance(ACCOUNT_LIMITS.codeResendMs - 1_000);
    const soon = await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() });
    expect(soon).toMatchObject({ code: 4429, message: 'Please wait 60 seconds before asking for a new code' });
    expect(env.server.services.outbox.list(to)).toHaveLength(1);
    env.clock.advance(2_000);
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() })).code).toBe(200);
    const second = env.lastCode(to);
    if (second !== first) {
      expect((await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: first })).message).toBe('Verification code incorrect');
    }
    expect((await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: second })).code).toBe(200);
  });

  it('a code expires after 15 minutes', async () => {
    const phone = '0744444444';
    await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() });
    const code = env.lastCode('+2250744444444');
    env.clock.advance(ACCOUNT_LIMITS.codeValidityMs - 1_000);
    expect((await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: code })).code).toBe(200);
    env.clock.advance(2_000);
    const late = await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: code });
    expect(late).toMatchObject({ code: 4422, message: 'The verification code expired' });
  });

  it('allows at most 5 wrong codes, then even the right one is refused until a new code is sent', async () => {
    const phone = '0755555555';
    await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() });
    const code = env.lastCode('+2250755555555');
    const wrong = code === '000000' ? '111111' : '000000';
    // Right answers do not count against the limit.
    expect((await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: code })).code).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMITS.codeMaxAttempts; i++) {
      const r = await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: i === 0 ? 'abc' : wrong });
      expect(r).toMatchObject({ code: 4422, message: 'Verification code incorrect' });
    }
    const blocked = await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: code });
    expect(blocked.code).toBe(4429);
    expect(blocked.message).toMatch(/new verification code/);
    wait();
    await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() });
    expect((await env.call(P.checkRegisterCode.path, { mobileCode: '225', phone, validCode: env.lastCode('+2250755555555') })).code).toBe(200);
  });

  it('resets by phone: new password works, old does not, other sessions end, the code serves once', async () => {
    const u = SEED_USERS.personal;
    const loginWith = (password: string) => env.call<LoginResult>(P.login.path, { type: 'mobile', loginData: { mobileCode: '225', phone: u.phone, password } }, { ip: freshIp(), meta: { deviceId: `d-${Math.random()}` } });
    const before = await loginWith(SEED_PASSWORD_HASH);
    expect(before.code).toBe(200);
    // No account there: the same answer as below, and nothing is sent (no enumeration).
    expect((await env.call(P.sendResetPhoneCode.path, { mobileCode: '225', phone: '0799999998' }, { ip: freshIp() })).code).toBe(200);
    expect(env.server.services.outbox.list('+2250799999998')).toEqual([]);
    expect((await env.call(P.sendResetPhoneCode.path, { mobileCode: '225', phone: u.phone }, { ip: freshIp() })).code).toBe(200);
    const msg = env.server.services.outbox.list(`+225${u.phone}`)[0]!;
    expect(msg.text).toMatch(/code de vérification/); // the account's own language (fr), not the caller's
    expect((await env.call(P.checkResetCode.path, { mobileCode: '225', phone: u.phone, validCode: msg.code })).code).toBe(200);
    const reset = await env.call(P.resetByPhone.path, { mobileCode: '225', username: u.phone, password: NEW_PASSWORD, validCode: msg.code });
    expect(reset).toMatchObject({ code: 200, customData: null });
    expect((await ACCOUNT_SESSIONS.resolve(env.db, before.customData.Authorization, env.clock.now)).state).toBe('invalid');
    expect((await loginWith(SEED_PASSWORD_HASH)).code).toBe(4422);
    expect((await loginWith(NEW_PASSWORD)).code).toBe(200);
    const again = await env.call(P.resetByPhone.path, { mobileCode: '225', username: u.phone, password: SEED_PASSWORD_HASH, validCode: msg.code });
    expect(again.code).toBe(4422);
  });

  it('resets by e-mail ({mail, type 1}); a logged-in caller keeps its own session', async () => {
    const u = SEED_USERS.enterprise;
    const mine = await env.call<LoginResult>(P.login.path, { type: 'account', loginData: { username: u.mail, password: SEED_PASSWORD_HASH } }, { ip: freshIp(), meta: { deviceId: 'mail-1' } });
    const other = await env.call<LoginResult>(P.login.path, { type: 'account', loginData: { username: u.username, password: SEED_PASSWORD_HASH } }, { ip: freshIp(), meta: { deviceId: 'mail-2' } });
    expect((await env.call(P.sendResetMailCode.path, { mail: 'nobody@example.test', type: 1 }, { ip: freshIp() })).code).toBe(200);
    expect(env.server.services.outbox.list('nobody@example.test')).toEqual([]);
    expect((await env.call(P.sendResetMailCode.path, { mail: u.mail.toUpperCase(), type: 1 }, { ip: freshIp() })).code).toBe(200);
    const msg = env.server.services.outbox.list(u.mail)[0]!;
    expect(msg.channel).toBe('mail');
    expect((await env.call(P.checkResetCode.path, { mail: u.mail, validCode: msg.code })).code).toBe(200);
    expect((await env.call(P.resetByEmail.path, { username: u.mail, password: NEW_PASSWORD, validCode: '12345x' })).message).toBe('Verification code incorrect');
    const reset = await env.call(P.resetByEmail.path, { username: u.mail, password: NEW_PASSWORD, validCode: msg.code }, { token: mine.customData.Authorization });
    expect(reset.code).toBe(200);
    expect((await ACCOUNT_SESSIONS.resolve(env.db, mine.customData.Authorization, env.clock.now)).state).toBe('valid');
    expect((await ACCOUNT_SESSIONS.resolve(env.db, other.customData.Authorization, env.clock.now)).state).toBe('invalid');
    expect((await env.call(P.login.path, { type: 'account', loginData: { username: u.mail, password: NEW_PASSWORD } }, { ip: freshIp() })).code).toBe(200);
  });

  it('validMail tells whether an address is taken; the bind codes need a login and a free address', async () => {
    expect((await env.call<ValidMailReply>(P.validMail.path, { mail: SEED_USERS.seller.mail }, { ip: freshIp() })).customData).toEqual({ registered: true });
    expect((await env.call<ValidMailReply>(P.validMail.path, { mail: 'free@example.test' }, { ip: freshIp() })).customData).toEqual({ registered: false });
    expect((await env.call(P.validMail.path, { mail: 'not-an-address' }, { ip: freshIp() })).code).toBe(4422);

    expect((await env.call(P.sendMailCode.path, { mail: 'free@example.test', type: 2 })).code).toBe(4001);
    const seller = await env.call<LoginResult>(P.login.path, { type: 'account', loginData: { username: SEED_USERS.seller.mail, password: SEED_PASSWORD_HASH } }, { ip: freshIp() });
    const token = seller.customData.Authorization;
    const taken = await env.call(P.sendMailCode.path, { mail: SEED_USERS.member.mail, type: 2 }, { token, ip: freshIp() });
    expect(taken).toMatchObject({ code: 4422, message: 'This e-mail address is already registered' });
    expect((await env.call(P.sendMailCode.path, { mail: 'new-seller@example.test', type: 2 }, { token, ip: freshIp() })).code).toBe(200);
    const code = env.lastCode('new-seller@example.test');
    expect((await env.call(P.checkMailCode.path, { mail: 'new-seller@example.test', validCode: code }, { token })).code).toBe(200);
    // A bind code belongs to the account that asked for it.
    const member = await env.call<LoginResult>(P.login.path, { type: 'account', loginData: { username: SEED_USERS.member.mail, password: SEED_PASSWORD_HASH } }, { ip: freshIp() });
    expect((await env.call(P.checkMailCode.path, { mail: 'new-seller@example.test', validCode: code }, { token: member.customData.Authorization })).code).toBe(4422);

    expect((await env.call(P.sendPhoneCode.path, { mobileCode: '225', phone: SEED_USERS.member.phone }, { token, ip: freshIp() })).message).toBe('This phone number is already registered');
    expect((await env.call(P.sendPhoneCode.path, { mobileCode: '225', phone: '0766666666' }, { token, ip: freshIp() })).code).toBe(200);
    expect((await env.call(P.checkPhoneCode.path, { mobileCode: '225', phone: '0766666666', validCode: env.lastCode('+2250766666666') }, { token })).code).toBe(200);
  });

  it('the reset send-code answers the same whether or not the account exists, and sends only to an account', async () => {
    const known = { mobileCode: '225', phone: SEED_USERS.personal.phone };
    const unknown = { mobileCode: '225', phone: '0788888881' };
    const ask = (body: object) => env.call(P.sendResetPhoneCode.path, body, { ip: freshIp(), meta: { language: 'fr' } });
    env.clock.advance(RATE_RULES.sendCodeTarget.windowMs); // the earlier tests' sends are forgotten
    const sentBefore = env.server.services.outbox.list(`+225${SEED_USERS.personal.phone}`).length;
    const [a, b] = [await ask(known), await ask(unknown)];
    expect(b).toEqual(a);
    expect(a).toMatchObject({ code: 200, message: 'Le code de vérification a été envoyé par SMS' });
    expect(env.server.services.outbox.list('+2250788888881')).toEqual([]);
    expect(env.server.services.outbox.list(`+225${SEED_USERS.personal.phone}`)).toHaveLength(sentBefore + 1);
    // Asking again within 60 s is refused alike: the countdown says nothing about the account either.
    const [again, againUnknown] = [await ask(known), await ask(unknown)];
    expect(againUnknown).toEqual(again);
    expect(again.code).toBe(4429);
    const mail = (m: string) => env.call(P.sendResetMailCode.path, { mail: m, type: 1 }, { ip: freshIp() });
    expect(await mail('nobody-here@example.test')).toEqual(await mail(SEED_USERS.enterprise.mail));
    expect(env.server.services.outbox.list('nobody-here@example.test')).toEqual([]);
    wait();
  });

  it('counts probes of registered phones against the limits before looking them up', async () => {
    env.clock.advance(RATE_RULES.sendCodeTarget.windowMs); // earlier sends to these phones are forgotten
    const ip = freshIp();
    const registered = [SEED_USERS.personal, SEED_USERS.member, SEED_USERS.enterprise, SEED_USERS.seller].map((u) => u.phone);
    for (let i = 0; i < RATE_RULES.sendCodeIp.limit; i++) {
      const r = await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: registered[i % registered.length] }, { ip });
      expect(r.code).toBe(4422);
    }
    // The limit is reached by probes alone, and answers 4429 whether the phone is taken or free.
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: registered[0] }, { ip })).code).toBe(4429);
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: '0788888882' }, { ip })).code).toBe(4429);
    // Per target too: one registered phone probed from many addresses.
    const target = { mobileCode: '225', phone: SEED_USERS.member.phone };
    const codes: number[] = [];
    for (let i = 0; i < RATE_RULES.sendCodeTarget.limit + 1; i++) codes.push((await env.call(P.sendRegisterCode.path, target, { ip: freshIp() })).code);
    expect(codes.at(-1)).toBe(4429);
    env.clock.advance(RATE_RULES.sendCodeTarget.windowMs);
  });

  it('rate limits sends per target and per IP', async () => {
    const phone = '0777777777';
    for (let i = 0; i < RATE_RULES.sendCodeTarget.limit; i++) {
      expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() })).code).toBe(200);
      wait();
    }
    const limited = await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() });
    expect(limited).toMatchObject({ code: 4429, message: 'Too many attempts. Please try again in a few minutes' });
    env.clock.advance(RATE_RULES.sendCodeTarget.windowMs);
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip: freshIp() })).code).toBe(200);

    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.sendCodeIp.limit; i++) {
      expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: `06${String(i).padStart(8, '0')}` }, { ip })).code).toBe(200);
    }
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: '0599999999' }, { ip })).code).toBe(4429);
    expect((await env.call(P.sendRegisterCode.path, { mobileCode: '225', phone: '0599999999' }, { ip: freshIp() })).code).toBe(200);
  });

  it('rate limits logins per IP (failures per account: login-guard.test.ts)', async () => {
    const u = SEED_USERS.member;
    const attempt = (password: string, ip = freshIp()) => env.call(P.login.path, { type: 'mobile', loginData: { mobileCode: '225', phone: u.phone, password } }, { ip });
    const ip = freshIp();
    // Every call counts, even one refused before any password work (a malformed hash): the limit
    // is reached without 40 scrypt runs.
    for (let i = 0; i < RATE_RULES.loginIp.limit; i++) {
      const r = await env.call(P.loginCheck.path, { type: 'account', loginData: { username: `n${i}@example.test`, password: 'not-a-sha256' } }, { ip });
      expect(r.code).toBe(4422);
    }
    expect((await attempt(SEED_PASSWORD_HASH, ip)).code).toBe(4429);
  });
});
