// A public read made on a visitor's behalf by the server itself (the standalone page's first reply,
// ../first-view/): the same cache entry and the same handler as the visitor's own call through
// envelope-route.ts, so the page carries exactly what that call would answer, and a cached reply
// costs a lookup. Only endpoints the reply cache keeps are read (cache/cache-policy.ts: public,
// the same for every visitor of a language and country), never anything that needs a login.
import type { FastifyRequest } from 'fastify';
import type { AnyEndpoint } from '../../../src/contract/endpoint.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { decodeReply, type MetaData } from '../../../src/contract/envelope.js';
import { CACHE_POLICIES } from '../cache/cache-policy.js';
import { readThroughCache } from '../cache/reply-cache.js';
import { countDetailView } from '../contact/detail-views.js';
import { keyOf, requestAddress, wireReply, type EndpointDeps } from './envelope-route.js';
import type { Handler } from './handler.js';

/**
 * The reply's wire text (as the cache keeps it) when the read answers 200, else null (a refusal, a
 * failure, no such read). Callers decode it once per distinct text (../first-view/first-view.ts keeps the pages).
 */
export async function visitorRead(deps: EndpointDeps, name: EndpointName, customData: unknown, meta: MetaData, req: FastifyRequest): Promise<string | null> {
  const endpoint: AnyEndpoint = ENDPOINTS[name];
  const policy = CACHE_POLICIES[name];
  const handler = deps.handlers[name] as Handler | undefined;
  if (!policy || !handler || endpoint.auth || endpoint.transport !== 'json') return null;
  const cache = deps.services.replyCache;
  const key = cache ? await keyOf(cache, name, meta, policy, customData) : null;
  const read = await readThroughCache(cache, key, async () => {
    const ctx = { db: deps.db, meta, language: meta.language, user: null, auth: 'none' as const, token: '', ip: req.ip, address: requestAddress(req), services: deps.services };
    const body = await handler(customData, ctx);
    return { code: body.code, wire: wireReply(body, meta.language) };
  });
  if (read.code !== 200) return null;
  // The page carries the reply and the app makes no details call: the view is counted here.
  countDetailView(deps.db, name, customData, { userId: null, deviceId: '', ip: req.ip }, deps.services.clock(),
    (err) => req.log.warn({ err, endpoint: name }, 'contact: a view was not counted'));
  return read.wire;
}

/** The customData of a 200 wire reply, or null. */
export function wireData(wire: string): unknown {
  const reply = decodeReply(wire);
  return reply.ok && reply.value.code === 200 ? reply.value.customData : null;
}
