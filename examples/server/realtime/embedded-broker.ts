// The default broker (spec §7 "Queue"): STOMP 1.2 over this server's own websocket at /ws, in
// process, so the app runs end to end on a fresh machine without RabbitMQ. It keeps the RabbitMQ
// Web-STOMP behaviour the browser relies on: granted credentials open their user's exchange and
// that user's device queues only, a copy of each message in every device's queue, client acks,
// redelivery of what a closed connection left unacknowledged, round-robin consumers, x-expires.
// Everything is in memory: a restart loses queued messages (RabbitMQ is the durable option).
//
// Wired to the app's /ws by broker-socket.ts (subprotocol choice, and maxPayload: ws buffers a whole
// websocket message, 100 MiB by default, before the frame reader's 64 KiB bound can refuse it).
import type { WebSocket } from 'ws';
import { STOMP_SUBPROTOCOLS } from '../../../src/contract/queue.js';
import { QUEUE_NAME, type Broker, type BrokerAddress, type BrokerGrant } from './broker.js';
import { GrantStore } from './grant-store.js';
import { QueueStore } from './message-queues.js';
import { StompConnection } from './stomp-connection.js';

export interface EmbeddedBrokerOptions {
  /** Time for grant expiry and queue expiry (tests move it); heart-beats use real timers. */
  clock?: () => number;
  /** Slack on top of twice the client's heart-beat interval, and the time allowed to CONNECT. */
  heartbeatGraceMs?: number;
}

export type EmbeddedBroker = Broker & { accept(socket: WebSocket): void };

const DEFAULT_GRACE_MS = 10_000;
/** How often expired queues and grants are swept (lookups also expire them lazily). */
const SWEEP_EVERY_MS = 60_000;

/**
 * For ws's / @fastify/websocket's `handleProtocols`: the best STOMP subprotocol offered, or false
 * when the client offers none (ws then completes the handshake without a subprotocol, and the
 * CONNECT frame's accept-version decides).
 */
export function selectStompProtocol(protocols: Set<string>): string | false {
  return STOMP_SUBPROTOCOLS.find((p) => protocols.has(p)) ?? false;
}

function checkName(userMq: string): void {
  if (!QUEUE_NAME.test(userMq)) throw new Error('invalid queue name');
}

export function createEmbeddedBroker(opts: EmbeddedBrokerOptions = {}): EmbeddedBroker {
  const clock = opts.clock ?? Date.now;
  const heartbeatGraceMs = opts.heartbeatGraceMs ?? DEFAULT_GRACE_MS;
  const grants = new GrantStore(clock);
  const queues = new QueueStore(clock);
  const connections = new Set<StompConnection>();
  let closed = false;
  const sweeper = setInterval(() => {
    try {
      queues.sweep();
      grants.sweep();
    } catch {
      /* a sweep never takes the process down; the next one or a lookup retries */
    }
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    kind: 'embedded',

    async grant(userMq: string): Promise<BrokerGrant> {
      checkName(userMq);
      if (closed) throw new Error('broker closed');
      queues.declareExchange(userMq);
      return grants.issue(userMq);
    },

    async publish(userMq: string, body: string): Promise<void> {
      checkName(userMq);
      if (closed) throw new Error('broker closed');
      // A copy for each device's queue; none bound (the user has not connected yet, or every device
      // queue expired) drops it, as RabbitMQ does: the app reads the history and the unread total
      // from the server when it connects. Publishing does not count as use, so it does not keep an
      // abandoned queue alive.
      queues.declareExchange(userMq);
      queues.publish(userMq, body);
    },

    // The embedded endpoint is this server's own /ws: the address the request came to.
    address: (request: BrokerAddress): BrokerAddress => ({ scheme: request.scheme, host: request.host, port: request.port }),

    accept(socket: WebSocket): void {
      if (closed) {
        socket.close(1001, 'broker closed');
        return;
      }
      const connection = new StompConnection(socket, {
        grants,
        queues,
        heartbeatGraceMs,
        onClosed: (c) => connections.delete(c),
      });
      connections.add(connection);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      for (const connection of [...connections]) connection.shutdown();
      connections.clear();
      queues.clear();
      grants.clear();
    },
  };
}
