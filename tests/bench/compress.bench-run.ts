// `npm run bench:compress` (issue "Publishing", quality bars): a 12 MP photo compressed the way
// the publish form will (src/worker: browser-image-compression in the Comlink worker, quality 0.7
// under 2,097,152 bytes), in Debian's Chromium at the machine's own speed. Prints each run's time
// and the main thread's long tasks during it, then the median; with a CSP that forbids workers,
// the main-thread fallback for comparison. Asserts nothing about speed (README "Benchmarks").
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness/browser.js';
import type { CompressRun } from '../e2e/fixtures/worker/compress-bench-entry.js';
import { startWorkerSite } from '../e2e/harness/worker-bundle.js';

const RUNS = Number(process.env.RUNS ?? 5);
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Bench {
  mode: string;
  width: number;
  height: number;
  originalSize: number;
  results: CompressRun[];
}

it('compresses a 12 MP photo', async () => {
  const site = await startWorkerSite('tests/e2e/fixtures/worker/compress-bench-entry.ts');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`bench:compress, ${RUNS} runs per mode, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    for (const path of ['/plain', '/csp']) {
      const page = await browser.newPage();
      await page.goto(`${site.host.origin}${path}`);
      await page.waitForFunction(() => 'runCompressBench' in window);
      const bench = (await page.evaluate(
        ([url, runs]) => (window as unknown as { runCompressBench: (u: string, n: number) => Promise<unknown> }).runCompressBench(url, runs),
        [site.workerUrl, RUNS] as const,
      )) as Bench;
      await page.close();
      const mb = (n: number) => (n / 2 ** 20).toFixed(2);
      console.log(`\n${bench.mode} (${path}): ${bench.width}×${bench.height} JPEG of ${mb(bench.originalSize)} MB`);
      for (const [i, r] of bench.results.entries()) {
        console.log(`  run ${i + 1}: ${r.ms} ms → ${mb(r.size)} MB; main-thread long tasks: ${r.longTasks.length ? r.longTasks.join(', ') + ' ms' : 'none'}`);
      }
      const longest = bench.results.map((r) => Math.max(0, ...r.longTasks));
      console.log(`  median ${median(bench.results.map((r) => r.ms))} ms (min ${Math.min(...bench.results.map((r) => r.ms))}, max ${Math.max(...bench.results.map((r) => r.ms))}); longest main-thread task: median ${median(longest)} ms, max ${Math.max(...longest)} ms`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
});
