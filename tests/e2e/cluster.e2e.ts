// WORKERS=2 (examples/server/cluster.ts), run as `npm start` runs the built server: a primary that
// migrates and seeds a fresh PostgreSQL database once, then two workers sharing one port. New
// connections are answered by both workers (round-robin), a code sent through one is listed by the
// development outbox of each, a killed worker is replaced, SIGTERM stops them all cleanly. And the
// set-ups several workers cannot share are refused at start with a message saying what to set.
// No browser: the tests speak HTTP. The cluster half runs when DATABASE_URL, AMQP_URL, STOMP_URL
// and REDIS_URL are set (.ci/run sets them).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { createPostgresDatabase } from '../server/databases.js';
import { testMeta } from '../server/harness.js';
import { freePort } from './harness/market-server.js';

interface Started {
  child: ChildProcess;
  log(): string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (b) => (log += b));
  child.stderr?.on('data', (b) => (log += b));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log: () => log, exited };
}

/** GET `path` on a connection of `agent` (a new one per call without an agent); answers the JSON. */
function getJson<T>(origin: string, path: string, agent: Agent | false = false): Promise<T> {
  return new Promise((resolve, reject) => {
    // A connection handed to a worker at the moment it dies is lost with it: give up, not hang.
    const req = request(`${origin}${path}`, { agent, timeout: 5_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(body) as T);
        } catch (e) {
          reject(new Error(`${path}: ${res.statusCode} ${body.slice(0, 200)} (${String(e)})`));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** The worker pid behind each of `n` new connections. */
async function pidsOfConnections(origin: string, n: number): Promise<number[]> {
  const pids: number[] = [];
  for (let i = 0; i < n; i++) pids.push((await getJson<{ pid: number }>(origin, '/dev/instance')).pid);
  return pids;
}

describe('WORKERS refuses what several workers cannot share', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-cluster-refusal-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const shared = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', AMQP_URL: 'amqp://127.0.0.1:1', STOMP_URL: 'ws://127.0.0.1:1/ws', REDIS_URL: 'redis://127.0.0.1:1', REPLY_CACHE: '' };

  it.each([
    ['PGlite (no DATABASE_URL)', { DATABASE_URL: '' }, /Set DATABASE_URL: the embedded PGlite database is opened by one process only/],
    ['the embedded broker (no AMQP_URL / STOMP_URL)', { AMQP_URL: '', STOMP_URL: '' }, /Set AMQP_URL and STOMP_URL/],
    ['a reply cache in memory (no REDIS_URL)', { REDIS_URL: '' }, /Set REDIS_URL \(or REPLY_CACHE=off\)/],
  ])('exits non-zero before serving with %s', async (_what, unset, message) => {
    const port = await freePort();
    const s = startServer({ ...shared, ...unset, WORKERS: '2', PORT: String(port), DATA_DIR: dataDir });
    expect(await s.exited, s.log()).not.toBe(0);
    expect(s.log()).toMatch(/WORKERS=2 is refused/);
    expect(s.log()).toMatch(message);
    // Refused before anything opened or listened: nothing answers on the port.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

const NEEDED = ['DATABASE_URL', 'AMQP_URL', 'STOMP_URL', 'REDIS_URL'] as const;
const missing = NEEDED.filter((name) => !process.env[name]);
if (missing.length) console.warn(`cluster.e2e.ts: the WORKERS=2 cluster is not started without ${missing.join(', ')}`);

describe.skipIf(missing.length > 0)('WORKERS=2 on PostgreSQL, RabbitMQ and Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-cluster-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: Started | undefined;
  let origin = '';

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL!, 'cluster');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServer({ WORKERS: '2', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url });
    // The primary seeds the fresh database first (about 10 s), then the workers listen: the
    // balancing is only seen once both do (until then every connection goes to the first).
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && server.child.exitCode === null) {
      if ((server.log().match(/^worker \d+: marketplace: http:/gm) ?? []).length === 2) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the cluster did not start:\n${server.log()}`);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds once, and both workers answer: new connections alternate between them', async () => {
    expect(server!.log().match(/seeded the sample data/g)).toHaveLength(1);
    const pids = await pidsOfConnections(origin, 6);
    expect(new Set(pids).size, server!.log()).toBe(2);
    expect(pids).not.toContain(server!.child.pid);
  });

  it('a code sent through one worker is listed by the outbox of each', async () => {
    const phone = '0755512345';
    const res = await fetch(`${origin}${ENDPOINTS.sendRegisterCode.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(encodeRequest({ metaData: testMeta(), customData: { mobileCode: '225', phone } })),
    });
    const sent = decodeReply(await res.text());
    expect(sent.ok && sent.value.code).toBe(200);
    // On each of several connections: which worker it is, and what its outbox lists.
    const seen = new Map<number, number>();
    for (let i = 0; i < 6; i++) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const { pid } = await getJson<{ pid: number }>(origin, '/dev/instance', agent);
      const { messages } = await getJson<{ messages: { code: string }[] }>(origin, `/dev/outbox?to=${encodeURIComponent(`+225${phone}`)}`, agent);
      agent.destroy();
      seen.set(pid, messages.length);
    }
    expect(seen.size).toBe(2);
    expect([...seen.values()]).toEqual([1, 1]);
  });

  it('a killed worker is replaced, and SIGTERM stops the workers and the primary cleanly', async () => {
    const before = new Set(await pidsOfConnections(origin, 4));
    const [victim] = [...before];
    process.kill(victim!, 'SIGKILL');
    await expect.poll(async () => {
      const now = new Set(await pidsOfConnections(origin, 4).catch(() => []));
      return now.size === 2 && !now.has(victim!);
    }, { timeout: 20_000 }).toBe(true);
    expect(server!.log()).toMatch(new RegExp(`worker ${victim} exited \\(SIGKILL\\); a new one starts in \\d+ ms`));

    server!.child.kill('SIGTERM');
    expect(await server!.exited, server!.log()).toBe(0);
    expect(server!.log().match(/worker \d+: marketplace: SIGTERM, shutting down/g)).toHaveLength(2);
  });
});
