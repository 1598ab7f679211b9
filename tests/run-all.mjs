// `npm test`: every check, in two lanes that run side by side (DEVELOPERS' guide: CI under 20
// minutes on a 2-core machine).
//   checks: typecheck → dependency cycles → server and contract tests → unit tests
//   app:    Preact + React builds → size budgets → end-to-end tests
// Neither lane keeps both cores busy alone: the server tests wait on databases and brokers, the
// end-to-end tests on Chromium and real servers (measured: ~1.5 and ~1 core of 2). The app lane
// needs nothing of the checks lane (its tests read dist/, which no unit or server test reads), so
// running them together saves minutes of wall time. A lane stops at its first failing step; the
// other lane still finishes, so one run shows every failure; the exit code is non-zero if any
// step failed. Each line of output carries its lane's name. CI shows only the tail of a run, so a
// failed step's failure lines (and its last lines) are printed again at the very end.
import { spawn } from 'node:child_process';

/** @type {Record<string, string[]>} */
const LANES = {
  // Server tests before unit tests: they wait on databases, so they share the cores with the e2e
  // tests better than the unit tests, which are CPU-bound (happy-dom) and ran 3.8x slower beside
  // the e2e tests (455 s against ~120 s alone).
  checks: ['typecheck', 'check:cycles', 'test:server', 'test:unit'],
  app: ['build:both', 'size', 'test:e2e'],
};

const seconds = (from) => ((Date.now() - from) / 1000).toFixed(0);

// Lines that name a failure in vitest's, tsc's, size-limit's and rollup's output.
const FAILURE_LINE = /\bFAIL\b|✗|×|AssertionError|Error:|error TS\d|expected|Timed out|exceeded|Unhandled/;
const KEEP_FAILURES = 150;
const KEEP_TAIL = 40;

/** What a step printed that is worth repeating if it fails. */
function newRecord() {
  return { failures: /** @type {string[]} */ ([]), tail: /** @type {string[]} */ ([]) };
}

/** Runs `npm run <script>`, prefixing its lines; resolves to its exit code. */
function run(lane, script, record) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`[${lane}] ${line}\n`);
          // A passed test's line may hold a × ("360×740"): never a failure line.
          if (FAILURE_LINE.test(line) && !line.includes('✓') && record.failures.length < KEEP_FAILURES) record.failures.push(line);
          record.tail.push(line);
          if (record.tail.length > KEEP_TAIL) record.tail.shift();
        }
      });
      stream.on('end', () => rest && out.write(`[${lane}] ${rest}\n`));
    }
    child.on('error', (e) => {
      process.stderr.write(`[${lane}] ${script}: ${e.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function lane(name, scripts) {
  for (const script of scripts) {
    const start = Date.now();
    process.stdout.write(`[${name}] == ${script}\n`);
    const record = newRecord();
    const code = await run(name, script, record);
    process.stdout.write(`[${name}] == ${script} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(start)} s\n`);
    if (code !== 0) return { name, failed: script, record };
  }
  return { name, failed: null, record: null };
}

const start = Date.now();
const results = await Promise.all(Object.entries(LANES).map(([name, scripts]) => lane(name, scripts)));
const failed = results.filter((r) => r.failed);
for (const r of failed) {
  process.stdout.write(`\n== ${r.name} lane, ${r.failed}: its failure lines\n${r.record.failures.join('\n')}\n`);
  process.stdout.write(`== ${r.name} lane, ${r.failed}: its last lines\n${r.record.tail.join('\n')}\n`);
}
for (const r of results) process.stdout.write(`== lane ${r.name}: ${r.failed ? `FAILED at ${r.failed}` : 'passed'}\n`);
process.stdout.write(`== npm test ${failed.length ? 'FAILED' : 'passed'} in ${seconds(start)} s\n`);
process.exit(failed.length ? 1 : 0);
