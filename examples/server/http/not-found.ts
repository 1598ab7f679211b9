// What an unknown path or a wrong method answers: a coded envelope like every other refusal
// (spec §8 error catalogue; codes.ts 4404), so a partner's client reads one reply format whatever
// it got wrong. A contract path asked with another method answers 405 with an Allow header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { AnyEndpoint } from '../../../src/contract/endpoint.js';
import { sendReply } from './envelope-route.js';
import { visitorLanguage } from './request-language.js';

/** Method of each contract path (GET paths have :params, matched as one segment). */
const ROUTES: readonly { pattern: RegExp; method: 'GET' | 'POST' }[] = (Object.values(ENDPOINTS) as AnyEndpoint[]).map((e) => ({
  pattern: new RegExp(`^${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
  method: e.transport === 'get' ? 'GET' : 'POST',
}));

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0] ?? '';
  const route = ROUTES.find((r) => r.pattern.test(path));
  // No envelope to read metaData.language from: the browser's preferred language among ours.
  const language = visitorLanguage(req.headers['accept-language']);
  if (route) {
    return sendReply(reply.header('Allow', route.method), { code: CODE.BAD_ENVELOPE, message: 'errors.badEnvelope', customData: { allow: route.method } }, language, 405);
  }
  return sendReply(reply, { code: CODE.NOT_FOUND, message: 'errors.notFound', customData: null }, language, 404);
}
