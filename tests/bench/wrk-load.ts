// One measured window of load through wrk (C, one thread), when the machine has it: the issue's
// tool, and light. autocannon (load-generator.mjs) runs in Node and spent 0.25 ms of CPU per
// request on the same two cores as the server and the database — a fifth of what a filtered list
// page costs them — so it lowered the very figures it measured. The request list goes to wrk's Lua
// script (wrk-requests.lua) as a file; wrk reports its own percentiles (ms here).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load.js';

const SCRIPT = fileURLToPath(new URL('./wrk-requests.lua', import.meta.url));

/** Whether `wrk` runs here. */
export const wrkAvailable = (): boolean => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

interface WrkFigures {
  requests: number;
  durationUs: number;
  p50Us: number;
  p95Us: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function wrk(url: string, connections: number, seconds: number, file: string, offset: number): Promise<WrkFigures> {
  return new Promise((resolve, reject) => {
    // PGlite answers one query at a time: 16 slow searches queue for seconds, not an error.
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '60s', '-s', SCRIPT, url, file, String(offset)];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => { out += chunk; });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${out.slice(-300)}`));
      resolve(JSON.parse(line) as WrkFigures);
    });
  });
}

export async function runWrk(job: LoadJob): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-wrk-'));
  try {
    const file = join(dir, 'requests.tsv');
    // JSON.stringify never writes a raw tab or newline, so a body fits on its line.
    writeFileSync(file, job.requests.map((r) => `${r.method}\t${r.path}\t${r.body ?? ''}`).join('\n') + '\n');
    const url = new URL(job.url).origin;
    let sent = 0;
    if (job.warmupSeconds > 0) sent += (await wrk(url, job.connections, job.warmupSeconds, file, job.offset)).requests;
    const f = await wrk(url, job.connections, job.seconds, file, job.offset + sent);
    sent += f.requests;
    const ok = f.requests - f.non2xx;
    const seconds = f.durationUs / 1e6;
    return {
      generator: 'wrk',
      latencies: [],
      figures: { rps: seconds > 0 ? ok / seconds : NaN, p50: f.p50Us / 1000, p95: f.p95Us / 1000, responses: ok },
      seconds,
      sent,
      non2xx: f.non2xx,
      errors: f.errors,
      timeouts: f.timeouts,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
