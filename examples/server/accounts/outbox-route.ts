// Development only: GET /dev/outbox?to=... lists the codes "sent" to a phone or e-mail, so a
// developer (and the end-to-end tests) can register without a real SMS / mail provider.
// Registered only through http/dev-routes.ts: from this machine only, never in production.
import type { FastifyInstance } from 'fastify';
import type { ServerServices } from '../http/handler.js';

export function registerOutboxRoute(app: FastifyInstance, services: Pick<ServerServices, 'outbox'>): void {
  app.get('/dev/outbox', async (req, reply) => {
    const to = (req.query as { to?: unknown }).to;
    const filter = typeof to === 'string' && to !== '' ? to.slice(0, 320) : undefined;
    return reply.header('Cache-Control', 'no-store').send({ messages: services.outbox.list(filter) });
  });
}
