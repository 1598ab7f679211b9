// Seed users and the development outbox route.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOutboxRoute, SEED_PASSWORD, SEED_PASSWORD_HASH, SEED_USER_LIST, SEED_USERS, seedUsers } from '../../../examples/server/accounts/index.js';
import { createMemoryOutbox } from '../../../examples/server/outbox.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { validatePhone } from '../../../src/contract/validation/phone.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { freshIp, openAccounts, sha256, T0, type AccountsEnv } from './helpers.js';

describe.each(TEST_DATABASES)('accounts: seed users ($name)', (target) => {
  let env: AccountsEnv;
  beforeAll(async () => { env = await openAccounts(target); });
  afterAll(async () => { await env?.close(); });

  it('seeds the five fixed users once, with the documented fields', async () => {
    await seedUsers(env.db, T0 + 1000); // second run: nothing changes
    const rows = await env.db.query<Record<string, unknown>>('select * from users order by id');
    expect(rows.map((r) => r.id)).toEqual(['u-buyer', 'u-enterprise', 'u-member', 'u-personal', 'u-seller']);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('u-member')).toMatchObject({ is_member: true, release_area_num: 3, account_type: 1, user_mq: 'mq.user.u-member', avatar_path: '' });
    expect(Number(byId.get('u-member')!.member_level_id)).toBeGreaterThanOrEqual(1);
    expect(new Date(byId.get('u-member')!.expiry_time as string).getTime()).toBeGreaterThan(T0);
    expect(byId.get('u-enterprise')).toMatchObject({ account_type: 2, release_area_num: 999, ent_name: 'Abidjan Services SARL' });
    expect(byId.get('u-personal')).toMatchObject({ is_member: false, expiry_time: null });
    for (const u of SEED_USER_LIST) expect(validatePhone(u.mobileCode, u.phone)).toBeNull();
    expect(SEED_PASSWORD_HASH).toBe(sha256(SEED_PASSWORD));
  });

  it('every seed user logs in with the documented password', async () => {
    for (const u of Object.values(SEED_USERS)) {
      const r = await env.call<LoginResult>(ENDPOINTS.login.path, { type: 'account', loginData: { username: u.username, password: sha256('Test1234!') } }, { ip: freshIp() });
      expect(r.customData.userId).toBe(u.id);
    }
  });

  it('the dev outbox route shows the code of a real sign-up', async () => {
    const app = Fastify();
    registerOutboxRoute(app, env.server.services);
    await env.call(ENDPOINTS.sendRegisterCode.path, { mobileCode: '225', phone: '0712121212' }, { ip: freshIp() });
    const listed = (await app.inject({ method: 'GET', url: '/dev/outbox?to=%2B2250712121212' })).json().messages;
    expect(listed).toHaveLength(1);
    expect(listed[0].code).toMatch(/^\d{6}$/);
    await app.close();
  });
});

describe('dev outbox route', () => {
  it('lists the messages sent to an address (who may reach it: dev-routes.test.ts)', async () => {
    const outbox = createMemoryOutbox(() => undefined);
    await outbox.send({ channel: 'sms', to: '+2250700000009', text: 't1', code: '111111' });
    await outbox.send({ channel: 'mail', to: 'a@example.test', text: 't2', code: '222222' });
    const dev = Fastify();
    registerOutboxRoute(dev, { outbox });
    const res = await dev.inject({ method: 'GET', url: '/dev/outbox?to=%2B2250700000009' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([expect.objectContaining({ to: '+2250700000009', code: '111111' })]);
    expect((await dev.inject({ method: 'GET', url: '/dev/outbox' })).json().messages).toHaveLength(2);
    await dev.close();
  });
});
