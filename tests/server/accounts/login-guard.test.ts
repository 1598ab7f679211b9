// Password guessing slows down without locking the owner out (accounts/login-guard.ts): one
// failure count per account however it is named, a proof of work for new devices past the free
// failures, a doubling wait for the guessing address, nothing for a device that logged in before.
// Also: stored hashes at an older scrypt cost are upgraded at the next login (passwords.ts).
import { createHash, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, RATE_RULES, SEED_PASSWORD_HASH, SEED_USERS, verifyPassword } from '../../../examples/server/accounts/index.js';
import { needsRehash, PRODUCTION_SCRYPT_COST, SCRYPT_COST, scryptCostFrom } from '../../../examples/server/accounts/passwords.js';
import { SEED_PASSWORD_STORED, SEED_PASSWORD_STORED_PRODUCTION } from '../../../examples/server/accounts/seed-users.js';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { isProofChallenge, leadingZeroBits, proofInput, type ProofChallenge } from '../../../src/contract/proof-of-work.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, sha256, type AccountsEnv } from './helpers.js';

const FREE = RATE_RULES.loginFailAccount.limit;

/** What the app does: count nonces until the digest has enough leading zero bits. */
function solve({ challenge, bits }: ProofChallenge): { challenge: string; nonce: string } {
  for (let n = 0; ; n++) {
    if (leadingZeroBits(createHash('sha256').update(proofInput(challenge, String(n)), 'utf8').digest()) >= bits) return { challenge, nonce: String(n) };
  }
}

