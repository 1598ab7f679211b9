// The key of a stored list or details reply (issue: Beyond the spec, item 4): the endpoint path and
// what makes the answer what it is — the request's customData and the metaData fields the server
// answers by (language, country, user, system, webp) — without what changes at every call
// (requestTime) or says nothing of the answer (device id, platform, timezone). Authorization is a
// header, never part of the key. The same request made later, offline, finds the reply.
import { canonicalJson } from '../contract/canonical-json.js';
import { decodeWire } from '../contract/envelope.js';
import { isRecord } from '../contract/is-record.js';

/** metaData fields that shape a reply (src/contract/envelope.ts MetaData). */
const STABLE_META = ['language', 'areaId', 'userId', 'systemCode', 'webp'] as const;

/** Where the copies live in the Cache API: a GET URL of our own, never a route of the server. */
export const API_CACHE_PREFIX = '/__mkt-offline/api';

/** The cache URL (path + '?k=' + the request's stable fields), or null for an unreadable body. */
export function apiCacheKey(path: string, wireBody: unknown): string | null {
  const decoded = decodeWire(wireBody);
  if (!decoded.ok || !isRecord(decoded.value) || !isRecord(decoded.value.metaData)) return null;
  const meta = decoded.value.metaData;
  const stable = Object.fromEntries(STABLE_META.map((k) => [k, meta[k]]));
  return `${API_CACHE_PREFIX}${path}?k=${encodeURIComponent(canonicalJson({ m: stable, c: decoded.value.customData ?? null }))}`;
}
