// One seeded database and one real server per describe (per database), and named clients of the
// real API client on it: visitors and the seed users, each logged in through the real login calls.
import { afterAll, beforeAll } from 'vitest';
import { SEED_PASSWORD_HASH, SEED_USERS, type SeedUser } from '../../../examples/server/accounts/seed-users.js';
import type { Database } from '../../../examples/server/db/database.js';
import { encodePng } from '../../../examples/server/seed/png.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { LoginRequest, LoginResult } from '../../../src/contract/types/account.js';
import type { TestDatabase } from '../../server/databases.js';
import { startContractRig, type ContractRig } from '../harness.js';

export type ContractClient = ReturnType<ContractRig['client']>;
export type SeedUserKey = keyof typeof SEED_USERS;

/** A client name: a seed user (logged in on first use) or any other name (a logged-out client). */
export type CallerName = SeedUserKey | 'visitor' | (string & {});

export interface World<S> {
  db: Database;
  rig: ContractRig;
  /** Mutable state the cases of one table share (ids they created, codes they read, ...). */
  state: S;
  /** The named client, created on first use with a device id of its own; seed users are logged in. */
  caller(name: CallerName): Promise<ContractClient>;
  /** The named client as it is (never logs in). */
  client(name: string): ContractClient;
  /** Logs `c` in through loginCheck + login and stores the tokens in its session. */
  login(c: ContractClient, user: SeedUser, opts?: { by?: 'mobile' | 'account'; password?: string }): Promise<LoginResult>;
}

const isSeedUser = (name: string): name is SeedUserKey => Object.hasOwn(SEED_USERS, name);

export function loginBody(user: SeedUser, by: 'mobile' | 'account' = 'mobile', password = SEED_PASSWORD_HASH): LoginRequest {
  return by === 'mobile'
    ? { type: 'mobile', loginData: { mobileCode: user.mobileCode, phone: user.phone, password } }
    : { type: 'account', loginData: { username: user.username, password } };
}

/** Puts a login result into a client's session, as the app's login screen does. */
export function storeLogin(c: ContractClient, r: LoginResult): void {
  c.session.authorization = r.Authorization;
  c.session.refreshToken = r.refreshToken;
  c.session.userId = r.userId;
}

/**
 * Registers beforeAll/afterAll for one database: open, start the rig, seed. Returns a getter
 * (the world exists only once beforeAll ran).
 */
export function useWorld<S>(target: TestDatabase, initialState: () => S): () => World<S> {
  let world: World<S> | null = null;

  beforeAll(async () => {
    const db = await target.open();
    const rig = await startContractRig(db);
    await seedIfEmpty(db, { uploadsDir: rig.services.uploadsDir });
    const clients = new Map<string, ContractClient>();
    const client = (name: string): ContractClient => {
      let c = clients.get(name);
      if (!c) {
        c = rig.client('en');
        // Each named client is a device of its own: a login on one never ends another's session.
        c.session.getDeviceId = () => `contract-${name}`;
        clients.set(name, c);
      }
      return c;
    };
    const login: World<S>['login'] = async (c, user, opts = {}) => {
      const body = loginBody(user, opts.by, opts.password);
      const check = await c.api.call(ENDPOINTS.loginCheck, body);
      if (check.code !== 200) throw new Error(`login check of ${user.id}: ${check.code} ${check.message}`);
      const r = await c.api.call(ENDPOINTS.login, body);
      if (r.code !== 200) throw new Error(`login of ${user.id}: ${r.code} ${r.message}`);
      storeLogin(c, r.customData);
      return r.customData;
    };
    world = {
      db,
      rig,
      state: initialState(),
      client,
      login,
      async caller(name) {
        const c = client(name);
        if (isSeedUser(name) && c.session.authorization === '') await login(c, SEED_USERS[name]);
        return c;
      },
    };
  });

  afterAll(async () => {
    await world?.rig.close();
    await world?.db.close();
    await target.cleanup();
  });

  return () => {
    if (!world) throw new Error('the world is opened in beforeAll');
    return world;
  };
}

/** A real 4×4 PNG picture as the app would upload it. */
export function pngBlob(): Blob {
  const rgb = new Uint8Array(4 * 4 * 3).map((_, i) => (i * 37) % 256);
  return new Blob([new Uint8Array(encodePng(4, 4, rgb))], { type: 'image/png' });
}
