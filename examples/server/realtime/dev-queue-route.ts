// Development only: POST /dev/queue {userId, body} puts a message on that user's device queues
// (none yet: dropped, as for any publish; broker.ts), as the
// chat service will, so a developer (and the end-to-end tests) can watch a logged-in app receive,
// decode and acknowledge it (spec §7 "Queue") before any chat exists. Registered only through
// http/dev-routes.ts: from this machine only, never in production.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Broker } from './broker.js';
import { userQueueOf } from './queue-credentials.js';

const MAX_BODY = 16 * 1024;

export function registerDevQueueRoute(app: FastifyInstance, deps: { db: Database; broker: Broker }): void {
  app.post('/dev/queue', async (req, reply) => {
    let input: unknown = req.body;
    try {
      if (typeof input === 'string') input = JSON.parse(input);
    } catch {
      input = null;
    }
    const { userId, body } = (input ?? {}) as { userId?: unknown; body?: unknown };
    const text = typeof body === 'string' ? body : body !== undefined ? JSON.stringify(body) : undefined;
    if (typeof userId !== 'string' || userId.length > 64 || text === undefined || text.length > MAX_BODY) {
      return reply.code(400).send({ error: 'expected {"userId": string, "body": string or JSON (at most 16 KiB)}' });
    }
    const userMq = await userQueueOf(deps.db, userId);
    if (!userMq) return reply.code(404).send({ error: `no user ${JSON.stringify(userId)}` });
    await deps.broker.publish(userMq, text);
    return reply.header('Cache-Control', 'no-store').send({ queued: true, queue: userMq });
  });
}
