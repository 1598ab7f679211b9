// /console serves the built console (examples/server/console/console-pages.ts): index.html for the
// page routes, hashed assets as files, its own CSP; not the app's pages, and no console without a build.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../examples/server/db/database.js';
import { CONSOLE_CSP } from '../../../examples/server/console/console-pages.js';
import { bootServer } from '../boot.js';
import { TEST_DATABASES } from '../databases.js';

describe('console pages', () => {
  let db: Database;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  const dir = mkdtempSync(join(tmpdir(), 'mkt-console-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Console</title><div id="console"></div>');
  writeFileSync(join(dir, 'console-abc123.js'), 'export {};');

  beforeAll(async () => {
    db = await TEST_DATABASES[0]!.open();
    app = (await bootServer({ db, env: { CONSOLE_DIR: dir } })).app;
    bare = (await bootServer({ db })).app;
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await db?.close();
  });

  it('answers /console and its page routes with index.html and a strict CSP', async () => {
    for (const url of ['/console', '/console/review', '/console/audit?page=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="console">');
      expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(CONSOLE_CSP).toMatch(/default-src 'none'/);
    expect(CONSOLE_CSP).toMatch(/frame-ancestors 'none'/);
    expect(CONSOLE_CSP).not.toMatch(/unsafe/);
  });

  it('serves hashed assets for a year; a missing asset or a GET of a call is not a page', async () => {
    const js = await app.inject({ method: 'GET', url: '/console/console-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject({ method: 'GET', url: '/console/missing-1.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/console/api/me' })).statusCode).toBe(405);
  });

  it('serves no console when none is built (the API still answers)', async () => {
    expect((await bare.inject({ method: 'GET', url: '/console', headers: { accept: 'text/html' } })).body).not.toContain('id="console"');
    const res = await bare.inject({ method: 'POST', url: '/console/api/me', headers: { 'x-console': '1', origin: 'http://localhost' }, payload: '{}' });
    expect(JSON.parse(res.body)).toMatchObject({ code: 4001 });
  });
});
