// The console's login, session cookie, CSRF guard and role table (examples/server/console).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../examples/server/db/database.js';
import { DEV_OPERATOR, seedDevOperator } from '../../../examples/server/console/index.js';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { bootServer } from '../boot.js';
import { TEST_DATABASES } from '../databases.js';
import { addOperator, auditRows, consoleCall, loginAs, sha256, tokenOf } from './console-client.js';

describe.each(TEST_DATABASES)('console session ($name)', (target) => {
  let db: Database;
  let app: FastifyInstance;
  let reviewerId: string;

  beforeAll(async () => {
    db = await target.open();
    app = (await bootServer({ db, env: { TRUST_PROXY: '1' } })).app;
    await app.ready();
    await addOperator(db, 'Admin.One', 'admin-pass', 'admin');
    reviewerId = await addOperator(db, 'rita', 'review-pass', 'reviewer');
    await addOperator(db, 'gone', 'gone-pass', 'admin');
    await db.query("update operators set disabled = true where username = 'gone'");
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await target.cleanup();
  });

  it('logs in with the SHA-256 of the password: an HttpOnly, SameSite=Strict cookie on /console, and me answers', async () => {
    const res = await consoleCall<{ username: string; role: string; calls: string[] }>(app, 'login', { username: 'admin.one', password: sha256('admin-pass') });
    expect(res.reply).toMatchObject({ code: 200, customData: { username: 'Admin.One', role: 'admin' } });
    expect(res.reply.customData.calls).toEqual(expect.arrayContaining(['reviewQueue', 'reviewListing', 'auditLog']));
    expect(res.setCookie).toMatch(/; Path=\/console; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    // Plain http to this machine: no Secure flag (the browser would drop the cookie).
    expect(res.setCookie).not.toMatch(/Secure/);
    const token = tokenOf(res.setCookie);
    expect(token.length).toBeGreaterThan(30);
    // Only a digest of the token is stored.
    expect(await db.query('select 1 from operator_sessions where token_hash = $1', [token])).toHaveLength(0);
    const me = await consoleCall(app, 'me', {}, { cookie: token });
    expect(me.reply).toMatchObject({ code: 200, customData: { username: 'Admin.One' } });
    expect((await auditRows(db)).at(-1)).toMatchObject({ action: 'login', target: 'Admin.One' });
  });

  it('marks the cookie Secure for any host but this machine', async () => {
    const res = await consoleCall(app, 'login', { username: 'rita', password: sha256('review-pass') }, { headers: { host: 'console.example', origin: 'http://console.example' } });
    expect(res.reply.code).toBe(200);
    expect(res.setCookie).toMatch(/; Secure$/);
  });

  it('refuses a wrong password, an unknown name and a disabled operator alike, and audits each', async () => {
    const before = (await auditRows(db)).length;
    for (const [username, password] of [['rita', 'wrong'], ['nobody', 'x'], ['gone', 'gone-pass']] as const) {
      const res = await consoleCall(app, 'login', { username, password: sha256(password) });
      expect(res.reply).toMatchObject({ code: 4422, message: 'errors.badLogin' });
      expect(res.setCookie).toBeUndefined();
    }
    const rows = (await auditRows(db)).slice(before);
    expect(rows.map((r) => [r.action, r.target, r.operator_id === null])).toEqual([
      ['loginFailed', 'rita', false], ['loginFailed', 'nobody', true], ['loginFailed', 'gone', false],
    ]);
  });

  it('refuses bad login input with the field', async () => {
    const res = await consoleCall<{ issues: { path: string }[] }>(app, 'login', { username: 'rita', password: 'not-a-digest' });
    expect(res.reply.code).toBe(4422);
    expect(res.reply.customData.issues[0]?.path).toBe('password');
  });

  it('ends the session at logout (audited); the cookie is cleared and no longer works', async () => {
    const token = await loginAs(app, 'rita', 'review-pass');
    const out = await consoleCall(app, 'logout', {}, { cookie: token });
    expect(out.reply.code).toBe(200);
    expect(out.setCookie).toMatch(/^mkt_console=; .*Max-Age=0/);
    expect((await auditRows(db)).at(-1)).toMatchObject({ action: 'logout', operator_id: reviewerId });
    expect((await consoleCall(app, 'me', {}, { cookie: token })).reply).toMatchObject({ code: 4001, message: 'errors.notLoggedIn' });
    expect((await consoleCall(app, 'me', {})).reply.code).toBe(4001);
  });

  it('ends the session of an operator who is disabled meanwhile', async () => {
    const id = await addOperator(db, 'temp', 'temp-pass', 'admin');
    const token = await loginAs(app, 'temp', 'temp-pass');
    await db.query('update operators set disabled = true where id = $1', [id]);
    expect((await consoleCall(app, 'me', {}, { cookie: token })).reply.code).toBe(4001);
  });

  it('checks the role on every call: a reviewer may not read the audit log (refusal audited)', async () => {
    const token = await loginAs(app, 'rita', 'review-pass');
    expect((await consoleCall(app, 'reviewQueue', {}, { cookie: token })).reply.code).toBe(200);
    const res = await consoleCall(app, 'auditLog', {}, { cookie: token });
    expect(res.reply).toMatchObject({ code: 4403, message: 'errors.forbidden', customData: null });
    expect((await auditRows(db)).at(-1)).toMatchObject({ action: 'refused', target: 'auditLog', operator_id: reviewerId });
    // A role the table does not know may call nothing but the session calls.
    await addOperator(db, 'odd', 'odd-pass', 'translator-of-the-future');
    const odd = await loginAs(app, 'odd', 'odd-pass');
    expect((await consoleCall(app, 'reviewQueue', {}, { cookie: odd })).reply.code).toBe(4403);
    expect((await consoleCall(app, 'me', {}, { cookie: odd })).reply).toMatchObject({ code: 200, customData: { calls: ['logout', 'me'] } });
  });

  it('refuses a call without the console header, from another origin or marked cross-site, before reading the session', async () => {
    const token = await loginAs(app, 'admin.one', 'admin-pass');
    const cases: Record<string, string | undefined>[] = [
      { 'x-console': undefined },
      { 'x-console': '0' },
      { origin: undefined },
      { origin: 'http://evil.example' },
      { origin: 'https://localhost' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const res = await consoleCall(app, 'auditLog', {}, { cookie: token, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.reply).toMatchObject({ code: 4403, message: 'errors.csrf' });
    }
    // Login too: no one can log a browser into the console from another site.
    expect((await consoleCall(app, 'login', { username: 'rita', password: sha256('review-pass') }, { headers: { 'x-console': undefined } })).status).toBe(403);
    expect((await consoleCall(app, 'auditLog', {}, { cookie: token, headers: { 'sec-fetch-site': 'same-origin' } })).reply.code).toBe(200);
  });

  it('sends no CORS headers, answers an unknown call 404 and another method 405', async () => {
    const res = await consoleCall(app, 'me', {});
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await consoleCall(app, 'dropTables', {})).reply).toMatchObject({ code: 4404, message: 'errors.unknownCall' });
    const get = await app.inject({ method: 'GET', url: '/console/api/me' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('throttles guessing: after five failures of a name, even the right password waits', async () => {
    await addOperator(db, 'target', 'target-pass', 'reviewer');
    for (let i = 0; i < 5; i++) {
      expect((await consoleCall(app, 'login', { username: 'target', password: sha256(`guess${i}`) })).reply.code).toBe(4422);
    }
    const res = await consoleCall(app, 'login', { username: 'TARGET', password: sha256('target-pass') });
    expect(res.reply).toMatchObject({ code: 4429, message: 'errors.tooManyAttempts' });
  });

  it('throttles one address guessing many names', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 20; i++) await consoleCall(app, 'login', { username: `n${i}`, password: sha256('x') }, { headers: ip });
    expect((await consoleCall(app, 'login', { username: 'rita', password: sha256('review-pass') }, { headers: ip })).reply.code).toBe(4429);
    expect((await consoleCall(app, 'login', { username: 'rita', password: sha256('review-pass') })).reply.code).toBe(200);
  });

  it('reads the audit log newest first, with the operator names (admins only)', async () => {
    const token = await loginAs(app, 'admin.one', 'admin-pass');
    const log = await consoleCall<{ totalCount: number; resultList: { action: string; operator: string | null; target: string; at: string }[] }>(app, 'auditLog', { pageSize: 2 }, { cookie: token });
    expect(log.reply.code).toBe(200);
    expect(log.reply.customData.resultList).toHaveLength(2);
    expect(log.reply.customData.resultList[0]).toMatchObject({ action: 'login', operator: 'Admin.One', target: 'Admin.One' });
    expect(log.reply.customData.totalCount).toBe((await auditRows(db)).length);
    const times = log.reply.customData.resultList.map((e) => Date.parse(e.at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    // A failed login of an unknown name has no operator.
    const all = await consoleCall<{ resultList: { action: string; operator: string | null; target: string }[] }>(app, 'auditLog', { pageSize: 100 }, { cookie: token });
    expect(all.reply.customData.resultList.find((e) => e.target === 'nobody')).toMatchObject({ action: 'loginFailed', operator: null });
  });

  it('seeds the development operator once outside production, never in production', async () => {
    expect(await seedDevOperator(db, true)).toBe(false);
    expect(await db.query('select 1 from operators where username = $1', [DEV_OPERATOR.username])).toHaveLength(0);
    expect(await seedDevOperator(db, false)).toBe(true);
    expect(await seedDevOperator(db, false)).toBe(false);
    const token = await loginAs(app, DEV_OPERATOR.username, SEED_PASSWORD);
    expect((await consoleCall(app, 'me', {}, { cookie: token })).reply).toMatchObject({ customData: { role: 'admin' } });
  });
});
