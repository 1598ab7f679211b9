// In-process reference server for server tests: the real Fastify app on a real database, called
// through the real envelope (app.inject, no socket). Contract tests use the real client instead.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../examples/server/db/database.js';
import type { SessionResolver } from '../../examples/server/http/envelope-route.js';
import type { HandlerTable, ServerServices } from '../../examples/server/http/handler.js';
import { decodeReply, encodeRequest, type MetaData, type Reply } from '../../src/contract/envelope.js';
import { afterAll, beforeAll } from 'vitest';
import { bootServer } from './boot.js';
import { TEST_DATABASES } from './databases.js';

export interface TestServer {
  app: FastifyInstance;
  services: ServerServices;
  /** POST an envelope to `path`; returns the HTTP status and the decoded reply. */
  call<T = unknown>(path: string, customData: unknown, opts?: { token?: string; meta?: Partial<MetaData> }): Promise<{ status: number; reply: Reply<T> }>;
  close(): Promise<void>;
}

export const testMeta = (over: Partial<MetaData> = {}): MetaData => ({
  requestTime: Date.now(), systemCode: 'H5', language: 'en', areaId: 'CIV', userId: '', deviceId: 'test-device',
  timezone: 'Africa/Abidjan', webp: false,
  platform: { container: 'test', userAgent: 'vitest', screen: '360x740', appVersion: 'test' },
  ...over,
});

export async function startTestServer(opts: { db: Database; handlers: HandlerTable; sessions?: SessionResolver; clock?: () => number }): Promise<TestServer> {
  // Tests play clients behind a proxy (X-Forwarded-For) to exercise the per-IP limits.
  const { app, services } = await bootServer({
    db: opts.db,
    handlers: opts.handlers,
    ...(opts.sessions ? { sessions: opts.sessions } : {}),
    env: { TRUST_PROXY: '1' },
    services: opts.clock ? { clock: opts.clock } : {},
  });
  await app.ready();
  return {
    app,
    services,
    async call<T>(path: string, customData: unknown, o: { token?: string; meta?: Partial<MetaData> } = {}) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...(o.token ? { authorization: o.token } : {}) },
        payload: JSON.stringify(encodeRequest({ metaData: testMeta(o.meta), customData })),
      });
      const decoded = decodeReply(res.body);
      if (!decoded.ok) throw new Error(`undecodable reply (${res.statusCode}): ${res.body.slice(0, 200)}`);
      return { status: res.statusCode, reply: decoded.value as Reply<T> };
    },
    close: () => app.close(),
  };
}

/**
 * Servers configured from environment variables, as `npm start` reads them (readConfig), on one
 * shared database: for tests of what the configuration decides (development routes, headers).
 * Call inside a describe: it opens the database before the tests and closes everything after.
 */
export function configuredServers(base: Record<string, string>): (env: Record<string, string>, services?: Partial<ServerServices>) => Promise<FastifyInstance> {
  let db: Database | undefined;
  const servers: FastifyInstance[] = [];
  beforeAll(async () => { db = await TEST_DATABASES[0]!.open(); });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await db?.close();
  });
  return async (env, services = {}) => {
    if (!db) throw new Error('configuredServers: use the servers inside a test');
    const { app } = await bootServer({ db, env: { ...base, ...env }, services });
    servers.push(app);
    return app;
  };
}
