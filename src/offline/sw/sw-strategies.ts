// How the offline worker answers each kind of request (issue: Beyond the spec, item 4), as small
// functions over the Cache API; sw-entry.ts picks one per request.
import { decodeReply } from '../../contract/envelope.js';

/** A slow network loses to the stored copy after this long (the weak connections of the issue). */
export const NETWORK_TIMEOUT_MS = 4000;

/** Keeps the `max` most recently written entries (Cache API keys come in insertion order). */
export async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** Writes a copy and trims, replacing an older copy of the same key (so it becomes the newest). */
export async function keep(cache: Cache, key: string | Request, response: Response, max: number): Promise<void> {
  await cache.delete(key);
  await cache.put(key, response);
  await trim(cache, max);
}

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

export interface NetworkFirst {
  /** The answer for the page. */
  response: Promise<Response>;
  /** Settles when the network attempt (and its copy) is done: for event.waitUntil. */
  done: Promise<unknown>;
}

/**
 * Network first: the network's answer when it comes within the timeout; else the stored copy if
 * there is one (the network's answer still refreshes the copy); else whatever the network gives
 * in the end. `store` writes the copy of a good answer; `onFallback(failed)` is told when the copy
 * was used (failed = the network failed rather than being slow), `onNetwork` when the network answered.
 */
export function networkFirst(
  network: Promise<Response>,
  stored: () => Promise<Response | undefined>,
  store: (response: Response) => Promise<void>,
  events: { onFallback(failed: boolean): void; onNetwork(): void },
): NetworkFirst {
  const saved = network.then(async (res) => {
    events.onNetwork();
    await store(res.clone()).catch(() => undefined);
    return res;
  });
  const response = (async () => {
    const first = await Promise.race([saved.then((r) => ({ r }), () => ({ failed: true as const })), later(NETWORK_TIMEOUT_MS, null)]);
    if (first && 'r' in first) return first.r;
    const copy = await stored().catch(() => undefined);
    if (copy) {
      events.onFallback(first !== null);
      return copy;
    }
    if (first) events.onFallback(true);
    return saved;
  })();
  return { response, done: saved.catch(() => undefined) };
}

/** A reply body worth keeping for offline reading: an envelope with code 200. */
export async function isOkReply(response: Response): Promise<string | null> {
  if (!response.ok) return null;
  const text = await response.text();
  const reply = decodeReply(text);
  return reply.ok && reply.value.code === 200 ? text : null;
}

/**
 * Pictures (/uploads): the stored copy, else the network, kept among the `max` most recent. Not
 * revalidated behind the copy: an upload never changes under its name (random names, served
 * immutable by static-app.ts), so a revalidation would only spend the user's paid data.
 */
export async function cappedCacheFirst(cache: Cache, request: Request, max: number): Promise<Response> {
  const copy = await cache.match(request);
  if (copy) return copy;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') await keep(cache, request, res.clone(), max).catch(() => undefined);
  return res;
}

/** Cache first (files whose name changes with their content): the network only for a miss. */
export async function cacheFirst(cache: Cache, request: Request | string): Promise<Response> {
  const copy = await cache.match(request);
  if (copy) return copy;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') await cache.put(request, res.clone()).catch(() => undefined);
  return res;
}
