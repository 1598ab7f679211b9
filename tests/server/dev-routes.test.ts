// Who may reach the development routes (GET /dev/outbox reads verification codes, POST /dev/queue
// acts as any user): only this machine, unless DEV_ROUTES=1 says otherwise on purpose; never
// production (developers' guide "development helpers reachable only from the machine itself").
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../examples/server/config.js';
import { isLoopbackAddress } from '../../examples/server/http/dev-routes.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';
import { configuredServers } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'mkt-dev-routes-'));
const env = (more: Record<string, string>) => ({ DATA_DIR: dir, APP_DIR: join(dir, 'no-app'), ...more });

describe('development routes: configuration', () => {
  it('listens on loopback by default, and then offers the routes to this machine only', () => {
    const c = readConfig(env({}));
    expect(c.host).toBe('127.0.0.1');
    expect(c.devRoutes).toBe('loopback');
    expect(readConfig(env({ HOST: '::1' })).devRoutes).toBe('loopback');
  });

  it('has no development routes on a public address, unless DEV_ROUTES=1 asks for them', () => {
    expect(readConfig(env({ HOST: '0.0.0.0' })).devRoutes).toBe('off');
    expect(readConfig(env({ HOST: '192.168.1.20' })).devRoutes).toBe('off');
    expect(readConfig(env({ HOST: '0.0.0.0', DEV_ROUTES: '1' })).devRoutes).toBe('on');
  });

  it('never has them in production, and refuses to start when asked for them there', () => {
    expect(readConfig(env({ NODE_ENV: 'production' })).devRoutes).toBe('off');
    expect(() => readConfig(env({ NODE_ENV: 'production', DEV_ROUTES: '1' }))).toThrow(/DEV_ROUTES/);
  });

  it.each([
    ['127.0.0.1', true], ['127.8.9.10', true], ['::1', true], ['[::1]', true], ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false], ['::', false], ['10.0.0.1', false], ['::ffff:10.0.0.1', false], ['128.0.0.1', false], ['', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('development routes: who reaches them', () => {
  const boot = configuredServers({ DATA_DIR: dir, APP_DIR: join(dir, 'no-app') });

  const serverWith = async (more: Record<string, string>) => {
    const outbox = createMemoryOutbox(() => undefined);
    await outbox.send({ channel: 'sms', to: '+2250700000009', text: 'code 123456', code: '123456' });
    const app = await boot(more, { outbox });
    return (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url: '/dev/outbox?to=%2B2250700000009', headers, remoteAddress });
  };

  it('a loopback server shows the outbox to a client on this machine', async () => {
    const get = await serverWith({});
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].code).toBe('123456');
  });

  it('a loopback server hides it from requests that came through a proxy or from another address', async () => {
    const get = await serverWith({ TRUST_PROXY: '1' });
    for (const headers of <Record<string, string>[]>[{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }]) {
      const res = await get(headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('123456');
    }
    expect((await get({}, '192.168.1.30')).statusCode).toBe(404);
  });

  it('a server on a public address has no such route; DEV_ROUTES=1 opens it on purpose', async () => {
    const pub = await serverWith({ HOST: '0.0.0.0' });
    expect((await pub()).statusCode).toBe(404);
    expect((await pub({}, '192.168.1.30')).statusCode).toBe(404);
    const asked = await serverWith({ HOST: '0.0.0.0', DEV_ROUTES: '1' });
    expect((await asked({}, '192.168.1.30')).statusCode).toBe(200);
  });

  it('a production server has no such route, even for this machine', async () => {
    const prod = await serverWith({ NODE_ENV: 'production' });
    const res = await prod();
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('123456');
  });
});
