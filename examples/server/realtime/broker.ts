// The message broker behind the real-time queue (spec §1 "Real-time messages", §7 "Queue"): each
// user has a fanout exchange named by their userMq, and each of their devices a queue bound to it
// (contract/queue.ts), so every device gets every message; the browser reads its device's queue over
// STOMP on a websocket at /ws with short-lived credentials that open that user's queues only. Two implementations share this interface:
// the embedded STOMP endpoint (default, in this server's own process) and RabbitMQ with Web-STOMP
// (AMQP_URL / STOMP_URL), so the app runs end to end on a fresh machine and on real infrastructure.

/**
 * How long a device's queue lives without a consumer (x-expires, ms), the same on every
 * declaration: what a device misses while away waits that long; after it, the app syncs from the
 * server (history, unread total), and an abandoned device's queue is gone.
 */
export const QUEUE_EXPIRES_MS = 24 * 60 * 60 * 1000;

/** How long granted credentials open a connection (ms): a reconnect after that asks for new ones. */
export const GRANT_TTL_MS = 60 * 60 * 1000;

/** A queue name is ours to make (accounts/seed-users userQueueName): refuse anything else. */
export const QUEUE_NAME = /^[A-Za-z0-9._-]{1,120}$/;

export interface BrokerGrant {
  /** STOMP login: opens `userMq`'s queue and nothing else. */
  username: string;
  /** STOMP passcode: random, shown once; the broker keeps only what verifies it. */
  password: string;
}

/** Where the browser connects (spec §7: scheme and host, port only when not 443, path /ws). */
export interface BrokerAddress {
  scheme: 'ws' | 'wss';
  host: string;
  port: number;
}

export interface Broker {
  readonly kind: 'embedded' | 'rabbitmq';
  /** Fresh credentials for `userMq`'s device queues (its exchange declared if missing). */
  grant(userMq: string): Promise<BrokerGrant>;
  /**
   * Puts one message on every queue of `userMq`'s devices. It stays in each until that device
   * acknowledges it (client acknowledgement, spec §7) or the queue expires; with no device queue it
   * is dropped. `body` is the frame body as sent.
   */
  publish(userMq: string, body: string): Promise<void>;
  /**
   * Where the browser connects. The embedded broker answers the address the request came to (its
   * own /ws); RabbitMQ answers its configured Web-STOMP URL.
   */
  address(request: BrokerAddress): BrokerAddress;
  /** Ends every connection and frees what the broker holds; idempotent. */
  close(): Promise<void>;
}
