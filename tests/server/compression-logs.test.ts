// Compressed API replies decode to the same envelope (br and gzip, by Accept-Encoding, above 1 KB),
// and a production server logs no line per request while errors still reach the log.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../examples/server/app.js';
import { chooseEncoding } from '../../examples/server/http/compression.js';
import { readConfig } from '../../examples/server/config.js';
import type { Database } from '../../examples/server/db/database.js';
import type { HandlerTable } from '../../examples/server/http/handler.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { TEST_DATABASES } from './databases.js';
import { testMeta } from './harness.js';

const NOBODY = { resolve: async () => ({ state: 'none' as const, user: null }) };
const big = 'x'.repeat(4000);
/** A large and a small reply, and a bug. */
const HANDLERS: HandlerTable = {
  getHomeInfo: async () => ({ code: 200, message: 'success', customData: { big } as never }),
  getLanguage: async () => ({ code: 200, message: 'success', customData: [] }),
  getCountry: async () => { throw new Error('boom'); },
};

async function server(db: Database, env: Record<string, string>, lines: string[]): Promise<FastifyInstance> {
  const config = { ...readConfig({ DATA_DIR: '/tmp/mkt-compress-test', APP_DIR: '/nonexistent', ...env }), port: 0 };
  const services = { outbox: createMemoryOutbox(() => undefined), clock: Date.now, production: config.production, uploadsDir: config.uploadsDir, privateUploadsDir: config.privateUploadsDir };
  const app = await buildServer({ config, db, services, sessions: NOBODY, handlers: HANDLERS, logStream: { write: (l) => { lines.push(l); } } });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, path: string, acceptEncoding?: string) => app.inject({
  method: 'POST', url: path,
  headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  payload: JSON.stringify(encodeRequest({ metaData: testMeta(), customData: {} })),
});

describe('choosing an encoding', () => {
  it('prefers br, then gzip, honours q=0, and falls back to identity', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compression and production logs', () => {
  let db: Database;
  let prod: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await TEST_DATABASES[0]!.open();
    prod = await server(db, { NODE_ENV: 'production' }, lines);
  });
  afterAll(async () => {
    await prod?.close();
    await db?.close();
  });

  it('compresses a large reply with br or gzip, and both decode to the same envelope as the plain one', async () => {
    const plain = await post(prod, ENDPOINTS.getHomeInfo.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const envelope = decodeReply(plain.body);
    expect(envelope.ok && envelope.value).toMatchObject({ code: 200, customData: { big } });
    for (const [enc, inflate] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const res = await post(prod, ENDPOINTS.getHomeInfo.path, enc === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const text = inflate(res.rawPayload).toString('utf8');
      expect(text).toBe(plain.body);
      expect(decodeReply(text)).toEqual(envelope);
    }
  });

  it('leaves a small reply alone', async () => {
    const res = await post(prod, ENDPOINTS.getLanguage.path, 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(decodeReply(res.body).ok).toBe(true);
  });

  it('logs no line per request in production, and still logs a handler failure', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i++) await post(prod, ENDPOINTS.getLanguage.path);
    await post(prod, ENDPOINTS.getCountry.path);
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; level: number });
    expect(entries.filter((e) => /incoming request|request completed/.test(e.msg))).toEqual([]);
    expect(entries.some((e) => e.msg === 'handler failed' && e.level >= 50)).toBe(true);
    expect(entries).toHaveLength(1);
  });
});
