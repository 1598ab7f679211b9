// The money core under test, for real: the reference server listening on a port, the CinetPay
// sandbox on another (tests/server/payments/cinetpay-rig.ts), the real CinetPay adapter between
// them, so notifications travel over HTTP to the real webhook exactly as they would from CinetPay.
// Seeded users log in through the real accounts handlers; the server's clock is ours to move.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SEED_PASSWORD_HASH } from '../../../examples/server/accounts/index.js';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import type { Database } from '../../../examples/server/db/database.js';
import { SESSIONS } from '../../../examples/server/handlers.js';
import type { ServerServices } from '../../../examples/server/http/handler.js';
import { createCinetPay } from '../../../examples/server/payments/cinetpay/adapter.js';
import { notificationToken, PAYMENTS_NOTIFY_PATH } from '../../../examples/server/payments/cinetpay/notification.js';
import { generateAccount, type SandboxAccount } from '../../../examples/server/payments/cinetpay/sandbox-ledger.js';
import type { PaymentProvider } from '../../../examples/server/payments/provider.js';
import { createReconciliation, type Reconciliation } from '../../../examples/server/payments/reconcile.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import { bootServer } from '../boot.js';
import { testMeta } from '../harness.js';
import { startSandbox, submitCheckout, type SandboxServer } from './cinetpay-rig.js';
import type { TestDatabase } from '../databases.js';

export type SeedName = keyof typeof SEED_USERS;

export interface MoneyRig {
  db: Database;
  app: FastifyInstance;
  services: ServerServices;
  origin: string;
  sandbox: SandboxServer;
  account: SandboxAccount;
  /** The real adapter against the sandbox (the server's services.payments unless a test swaps it). */
  provider: PaymentProvider;
  reconciliation: Reconciliation;
  /** The server's clock: Date.now() + shift. */
  shift(ms: number): void;
  now(): number;
  token(user: SeedName): Promise<string>;
  call<T = unknown>(name: EndpointName, customData: unknown, user?: SeedName | null, language?: 'cn' | 'en' | 'fr'): Promise<Reply<T>>;
  /** A returnUrl the server accepts (a loopback origin, development). */
  returnUrl: string;
  close(): Promise<void>;
}

export interface RigOptions {
  /** The sandbox's delay for "late" and "approve on your phone" numbers. */
  lateMs?: number;
  /** More environment for the server's readConfig (e.g. PAYMENT_ORDER_SECONDS). */
  env?: Record<string, string>;
}

/** Boots a server on `db` (seeded once) with the sandbox and the real adapter; `reuse` shares an earlier rig's sandbox (a restart). */
export async function startMoneyRig(db: Database, o: RigOptions & { reuse?: { sandbox: SandboxServer; account: SandboxAccount } } = {}): Promise<MoneyRig> {
  let shift = 0;
  const clock = () => Date.now() + shift;
  const account = o.reuse?.account ?? generateAccount();
  const sandbox = o.reuse?.sandbox ?? (await startSandbox({ account, lateMs: o.lateMs ?? 300, log: () => undefined }));
  const { app, services } = await bootServer({ db, sessions: SESSIONS, env: { TRUST_PROXY: '1', ...o.env }, services: { clock } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const provider = createCinetPay({ apiUrl: sandbox.apiUrl, ...account, label: 'sandbox (test)', timeoutMs: 5_000 });
  services.payments = provider;
  services.paymentSite = { notifyUrl: `${origin}${PAYMENTS_NOTIFY_PATH}`, returnOrigins: ['http://127.0.0.1:*', 'http://localhost:*'], defaultOrigin: origin };
  await seedIfEmpty(db, { uploadsDir: services.uploadsDir });
  const reconciliation = createReconciliation({ db, services });
  const tokens = new Map<SeedName, string>();

  async function call<T>(name: EndpointName, customData: unknown, user: SeedName | null = 'personal', language: 'cn' | 'en' | 'fr' = 'en'): Promise<Reply<T>> {
    const auth = user ? await token(user) : '';
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS[name].path,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      payload: JSON.stringify(encodeRequest({ metaData: testMeta({ language }), customData })),
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(`undecodable reply (${res.statusCode}): ${res.body.slice(0, 200)}`);
    return decoded.value as Reply<T>;
  }

  async function token(user: SeedName): Promise<string> {
    const known = tokens.get(user);
    if (known) return known;
    const u = SEED_USERS[user];
    const reply = await call<{ Authorization: string }>('login', { type: 'mobile', loginData: { mobileCode: u.mobileCode, phone: u.phone, password: SEED_PASSWORD_HASH } }, null);
    if (reply.code !== 200) throw new Error(`login ${user}: ${JSON.stringify(reply)}`);
    tokens.set(user, reply.customData.Authorization);
    return reply.customData.Authorization;
  }

  return {
    db, app, services, origin, sandbox, account, provider, reconciliation,
    shift: (ms) => { shift += ms; },
    now: clock,
    token,
    call,
    returnUrl: `${sandbox.origin}/common/payConfirmVirtual`,
    async close() {
      await reconciliation.stop();
      await app.close();
      if (!o.reuse) await sandbox.close();
    },
  };
}

/** The payer on the hosted page: picks an operator and a number (its ending picks the sandbox's behaviour), approves or declines. */
export async function payAtSandbox(payUrl: string, phone = '0700000000', decision: 'approve' | 'decline' = 'approve'): Promise<void> {
  const operator = phone.startsWith('05') ? 'mtn' : phone.startsWith('01') ? 'moov' : 'orange';
  const res = await submitCheckout(payUrl, { operator, phone, decision });
  if (res.status !== 303) throw new Error(`checkout answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** Waits until `probe` is truthy (notifications arrive over HTTP, on their own time). */
export async function until<T>(probe: () => Promise<T>, ms = 8_000, what = 'condition'): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The journal of an order: event kinds in order. */
export async function journal(db: Database, orderNo: string): Promise<string[]> {
  const rows = await db.query<{ kind: string }>('select kind from payment_events where order_no = $1 order by id', [orderNo]);
  return rows.map((r) => r.kind);
}

export async function orderState(db: Database, orderNo: string): Promise<{ state: number; fail_reason: string; delivered: boolean }> {
  const [row] = await db.query<{ state: number; fail_reason: string; delivered: boolean }>(
    'select state, fail_reason, delivered_at is not null as delivered from orders where order_no = $1',
    [orderNo],
  );
  return row!;
}

/** A notification of `transactionId` signed with the sandbox account's key (a valid one, e.g. to replay). */
export function signedNotification(account: SandboxAccount, fields: Record<string, string>): { body: string; token: string } {
  return { body: new URLSearchParams(fields).toString(), token: notificationToken(fields, account.secretKey) };
}

/** POSTs a notification to the rig's webhook over HTTP. */
export async function postNotification(rig: Pick<MoneyRig, 'origin'>, body: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${rig.origin}${PAYMENTS_NOTIFY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
  await res.arrayBuffer();
  return res.status;
}

/** A money rig on a fresh test database, and the level-0 5-chance package the tests buy. */
export interface MoneyFixture {
  db: Database;
  rig: MoneyRig;
  /** commodities.id of level 0's first 'chances' package. */
  chances: number;
  close(): Promise<void>;
}

export async function openMoneyFixture(target: TestDatabase, o: RigOptions = {}): Promise<MoneyFixture> {
  const db = await target.open();
  const rig = await startMoneyRig(db, o);
  const [c] = await db.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1");
  return {
    db, rig, chances: c!.id,
    async close() {
      await rig.close();
      await db.close();
      await target.cleanup();
    },
  };
}
