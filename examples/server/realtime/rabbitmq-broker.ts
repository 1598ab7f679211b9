// The broker on real infrastructure (spec §7 "Queue"): RabbitMQ, read by the browser through its
// Web-STOMP plugin. The server publishes over AMQP (rabbitmq-publisher.ts) and grants credentials
// through the management API (rabbitmq-admin.ts): each user is a RabbitMQ user that may declare,
// bind and read its own devices' queues, read its own exchange, and nothing else.
import { randomBytes } from 'node:crypto';
import { DEVICE_ID_PATTERN, deviceQueueName } from '../../../src/contract/queue.js';
import { QUEUE_NAME, type Broker, type BrokerAddress, type BrokerGrant } from './broker.js';
import { createPublishBacklog } from './publish-backlog.js';
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
 * What a grant may do: what a Web-STOMP SUBSCRIBE to /exchange/<userMq> with x-queue-name
 * <userMq>.d-<device> does, nothing more. configure: declare its device queues; write: bind them
 * (queue.bind needs write on the queue); read: consume them and bind from its exchange. The
 * exchange itself is not writable, nor is the default exchange (`amq.default`) or any other, so
 * every STOMP SEND is refused and one user can never put messages on another's queue or read
 * them. userMq is the server's `mq.user.<id>` and ids have no dot, so `<userMq>\.d-` is never a
 * prefix of another user's names. Checked against RabbitMQ in tests/server/realtime.
 */
export function rabbitPermissions(userMq: string): RabbitPermissions {
  const devices = `${escapeRegex(deviceQueueName(userMq, ''))}${DEVICE_ID_PATTERN}`;
  return { configure: `^${devices}$`, write: `^${devices}$`, read: `^${escapeRegex(userMq)}$|^${devices}$` };
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
  const backlog = createPublishBacklog((exchange, body) => publisher.publish(exchange, body));
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
      // Declared now: a device's SUBSCRIBE binds its queue to it, and RabbitMQ refuses that
      // (NOT_FOUND) for an exchange that does not exist.
      await publisher.declare(userMq);
      const grant: BrokerGrant = { username, password };
      return grant;
    },

    async publish(userMq, body) {
      checkQueueName(userMq);
      await backlog.publish(userMq, body);
    },

    address: () => ({ ...address }),

    async close() {
      closed = true;
      backlog.close();
      await publisher.close();
    },
  };
}
