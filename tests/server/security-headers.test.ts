// Framing and sniffing: every answer of the reference server says X-Content-Type-Options: nosniff;
// every HTML answer says who may frame it (Content-Security-Policy: frame-ancestors): nobody for
// the standalone page, the deployment's partner origins (EMBED_ORIGINS) for embed.html, which
// also carries that list for the page's own check (src/embed/allowed-host.ts).
import type { LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../examples/server/config.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { configuredServers, testMeta } from './harness.js';

const PARTNERS = 'https://partner.example https://other.example:8443';
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title><script type="module" src="/embed-abc.js"></script></head><body><div id="app"></div></body></html>';

/** A built app folder as `npm run build` leaves it (the parts these answers need). */
function builtApp(dir: string): string {
  const app = join(dir, 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'), PAGE.replace('embed-abc', 'app-abc'));
  writeFileSync(join(app, 'embed.html'), PAGE);
  // The pre-compressed twin must never be sent instead of the page with the list in it.
  writeFileSync(join(app, 'embed.html.br'), 'stale brotli bytes');
  writeFileSync(join(app, 'app-abc.js'), 'export {};');
  return app;
}

const nosniff = (res: LightMyRequestResponse) => res.headers['x-content-type-options'];
const csp = (res: LightMyRequestResponse) => res.headers['content-security-policy'];

describe('security headers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-headers-'));
  const appDir = builtApp(dir);
  const boot = configuredServers({ DATA_DIR: dir, APP_DIR: appDir });
  const serverWith = async (env: Record<string, string>) => {
    const app = await boot(env);
    const { uploadsDir } = readConfig({ DATA_DIR: dir });
    mkdirSync(join(uploadsDir, 'pics'), { recursive: true });
    writeFileSync(join(uploadsDir, 'pics', 'note.txt'), '<script>alert(1)</script>');
    return app;
  };

  it('sends nosniff on every kind of answer', async () => {
    const app = await serverWith({ EMBED_ORIGINS: PARTNERS });
    const api = (payload: string) => app.inject({ method: 'POST', url: ENDPOINTS.getAdInfo.path, headers: { 'content-type': 'application/json' }, payload });
    const answers: Record<string, LightMyRequestResponse> = {
      'API call': await api(JSON.stringify(encodeRequest({ metaData: testMeta(), customData: { adType: 1 } }))),
      'API refusal (bad envelope)': await api('not an envelope'),
      'API call needing a login': await app.inject({ method: 'POST', url: ENDPOINTS.getMyFavorite.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(encodeRequest({ metaData: testMeta(), customData: {} })) }),
      'CORS preflight': await app.inject({ method: 'OPTIONS', url: ENDPOINTS.getAdInfo.path }),
      'health': await app.inject({ method: 'GET', url: '/healthz' }),
      'static script': await app.inject({ method: 'GET', url: '/app-abc.js' }),
      'upload': await app.inject({ method: 'GET', url: '/uploads/pics/note.txt' }),
      'missing upload': await app.inject({ method: 'GET', url: '/uploads/pics/none.png' }),
      'missing file': await app.inject({ method: 'GET', url: '/nothing.js' }),
      'router refusal': await app.inject({ method: 'GET', url: '/%E0%A4%A' }),
      'standalone page': await app.inject({ method: 'GET', url: '/index.html' }),
      'history fallback': await app.inject({ method: 'GET', url: '/land/details?id=1', headers: { accept: 'text/html' } }),
      'iframe page': await app.inject({ method: 'GET', url: '/embed.html' }),
    };
    for (const [kind, res] of Object.entries(answers)) expect(nosniff(res), `${kind} (${res.statusCode})`).toBe('nosniff');
    // Some of them really are the answers they are named after.
    const refusal = decodeReply(answers['API refusal (bad envelope)']!.body);
    expect(refusal.ok && refusal.value.code).toBe(4400);
    expect(answers['router refusal']!.statusCode).toBe(400);
    expect(answers['missing file']!.statusCode).toBe(404);
    expect(answers['upload']!.body).toBe('<script>alert(1)</script>');
  });

  it('forbids every frame of the standalone page, at /index.html and at every route', async () => {
    const app = await serverWith({ EMBED_ORIGINS: PARTNERS });
    for (const url of ['/index.html', '/land/details?id=1', '/usercenter']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(csp(res), url).toBe("frame-ancestors 'none'");
    }
    // Not HTML: no page policy.
    expect(csp(await app.inject({ method: 'GET', url: '/app-abc.js' }))).toBeUndefined();
  });

  it('lets only the configured partner origins frame embed.html, and writes the same list into it', async () => {
    const app = await serverWith({ EMBED_ORIGINS: PARTNERS });
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/embed.html', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, method).toBe(200);
      expect(csp(res), method).toBe('frame-ancestors https://partner.example https://other.example:8443');
      expect(res.headers['content-type'], method).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], method).toBe('no-cache');
      expect(res.headers['content-encoding'], method).toBeUndefined();
    }
    const page = (await app.inject({ method: 'GET', url: '/embed.html#v=1&host=x' })).body;
    expect(page).toContain('<meta name="mkt-embed-origins" content="https://partner.example https://other.example:8443"></head>');
    expect(page).toContain('<script type="module" src="/embed-abc.js">');
  });

  it('in development by default: this server and pages of this machine; in production by default: nobody', async () => {
    const dev = await serverWith({});
    const devPage = await dev.inject({ method: 'GET', url: '/embed.html' });
    expect(csp(devPage)).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:* http://[::1]:*");
    expect(devPage.body).toContain(`content="'self' http://localhost:* http://127.0.0.1:* http://[::1]:*"`);
    const prod = await serverWith({ NODE_ENV: 'production' });
    const prodPage = await prod.inject({ method: 'GET', url: '/embed.html' });
    expect(csp(prodPage)).toBe("frame-ancestors 'none'");
    expect(prodPage.body).toContain('<meta name="mkt-embed-origins" content="">');
  });
});

describe('EMBED_ORIGINS', () => {
  const config = (value: string | undefined, more: Record<string, string> = {}) =>
    readConfig({ DATA_DIR: '/tmp/x', ...more, ...(value === undefined ? {} : { EMBED_ORIGINS: value }) }).embedOrigins;

  it('reads origins separated by spaces or commas, with ports and the port wildcard', () => {
    expect(config('https://partner.example,https://other.example:8443  http://localhost:*')).toEqual(['https://partner.example', 'https://other.example:8443', 'http://localhost:*']);
    expect(config("'self' https://partner.example")).toEqual(["'self'", 'https://partner.example']);
  });

  it("takes 'none' (or none) as an empty list, and an empty value as unset", () => {
    expect(config("'none'")).toEqual([]);
    expect(config('none')).toEqual([]);
    expect(config('', { NODE_ENV: 'production' })).toEqual([]);
    expect(config(' ')).toContain('http://localhost:*');
  });

  it.each(['*', 'https://*.partner.example', 'https://partner.example/shop', 'partner.example', 'HTTPS://Partner.example', 'ftp://partner.example', 'https://partner.example:*x', "'unsafe-inline'"])(
    'refuses to start with %s, saying what to write instead',
    (bad) => {
      expect(() => config(`https://ok.example ${bad}`)).toThrow(/EMBED_ORIGINS: .* is not an origin; write exact origins/);
    },
  );
});
