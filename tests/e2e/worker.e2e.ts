// The Comlink worker in a real Chromium (issue 2 item 5): started cross-origin through the
// importScripts blob, refused by CSP (main-thread fallback), real picture compression with
// progress, and no request to any host but our two origins (never a CDN).
//
// Builds its own tiny bundles (the worker IIFE and a page script) with rollup's JS API, so it
// does not depend on the full app build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { rollup, type Plugin } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT = 2_097_152;

const plugins = (): Plugin[] => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
  commonjs(),
  typescript({
    tsconfig: join(root, 'tsconfig.json'),
    // Only what these bundles need: files of other parts of the tree may be mid-edit.
    include: ['src/worker/**/*.ts', 'src/contract/**/*.ts', 'tests/e2e/fixtures/worker/*.ts'],
    noEmitOnError: false,
    sourceMap: false,
    declaration: false,
    noEmit: false,
    outDir: undefined,
  }) as Plugin,
];

async function build(outDir: string): Promise<void> {
  const worker = await rollup({ input: join(root, 'src/worker/worker-entry.ts'), plugins: plugins() });
  await worker.write({ file: join(outDir, 'app/worker.js'), format: 'iife' });
  await worker.close();
  const page = await rollup({ input: join(root, 'tests/e2e/fixtures/worker/page-entry.ts'), plugins: plugins() });
  await page.write({ dir: join(outDir, 'app/page'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
  await page.close();
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };

function listen(host: string, handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  return new Promise((resolve, reject) => {
    const server = createServer(handle);
    server.once('error', reject);
    server.listen(0, host, () => resolve({ server, origin: `http://${host}:${(server.address() as AddressInfo).port}` }));
  });
}

let dir = '';
let browser: Browser | undefined;
let host: { server: Server; origin: string } | undefined;
let app: { server: Server; origin: string } | undefined;
const appPaths: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-worker-e2e-'));
  await build(dir);

  // Origin B: the app's assets (worker + page script), CORS-enabled like a CDN-less app host.
  app = await listen('127.0.0.2', (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    appPaths.push(path);
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  const appOrigin = app.origin;
  // Origin A: the partner's host page, optionally with a CSP that forbids workers.
  host = await listen('127.0.0.1', (req, res) => {
    const csp = req.url?.startsWith('/csp');
    const headers: Record<string, string> = { 'Content-Type': 'text/html' };
    if (csp) headers['Content-Security-Policy'] = `worker-src 'none'; script-src 'self' ${appOrigin}`;
    res.writeHead(req.url === '/favicon.ico' ? 404 : 200, headers);
    res.end(`<!doctype html><html><head><script type="module" src="${appOrigin}/app/page/page-entry.js"></script></head><body>partner page</body></html>`);
  });

  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([host, app].map((s) => s && new Promise((r) => s.server.close(r))));
  if (dir) rmSync(dir, { recursive: true, force: true });
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
  const allowed = [host!.origin, app!.origin];
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
    await page.goto(`${host!.origin}${path}`);
    await page.waitForFunction(() => 'runWorkerChecks' in window);
    const checks = await page.evaluate(
      (url) => (window as unknown as { runWorkerChecks: (u: string) => Promise<unknown> }).runWorkerChecks(url),
      `${app!.origin}/app/worker.js`,
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
    appPaths.length = 0;
    const { checks, requests, foreign, workers, errors } = await run('/plain');
    expect(errors).toEqual([]);
    expect(checks.mode).toBe('worker');
    expect(workers.some((u) => u.startsWith('blob:'))).toBe(true);
    expect(appPaths).toContain('/app/worker.js');
    // the compression library stayed in the worker: no fallback chunk was loaded
    expect(appPaths.filter((p) => p.startsWith('/app/page/worker-api'))).toEqual([]);
    expectCommon(checks);
    expect(foreign).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('blob:') && !u.startsWith(host!.origin + '/') && !u.startsWith(app!.origin + '/'))).toEqual([]);
  });

  it('CSP worker-src none: falls back to the main thread, coding and compression still work', async () => {
    appPaths.length = 0;
    const { checks, foreign, requests, workers } = await run('/csp');
    expect(checks.mode).toBe('main-thread');
    expect(workers).toEqual([]);
    expect(appPaths.some((p) => /^\/app\/page\/worker-api-.*\.js$/.test(p))).toBe(true); // the lazy fallback chunk
    expectCommon(checks);
    expect(foreign).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('blob:') && !u.startsWith('data:') && !u.startsWith(host!.origin + '/') && !u.startsWith(app!.origin + '/'))).toEqual([]);
  });
});
