// Shared set-up of the user-centre server tests: the full handler table on a seeded database, a
// movable clock, logins on named devices (each with its own user agent) and multipart uploads.
import { HANDLERS, SESSIONS } from '../../../examples/server/handlers.js';
import { SEED_PASSWORD_HASH, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import type { Database } from '../../../examples/server/db/database.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type MetaData, type Reply } from '../../../src/contract/envelope.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import type { TestDatabase } from '../databases.js';
import { startTestServer, testMeta, type TestServer } from '../harness.js';

export const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);
export const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
} as const;

export type SeedKey = keyof typeof SEED_USERS;

export interface UcEnv {
  db: Database;
  server: TestServer;
  clock: { now: number; advance(ms: number): void };
  /** POST as a device; `token` when logged in. */
  call<T = unknown>(path: string, customData: unknown, opts?: { token?: string; device?: string; ua?: string; language?: MetaData['language'] }): Promise<Reply<T>>;
  /** Logs `who` in on `device`, returns the access token. */
  login(who: SeedKey, device: string, ua?: string, password?: string): Promise<string>;
  /** `fields`: more form fields (uploadPrivateImg's `use`). */
  upload<T = unknown>(path: string, token: string | null, file: { name: string; bytes: Buffer } | null, language?: string, fields?: Record<string, string>): Promise<Reply<T>>;
  close(): Promise<void>;
}

let ipCounter = 0;

export async function openUsercentre(target: TestDatabase): Promise<UcEnv> {
  const db = await target.open();
  const clock = { now: T0, advance(ms: number) { this.now += ms; } };
  const server = await startTestServer({ db, handlers: HANDLERS, sessions: SESSIONS, clock: () => clock.now });
  await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir, privateUploadsDir: server.services.privateUploadsDir, now: T0 });
  const call: UcEnv['call'] = async <T>(path: string, customData: unknown, o: { token?: string; device?: string; ua?: string; language?: MetaData['language'] } = {}) => {
    const meta = testMeta({
      deviceId: o.device ?? 'test-device', language: o.language ?? 'en',
      platform: { container: 'test', userAgent: o.ua ?? 'vitest', screen: '360x740', appVersion: 'test' },
    });
    const res = await server.app.inject({
      method: 'POST', url: path,
      // Each call from its own address: the per-IP login limit never interferes.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`, ...(o.token ? { authorization: o.token } : {}) },
      payload: JSON.stringify(encodeRequest({ metaData: meta, customData })),
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(`undecodable reply (${res.statusCode}): ${res.body.slice(0, 200)}`);
    return decoded.value as Reply<T>;
  };
  return {
    db, server, clock, call,
    async login(who, device, ua = 'vitest', password = SEED_PASSWORD_HASH) {
      const u = SEED_USERS[who];
      const r = await call<LoginResult>(ENDPOINTS.login.path, { type: 'mobile', loginData: { mobileCode: u.mobileCode, phone: u.phone, password } }, { device, ua });
      if (r.code !== 200) throw new Error(`login of ${who}: ${r.code} ${r.message}`);
      return r.customData.Authorization;
    },
    async upload<T>(path: string, token: string | null, file: { name: string; bytes: Buffer } | null, language = 'en', fields: Record<string, string> = {}) {
      const boundary = '----ucBoundary42';
      const parts: Buffer[] = Object.entries({ language, ...fields }).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      if (file) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const res = await server.app.inject({
        method: 'POST', url: path, payload: Buffer.concat(parts),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) },
      });
      const decoded = decodeReply(res.body);
      if (!decoded.ok) throw new Error(`undecodable ${res.statusCode} ${res.body.slice(0, 100)}`);
      return decoded.value as Reply<T>;
    },
    async close() {
      await server.close();
      await db.close();
      await target.cleanup();
    },
  };
}

export const P = ENDPOINTS;