describe.each(TEST_DATABASES)('accounts: login guard ($name)', (target) => {
  let env: AccountsEnv;
  beforeAll(async () => { env = await openAccounts(target); });
  afterAll(async () => { await env?.close(); });

  type Name = { type: 'mobile'; mobileCode: string; phone: string } | { type: 'account'; username: string };
  const byPhone = (u: (typeof SEED_USERS)[keyof typeof SEED_USERS]): Name => ({ type: 'mobile', mobileCode: '225', phone: u.phone });
  const byMail = (u: (typeof SEED_USERS)[keyof typeof SEED_USERS]): Name => ({ type: 'account', username: u.mail });
  const byUsername = (u: (typeof SEED_USERS)[keyof typeof SEED_USERS]): Name => ({ type: 'account', username: u.username });
  const login = (name: Name, password: string, o: { ip?: string; deviceId?: string; proof?: { challenge: string; nonce: string } } = {}) => {
    const { type, ...loginData } = name;
    return env.call<LoginResult | ProofChallenge>(ENDPOINTS.login.path, { type, loginData: { ...loginData, password, ...(o.proof ? { proof: o.proof } : {}) } }, {
      ip: o.ip ?? freshIp(), ...(o.deviceId ? { meta: { deviceId: o.deviceId } } : {}),
    });
  };
  /** Logs in with the right password, solving the proof when one is asked. */
  const loginSolving = async (name: Name, o: { ip?: string; deviceId?: string } = {}) => {
    const first = await login(name, SEED_PASSWORD_HASH, o);
    if (first.code !== CODE.RATE_LIMITED || !isProofChallenge(first.customData)) return { first, final: first };
    return { first, final: await login(name, SEED_PASSWORD_HASH, { ...o, proof: solve(first.customData) }) };
  };
  const wrong = (i: number) => sha256(`guess-${i}`);
  /** Forgets every failure (a fresh hour). */
  const nextHour = () => env.clock.advance(RATE_RULES.loginFailAccount.windowMs + 1);

  it('counts one account once however it is named: phone, e-mail and username share the free failures', async () => {
    nextHour();
    const u = SEED_USERS.member;
    const names = [byPhone(u), byMail(u), byUsername(u), byPhone(u), byMail(u)];
    for (const [i, name] of names.entries()) expect((await login(name, wrong(i))).code).toBe(CODE.VALIDATION);
    const sixth = await login(byUsername(u), wrong(9));
    expect(sixth.code).toBe(CODE.RATE_LIMITED);
    expect(sixth.message).toBe('Several wrong passwords were typed for this account: this device checks itself for a few seconds before trying again');
    expect(isProofChallenge(sixth.customData)).toBe(true);
    expect((sixth.customData as ProofChallenge).bits).toBe(ACCOUNT_LIMITS.proofBaseBits);
  });

  it('never refuses the owner: past the failures, a new device proves work and its right password logs in', async () => {
    nextHour();
    const u = SEED_USERS.seller;
    for (let i = 0; i < FREE; i++) await login(byPhone(u), wrong(i));
    const { first, final } = await loginSolving(byMail(u));
    expect(first.code).toBe(CODE.RATE_LIMITED);
    expect(final.code).toBe(200);
    expect((final.customData as LoginResult).userId).toBe(u.id);
    // The right password cleared the failures: the next login needs no proof.
    expect((await login(byPhone(u), SEED_PASSWORD_HASH)).code).toBe(200);
  });

  it('a device that logged in to the account before is not slowed down', async () => {
    nextHour();
    const u = SEED_USERS.enterprise;
    const phoneOfOwner = 'a1b2c3d4-e5f6-4711-9abc-0123456789ab';
    const session = await login(byPhone(u), SEED_PASSWORD_HASH, { deviceId: phoneOfOwner });
    expect(session.code).toBe(200);
    await env.call(ENDPOINTS.logout.path, {}, { token: (session.customData as LoginResult).Authorization });
    // Someone guesses from many addresses, well past the free failures (each past them proves work).
    for (let i = 0; i < FREE + 3; i++) {
      const r = await login(byMail(u), wrong(i));
      if (r.code === CODE.RATE_LIMITED && isProofChallenge(r.customData)) expect((await login(byMail(u), wrong(i), { proof: solve(r.customData) })).code).toBe(CODE.VALIDATION);
    }
    const owner = await login(byPhone(u), SEED_PASSWORD_HASH, { deviceId: phoneOfOwner });
    expect(owner.code).toBe(200);
  });

  it('asks one more bit per failure, up to a ceiling; a proof serves once, for its account, at its strength', async () => {
    nextHour();
    const u = SEED_USERS.personal;
    for (let i = 0; i < FREE; i++) await login(byPhone(u), wrong(i));
    const c1 = (await login(byPhone(u), wrong(10))).customData as ProofChallenge;
    const proof = solve(c1);
    expect((await login(byPhone(u), wrong(11), { proof })).code).toBe(CODE.VALIDATION);
    // Used once: the same proof again is answered with a new, harder challenge.
    const again = await login(byPhone(u), SEED_PASSWORD_HASH, { proof });
    expect(again.code).toBe(CODE.RATE_LIMITED);
    expect((again.customData as ProofChallenge).bits).toBe(c1.bits + 1);
    expect((again.customData as ProofChallenge).challenge).not.toBe(c1.challenge);
    // Another account's challenge does not open this one.
    for (let i = 0; i < FREE; i++) await login(byPhone(SEED_USERS.member), wrong(i));
    const other = (await login(byPhone(SEED_USERS.member), wrong(20))).customData as ProofChallenge;
    expect((await login(byPhone(u), SEED_PASSWORD_HASH, { proof: solve({ ...other, bits: 17 }) })).code).toBe(CODE.RATE_LIMITED);
    // A nonce that does not reach the bits is no proof.
    const c2 = (await login(byPhone(u), SEED_PASSWORD_HASH)).customData as ProofChallenge;
    let weak = 0;
    while (leadingZeroBits(createHash('sha256').update(proofInput(c2.challenge, String(weak))).digest()) >= c2.bits) weak++;
    expect((await login(byPhone(u), SEED_PASSWORD_HASH, { proof: { challenge: c2.challenge, nonce: String(weak) } })).code).toBe(CODE.RATE_LIMITED);
    // The ceiling: many more failures (recorded as the guard records them) ask no more than the maximum.
    for (let i = 0; i < 30; i++) await env.db.query('insert into rate_hits (bucket, at) values ($1, $2)', [`login-fail:user:${u.id}`, new Date(env.clock.now)]);
    expect(((await login(byPhone(u), SEED_PASSWORD_HASH)).customData as ProofChallenge).bits).toBe(ACCOUNT_LIMITS.proofMaxBits);
  });

  it('an address that keeps failing waits longer each time; the owner elsewhere does not', async () => {
    nextHour();
    const u = SEED_USERS.member;
    const guesser = freshIp();
    const attempt = async (password: string, ip: string) => {
      const r = await login(byPhone(u), password, { ip });
      return r.code === CODE.RATE_LIMITED && isProofChallenge(r.customData) ? login(byPhone(u), password, { ip, proof: solve(r.customData) }) : r;
    };
    for (let i = 0; i < FREE; i++) expect((await attempt(wrong(i), guesser)).code).toBe(CODE.VALIDATION);
    const waits = await login(byPhone(u), wrong(5), { ip: guesser });
    expect(waits).toMatchObject({ code: CODE.RATE_LIMITED, message: 'Too many attempts. Please try again in a few minutes', customData: { retryAfterMs: ACCOUNT_LIMITS.ipAccountDelayMs } });
    env.clock.advance(ACCOUNT_LIMITS.ipAccountDelayMs);
    expect((await attempt(wrong(6), guesser)).code).toBe(CODE.VALIDATION);
    // One more failure: the wait doubled.
    expect((await login(byPhone(u), wrong(7), { ip: guesser })).customData).toEqual({ retryAfterMs: 2 * ACCOUNT_LIMITS.ipAccountDelayMs });
    // The owner on another address: proof of work, then in.
    expect((await loginSolving(byPhone(u), { ip: freshIp() })).final.code).toBe(200);
  });

  it('stores new hashes at N=2^17 (a test cost only when PASSWORD_SCRYPT_LN says so) and upgrades a cheaper hash at the next login', async () => {
    nextHour();
    expect(PRODUCTION_SCRYPT_COST).toEqual({ ln: 17, r: 8, p: 1 });
    expect(scryptCostFrom({})).toEqual(PRODUCTION_SCRYPT_COST);
    for (const junk of ['', 'abc', '9', '21', '12.5', '-12']) expect(scryptCostFrom({ PASSWORD_SCRYPT_LN: junk })).toEqual(PRODUCTION_SCRYPT_COST);
    expect(scryptCostFrom({ PASSWORD_SCRYPT_LN: '12' })).toEqual({ ln: 12, r: 8, p: 1 });
    // The seed users' precomputed production hash still verifies (and one at the run's cost is made).
    expect(SEED_PASSWORD_STORED_PRODUCTION.startsWith('scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(await verifyPassword(SEED_PASSWORD_HASH, SEED_PASSWORD_STORED_PRODUCTION)).toBe(true);
    expect(SEED_PASSWORD_STORED.startsWith(`scrypt$ln=${SCRYPT_COST.ln},r=8,p=1$`)).toBe(true);
    // A hash as the server stored them before (N=2^14, no cost written) is cheaper than production's.
    const salt = Buffer.from('old-salt-16bytes');
    const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync(SEED_PASSWORD_HASH, salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('base64url')}`;
    expect(needsRehash(legacy, PRODUCTION_SCRYPT_COST)).toBe(true);
    expect(needsRehash(SEED_PASSWORD_STORED_PRODUCTION, PRODUCTION_SCRYPT_COST)).toBe(false);
    expect(await verifyPassword(SEED_PASSWORD_HASH, legacy)).toBe(true);
    // The upgrade at login, with a hash cheaper than this run's cost (2^10 written into it).
    const cheap = `scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${scryptSync(SEED_PASSWORD_HASH, salt, 32, { N: 2 ** 10, r: 8, p: 1 }).toString('base64url')}`;
    const u = SEED_USERS.seller;
    await env.db.query('update users set password_hash = $2 where id = $1', [u.id, cheap]);
    expect((await login(byPhone(u), wrong(1))).code).toBe(CODE.VALIDATION);
    expect((await env.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [u.id]))[0]!.password_hash).toBe(cheap);
    expect((await login(byPhone(u), SEED_PASSWORD_HASH)).code).toBe(200);
    const [row] = await env.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [u.id]);
    expect(row!.password_hash).toMatch(new RegExp(`^scrypt\\$ln=${SCRYPT_COST.ln},r=8,p=1\\$`));
    expect(await verifyPassword(SEED_PASSWORD_HASH, row!.password_hash)).toBe(true);
    expect((await login(byPhone(u), SEED_PASSWORD_HASH)).code).toBe(200);
  });
});
