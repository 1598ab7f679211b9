// Runs one measured window of load in a child process and returns what it measured: through wrk
// when the machine has it (wrk-load.ts says why), else through autocannon
// (tests/bench/load-generator.mjs; why a child: see that file). BENCH_LOAD=autocannon forces it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { summarise, type RunFigures } from './bench-report.js';
import { runWrk, wrkAvailable } from './wrk-load.js';

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
  generator: 'wrk' | 'autocannon';
  /** Milliseconds of each 2xx response of the measured window (autocannon only; wrk keeps them). */
  latencies: number[];
  /** Throughput and latency of the 2xx responses of the measured window. */
  figures: RunFigures;
  seconds: number;
  /** Requests prepared (warm-up included): the next run's offset moves on by this much. */
  sent: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const GENERATOR = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

const USE_WRK = process.env.BENCH_LOAD !== 'autocannon' && wrkAvailable();

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return USE_WRK ? runWrk(job) : runAutocannon(job);
}

function runAutocannon(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GENERATOR], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => { out += chunk; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        const r = JSON.parse(out) as Omit<LoadResult, 'generator' | 'figures'>;
        resolve({ ...r, generator: 'autocannon', figures: summarise(r.latencies, r.seconds) });
      } catch (e) {
        reject(new Error(`load generator printed no result: ${String(e)}: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}
