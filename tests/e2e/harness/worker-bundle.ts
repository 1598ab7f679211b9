// The Comlink worker and a page script built with rollup's JS API, served from an "app" origin to
// a host page of another origin, like the inline embed (DESIGN.md §1): for the worker e2e test and
// the compression benchmark, which must not depend on the full app build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup, type Plugin } from 'rollup';
import { tsTranspile } from '../../../rollup.config.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const plugins = (): Plugin[] => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
  commonjs(),
  tsTranspile(),
];

/** Writes app/worker.js (IIFE) and app/page/<name>.js (ES, with its lazy chunks) for one page entry. */
async function build(outDir: string, pageEntry: string): Promise<void> {
  const worker = await rollup({ input: join(root, 'src/worker/worker-entry.ts'), plugins: plugins() });
  await worker.write({ file: join(outDir, 'app/worker.js'), format: 'iife' });
  await worker.close();
  const page = await rollup({ input: join(root, pageEntry), plugins: plugins() });
  await page.write({ dir: join(outDir, 'app/page'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
  await page.close();
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };

export interface Served {
  server: Server;
  origin: string;
}

function listen(host: string, handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Served> {
  return new Promise((resolve, reject) => {
    const server = createServer(handle);
    server.once('error', reject);
    server.listen(0, host, () => resolve({ server, origin: `http://${host}:${(server.address() as AddressInfo).port}` }));
  });
}

export interface WorkerSite {
  /** Origin A: the partner's page; `/csp…` paths send a CSP that forbids workers. */
  host: Served;
  /** Origin B: the built worker and page script, CORS-enabled. */
  app: Served;
  /** Every path the app origin served, in order. */
  appPaths: string[];
  workerUrl: string;
  close(): Promise<void>;
}

/** Builds the bundles for `pageEntry` (a repository path) and serves them from two loopback origins. */
export async function startWorkerSite(pageEntry: string): Promise<WorkerSite> {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-worker-'));
  await build(dir, pageEntry);
  const script = `${pageEntry.split('/').pop()!.replace(/\.ts$/, '')}.js`;
  const appPaths: string[] = [];
  const app = await listen('127.0.0.2', (req, res) => {
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
  const host = await listen('127.0.0.1', (req, res) => {
    const csp = req.url?.startsWith('/csp');
    const headers: Record<string, string> = { 'Content-Type': 'text/html' };
    if (csp) headers['Content-Security-Policy'] = `worker-src 'none'; script-src 'self' ${app.origin}`;
    res.writeHead(req.url === '/favicon.ico' ? 404 : 200, headers);
    res.end(`<!doctype html><html><head><script type="module" src="${app.origin}/app/page/${script}"></script></head><body>partner page</body></html>`);
  });
  return {
    host,
    app,
    appPaths,
    workerUrl: `${app.origin}/app/worker.js`,
    async close() {
      await Promise.all([host, app].map((s) => new Promise((r) => s.server.close(r))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
