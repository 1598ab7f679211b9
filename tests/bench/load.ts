// Runs one measured window of load through tests/bench/load-generator.mjs in a child process
// (why a child: see that file) and returns what it measured.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON text sent; absent for GET. */
  body?: string;
}

export interface LoadJob {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  requests: readonly LoadRequest[];
  /** Index of the first request to send: each run continues where the previous one stopped. */
  offset: number;
}

export interface LoadResult {
  /** Milliseconds of each 2xx response of the measured window. */
  latencies: number[];
  seconds: number;
  /** Requests prepared (warm-up included): the next run's offset moves on by this much. */
  sent: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const GENERATOR = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GENERATOR], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => { out += chunk; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch (e) {
        reject(new Error(`load generator printed no result: ${String(e)}: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}
