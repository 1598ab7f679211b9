// `npm run bench:lighthouse` (issue 5 "Quality bars"): Lighthouse performance of the built app as a
// phone on a slow network sees it, on /index and on one house details page. Prints medians and
// the min–max spread of each metric over RUNS runs per page (default 5); asserts nothing (speed is
// measured here, not tested). Exits non-zero only when the run itself fails: no build, a server
// that does not start, a Lighthouse error.
//
// Needs `npm run build` first (it builds nothing). Spawns the built reference server
// (dist/server/main.js) on a free port with a fresh temporary DATA_DIR and the embedded database
// (DATABASE_URL=''), seeded on first start. Runs Debian's Chromium (/usr/bin/chromium, or CHROME_PATH)
// through chrome-launcher, which comes with lighthouse; nothing is downloaded.
//
// Plain Node (no TypeScript step) so that Lighthouse runs in an ordinary process, not in a test
// runner's worker.
import { failer, freePort } from './bench-util.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'dist/server/main.js');
const APP_INDEX = join(ROOT, 'dist/app/index.html');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 5);
// DIAGNOSE=1: also run and print, per run, the audits that say where the time goes (the LCP
// element and its phases, long main-thread tasks, script boot-up). Off by default: they fetch
// response bodies and make a run heavier, and the figures above do not need them.
const DIAGNOSE = process.env.DIAGNOSE === '1';
// PAGES=details (or index): measure one of the two pages only, to compare builds of one page faster.
const PAGES = (process.env.PAGES ?? 'index,details').split(',').map((p) => p.trim());
const DIAGNOSTIC_AUDITS = ['largest-contentful-paint-element', 'long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'metrics', 'main-thread-tasks', 'network-requests'];

// No network on the machine and nothing in the background: Chrome's own update, sync and
// field-trial traffic would fail slowly and blur the timings.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Lighthouse 12's "Slow 4G" (throttling.mobileSlow4G in core/config/constants.js, the default of
// its mobile preset; it used to be called "Fast 3G" after WebPageTest's profile of that name):
// 150 ms round trip, 1.6 Mbit/s (1638.4 kbit/s) down, 750 kbit/s up, and a CPU 4× slower than
// the machine running the test. Set explicitly so a future Lighthouse default cannot move the
// numbers. 'simulate' loads the page unthrottled and computes the throttled timings (Lantern),
// so the requestLatencyMs / download / upload values (used by 'devtools' throttling only) are
// given for completeness with Lighthouse's own derivation.
const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1638.4,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1638.4 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    // Only the audits printed. The performance score is the weighted mean of the five metric
    // audits alone (FCP 10, SI 10, LCP 25, TBT 30, CLS 25), so it is the full report's score;
    // skipping the diagnostics (response bodies, source maps, …) makes a run lighter and keeps a
    // busy machine from timing out on them (PROTOCOL_TIMEOUT on Network.getResponseBody).
    onlyAudits: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'total-byte-weight', ...(DIAGNOSE ? DIAGNOSTIC_AUDITS : [])],
    formFactor: 'mobile',
    // Lighthouse's own mobile screen (412×823 at 1.75×), comparable with other Lighthouse reports.
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod: 'simulate',
    throttling: SLOW_4G,
    // Twice Lighthouse's waits (30 s to first paint, 45 s to load): on a busy 2-core machine an
    // unthrottled load can take that long, and a timeout (NO_FCP) would lose the whole run.
    // They bound the waiting only; the simulated timings do not depend on them.
    maxWaitForFcp: 60_000,
    maxWaitForLoad: 90_000,
  },
};

/** Metrics printed, in order: Lighthouse audit id (or 'score'), label, how a value is shown. */
const METRICS = [
  ['score', 'performance score', (v) => v.toFixed(0)],
  ['largest-contentful-paint', 'LCP ms', (v) => v.toFixed(0)],
  ['total-blocking-time', 'TBT ms', (v) => v.toFixed(0)],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
  ['first-contentful-paint', 'FCP ms', (v) => v.toFixed(0)],
  ['speed-index', 'Speed Index ms', (v) => v.toFixed(0)],
  ['total-byte-weight', 'transfer KiB', (v) => (v / 1024).toFixed(1)],
];

