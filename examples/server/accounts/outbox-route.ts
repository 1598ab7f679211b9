// Development only: GET /dev/outbox?to=... lists the codes "sent" to a phone or e-mail, so a
// developer (and the end-to-end tests) can register without a real SMS / mail provider.
// Never registered in production (issue 3: the dev endpoint that lists the outbox is off there).
import type { FastifyInstance } from 'fastify';
import type { ServerServices } from '../http/handler.js';

export function registerOutboxRoute(app: FastifyInstance, services: Pick<ServerServices, 'outbox' | 'production'>): void {
  if (services.production) return;
  app.get('/dev/outbox', async (req, reply) => {
    const to = (req.query as { to?: unknown }).to;
    const filter = typeof to === 'string' && to !== '' ? to.slice(0, 320) : undefined;
    return reply.header('Cache-Control', 'no-store').send({ messages: services.outbox.list(filter) });
  });
}
