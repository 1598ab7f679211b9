// Logging a browser context in as a seed user without the login screen: the real login call
// (spec §7, SHA-256 password as the client sends it) against the real server, then the stored
// login the app reads at start (spec §4 "user id and authorization are stored").
import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest } from '../../../src/contract/envelope.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { testMeta } from '../../server/harness.js';

export type SeedUser = keyof typeof SEED_USERS;

export interface LoggedIn {
  userId: string;
  Authorization: string;
  refreshToken: string;
}

/** `device`: the login's device id; a second device of one user needs its own (one session per device). */
export async function loginOverApi(origin: string, who: SeedUser = 'member', device = `e2e-${who}`): Promise<LoggedIn> {
  const user = SEED_USERS[who];
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const res = await fetch(origin + ENDPOINTS.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(encodeRequest({ metaData: testMeta({ deviceId: device }), customData: { type: 'mobile', loginData: { mobileCode: user.mobileCode, phone: user.phone, password } } })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok || decoded.value.code !== 200) throw new Error(`login as ${who} failed: ${JSON.stringify(decoded)}`);
  const c = decoded.value.customData as LoggedIn;
  return { userId: String(c.userId), Authorization: c.Authorization, refreshToken: c.refreshToken };
}

/** Every page of `context` starts logged in as `who` (standalone app, instance key "web"). */
export async function loginContext(context: BrowserContext, origin: string, who: SeedUser = 'member', device?: string): Promise<LoggedIn> {
  const login = await loginOverApi(origin, who, device);
  const prefix = storagePrefix('web');
  await context.addInitScript(
    ([p, l]) => {
      // Once per context (a marker, since a logout REMOVES the keys): a later logout must stick.
      if (localStorage.getItem('e2e:seeded') !== null || localStorage.getItem(`${p}userId`) !== null) return;
      localStorage.setItem('e2e:seeded', '1');
      localStorage.setItem(`${p}userId`, l.userId);
      localStorage.setItem(`${p}authorization`, l.Authorization);
      localStorage.setItem(`${p}refreshToken`, l.refreshToken);
    },
    [prefix, login] as const,
  );
  return login;
}
