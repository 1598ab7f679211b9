// Issue 3: a fresh start on an empty data folder creates and seeds the embedded database and
// answers getHomeInfo within 30 s. Runs the built server exactly as `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { testMeta } from '../server/harness.js';
import { freePort } from './harness/market-server.js';

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'mkt-fresh-'));

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

it('seeds an empty .data/ and answers getHomeInfo within 30 s, then shuts down on SIGTERM', async () => {
  const port = await freePort();
  const started = Date.now();
  child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (b) => (log += b));
  child.stderr?.on('data', (b) => (log += b));

  let reply: ReturnType<typeof decodeReply> | undefined;
  while (Date.now() - started < 30_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${ENDPOINTS.getHomeInfo.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(encodeRequest({ metaData: testMeta(), customData: {} })),
      });
      reply = decodeReply(await res.text());
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const elapsed = Date.now() - started;
  console.log(`fresh start: getHomeInfo answered after ${elapsed} ms`);
  expect(reply?.ok, log).toBe(true);
  expect(reply?.ok && reply.value.code, log).toBe(200);
  const home = reply?.ok ? (reply.value.customData as { homeModuleDataList?: unknown[] }) : {};
  expect(home.homeModuleDataList?.length).toBeGreaterThan(0);
  expect(elapsed).toBeLessThan(30_000);

  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 60_000);
