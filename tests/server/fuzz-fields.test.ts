// Never code 5000 for user input (spec §8 error catalogue: 5000 is a server bug): every field of
// every request — read off the contract's own types (contract-fields.ts) — and every metaData field,
// each in turn replaced by an object whose toString / valueOf are not functions (String(x),
// Number(x), `${x}` and [x].join() all throw on it), inside an otherwise plausible request, so the
// poisoned field is reached past the others' checks. The random fuzz (fuzz.test.ts) rarely builds
// such objects; this one builds them everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD_HASH, SEED_USERS } from '../../examples/server/accounts/index.js';
import type { Database } from '../../examples/server/db/database.js';
import { HANDLERS, SESSIONS } from '../../examples/server/handlers.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { CODE } from '../../src/contract/codes.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type MetaData } from '../../src/contract/envelope.js';
import { readRequestShapes, type FieldPath } from './contract-fields.js';
import { INPUT_TEST_DATABASES } from './databases.js';
import { startTestServer, testMeta, type TestServer } from './harness.js';
import { loginAs } from './login.js';

// Coercion reads valueOf then toString (or the reverse): with neither callable, it throws.
const POISONS: readonly unknown[] = [{ toString: 'x' }, { toString: {}, valueOf: 'x' }];
// The requests name another user than the one logged in (loginAs: personal), so poisoned logins
// and password checks never count against the session's own account.
const user = SEED_USERS.member;

/** Plausible values by field name, so the checks before the poisoned field pass. */
const SAMPLES: Record<string, unknown> = {
  phone: user.phone, mobileCode: user.mobileCode, areaId: 'CIV', mail: 'member@example.test', email: 'member@example.test',
  username: user.username, password: SEED_PASSWORD_HASH, oldPassword: SEED_PASSWORD_HASH, newPassword: SEED_PASSWORD_HASH,
  userId: user.id, validCode: '123456', languageId: 'en', language: 'en', keyWords: 'villa', title: 'A bright villa near the lagoon',
  content: 'A bright villa near the lagoon with a garden, three bedrooms and parking.', tel: '0700000001', contacts: 'Awa',
  location: 'Cocody, Abidjan', index: 1, size: 10, moduleId: 1,
};

function withValue(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown> | undefined) };
  (copy as Record<string, unknown>)[head] = withValue((base as Record<string, unknown> | undefined)?.[head], rest, value);
  return copy;
}

describe.each(INPUT_TEST_DATABASES)('poisoned fields on $name', (target) => {
  let db: Database;
  let server: TestServer;
  let token = '';
  let serviceId = '1';
  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer({ db, handlers: HANDLERS, sessions: SESSIONS });
    await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir });
    token = await loginAs(server, db);
    const [row] = await db.query<{ id: string }>('select id::text as id from listings order by id limit 1');
    serviceId = row?.id ?? serviceId;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await target.cleanup();
  });

  const loginFrom = async (ip: string): Promise<string> => {
    const me = SEED_USERS.personal;
    const customData = { type: 'mobile', loginData: { mobileCode: me.mobileCode, phone: me.phone, password: SEED_PASSWORD_HASH } };
    const res = await server.app.inject({ method: 'POST', url: ENDPOINTS.login.path, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: JSON.stringify(encodeRequest({ metaData: testMeta(), customData })) });
    const reply = decodeReply(res.body);
    if (!reply.ok || reply.value.code !== 200) throw new Error(`login failed: ${res.body}`);
    return (reply.value.customData as { Authorization: string }).Authorization;
  };

  it('answers a coded refusal, never 5000, whichever field holds an object that cannot be a string', async () => {
    const shapes = readRequestShapes((name, kind) => SAMPLES[name] ?? (/Ids?$/.test(name) ? (name === 'serviceId' ? serviceId : 1) : kind === 'string' ? 'test' : 1));
    const failures: string[] = [];
    let sent = 0;
    const relogins: string[] = [];
    const send = async (path: string, auth: boolean, customData: unknown, meta: unknown) => {
      sent++;
      const body = JSON.stringify(encodeRequest({ metaData: meta as MetaData, customData }));
      // A client address of its own per request: the per-IP limits must not hide the handlers.
      const ip = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      const post = () => server.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', authorization: token, 'x-forwarded-for': ip }, payload: body });
      let res = await post();
      let reply = decodeReply(res.body);
      // A call that ended the session (logout, lockAccount): log in again (which also undoes a
      // lock, spec §4) from an address of its own, and retry.
      if (auth && reply.ok && reply.value.code === CODE.NOT_LOGGED_IN) {
        relogins.push(path);
        token = await loginFrom(`10.255.${(relogins.length >> 8) & 255}.${relogins.length & 255}`);
        res = await post();
        reply = decodeReply(res.body);
      }
      if (res.statusCode >= 500 || !reply.ok || reply.value.code === CODE.INTERNAL) failures.push(`${path} ${JSON.stringify(customData).slice(0, 160)} meta=${JSON.stringify(meta).slice(0, 80)} -> HTTP ${res.statusCode} ${res.body.slice(0, 100)}`);
    };

    let metaTurn = 0;
    for (const [name, ep] of Object.entries(ENDPOINTS)) {
      if (ep.transport !== 'json') continue; // multipart and GET carry strings only
      const shape = shapes.get(name);
      if (!shape) throw new Error(`no request type read for ${name}`);
      // userId rides on many bodies (spec §7) whatever the declared type; the body itself too.
      const paths: FieldPath[] = [[], ['userId'], ...shape.paths];
      for (const path of paths) for (const poison of POISONS) await send(ep.path, ep.auth === true, withValue(shape.sample, path, poison), testMeta());
      // metaData is read by one shared layer before any handler (http/envelope-route.ts): every
      // field of it is poisoned on every fourth endpoint, a spread over all domains, not on all 200.
      if (metaTurn++ % 4 !== 0) continue;
      for (const field of Object.keys(testMeta()).concat('platform.userAgent')) {
        await send(ep.path, ep.auth === true, shape.sample, withValue(testMeta(), field.split('.'), POISONS[0]));
      }
    }
    console.log('logged in again after', relogins.length, 'calls:', [...new Set(relogins)].join(' '));
    expect(failures).toEqual([]);
    // Every JSON endpoint was reached with every field: the table is not empty and was walked.
    expect(sent).toBeGreaterThan(1500);
  }, 300_000); // thousands of calls: longer than the suite's per-test minute on a busy machine
});
