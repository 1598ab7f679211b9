// Shared set-up of the accounts tests: a real server on a real database with the accounts
// handlers and session resolver, a movable clock, and calls from a chosen IP address.
import { createHash } from 'node:crypto';
import { ACCOUNT_HANDLERS, ACCOUNT_SESSIONS, seedUsers } from '../../../examples/server/accounts/index.js';
import type { Database } from '../../../examples/server/db/database.js';
import { decodeReply, encodeRequest, type MetaData, type Reply } from '../../../src/contract/envelope.js';
import type { TestDatabase } from '../databases.js';
import { startTestServer, testMeta, type TestServer } from '../harness.js';

export const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/** A fixed start time, so tests move the clock explicitly. */
export const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);

export interface AccountsEnv {
  db: Database;
  server: TestServer;
  clock: { now: number; advance(ms: number): void };
  /** POST from `ip` (X-Forwarded-For; the app trusts the proxy) with an optional token. */
  call<T = unknown>(path: string, customData: unknown, opts?: { token?: string; ip?: string; meta?: Partial<MetaData> }): Promise<Reply<T>>;
  /** Newest code the outbox holds for `to`. */
  lastCode(to: string): string;
  close(): Promise<void>;
}

export async function openAccounts(target: TestDatabase): Promise<AccountsEnv> {
  const db = await target.open();
  await db.query(
    `insert into countries (id, names, mobile_code, country_code) values
       ('CIV', '{"cn":"科特迪瓦","en":"Ivory Coast","fr":"Côte d''Ivoire"}', '225', 'CI'),
       ('SEN', '{"cn":"塞内加尔","en":"Senegal","fr":"Sénégal"}', '221', 'SN')
     on conflict do nothing`,
  );
  await seedUsers(db, T0);
  const clock = { now: T0, advance(ms: number) { this.now += ms; } };
  const server = await startTestServer({ db, handlers: ACCOUNT_HANDLERS, sessions: ACCOUNT_SESSIONS, clock: () => clock.now });
  return {
    db,
    server,
    clock,
    async call<T>(path: string, customData: unknown, o: { token?: string; ip?: string; meta?: Partial<MetaData> } = {}) {
      const res = await server.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': o.ip ?? '10.0.0.1',
          ...(o.token ? { authorization: o.token } : {}),
        },
        payload: JSON.stringify(encodeRequest({ metaData: testMeta(o.meta), customData })),
      });
      const decoded = decodeReply(res.body);
      if (!decoded.ok) throw new Error(`undecodable reply (${res.statusCode}): ${res.body.slice(0, 200)}`);
      return decoded.value as Reply<T>;
    },
    lastCode(to: string) {
      const message = server.services.outbox.list(to)[0];
      if (!message) throw new Error(`no message to ${to}`);
      return message.code;
    },
    async close() {
      await server.close();
      await db.close();
      await target.cleanup();
    },
  };
}

/** A fresh IP for each call site that must not share rate-limit windows with the others. */
let ipCounter = 0;
export const freshIp = (): string => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
