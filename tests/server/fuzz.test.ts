// Issue 3: ≥ 10,000 malformed envelopes and payloads against every endpoint of the contract:
// zero HTTP 500s, zero crashes, each answer a decodable coded reply and never code 5000 (a bug).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../examples/server/db/database.js';
import { HANDLERS, SESSIONS } from '../../examples/server/handlers.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { encodeBase64Utf8 } from '../../src/contract/base64.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { INPUT_TEST_DATABASES } from './databases.js';
import { startTestServer, testMeta, type TestServer } from './harness.js';
import { loginAs } from './login.js';

const TOTAL = 10_000;

/** Deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 2 ** 32);
}

const NASTY = ['', ' ', 'null', "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  '../../etc/passwd', '%00', '\u0000', '\uD800', '科特迪瓦', 'élégante', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'x'.repeat(20_000), '-1', '1e309', 'NaN', '__proto__', 'constructor'];
const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined');
const NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 53), 1e309, Number.NaN, 0.1, 999999999999999, 3.14159];

function randomValue(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 2 ? 6 : 9));
  switch (k) {
    case 0: return NASTY[Math.floor(r() * NASTY.length)];
    case 1: return NUMBERS[Math.floor(r() * NUMBERS.length)];
    case 2: return r() > 0.5;
    case 3: return null;
    case 4: return String(Math.floor(r() * 1000));
    case 5: return undefined;
    case 6: return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
    default: {
      const keys = ['page', 'index', 'size', 'serviceId', 'userId', 'moduleId', 'tagId', 'keyWords', 'title', 'content', 'phone',
        'mobileCode', 'password', 'validCode', 'areaId', 'cityId', 'languageId', 'type', 'loginData', 'serviceIds', 'fileList',
        'priceRangeMin', 'priceRangeMax', 'mail', 'tel', 'labelIds', '__proto__', 'constructor', 'esInfoId', 'refreshToken',
        // The money calls (payments): what to buy, how to pay, which order, which code.
        'commodityId', 'memberLevelId', 'payType', 'couponId', 'returnUrl', 'orderNo', 'orderNos', 'code', 'voucherImg', 'remark', 'side', 'state'];
      const o: Record<string, unknown> = {};
      // defineProperty: a literal "__proto__" key reaches the JSON instead of changing the prototype.
      for (let i = Math.floor(r() * 6); i > 0; i--) Object.defineProperty(o, keys[Math.floor(r() * keys.length)]!, { value: randomValue(r, depth + 1), enumerable: true, configurable: true, writable: true });
      return o;
    }
  }
}

function randomBody(r: () => number): string {
  const k = Math.floor(r() * 8);
  const meta = r() > 0.2 ? testMeta({ language: (['cn', 'en', 'fr', 'xx'] as const)[Math.floor(r() * 4)] as 'en' }) : randomValue(r);
  switch (k) {
    case 0: return text(randomValue(r));
    case 1: return JSON.stringify({ data: text(randomValue(r)) });
    case 2: return JSON.stringify({ data: encodeBase64Utf8(JSON.stringify(randomValue(r)) ?? '') });
    case 3: return JSON.stringify({ data: encodeBase64Utf8(JSON.stringify({ metaData: randomValue(r), customData: randomValue(r) })) });
    default: return JSON.stringify(encodeRequest({ metaData: meta as ReturnType<typeof testMeta>, customData: randomValue(r) }));
  }
}

describe.each(INPUT_TEST_DATABASES)('fuzz on $name', (target) => {
  let db: Database;
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer({ db, handlers: HANDLERS, sessions: SESSIONS });
    // Seeded, so lookups and searches run on real rows; logged in, so auth-only handlers run too.
    await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir });
    token = await loginAs(server, db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await target.cleanup();
  });

  it(`answers ${TOTAL} malformed requests with coded replies, never a 500 or code 5000`, async () => {
    const r = rng(20261122);
    const endpoints = Object.values(ENDPOINTS);
    const failures: string[] = [];
    const codes = new Map<number, number>();
    for (let i = 0; i < TOTAL; i++) {
      const ep = endpoints[Math.floor(r() * endpoints.length)]!;
      const withToken = token && r() > 0.3;
      const payload = ep.transport === 'get' ? undefined : randomBody(r);
      const res = await server.app.inject({
        method: ep.transport === 'get' ? 'GET' : 'POST',
        url: ep.transport === 'get' ? ep.path.replace(/:\w+/g, encodeURIComponent(text(randomValue(r)).slice(0, 200))) : ep.path,
        headers: {
          'content-type': r() > 0.1 ? 'application/json' : 'text/plain',
          ...(withToken ? { authorization: token } : r() > 0.8 ? { authorization: text(randomValue(r)).replace(/[^\x20-\x7e]/g, '').slice(0, 300) } : {}),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      const reply = decodeReply(res.body);
      if (res.statusCode >= 500 || !reply.ok || reply.value.code === 5000) {
        failures.push(`#${i} ${ep.path} -> HTTP ${res.statusCode} ${res.body.slice(0, 120)} payload=${payload?.slice(0, 200)}`);
        if (failures.length > 20) break;
      } else codes.set(reply.value.code, (codes.get(reply.value.code) ?? 0) + 1);
    }
    expect(failures).toEqual([]);
    // The run reached the handlers, not only the envelope check: some inputs happen to be valid
    // (200) and many were refused field by field (4422).
    console.log('fuzz reply codes:', JSON.stringify(Object.fromEntries([...codes].sort((a, b) => b[1] - a[1]))));
    expect(codes.get(200) ?? 0).toBeGreaterThan(50);
    expect(codes.get(4422) ?? 0).toBeGreaterThan(500);
  });
});
