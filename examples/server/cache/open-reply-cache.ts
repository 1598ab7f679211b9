// The reply cache the configuration asks for (config.ts replyCache): none, this process's memory,
// or Redis shared by every instance.
import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config.js';
import { openRedisReplyCache } from './redis-cache.js';
import { createMemoryReplyCache, type ReplyCache } from './reply-cache.js';

type CacheConfig = Pick<ServerConfig, 'replyCache' | 'redisUrl' | 'redisNamespace' | 'databaseUrl' | 'dataDir'>;

/**
 * Instances share cached replies when they read the same database: by default the namespace is
 * derived from DATABASE_URL (or the embedded database's folder); REDIS_NAMESPACE names it when the
 * instances spell the address differently.
 */
export const namespaceOf = (config: CacheConfig): string =>
  config.redisNamespace ?? createHash('sha256').update(config.databaseUrl ?? `pglite:${config.dataDir}`).digest('hex').slice(0, 16);

export async function openReplyCache(config: CacheConfig): Promise<ReplyCache | undefined> {
  if (config.replyCache === 'off') return undefined;
  if (config.replyCache === 'redis' && config.redisUrl) return openRedisReplyCache(config.redisUrl, { namespace: namespaceOf(config) });
  return createMemoryReplyCache();
}
