// The Comlink worker in a real Chromium (issue 2 item 5): started cross-origin through the
// importScripts blob, refused by CSP (main-thread fallback), real picture compression with
// progress, and no request to any host but our two origins (never a CDN).
//
// Builds its own tiny bundles (the worker IIFE and a page script) with rollup's JS API, so it
// does not depend on the full app build.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerSite, type WorkerSite } from './harness/worker-bundle.js';

const LIMIT = 2_097_152;

let site: WorkerSite | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await startWorkerSite('tests/e2e/fixtures/worker/page-entry.ts');
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface Checks {
  mode: 'worker' | 'main-thread';
  encodedIsBase64: boolean;
  decodedMessage: string | null;
  garbageCode: number | null;
  originalSize: number;
  compressed: { size: number; reported: number; type: string; flag: boolean } | { error: unknown };
  progress: number[];
  ms: number;
  unchanged: { size: number; flag: boolean } | null;
  gifError: { code: number; key?: string } | null;
}

/** Opens the host page, runs the checks, and records every request of the context (page and workers). */
async function run(path: string) {
  const context: BrowserContext = await browser!.newContext();
  const requests: string[] = [];
  const foreign: string[] = [];
  const { host, app } = site!;
  const allowed = [host.origin, app.origin];
  context.on('request', (r) => requests.push(r.url()));
  // Anything to another host is aborted (and reported): a CDN fetch would fail the test twice.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (allowed.some((o) => url.startsWith(o + '/'))) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(`${host.origin}${path}`);
    await page.waitForFunction(() => 'runWorkerChecks' in window);
    const checks = await page.evaluate(
      (url) => (window as unknown as { runWorkerChecks: (u: string) => Promise<unknown> }).runWorkerChecks(url),
      site!.workerUrl,
    ) as Checks;
    return { checks, requests, foreign, workers, errors };
  } finally {
    await context.close();
  }
}

function expectCommon(checks: Checks) {
  expect(checks.encodedIsBase64).toBe(true);
  expect(checks.decodedMessage).toBe('Maison à louer — 科特迪瓦');
  expect(checks.garbageCode).toBe(5002);
  expect(checks.originalSize).toBeGreaterThan(LIMIT);
  expect(checks.compressed).toMatchObject({ flag: true, type: 'image/jpeg' });
  const c = checks.compressed as { size: number; reported: number };
  expect(c.size).toBeLessThan(checks.originalSize);
  expect(c.size).toBeLessThanOrEqual(LIMIT);
  expect(c.reported).toBe(c.size);
  expect(checks.progress.length).toBeGreaterThan(0);
  expect(checks.progress.at(-1)).toBe(100);
  expect(checks.unchanged).toEqual({ size: 1000, flag: false });
  expect(checks.gifError).toEqual({ code: 4415, key: 'errors.fileType' });
}

describe('worker e2e (Chromium)', () => {
  it('cross-origin: the host page starts our worker through the importScripts blob and compresses in it', async () => {
    site!.appPaths.length = 0;
    const { checks, requests, foreign, workers, errors } = await run('/plain');
    expect(errors).toEqual([]);
    expect(checks.mode).toBe('worker');
    expect(workers.some((u) => u.startsWith('blob:'))).toBe(true);
    expect(site!.appPaths).toContain('/app/worker.js');
    // the compression library stayed in the worker: no fallback chunk was loaded
    expect(site!.appPaths.filter((p) => p.startsWith('/app/page/worker-api'))).toEqual([]);
    expectCommon(checks);
    expect(foreign).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('blob:') && !u.startsWith(site!.host.origin + '/') && !u.startsWith(site!.app.origin + '/'))).toEqual([]);
  });

  it('CSP worker-src none: falls back to the main thread, coding and compression still work', async () => {
    site!.appPaths.length = 0;
    const { checks, foreign, requests, workers } = await run('/csp');
    expect(checks.mode).toBe('main-thread');
    expect(workers).toEqual([]);
    expect(site!.appPaths.some((p) => /^\/app\/page\/worker-api-.*\.js$/.test(p))).toBe(true); // the lazy fallback chunk
    expectCommon(checks);
    expect(foreign).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('blob:') && !u.startsWith('data:') && !u.startsWith(site!.host.origin + '/') && !u.startsWith(site!.app.origin + '/'))).toEqual([]);
  });
});
