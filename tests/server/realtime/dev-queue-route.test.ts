// The development publish route (POST /dev/queue): it puts a message on a seeded user's queue, where
// a browser-like consumer receives it; bad input and unknown users are refused. Who may reach it at
// all (loopback, DEV_ROUTES, never production) is dev-routes.test.ts.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS, seedUsers } from '../../../examples/server/accounts/index.js';
import type { Database } from '../../../examples/server/db/database.js';
import type { Broker } from '../../../examples/server/realtime/broker.js';
import { registerDevQueueRoute } from '../../../examples/server/realtime/dev-queue-route.js';
import { TEST_DATABASES } from '../databases.js';

/** A broker that records what it is given (the route's job ends at publish). */
function recordingBroker(): Broker & { published: [string, string][] } {
  const published: [string, string][] = [];
  return {
    kind: 'embedded',
    published,
    grant: async () => ({ username: 'u', password: 'p' }),
    publish: async (userMq, body) => void published.push([userMq, body]),
    address: (a) => a,
    close: async () => undefined,
  };
}

describe('dev queue route', () => {
  let db: Database;
  beforeAll(async () => {
    db = await TEST_DATABASES[0]!.open();
    await db.query(`insert into countries (id, names, mobile_code, country_code) values ('CIV', '{"en":"Ivory Coast"}', '225', 'CI') on conflict do nothing`);
    await seedUsers(db, Date.now());
  });
  afterAll(async () => db?.close());

  const post = async (payload: unknown) => {
    const broker = recordingBroker();
    const app = Fastify();
    // As buildServer reads every body: as text, whatever its content type.
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    registerDevQueueRoute(app, { db, broker });
    const res = await app.inject({ method: 'POST', url: '/dev/queue', payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
    await app.close();
    return { status: res.statusCode, json: res.json() as Record<string, unknown>, published: broker.published };
  };

  it('publishes a string body, or JSON as its text, to the user\'s own queue', async () => {
    const member = SEED_USERS.member;
    expect(await post({ userId: member.id, body: 'hello' })).toEqual({ status: 200, json: { queued: true, queue: member.userMq }, published: [[member.userMq, 'hello']] });
    const json = await post({ userId: member.id, body: { encryptionType: 'none', data: { msgType: 'endService' } } });
    expect(json.published).toEqual([[member.userMq, '{"encryptionType":"none","data":{"msgType":"endService"}}']]);
  });

  it.each([
    ['no user id', { body: 'x' }, 400],
    ['no body', { userId: 'u-member' }, 400],
    ['a body over 16 KiB', { userId: 'u-member', body: 'x'.repeat(16 * 1024 + 1) }, 400],
    ['not JSON', 'userId=u-member', 400],
    ['an unknown user', { userId: 'u-nobody', body: 'x' }, 404],
  ])('refuses %s and publishes nothing', async (_what, payload, status) => {
    const r = await post(payload);
    expect(r.status).toBe(status);
    expect(typeof r.json.error).toBe('string');
    expect(r.published).toEqual([]);
  });
});
