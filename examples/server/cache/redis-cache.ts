// The reply cache in Redis (REDIS_URL): every instance reads and writes the same entries, and the
// version is one Redis counter (INCR), so a write on one instance makes the next read on any
// instance fresh. Entries expire by themselves (PX = the TTL): old versions need no cleanup.
// Redis trouble never fails a request: a failed read is a miss, a failed write is skipped, and
// commands fail at once instead of queueing while disconnected (disableOfflineQueue).
import { REPLY_TTL_MS, type ReplyCache } from './reply-cache.js';

const VERSION_TTL_MS = 24 * 3600 * 1000;

export interface RedisCacheOptions {
  /**
   * Keys are `mkt:<namespace>:…`: instances share entries only when they serve the same data, so
   * one Redis may serve several deployments (or test servers) without one's replies reaching another.
   */
  namespace: string;
  ttlMs?: number;
  /** Where to say that Redis failed (once per outage, not once per request). */
  warn?: (message: string) => void;
}

export async function openRedisReplyCache(url: string, opts: RedisCacheOptions): Promise<ReplyCache> {
  const PREFIX = `mkt:${opts.namespace}:reply:`;
  const VERSION_KEY = `mkt:${opts.namespace}:version`;
  const { createClient } = await import('redis');
  const ttlMs = opts.ttlMs ?? REPLY_TTL_MS;
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const client = createClient({ url, disableOfflineQueue: true });
  let failing = false;
  client.on('error', (e: Error) => {
    if (!failing) warn(`redis: ${e.message} (the reply cache is bypassed until it is back)`);
    failing = true;
  });
  client.on('ready', () => { failing = false; });
  await client.connect();
  const quietly = async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      if (!failing) warn(`redis: ${(e as Error).message}`);
      return fallback;
    }
  };
  return {
    kind: 'redis',
    version: () => quietly(-1, async () => Number((await client.get(VERSION_KEY)) ?? 0)),
    // The counter lives a day past the last write, so namespaces no longer used (test runs, old
    // deployments) leave nothing behind. Its reset to 0 revives nothing: every entry expired long before.
    bump: () => quietly(undefined, async () => { await client.multi().incr(VERSION_KEY).pExpire(VERSION_KEY, VERSION_TTL_MS).exec(); }),
    get: (key) => quietly(undefined, async () => (await client.get(PREFIX + key)) ?? undefined),
    set: (key, body) => quietly(undefined, async () => { await client.set(PREFIX + key, body, { expiration: { type: 'PX', value: ttlMs } }); }),
    close: async () => { await client.close().catch(() => undefined); },
  };
}
