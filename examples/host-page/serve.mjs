// Serves this folder the way a partner's web server should: every HTML response gets a fresh CSP
// nonce (the {{NONCE}} placeholders) and a strict Content-Security-Policy naming the marketplace
// server (sdk/README.md "Content-Security-Policy of your page", per mode). No dependencies.
//
//   node examples/host-page/serve.mjs [--port 5173] [--host 127.0.0.1]
//   then open http://127.0.0.1:5173/?server=http://localhost:8080
//
// The page reads ?server= and ?mode= itself; this server reads the same two to write the policy.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEFAULT_SERVER = 'http://localhost:8080';
const HERE = fileURLToPath(new URL('.', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The origin of an http(s) URL, or null. */
export function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy of one page. Both modes: scripts only by nonce ('strict-dynamic' lets the loader
 * import the SDK, and the SDK import the inline app), no eval, no plugins, no <base>.
 * iframe mode adds the frame; inline mode adds what the app does inside this page: API calls and
 * its socket, its images, its image worker (a blob that importScripts() the server's worker.js).
 */
export function contentSecurityPolicy({ nonce, server, mode, frameSrc = [] }) {
  const origin = originOf(server) ?? DEFAULT_SERVER;
  const socket = origin.replace(/^http/, 'ws');
  const frames = [...(mode === 'inline' ? [] : [origin]), ...frameSrc];
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    mode === 'inline' ? `img-src 'self' ${origin} blob:` : "img-src 'self'",
    ...(mode === 'inline' ? [`connect-src ${origin} ${socket}`, 'worker-src blob:'] : []),
    ...(frames.length ? [`frame-src ${frames.join(' ')}`] : []),
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Starts the server. `frameSrc`: other origins the partner's pages may frame (tests use it to
 * put a third-party frame next to the marketplace).
 */
export function startHostPageServer({ root = HERE, host = '127.0.0.1', port = 0, frameSrc = [] } = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    requests.push(url.pathname + url.search);
    const rel = normalize(decodeURIComponent(url.pathname)).replace(/^[/\\]+/, '') || 'index.html';
    const file = join(root, rel);
    if (!(file + sep).startsWith(root.endsWith(sep) ? root : root + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (extname(file) !== '.html') {
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(readFileSync(file));
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const marketplace = originOf(url.searchParams.get('server') ?? '') ?? DEFAULT_SERVER;
    const mode = url.searchParams.get('mode') === 'inline' ? 'inline' : 'iframe';
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({ nonce, server: marketplace, mode, frameSrc }),
      // The frame may use the camera (QR scanning); nothing else may.
      'Permissions-Policy': `camera=(self "${marketplace}")`,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(readFileSync(file, 'utf8').replaceAll('{{NONCE}}', nonce));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://${host}:${actual}`,
        requests,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
  };
  const started = await startHostPageServer({ host: arg('host', '127.0.0.1'), port: Number(arg('port', '5173')) });
  console.log(`partner site on ${started.url}/?server=${DEFAULT_SERVER}`);
}
