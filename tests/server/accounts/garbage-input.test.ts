// Every accounts handler refuses garbage customData with 4422 and never answers 5000 (issue 3:
// no user input may produce a 5000 or an HTTP 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_HANDLERS, SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/index.js';
import { ACCOUNT_ENDPOINTS } from '../../../src/contract/endpoints/account.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, type AccountsEnv } from './helpers.js';

type Name = keyof typeof ACCOUNT_ENDPOINTS;
const ENDPOINTS_LOGIN = ACCOUNT_ENDPOINTS.login.path;

/** A well-shaped request per endpoint; each of its fields is then replaced by garbage. */
const SAMPLES: Record<Name, Record<string, unknown> | null> = {
  loginCheck: { type: 'mobile', loginData: { mobileCode: '225', phone: '0700000002', password: SEED_PASSWORD_HASH } },
  login: { type: 'account', loginData: { username: 'member@example.test', password: SEED_PASSWORD_HASH } },
  generateToken: { refreshToken: 'abc', userId: 'u-member' },
  checkQrCodeLoginStatus: { qrCodeId: 'abc' },
  scanQrCode: { qrCodeId: 'abc' },
  confirmQrCodeLogin: { qrCodeId: 'abc' },
  sendRegisterCode: { mobileCode: '225', phone: '0788888888' },
  checkRegisterCode: { mobileCode: '225', phone: '0788888888', validCode: '123456' },
  register: { phone: '0788888888', mobileCode: '225', areaId: 'CIV', languageId: 'en', password: SEED_PASSWORD_HASH, validCode: '123456' },
  sendResetPhoneCode: { mobileCode: '225', phone: '0700000002' },
  sendResetMailCode: { mail: 'member@example.test', type: 1 },
  checkResetCode: { mobileCode: '225', phone: '0700000002', validCode: '123456' },
  resetByPhone: { mobileCode: '225', username: '0700000002', password: SEED_PASSWORD_HASH, validCode: '123456' },
  resetByEmail: { username: 'member@example.test', password: SEED_PASSWORD_HASH, validCode: '123456' },
  sendPhoneCode: { mobileCode: '225', phone: '0788888889' },
  checkPhoneCode: { mobileCode: '225', phone: '0788888889', validCode: '123456' },
  sendMailCode: { mail: 'fresh@example.test', type: 2 },
  checkMailCode: { mail: 'fresh@example.test', validCode: '123456' },
  validMail: { mail: 'fresh@example.test' },
  // No input: anything sent is ignored.
  logout: null,
  checkLoginStatus: null,
  qrCodeImg: null,
};

const WHOLE_GARBAGE: unknown[] = [null, [], [1, 'a'], 42, 'text', true, 'x'.repeat(10_240), { a: { b: [{ c: null }] } }];
const FIELD_GARBAGE: unknown[] = [null, [], [1, 'a'], 42, -1.5, true, {}, { a: { b: [] } }, 'x'.repeat(10_240), 'a\u0000b'];

/** Every (path, garbage) pair of a sample, one field at a time, nested objects included. */
function mutations(sample: Record<string, unknown>, prefix = ''): { path: string; input: Record<string, unknown> }[] {
  const out: { path: string; input: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(sample)) {
    for (const g of FIELD_GARBAGE) out.push({ path: `${prefix}${key}`, input: { ...sample, [key]: g } });
    if (typeof value === 'object' && value !== null) {
      for (const m of mutations(value as Record<string, unknown>, `${prefix}${key}.`)) out.push({ path: m.path, input: { ...sample, [key]: m.input } });
    }
  }
  return out;
}

describe.each(TEST_DATABASES)('accounts: garbage input ($name)', (target) => {
  let env: AccountsEnv;
  let token: string;
  beforeAll(async () => {
    env = await openAccounts(target);
    const r = await env.call<LoginResult>(ENDPOINTS_LOGIN, { type: 'mobile', loginData: { mobileCode: '225', phone: SEED_USERS.member.phone, password: SEED_PASSWORD_HASH } }, { ip: freshIp() });
    token = r.customData.Authorization;
  });
  afterAll(async () => { await env?.close(); });

  it('covers every endpoint of the accounts contract', () => {
    expect(Object.keys(ACCOUNT_HANDLERS).sort()).toEqual(Object.keys(ACCOUNT_ENDPOINTS).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(ACCOUNT_ENDPOINTS).sort());
  });

  for (const name of Object.keys(SAMPLES) as Name[]) {
    const endpoint = ACCOUNT_ENDPOINTS[name];
    const sample = SAMPLES[name];
    it(`${name}: refuses garbage with 4422, never 5000`, async () => {
      const opts = () => ({ ip: freshIp(), token: endpoint.auth && name !== 'logout' ? token : undefined });
      for (const input of WHOLE_GARBAGE) {
        const r = await env.call(endpoint.path, input, opts());
        if (sample) expect({ input, code: r.code }).toEqual({ input, code: 4422 });
        else expect(r.code === 200 || (r.code >= 4000 && r.code < 5000)).toBe(true);
      }
      for (const m of sample ? mutations(sample) : []) {
        const r = await env.call(endpoint.path, m.input, opts());
        expect({ path: m.path, code: r.code }).toEqual({ path: m.path, code: 4422 });
      }
    });
  }

  it('stores metaData with NUL characters without failing', async () => {
    const r = await env.call<LoginResult>(ENDPOINTS_LOGIN, { type: 'account', loginData: { username: SEED_USERS.seller.mail, password: SEED_PASSWORD_HASH } }, {
      ip: freshIp(), meta: { deviceId: 'dev\u0000ice', platform: { container: '', userAgent: 'U\u0000A', screen: '', appVersion: '' } },
    });
    expect(r.code).toBe(200);
    expect(await env.db.query("select 1 from sessions where device_id = 'device' and user_agent = 'UA'")).toHaveLength(1);
  });
});

