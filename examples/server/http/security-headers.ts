// Headers every answer of the reference server carries, whatever produced it (API envelope,
// static file, upload, error, 404, page):
//   - X-Content-Type-Options: nosniff, so a browser never runs an answer as something its
//     Content-Type does not say (an upload read as HTML, a JSON error read as script);
//   - on HTML, Content-Security-Policy: frame-ancestors 'none', so no other site can frame the
//     standalone page (clickjacking). embed.html, the one page meant for frames, sets its own
//     policy from EMBED_ORIGINS (embed-page.ts) and is left alone here.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { frameAncestors } from '../../../src/contract/embed-origins.js';

const CSP = 'Content-Security-Policy';

/** Adds the headers to one reply (its Content-Type set): the hook below, and answers sent before routing. */
export function addSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && /^text\/html\b/i.test(type) && !reply.hasHeader(CSP)) reply.header(CSP, frameAncestors([]));
}

/**
 * On every routed answer. Refusals of the router itself (frameworkErrors: a malformed URL) run no
 * hooks: app.ts adds the headers there by hand.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => addSecurityHeaders(reply));
}
