// WORKERS (config.ts, scale-out.ts): several workers are allowed only when everything they must
// share lives outside the process; the refusal names every missing part and what to set. The
// built entry refusing to start is tests/e2e/cluster.e2e.ts.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../examples/server/config.js';

const SHARED = {
  DATA_DIR: '/tmp/mkt-scale-out', DATABASE_URL: 'postgres://db.internal/market', AMQP_URL: 'amqp://mq.internal',
  STOMP_URL: 'wss://mq.example/ws', REDIS_URL: 'redis://cache.internal:6379',
};

describe('WORKERS', () => {
  it('is 1 by default and an integer from 1 to 64', () => {
    expect(readConfig({ DATA_DIR: '/tmp/mkt-scale-out' }).workers).toBe(1);
    expect(readConfig({ ...SHARED, WORKERS: '4' }).workers).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'two', '65']) expect(() => readConfig({ ...SHARED, WORKERS: bad }), bad).toThrow(/WORKERS must be an integer 1–64/);
  });

  it('with one worker, any set-up starts (PGlite, embedded broker, memory cache)', () => {
    expect(readConfig({ DATA_DIR: '/tmp/mkt-scale-out', WORKERS: '1' }).replyCache).toBe('memory');
  });

  it.each([
    ['PGlite', { DATABASE_URL: '' }, /Set DATABASE_URL/],
    ['the embedded broker', { AMQP_URL: '' }, /Set AMQP_URL and STOMP_URL/],
    ['the embedded broker', { STOMP_URL: '' }, /Set AMQP_URL and STOMP_URL/],
    ['a reply cache in memory', { REDIS_URL: '' }, /Set REDIS_URL \(or REPLY_CACHE=off\)/],
  ])('refuses several workers with %s', (_what, unset, message) => {
    expect(() => readConfig({ ...SHARED, ...unset, WORKERS: '2' })).toThrow(message);
  });

  it('names every missing part at once', () => {
    let error = '';
    try {
      readConfig({ DATA_DIR: '/tmp/mkt-scale-out', WORKERS: '3' });
    } catch (e) {
      error = (e as Error).message;
    }
    expect(error).toMatch(/^WORKERS=3 is refused/);
    for (const part of [/DATABASE_URL/, /AMQP_URL and STOMP_URL/, /REDIS_URL/]) expect(error).toMatch(part);
  });

  it('accepts a shared set-up, and REPLY_CACHE=off instead of Redis', () => {
    expect(readConfig({ ...SHARED, WORKERS: '2' }).replyCache).toBe('redis');
    expect(readConfig({ ...SHARED, REDIS_URL: '', REPLY_CACHE: 'off', WORKERS: '2' }).replyCache).toBe('off');
  });

  it('UPLOADS_DIR moves the uploads out of DATA_DIR (a volume every instance mounts)', () => {
    expect(readConfig({ DATA_DIR: '/tmp/mkt-scale-out' }).uploadsDir).toBe('/tmp/mkt-scale-out/uploads');
    expect(readConfig({ DATA_DIR: '/tmp/mkt-scale-out', UPLOADS_DIR: '/mnt/shared/uploads' }).uploadsDir).toBe('/mnt/shared/uploads');
  });
});
