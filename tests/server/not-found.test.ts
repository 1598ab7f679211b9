// Unknown paths and wrong methods answer a coded envelope (spec §8: one reply format), in the
// language the browser asks for; a browser's page request still gets the app (client routes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../examples/server/db/database.js';
import { HANDLERS, SESSIONS } from '../../examples/server/handlers.js';
import { CODE } from '../../src/contract/codes.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply } from '../../src/contract/envelope.js';
import { TEST_DATABASES } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

describe('unknown paths and wrong methods', () => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await TEST_DATABASES[0]!.open();
    server = await startTestServer({ db, handlers: HANDLERS, sessions: SESSIONS });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const ask = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }) });
    const reply = decodeReply(res.body);
    return { status: res.statusCode, headers: res.headers, reply: reply.ok ? reply.value : null };
  };

  it.each([
    ['GET', '/user/v1/nothing/here'],
    ['POST', '/no/such/call'],
    ['DELETE', '/user/v1/login/nothing'],
    ['GET', '/uploads/pics/nothing.png'],
  ] as const)('%s %s: 404 with code 4404', async (method, url) => {
    const r = await ask(method, url);
    expect(r.status).toBe(404);
    expect(r.reply).toEqual({ code: CODE.NOT_FOUND, message: 'The requested item does not exist', customData: null });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('a contract call with the wrong method: 405, the method it takes, a coded envelope', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const r = await ask(method, ENDPOINTS.login.path);
      expect(r.status).toBe(405);
      expect(r.headers.allow).toBe('POST');
      expect(r.reply).toMatchObject({ code: CODE.BAD_ENVELOPE, customData: { allow: 'POST' } });
    }
    const get = await ask('POST', ENDPOINTS.getQueueCredentials.path.replace(/:\w+/g, 'H5'));
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('GET');
  });

  it('speaks the language the browser asks for', async () => {
    expect((await ask('POST', '/no/such/call', { 'accept-language': 'fr-CI,fr;q=0.9' })).reply?.message).toBe('L’élément demandé n’existe pas');
    expect((await ask('POST', '/no/such/call', { 'accept-language': 'zh-CN' })).reply?.message).toBe('请求的内容不存在');
    // The browser's first language we have, not its first language: German, then French.
    expect((await ask('POST', '/no/such/call', { 'accept-language': 'de-DE,fr;q=0.8' })).reply?.message).toBe('L’élément demandé n’existe pas');
  });
});
