// A logged-in token for server tests, through the real accounts handlers (seed user "personal").
import { SEED_PASSWORD_HASH, SEED_USERS, seedUsers } from '../../examples/server/accounts/index.js';
import type { Database } from '../../examples/server/db/database.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import type { TestServer } from './harness.js';

export async function loginAs(server: TestServer, db: Database, who: keyof typeof SEED_USERS = 'personal'): Promise<string> {
  await db.query(`insert into countries (id, names, mobile_code, country_code) values ('CIV', '{"en":"Ivory Coast"}', '225', 'CI') on conflict do nothing`);
  await seedUsers(db, Date.now());
  const user = SEED_USERS[who];
  const loginData = { mobileCode: user.mobileCode, phone: user.phone, password: SEED_PASSWORD_HASH };
  const { reply } = await server.call<{ Authorization: string }>(ENDPOINTS.login.path, { type: 'mobile', loginData });
  if (reply.code !== 200) throw new Error(`login failed: ${JSON.stringify(reply)}`);
  return reply.customData.Authorization;
}
