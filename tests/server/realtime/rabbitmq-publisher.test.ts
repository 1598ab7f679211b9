// The broker's AMQP connection survives a drop (spec §7 "Queue": the server keeps publishing
// after a RabbitMQ hiccup): the next publish reconnects. Skipped without AMQP_URL.
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, describe, expect, it } from 'vitest';
import { createRabbitPublisher } from '../../../examples/server/realtime/rabbitmq-publisher.js';
import { rabbitHttp, type ConnectionInfo } from './rabbit-http.js';

const amqpUrl = process.env.AMQP_URL ?? '';
const apiUrl = process.env.RABBITMQ_API_URL ?? 'http://guest:guest@127.0.0.1:15672';

describe.skipIf(!process.env.AMQP_URL)('RabbitMQ publisher', () => {
  const run = randomBytes(4).toString('hex');
  const exchange = `mkt.test.${run}.reconnect`;
  const queue = `${exchange}.d-publisher-test-0001`;
  const connectionName = `mkt-test-${run}`;
  const http = rabbitHttp(apiUrl);
  const publisher = createRabbitPublisher(amqpUrl, connectionName);

  afterAll(async () => {
    await publisher.close();
    const model = await amqp.connect(amqpUrl);
    const channel = await model.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteExchange(exchange);
    await channel.close();
    await model.close();
  });

  /** Our connection as the management API lists it (it may take a moment to appear). */
  const ours = async (): Promise<ConnectionInfo> => {
    for (let i = 0; i < 50; i++) {
      const found = (await http.get<ConnectionInfo[]>('connections')).find((c) => c.client_properties?.connection_name === connectionName);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`connection ${connectionName} not listed`);
  };

  it('reconnects on the next publish after RabbitMQ closes the connection', async () => {
    // A device queue bound to the user's exchange, as a device's SUBSCRIBE binds it.
    await publisher.declare(exchange);
    const setup = await amqp.connect(amqpUrl);
    const setupChannel = await setup.createChannel();
    await setupChannel.assertQueue(queue, { durable: true });
    await setupChannel.bindQueue(queue, exchange, '');
    await setup.close();
    await publisher.publish(exchange, 'one');
    const first = await ours();
    expect(await http.del(`connections/${encodeURIComponent(first.name)}`)).toBe(204); // cut, not missing
    await publisher.publish(exchange, 'two');

    const model = await amqp.connect(amqpUrl);
    const channel = await model.createChannel();
    const bodies: string[] = [];
    for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true })) {
      bodies.push(message.content.toString('utf8'));
    }
    await channel.close();
    await model.close();
    expect(bodies).toEqual(['one', 'two']);
  });

  it('close() is idempotent and later publishes reject', async () => {
    const own = createRabbitPublisher(amqpUrl);
    await own.declare(exchange);
    await own.close();
    await own.close();
    await expect(own.declare(exchange)).rejects.toThrow(/closed/);
  });
});
