// Development helpers (the outbox of verification codes, the queue publisher) read secrets and act
// as any user, so they must be reachable from the developer's own machine only (developers' guide
// "development helpers reachable only from the machine itself"): registered only when the server
// listens on a loopback address, or when DEV_ROUTES=1 asks for them on purpose; never in production
// (config.ts refuses that combination). Even when registered for a loopback server, a request that
// arrived through a proxy (forwarding headers) or from a non-loopback socket is answered 404, so a
// reverse proxy on the same machine does not expose them; DEV_ROUTES=1 lifts that check too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './not-found.js';

/**
 * 'loopback': the server listens on a loopback address (requests from this machine only); 'on':
 * DEV_ROUTES=1 asks for them whatever the address; 'off': production or a public address. Defined
 * here, read by config.ts: the configuration imports this file, so this file must not import it.
 */
export type DevRoutes = 'off' | 'loopback' | 'on';

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses as a socket reports them. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (a === '::1' || a === 'localhost') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return /^127(?:\.\d{1,3}){3}$/.test(v4);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function fromThisMachine(req: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

/**
 * Registers `routes` in a scope of their own when the configuration allows development routes;
 * does nothing otherwise (the paths then answer like any unknown path).
 */
export async function registerDevRoutes(app: FastifyInstance, devRoutes: DevRoutes, routes: (scope: FastifyInstance) => void): Promise<void> {
  if (devRoutes === 'off') return;
  await app.register(async (scope) => {
    if (devRoutes === 'loopback') {
      scope.addHook('onRequest', async (req, reply) => {
        if (!fromThisMachine(req)) return sendNotFound(req, reply);
      });
    }
    routes(scope);
  });
}
