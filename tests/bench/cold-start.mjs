// `npm run bench:start`: the cold start of the built reference server (`npm start` after its
// build): RUNS times (default 5), `node dist/server/main.js` on an empty temporary DATA_DIR with
// the embedded database, timed from the spawn to the first getHomeInfo that answers code 200 with
// menu tiles; then the run is stopped (SIGTERM) and its folder removed. Prints the median and the
// min–max of the total and of each startup phase the server logs (startup-phases.ts), with the
// machine and its load average. Asserts nothing; exits non-zero only when a start fails.
//
// Needs `npm run build` first (it builds nothing). Plain Node, so the timing includes nothing
// but the server's own process.
import { failer, freePort } from './bench-util.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'dist/server/main.js');
const RUNS = Number(process.env.RUNS ?? 5);
/** How often the first getHomeInfo is tried: the answer is known to within this. */
const POLL_MS = 20;
const TIMEOUT_MS = 120_000;

const fail = failer('bench:start');

// The request envelope of spec §7 (src/contract/envelope.ts): POST {"data": base64(JSON)}.
const b64 = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const homeRequest = () => JSON.stringify({
  data: b64({
    metaData: {
      requestTime: Date.now(), systemCode: 'H5', language: 'en', areaId: 'CIV', userId: '', deviceId: 'bench-cold-start',
      timezone: 'Africa/Abidjan', webp: true, platform: { container: 'web', userAgent: 'bench', screen: '412x823', appVersion: 'bench' },
    },
    customData: {},
  }),
});

/** True once getHomeInfo answers code 200 with menu tiles; false while the server is not up. */
async function homeAnswers(origin) {
  try {
    const res = await fetch(`${origin}/user/v2/home/getHomeInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: homeRequest() });
    const wire = await res.json();
    const reply = JSON.parse(Buffer.from(wire.data ?? '', 'base64').toString('utf8') || 'null');
    if (reply?.code !== 200 || !(reply.customData?.homeModuleDataList?.length > 0)) fail(`getHomeInfo answered ${JSON.stringify(reply).slice(0, 300)}`);
    return true;
  } catch {
    return false;
  }
}

/** "started in 3210 ms: node and modules 400 ms, database 900 ms, …" -> {phase: ms}. */
function phasesOf(log) {
  const line = log.split('\n').find((l) => l.includes('marketplace: started in'));
  if (!line) return {};
  const list = line.slice(line.indexOf(': ', line.indexOf('started in')) + 2);
  return Object.fromEntries([...list.matchAll(/([^,]+?) (\d+) ms/g)].map((m) => [m[1].trim(), Number(m[2])]));
}

async function oneStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-cold-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The embedded database, queue and reply cache: what a first `npm start` on a fresh machine uses.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', AMQP_URL: '', STOMP_URL: '', REDIS_URL: '' };
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (b) => (log += b));
  child.stderr.on('data', (b) => (log += b));
  let total = NaN;
  while (performance.now() - started < TIMEOUT_MS && child.exitCode === null) {
    if (await homeAnswers(origin)) {
      total = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  // Work left after the first answer (WebP siblings written in the background) ends before the
  // next run starts, so runs do not overlap.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (Number.isNaN(total)) fail(`the server did not answer getHomeInfo:\n${log}`);
  return { total, phases: phasesOf(log) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const spread = (xs) => `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;

if (!existsSync(SERVER)) fail('dist/server/main.js is missing: run `npm run build` first');
const loadBefore = loadavg();
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const run = await oneStart();
  console.log(`run ${i + 1}: first getHomeInfo after ${run.total.toFixed(0)} ms (${Object.entries(run.phases).map(([p, ms]) => `${p} ${ms}`).join(', ')})`);
  runs.push(run);
}
const cpu = cpus();
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`\nmachine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`);
console.log(`load average (1, 5, 15 min): before ${load(loadBefore)}, after ${load(loadavg())}`);
console.log(`\n| ms, median (min–max) of ${RUNS} | |\n|---|---|`);
console.log(`| spawn to first getHomeInfo | ${spread(runs.map((r) => r.total))} |`);
const names = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
for (const name of names) {
  const xs = runs.map((r) => r.phases[name]).filter((x) => x !== undefined);
  console.log(`| phase: ${name} | ${spread(xs)} |`);
}
