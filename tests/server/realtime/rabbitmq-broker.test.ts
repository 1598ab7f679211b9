// The RabbitMQ broker against a real RabbitMQ and its Web-STOMP endpoint (spec §7 "Queue"): the
// browser's side is the real @stomp/stompjs client, so what passes here is what the app gets.
// One device per user here; several devices, and what a user may not touch, in devices.test.ts.
// Skipped without AMQP_URL (.ci/run sets it, with STOMP_URL and RABBITMQ_API_URL).
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import type { ChannelModel } from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_EXPIRES_MS, type Broker } from '../../../examples/server/realtime/broker.js';
import { deviceQueueName } from '../../../src/contract/queue.js';
import { createRabbitBroker, rabbitUsername } from '../../../examples/server/realtime/rabbitmq-broker.js';
import { openStomp, RABBIT_DEVICE, type StompSession } from './rabbit-stomp.js';
import { rabbitHttp, type QueueInfo } from './rabbit-http.js';

const amqpUrl = process.env.AMQP_URL ?? '';
const stompUrl = process.env.STOMP_URL ?? 'ws://127.0.0.1:15674/ws';
const apiUrl = process.env.RABBITMQ_API_URL ?? 'http://guest:guest@127.0.0.1:15672';

describe.skipIf(!process.env.AMQP_URL)('RabbitMQ broker over Web-STOMP', () => {
  const run = randomBytes(4).toString('hex');
  const used = new Set<string>();
  const usedQueues = new Set<string>();
  /** A queue name unique to this run, remembered for cleanup. */
  const queue = (label: string): string => {
    const name = `mkt.test.${run}.${label}`;
    used.add(name);
    return name;
  };
  const http = rabbitHttp(apiUrl);
  const sessions: StompSession[] = [];
  const stomp = (login: string, passcode: string): StompSession => {
    const session = openStomp(stompUrl, login, passcode);
    sessions.push(session);
    return session;
  };
  let broker: Broker;
  let testAmqp: ChannelModel;

  beforeAll(async () => {
    broker = await createRabbitBroker({ amqpUrl, stompUrl, adminUrl: apiUrl });
    testAmqp = await amqp.connect(amqpUrl);
  });

  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.end()));
  });

  afterAll(async () => {
    await broker?.close();
    if (testAmqp) {
      const channel = await testAmqp.createChannel();
      for (const name of usedQueues) await channel.deleteQueue(name);
      for (const name of used) await channel.deleteExchange(name);
      await channel.close();
      await testAmqp.close();
    }
    for (const name of used) await http.del(`users/${encodeURIComponent(rabbitUsername(name))}`);
  });

  /** What RabbitMQ says about the queue's declaration. */
  const declared = async (name: string): Promise<Pick<QueueInfo, 'durable' | 'auto_delete' | 'exclusive' | 'arguments'>> => {
    const info = await http.get<QueueInfo>(`queues/%2F/${encodeURIComponent(name)}`);
    return { durable: info.durable, auto_delete: info.auto_delete, exclusive: info.exclusive, arguments: info.arguments };
  };
  const expected = { durable: true, auto_delete: false, exclusive: false, arguments: { 'x-expires': QUEUE_EXPIRES_MS } };

  /** A device queue of `userMq`, remembered for cleanup. */
  const deviceQueue = (userMq: string, device = RABBIT_DEVICE): string => {
    const name = deviceQueueName(userMq, device);
    usedQueues.add(name);
    return name;
  };

  it('a grant reads its device queue: messages in order, persistent, ACKed; what comes while it is away waits', async () => {
    const q = queue('order');
    const grant = await broker.grant(q);
    expect(grant.username).toBe(`mkt-${q}`);
    expect(grant.password).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    await broker.publish(q, 'before any device: dropped'); // no queue bound yet, as designed
    const session = stomp(grant.username, grant.password);
    await session.connected;
    const inbox = session.subscribe(q);
    deviceQueue(q);
    await inbox.receipt;
    await broker.publish(q, 'one — é');
    await broker.publish(q, 'two');
    const first = await inbox.next();
    expect(first.body).toBe('one — é');
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.headers.persistent).toBe('true');
    first.ack();
    const second = await inbox.next();
    expect(second.body).toBe('two');
    second.ack();
    await session.end();

    await broker.publish(q, 'while away');
    // ACKed means gone: a new connection of the device gets only what came while it was away.
    const again = stomp(grant.username, grant.password);
    await again.connected;
    const inbox2 = again.subscribe(q);
    expect((await inbox2.next()).body).toBe('while away');
    await inbox2.none(300);
  });

  it('the grant declares the fanout exchange and the SUBSCRIBE the device queue, as spec §7 and contract/queue.ts say', async () => {
    const q = queue('declare');
    const grant = await broker.grant(q);
    const exchange = await http.get<{ type: string; durable: boolean; auto_delete: boolean }>(`exchanges/%2F/${encodeURIComponent(q)}`);
    expect({ type: exchange.type, durable: exchange.durable, auto_delete: exchange.auto_delete }).toEqual({ type: 'fanout', durable: true, auto_delete: false });
    const session = stomp(grant.username, grant.password);
    await session.connected;
    await session.subscribe(q).receipt;
    const name = deviceQueue(q);
    expect(await declared(name)).toEqual(expected);
    const bound = await http.get<Array<{ destination: string }>>(`exchanges/%2F/${encodeURIComponent(q)}/bindings/source`);
    expect(bound.map((b) => b.destination)).toEqual([name]);
    await session.end();
    // The next connection declares the queue again with the same arguments: no PRECONDITION_FAILED.
    const again = stomp(grant.username, grant.password);
    await again.connected;
    await again.subscribe(q).receipt;
    await broker.publish(q, 'still bound');
    expect(again.errors).toEqual([]);
  });

  it('RabbitMQ does refuse a declaration that differs (what the test above guards against)', async () => {
    const q = queue('differs');
    const grant = await broker.grant(q);
    const session = stomp(grant.username, grant.password);
    await session.connected;
    await session.subscribe(q).receipt;
    const channel = await testAmqp.createChannel();
    channel.on('error', () => undefined); // the refusal closes this channel
    await expect(channel.assertQueue(deviceQueue(q), { durable: true, arguments: { 'x-expires': QUEUE_EXPIRES_MS + 1 } })).rejects.toThrow(/PRECONDITION_FAILED/);
  });

  it('an unACKed message is redelivered to the next connection of the device', async () => {
    const q = queue('redeliver');
    const grant = await broker.grant(q);
    const first = stomp(grant.username, grant.password);
    await first.connected;
    const inbox = first.subscribe(q);
    deviceQueue(q);
    await inbox.receipt;
    await broker.publish(q, 'keep me');
    expect((await inbox.next()).body).toBe('keep me');
    await first.end(); // disconnect without ACK

    const second = stomp(grant.username, grant.password);
    await second.connected;
    const message = await second.subscribe(q).next();
    expect(message.body).toBe('keep me');
    expect(message.headers.redelivered).toBe('true');
    message.ack();
  });

  it('a second grant changes the password: the first no longer connects', async () => {
    const q = queue('regrant');
    const old = await broker.grant(q);
    const fresh = await broker.grant(q);
    expect(fresh.username).toBe(old.username);
    expect(fresh.password).not.toBe(old.password);

    await expect(stomp(old.username, old.password).connected).rejects.toThrow(/Access refused/);
    await stomp(fresh.username, fresh.password).connected;
  });

  it('a wrong password is refused', async () => {
    const grant = await broker.grant(queue('wrong'));
    await expect(stomp(grant.username, `${grant.password}x`).connected).rejects.toThrow(/Bad CONNECT: Access refused/);
  });

  it('refuses names that are not queue names', async () => {
    await expect(broker.grant('a/b')).rejects.toThrow(/Not a queue name/);
    await expect(broker.publish('', 'x')).rejects.toThrow(/Not a queue name/);
    expect(broker.kind).toBe('rabbitmq');
    const stompPort = Number(new URL(stompUrl).port);
    expect(broker.address({ scheme: 'wss', host: 'example.org', port: 443 })).toEqual({ scheme: 'ws', host: new URL(stompUrl).hostname, port: stompPort });
  });

  it('close() is idempotent, and a closed broker publishes nothing', async () => {
    const own = await createRabbitBroker({ amqpUrl, stompUrl, adminUrl: apiUrl });
    const q = queue('closing');
    await own.publish(q, 'one');
    await own.close();
    await own.close();
    await expect(own.publish(q, 'two')).rejects.toThrow(/closed/);
  });
});
