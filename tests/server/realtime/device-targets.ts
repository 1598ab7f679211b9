// The two brokers as the device tests drive them (spec §1 "Real-time messages", §7 "Queue"): the
// embedded one on a Fastify server of its own with a clock the test moves, and RabbitMQ with
// Web-STOMP when AMQP_URL is set (.ci/run sets it). Each hands out user names unique to the run and
// removes what it made. The client is the same for both: the real @stomp/stompjs (rabbit-stomp.ts).
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import type { Broker } from '../../../examples/server/realtime/broker.js';
import { createRabbitBroker, rabbitUsername } from '../../../examples/server/realtime/rabbitmq-broker.js';
import { deviceQueueName } from '../../../src/contract/queue.js';
import { startBrokerServer, stopBrokerServer } from './broker-harness.js';
import { rabbitHttp } from './rabbit-http.js';

export interface DeviceTarget {
  readonly kind: 'embedded' | 'rabbitmq';
  readonly broker: Broker;
  /** The Web-STOMP (or embedded /ws) URL the devices open. */
  readonly url: string;
  /** A user's queue name (userMq) unique to this run. */
  user(label: string): string;
  /** A device queue of `userMq`, remembered for cleanup. */
  deviceQueue(userMq: string, device: string): string;
  /** Embedded only: moves the broker's clock (queue and grant expiry). */
  advance?(ms: number): void;
  close(): Promise<void>;
}

const run = randomBytes(4).toString('hex');

export async function embeddedTarget(): Promise<DeviceTarget> {
  const server = await startBrokerServer();
  return {
    kind: 'embedded',
    broker: server.broker,
    url: server.url,
    user: (label) => `mq.user.${label}`,
    deviceQueue: deviceQueueName,
    advance: (ms) => void (server.time.now += ms),
    close: () => stopBrokerServer(server),
  };
}

export const rabbitEnv = {
  amqpUrl: process.env.AMQP_URL ?? '',
  stompUrl: process.env.STOMP_URL ?? 'ws://127.0.0.1:15674/ws',
  apiUrl: process.env.RABBITMQ_API_URL ?? 'http://guest:guest@127.0.0.1:15672',
};

export async function rabbitTarget(): Promise<DeviceTarget> {
  const broker = await createRabbitBroker({ amqpUrl: rabbitEnv.amqpUrl, stompUrl: rabbitEnv.stompUrl, adminUrl: rabbitEnv.apiUrl });
  const users = new Set<string>();
  const queues = new Set<string>();
  return {
    kind: 'rabbitmq',
    broker,
    url: rabbitEnv.stompUrl,
    user: (label) => {
      const name = `mq.user.t${run}-${label}`;
      users.add(name);
      return name;
    },
    deviceQueue: (userMq, device) => {
      const name = deviceQueueName(userMq, device);
      queues.add(name);
      return name;
    },
    async close() {
      await broker.close();
      const model = await amqp.connect(rabbitEnv.amqpUrl);
      const channel = await model.createChannel();
      for (const name of queues) await channel.deleteQueue(name);
      for (const name of users) await channel.deleteExchange(name);
      await channel.close();
      await model.close();
      const http = rabbitHttp(rabbitEnv.apiUrl);
      for (const name of users) await http.del(`users/${encodeURIComponent(rabbitUsername(name))}`);
    },
  };
}
