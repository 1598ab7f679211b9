// The envelope route: coded replies for every kind of bad input, auth codes, handler errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../examples/server/db/database.js';
import { okReply, ReplyError, type Handler, type HandlerTable } from '../../examples/server/http/handler.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply } from '../../src/contract/envelope.js';
import { TEST_DATABASES } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

const echo: Handler = async (input, ctx) => okReply({ echo: input, language: ctx.language, user: ctx.user?.userId ?? null } as never);
const handlers: HandlerTable = {
  searchHouseByTerms: echo,
  getHomeInfo: echo,
  getLanguage: async () => {
    throw new ReplyError(4422, 'validation.titleLength');
  },
  getCountry: async () => {
    throw new Error('boom');
  },
};

describe('envelope route', () => {
  const target = TEST_DATABASES[0]!;
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer({
      db,
      handlers,
      sessions: { resolve: async (_db, token) => (token === 'good' ? { state: 'valid', user: { userId: 'u1', accountType: 1, sessionId: 's', deviceId: 'd' } } : { state: token === 'old' ? 'expired' : 'invalid', user: null }) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('decodes, calls the handler with the normalized language and user, encodes', async () => {
    const { status, reply } = await server.call(ENDPOINTS.searchHouseByTerms.path, { a: 'é中' }, { token: 'good', meta: { language: 'fr' } });
    expect(status).toBe(200);
    expect(reply).toEqual({ code: 200, message: 'success', customData: { echo: { a: 'é中' }, language: 'fr', user: 'u1' } });
  });

  it('runs a call whose reply is the same for everyone (cache-policy.ts scope) as a visitor\'s, token or not', async () => {
    const { reply } = await server.call(ENDPOINTS.getHomeInfo.path, {}, { token: 'good' });
    expect(reply.customData).toMatchObject({ user: null });
  });

  it('translates the message key of a refusal into the caller language', async () => {
    const { reply } = await server.call(ENDPOINTS.getLanguage.path, {}, { meta: { language: 'fr' } });
    expect(reply.code).toBe(4422);
    expect(reply.message).not.toBe('validation.titleLength');
    expect(reply.message).toMatch(/200/);
  });

  it('answers a handler bug with code 5000, not a 500 without body', async () => {
    const { status, reply } = await server.call(ENDPOINTS.getCountry.path, {});
    expect(status).toBe(200);
    expect(reply.code).toBe(5000);
  });

  it('answers 4404 for an endpoint of the contract that has no handler yet', async () => {
    const { reply } = await server.call(ENDPOINTS.searchLandDealByTerms.path, {});
    expect(reply.code).toBe(4404);
  });

  it.each([
    ['not JSON', 'hello'],
    ['no data', '{}'],
    ['data not base64', '{"data":"***"}'],
    ['base64 of not JSON', JSON.stringify({ data: btoa('nope') })],
    ['no metaData', JSON.stringify({ data: btoa('{"customData":{}}') })],
  ])('refuses %s with code 4400', async (_name, payload) => {
    const res = await server.app.inject({ method: 'POST', url: ENDPOINTS.getHomeInfo.path, headers: { 'content-type': 'text/plain' }, payload });
    expect(res.statusCode).toBe(200);
    const reply = decodeReply(res.body);
    expect(reply.ok && reply.value.code).toBe(4400);
  });

  it('refuses a body over 1 MB with a coded reply', async () => {
    const res = await server.app.inject({ method: 'POST', url: ENDPOINTS.getHomeInfo.path, headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    const reply = decodeReply(res.body);
    expect(reply.ok && reply.value.code).toBe(4400);
  });
});

describe('envelope route auth', () => {
  const target = TEST_DATABASES[0]!;
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer({
      db,
      handlers: { getReleaseCountry: async () => okReply([]) },
      sessions: { resolve: async (_db, token) => (token === 'old' ? { state: 'expired', user: null } : { state: 'invalid', user: null }) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers 4001 without a login and 4006 with an expired token (spec §8)', async () => {
    expect((await server.call(ENDPOINTS.getReleaseCountry.path, {})).reply.code).toBe(4001);
    expect((await server.call(ENDPOINTS.getReleaseCountry.path, {}, { token: 'junk' })).reply.code).toBe(4001);
    expect((await server.call(ENDPOINTS.getReleaseCountry.path, {}, { token: 'old' })).reply.code).toBe(4006);
  });
});
