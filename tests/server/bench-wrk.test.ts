// The wrk load of `npm run bench:server` (tests/bench/wrk-load.ts, wrk-requests.lua) against a
// small real HTTP server: every body of the list in turn from the offset, the methods and the
// JSON content type as given, non-2xx answers counted apart, and `sent` where the next run goes on.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWrk, wrkAvailable } from '../../tests/bench/wrk-load.js';
import type { LoadRequest } from '../../tests/bench/load.js';

const seen: { method: string; path: string; type: string | undefined; body: string }[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => { body += c; });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', type: req.headers['content-type'], body });
      // Every tenth body is refused: the figures must count those apart.
      const i = body ? (JSON.parse(body) as { i: number }).i : -1;
      res.writeHead(i % 10 === 0 ? 500 : 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.runIf(wrkAvailable())('wrk load', () => {
  it('sends the list in turn from the offset, and counts what it measured', async () => {
    const requests: LoadRequest[] = Array.from({ length: 40 }, (_, i) =>
      i === 3 ? { method: 'GET', path: '/healthz' } : { method: 'POST', path: `/api/x?n=${i}`, body: JSON.stringify({ i, text: 'a\tb "c" é' }) });
    const r = await runWrk({ url, connections: 1, warmupSeconds: 0, seconds: 1, requests, offset: 38 });

    expect(r.generator).toBe('wrk');
    expect(seen.length).toBeGreaterThan(80);
    // One connection: the server sees the list in order, from the offset, wrapping around.
    seen.slice(0, 80).forEach((s, k) => {
      const i = (38 + k) % 40;
      if (i === 3) expect(s).toMatchObject({ method: 'GET', path: '/healthz', body: '' });
      else expect(s).toEqual({ method: 'POST', path: `/api/x?n=${i}`, type: 'application/json', body: JSON.stringify({ i, text: 'a\tb "c" é' }) });
    });
    // wrk counts the answers it got: the one request in flight when the time was up reached the
    // server but not the count (the next run sends it again).
    expect(r.sent).toBeGreaterThanOrEqual(seen.length - 1);
    expect(r.sent).toBeLessThanOrEqual(seen.length);
    const answered = seen.slice(0, r.sent);
    const refused = answered.filter((s) => s.body && (JSON.parse(s.body) as { i: number }).i % 10 === 0).length;
    expect(r.non2xx).toBe(refused);
    expect(r.figures.responses).toBe(r.sent - refused);
    expect(r.figures.rps).toBeCloseTo(r.figures.responses / r.seconds, 5);
    expect(r.figures.p50).toBeGreaterThan(0);
    expect(r.figures.p95).toBeGreaterThanOrEqual(r.figures.p50);
    expect(r.errors + r.timeouts).toBe(0);
  });
});