/** DIAGNOSE=1: one run's LCP element and phases, longest tasks and costliest scripts, briefly. */
function diagnose(lhr) {
  const short = (u) => String(u ?? '').replace(/^https?:\/\/[^/]+/, '').slice(0, 60);
  const lcp = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = lcp?.type === 'list' ? lcp.items : lcp ? [lcp] : [];
  for (const t of tables) {
    for (const item of t.items ?? []) {
      if (item.node) console.log(`  LCP element: ${item.node.snippet ?? item.node.nodeLabel}`);
      else if (item.phase) console.log(`  LCP phase ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  console.log(`  long tasks: ${tasks.slice(0, 6).map((t) => `${Math.round(t.duration)} ms @${Math.round(t.startTime)} ${short(t.url)}`).join('; ') || 'none'}`);
  const boot = lhr.audits['bootup-time']?.details?.items ?? [];
  console.log(`  boot-up: ${boot.slice(0, 5).map((b) => `${short(b.url)} ${Math.round(b.total)} ms (script ${Math.round(b.scripting)})`).join('; ')}`);
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(`  main thread: ${work.map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration)}`).join(', ')}`);
  // What the unthrottled load did before its own LCP: Lantern's pessimistic LCP graph holds every
  // request and main-thread task that started before it, so these are what the simulation charges.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  console.log(`  observed (unthrottled): FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(lcpAt)} ms`);
  const before = (lhr.audits['main-thread-tasks']?.details?.items ?? []).filter((t) => t.startTime < lcpAt && t.duration >= 5);
  console.log(`  tasks ≥ 5 ms before it: ${before.map((t) => `${Math.round(t.duration)} ms @${Math.round(t.startTime)}`).join('; ') || 'none'}`);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.networkRequestTime < lcpAt);
  console.log(`  requests started before it: ${requests.map((r) => `${short(r.url).slice(0, 40)} @${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)}`).join('; ')}`);
}

const fail = failer('bench:lighthouse');

