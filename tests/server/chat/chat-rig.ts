// Shared set-up of the chat server tests: the full handler table on a seeded database, a movable
// clock (rate windows), the embedded STOMP broker behind a real websocket (so a test reads a
// user's queue as the browser does), seed users logged in, and the chat calls by name.
import { SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import type { Database } from '../../../examples/server/db/database.js';
import type { ServerServices } from '../../../examples/server/http/handler.js';
import { HANDLERS, SESSIONS } from '../../../examples/server/handlers.js';
import { encodePng } from '../../../examples/server/seed/png.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import type { TestDatabase } from '../databases.js';
import { bootServer, type BootedServer } from '../boot.js';
import { testMeta } from '../harness.js';
import { startBrokerServer, stopBrokerServer, type BrokerServer } from '../realtime/broker-harness.js';

export const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);
export type Who = keyof typeof SEED_USERS;
export const U = SEED_USERS;

export interface ChatRig {
  db: Database;
  server: BootedServer;
  broker: BrokerServer;
  clock: { now: number; advance(ms: number): void };
  /** POST `name` as `who` (a token) or a visitor (null). */
  call<T = unknown>(name: EndpointName, token: string | null, body: unknown, language?: 'cn' | 'en' | 'fr'): Promise<Reply<T>>;
  /** The envelope with raw text as its customData-carrying body (garbage tests). */
  raw(name: EndpointName, token: string, payload: string): Promise<{ status: number; reply: Reply<unknown> }>;
  upload<T = unknown>(token: string, file: { name: string; bytes: Buffer }): Promise<Reply<T>>;
  token(who: Who): Promise<string>;
  close(): Promise<void>;
}

export const PNG = Buffer.from(encodePng(3, 3, new Uint8Array(27).fill(120)));
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let ip = 0;

/** `services`: more of the server's services (a translation provider) over the rig's clock and broker. */
export async function openChatRig(target: TestDatabase, services: Partial<ServerServices> = {}): Promise<ChatRig> {
  const db = await target.open();
  const clock = { now: T0, advance(ms: number) { this.now += ms; } };
  const broker = await startBrokerServer();
  const server = await bootServer({ db, sessions: SESSIONS, handlers: HANDLERS, env: { TRUST_PROXY: '1' }, services: { clock: () => clock.now, broker: broker.broker, ...services } });
  await server.app.ready();
  await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir, now: T0 });
  const tokens = new Map<Who, string>();
  const inject = async (path: string, token: string | null, payload: string) => {
    const res = await server.app.inject({
      method: 'POST', url: path, payload,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`, ...(token ? { authorization: token } : {}) },
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(`undecodable reply (${res.statusCode}): ${res.body.slice(0, 200)}`);
    return { status: res.statusCode, reply: decoded.value as Reply<unknown> };
  };
  const call: ChatRig['call'] = async <T>(name: EndpointName, token: string | null, body: unknown, language: 'cn' | 'en' | 'fr' = 'en') =>
    (await inject(ENDPOINTS[name].path, token, JSON.stringify(encodeRequest({ metaData: testMeta({ language }), customData: body })))).reply as Reply<T>;
  return {
    db, server, broker, clock, call,
    raw: (name, token, payload) => inject(ENDPOINTS[name].path, token, payload),
    async upload<T>(token: string, file: { name: string; bytes: Buffer }) {
      const boundary = '----chatBoundary7';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await server.app.inject({
        method: 'POST', url: ENDPOINTS.uploadChatImg.path, payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
      });
      const decoded = decodeReply(res.body);
      if (!decoded.ok) throw new Error(`undecodable ${res.statusCode} ${res.body.slice(0, 100)}`);
      return decoded.value as Reply<T>;
    },
    async token(who) {
      const known = tokens.get(who);
      if (known) return known;
      const u = SEED_USERS[who];
      const r = await call<LoginResult>('login', null, { type: 'mobile', loginData: { mobileCode: u.mobileCode, phone: u.phone, password: SEED_PASSWORD_HASH } });
      if (r.code !== 200) throw new Error(`login of ${who}: ${r.code} ${r.message}`);
      tokens.set(who, r.customData.Authorization);
      return r.customData.Authorization;
    },
    async close() {
      await server.app.close();
      await stopBrokerServer(broker);
      await db.close();
      await target.cleanup();
    },
  };
}
