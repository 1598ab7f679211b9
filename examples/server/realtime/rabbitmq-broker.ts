// The broker on real infrastructure (spec §7 "Queue"): RabbitMQ, read by the browser through its
// Web-STOMP plugin. The server publishes over AMQP (rabbitmq-publisher.ts) and grants credentials
// through the management API (rabbitmq-admin.ts): each user is a RabbitMQ user that may declare
// and read its own queue and nothing else.
import { randomBytes } from 'node:crypto';
import { QUEUE_NAME, type Broker, type BrokerAddress, type BrokerGrant } from './broker.js';
import { createRabbitAdmin, defaultAdminUrl, escapeRegex, type RabbitPermissions } from './rabbitmq-admin.js';
import { createRabbitPublisher } from './rabbitmq-publisher.js';

export interface RabbitBrokerOptions {
  /** amqp://user:pass@host:5672[/vhost] — the server's own publishing connection. */
  amqpUrl: string;
  /** ws(s)://host[:port]/ws — the Web-STOMP endpoint the browser opens (spec §7). */
  stompUrl: string;
  /** http(s)://user:pass@host:15672 — the management API; defaults from amqpUrl. */
  adminUrl?: string;
}

/** The vhost the browser's CONNECT names (spec §7: `host: '/'`). */
const VHOST = '/';

/** The RabbitMQ user behind `userMq`'s grants (prefixed, so it never collides with operators). */
export const rabbitUsername = (userMq: string): string => `mkt-${userMq}`;

/**
 * What a grant may do: declare (configure) and consume (read) its own queue, which is what a
 * Web-STOMP SUBSCRIBE to /queue/<userMq> does, and write nothing: `^$` matches no exchange the
 * client could name (RabbitMQ checks the default exchange as `amq.default`), so a STOMP SEND is
 * refused and one user can never put messages on another's queue.
 */
export function rabbitPermissions(userMq: string): RabbitPermissions {
  const own = `^${escapeRegex(userMq)}$`;
  return { configure: own, write: '^$', read: own };
}

/** The browser's address from STOMP_URL; refuses anything but ws(s)://host[:port]/ws. */
export function parseStompUrl(stompUrl: string): BrokerAddress {
  let url: URL;
  try {
    url = new URL(stompUrl);
  } catch {
    throw new Error(`STOMP_URL is not a URL: ${JSON.stringify(stompUrl)}`);
  }
  const scheme = url.protocol === 'ws:' ? 'ws' : url.protocol === 'wss:' ? 'wss' : undefined;
  if (!scheme) throw new Error(`STOMP_URL must be ws:// or wss://, got ${JSON.stringify(stompUrl)}`);
  // The browser always opens <scheme>://<host>[:port]/ws (spec §7): another path would not be reached.
  if (url.pathname !== '/ws' || url.search || url.hash) throw new Error(`STOMP_URL must end in /ws, got ${JSON.stringify(stompUrl)}`);
  const port = url.port ? Number(url.port) : scheme === 'wss' ? 443 : 80;
  return { scheme, host: url.hostname, port };
}

function checkQueueName(userMq: string): void {
  if (!QUEUE_NAME.test(userMq)) throw new Error(`Not a queue name: ${JSON.stringify(userMq)}`);
}

export async function createRabbitBroker(opts: RabbitBrokerOptions): Promise<Broker> {
  const address = parseStompUrl(opts.stompUrl);
  const admin = createRabbitAdmin(opts.adminUrl ?? defaultAdminUrl(opts.amqpUrl));
  const publisher = createRabbitPublisher(opts.amqpUrl);
  let closed = false;

  return {
    kind: 'rabbitmq',

    async grant(userMq) {
      checkQueueName(userMq);
      if (closed) throw new Error('RabbitMQ grant: the broker is closed');
      const username = rabbitUsername(userMq);
      // Fresh on every grant: the previous password stops opening new connections (spec §7).
      const password = randomBytes(32).toString('base64url');
      await admin.putUser(username, password);
      await admin.setPermissions(VHOST, username, rabbitPermissions(userMq));
      // Declared now, so messages published before the browser subscribes wait for it.
      await publisher.declare(userMq);
      const grant: BrokerGrant = { username, password };
      return grant;
    },

    async publish(userMq, body) {
      checkQueueName(userMq);
      await publisher.publish(userMq, body);
    },

    address: () => ({ ...address }),

    async close() {
      closed = true;
      await publisher.close();
    },
  };
}
