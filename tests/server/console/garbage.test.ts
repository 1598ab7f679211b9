// Garbage into every console call (the app's fuzz tests cover the app's contract; the console's
// calls are separate): whatever arrives — not JSON, wrong types, huge or NUL-laden strings, deep
// nesting, prototype keys — the answer is a coded reply, never a 500 or code 5000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_CALLS, type ConsoleCall } from '../../../src/contract/console-api.js';
import type { Database } from '../../../examples/server/db/database.js';
import { bootServer } from '../boot.js';
import { INPUT_TEST_DATABASES } from '../databases.js';
import { addOperator, consoleCall, loginAs } from './console-client.js';

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

const VALUES: unknown[] = [
  null, true, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', '0', 'x'.repeat(100_000), 'a\u0000b', '\ud800',
  [], [1, 2], {}, { toString: 'x' }, { valueOf: 1 }, deep(50), ['approve'], '1; drop table operators', "' or 1=1 --",
];
const FIELDS = ['username', 'password', 'pageNum', 'pageSize', 'serviceId', 'decision', 'reason', 'language', 'word', 'query', 'userId', 'phone', 'kind', 'submittedAt', 'chatSessionId', 'text', 'toOperatorId',
  // Reports queue and help articles (console-moderation.ts, console-help.ts).
  'id', 'action', 'note', 'status', 'menuId', 'titles', 'contents', 'ids', 'names', '__proto__', 'constructor',
  // Goods orders (console-trade.ts).
  'orderNo', 'state', 'dispute',
  // Air-express parcels (console-express.ts).
  'parcelNo', 'warehouseId', 'weightG', 'lengthCm', 'widthCm', 'heightCm', 'place', 'step'];

/** Raw bodies that are not the JSON of an object. */
const RAW = ['{', 'null', '[]', '"text"', '12', 'true', '{"pageNum":', '\u0000', '{"__proto__":{"role":"admin"}}', 'x'.repeat(2_000_000)];

describe.each(INPUT_TEST_DATABASES)('console garbage input ($name)', (target) => {
  let db: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    db = await target.open();
    app = (await bootServer({ db })).app;
    await app.ready();
    await addOperator(db, 'boss', 'boss-pass', 'admin');
    token = await loginAs(app, 'boss', 'boss-pass');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await target.cleanup();
  });

  const expectCoded = (res: { status: number; reply: { code: number } }, what: string) => {
    expect(res.status, what).toBeLessThan(500);
    expect(res.reply.code, what).not.toBe(5000);
    expect(typeof res.reply.code, what).toBe('number');
  };

  // Logout last: it ends the session the others use.
  const calls: ConsoleCall[] = [...(Object.keys(CONSOLE_CALLS) as ConsoleCall[]).filter((c) => c !== 'logout'), 'logout'];

  it.each(calls)('%s answers every garbage body with a code', async (call) => {
    for (const raw of RAW) {
      const res = await consoleCall(app, call, undefined, { cookie: token, raw });
      expectCoded(res, `${call} raw ${raw.slice(0, 20)}`);
    }
    for (const value of VALUES) {
      expectCoded(await consoleCall(app, call, value, { cookie: token }), `${call} body ${JSON.stringify(value)?.slice(0, 40)}`);
      for (const field of FIELDS) {
        const body = JSON.parse(`{${JSON.stringify(field)}:${JSON.stringify(value) ?? 'null'}}`) as unknown;
        const res = await consoleCall(app, call, body, { cookie: token });
        expectCoded(res, `${call} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
  });

  it('answers garbage cookies and headers with a code', async () => {
    for (const cookie of ['', 'x', 'a'.repeat(5000), '%00', 'é']) {
      expectCoded(await consoleCall(app, 'me', {}, { cookie }), `cookie ${cookie.slice(0, 10)}`);
    }
    for (const origin of ['', 'not a url', 'http://[::1', 'javascript:alert(1)']) {
      expectCoded(await consoleCall(app, 'me', {}, { cookie: token, headers: { origin } }), `origin ${origin}`);
    }
  });
});