/** The built server on a free port with an empty data folder; resolves once it serves the app. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (b) => (log += b));
  child.stderr.on('data', (b) => (log += b));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start creates and seeds the database and draws the pictures: seconds on an idle
  // machine, minutes on a busy one.
  console.log(`starting the server on ${origin} (first start: creating and seeding the database)…`);
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/index`, { headers: { accept: 'text/html' } })).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  return fail(`the server did not start:\n${log}`);
}

// The request envelope of spec §7 (src/contract/envelope.ts encodeRequest/decodeReply):
// POST {"data": base64(UTF-8 JSON {metaData, customData})}, reply {"data": base64(JSON reply)}.
const b64 = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const metaData = () => ({
  requestTime: Date.now(), systemCode: 'H5', language: 'en', areaId: 'CIV', userId: '', deviceId: 'bench-lighthouse',
  timezone: 'Africa/Abidjan', webp: true, platform: { container: 'web', userAgent: 'bench', screen: '412x823', appVersion: 'bench' },
});

/** The details page of the first seeded house the search returns. */
async function houseDetailsPath(origin) {
  const res = await fetch(`${origin}/rentingHouse/v1/search/searchHouseByTerms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: b64({ metaData: metaData(), customData: { page: { index: 1, size: 1 } } }) }),
  });
  const wire = await res.json();
  const reply = JSON.parse(Buffer.from(wire.data ?? '', 'base64').toString('utf8') || 'null');
  const house = reply?.customData?.resultList?.[0];
  if (reply?.code !== 200 || !house?.rentingHouseId) return fail(`no seeded house to open: ${JSON.stringify(reply).slice(0, 300)}`);
  const q = new URLSearchParams({ serviceId: String(house.rentingHouseId) });
  if (house.title) q.set('title', String(house.title));
  return `/house/details?${q}`;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** One Lighthouse run; returns the metric values by id, or throws on a Lighthouse error. */
async function measure(url, port) {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, LIGHTHOUSE_CONFIG);
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const values = { score: (lhr.categories.performance.score ?? NaN) * 100 };
  for (const [id] of METRICS.slice(1)) values[id] = lhr.audits[id]?.numericValue ?? NaN;
  if (DIAGNOSE) diagnose(lhr);
  return { values, benchmarkIndex: lhr.environment?.benchmarkIndex, warnings: lhr.runWarnings ?? [], version: lhr.lighthouseVersion, chrome: lhr.environment?.hostUserAgent };
}

function printTable(pages) {
  const head = ['metric', ...pages.map((p) => `${p.name}: median (min–max) of ${p.runs.length}`)];
  const rows = METRICS.map(([id, label, show]) => [
    label,
    ...pages.map((p) => {
      const xs = p.runs.map((r) => r.values[id]);
      return `${show(median(xs))} (${show(Math.min(...xs))}–${show(Math.max(...xs))})`;
    }),
  ]);
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padEnd(width[i])).join('  '));
}

if (!Number.isInteger(RUNS) || RUNS < 1) fail(`RUNS must be a positive integer, got ${JSON.stringify(process.env.RUNS)}`);
if (!existsSync(SERVER) || !existsSync(APP_INDEX)) fail(`no build found (${existsSync(SERVER) ? APP_INDEX : SERVER}): run \`npm run build\` first`);
if (!existsSync(CHROME_PATH)) fail(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);

const server = await startServer();
let chrome;
let exitCode = 0;
try {
  const pages = [
    { key: 'index', name: '/index', path: '/index', runs: [] },
    { key: 'details', name: 'house details', path: await houseDetailsPath(server.origin), runs: [] },
  ].filter((p) => PAGES.includes(p.key));
  if (pages.length === 0) throw new Error(`PAGES names no page (index, details): ${JSON.stringify(process.env.PAGES)}`);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let about;
  const failures = [];
  for (const page of pages) {
    for (let i = 1; i <= RUNS; i++) {
      const t0 = Date.now();
      // One failed run (a Lighthouse error) is reported and the others still count; the bench
      // exits non-zero at the end.
      try {
        const run = await measure(server.origin + page.path, chrome.port);
        about ??= run;
        page.runs.push(run);
        const warn = run.warnings.length ? ` (warnings: ${run.warnings.join(' | ')})` : '';
        console.log(`${page.name} run ${i}/${RUNS}: score ${run.values.score.toFixed(0)}, LCP ${run.values['largest-contentful-paint'].toFixed(0)} ms, TBT ${run.values['total-blocking-time'].toFixed(0)} ms, ${((Date.now() - t0) / 1000).toFixed(1)} s${warn}`);
      } catch (e) {
        failures.push(`${page.name} run ${i}: ${e instanceof Error ? e.message : String(e)}`);
        console.log(`${page.name} run ${i}/${RUNS}: FAILED after ${((Date.now() - t0) / 1000).toFixed(1)} s: ${failures.at(-1)}`);
      }
    }
  }
  if (!about) throw new Error(`every Lighthouse run failed:\n${failures.join('\n')}`);
  console.log(`\nLighthouse ${about.version}, ${about.chrome ?? CHROME_PATH}`);
  // Simulated timings scale the CPU work observed on this machine: a busy machine (load average
  // above its core count, a low benchmarkIndex) inflates TBT and LCP.
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; Lighthouse benchmarkIndex (higher = faster) ${pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).join(', ')}`);
  console.log(`mobile, simulated Slow 4G (${SLOW_4G.rttMs} ms RTT, ${SLOW_4G.throughputKbps} kbit/s) and ${SLOW_4G.cpuSlowdownMultiplier}× CPU slowdown; ${RUNS} run(s) per page; ${pages.map((p) => `${p.name}: ${p.path}`).join('; ')}\n`);
  printTable(pages.filter((p) => p.runs.length > 0));
  if (failures.length) {
    console.log(`\n${failures.length} run(s) failed (not in the table):\n${failures.join('\n')}`);
    exitCode = 1;
  }
} catch (e) {
  console.error(`bench:lighthouse: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  exitCode = 1;
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exit(exitCode);
