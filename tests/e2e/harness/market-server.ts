// The real marketplace server for end-to-end tests: the built dist/server/main.js, exactly as
// `npm start` runs it, on a free port with its own data folder. The folder starts as a copy of the
// run's seeded template (seeded-template.ts seeds one, once, for the whole run) so every file gets
// the first-start data without paying the seeding again; fresh-start.e2e.ts covers seeding itself.
// stop() ends the server with SIGTERM and removes the folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface MarketServer {
  origin: string;
  log(): string;
  stop(): Promise<void>;
}

/**
 * Runs the built server on `dataDir` (seeding it when empty) and resolves once it serves embed.html.
 * `env` adds to or overrides the server's environment. `keepData`: stop() leaves the folder (the
 * template, a benchmark's generated database).
 */
export async function serveDataDir(dataDir: string, env: Record<string, string> = {}, keepData = false): Promise<MarketServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    // The embedded database and queue unless `env` names others (the benchmarks' PostgreSQL).
    env: { ...process.env, AMQP_URL: '', STOMP_URL: '', DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (b) => (log += b));
  child.stderr?.on('data', (b) => (log += b));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/embed.html`)).ok) return { origin, log: () => log, stop };
    } catch {
      // not listening yet (it seeds an empty data folder first)
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the marketplace server did not start:\n${log}`);
}

/**
 * Spawns the built server on a free port with a copy of the seeded template; resolves once it serves
 * embed.html. The queue is the embedded STOMP endpoint unless `env` names RabbitMQ (AMQP_URL,
 * STOMP_URL): .ci/run exports those for the integration tests, and only the realtime suite uses them.
 */
export async function startMarketServer(env: Record<string, string> = {}): Promise<MarketServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-e2e-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  return serveDataDir(dataDir, env);
}
