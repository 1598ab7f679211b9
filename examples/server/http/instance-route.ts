// Development only: GET /dev/instance answers which process served the request, so a test of
// several workers behind one port (cluster.ts) sees that each of them answers. Registered through
// http/dev-routes.ts (this machine only, never in production): a client has no use for process
// ids, so production answers carry no instance marker at all.
import type { FastifyInstance } from 'fastify';

export function registerInstanceRoute(app: FastifyInstance): void {
  app.get('/dev/instance', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ pid: process.pid }));
}
