// The RabbitMQ broker against a real RabbitMQ and its Web-STOMP endpoint (spec §7 "Queue"): the
// browser's side is the real @stomp/stompjs client, so what passes here is what the app gets.
// Skipped without AMQP_URL (.ci/run sets it, with STOMP_URL and RABBITMQ_API_URL).
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import type { ChannelModel } from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_EXPIRES_MS, type Broker } from '../../../examples/server/realtime/broker.js';
import { queueSubscribeHeaders } from '../../../src/contract/queue.js';
import { createRabbitBroker, rabbitUsername } from '../../../examples/server/realtime/rabbitmq-broker.js';
import { openStomp, type StompSession } from './rabbit-stomp.js';
import { rabbitHttp, type QueueInfo } from './rabbit-http.js';

const amqpUrl = process.env.AMQP_URL ?? '';
const stompUrl = process.env.STOMP_URL ?? 'ws://127.0.0.1:15674/ws';
const apiUrl = process.env.RABBITMQ_API_URL ?? 'http://guest:guest@127.0.0.1:15672';

describe.skipIf(!process.env.AMQP_URL)('RabbitMQ broker over Web-STOMP', () => {
  const run = randomBytes(4).toString('hex');
  const used = new Set<string>();
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
      for (const name of used) await channel.deleteQueue(name);
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

  it('a grant reads its queue: a message published before the SUBSCRIBE and one after, in order, ACKed', async () => {
    const q = queue('order');
    const grant = await broker.grant(q);
    expect(grant.username).toBe(`mkt-${q}`);
    expect(grant.password).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    await broker.publish(q, 'before — é');
    const session = stomp(grant.username, grant.password);
    await session.connected;
    const inbox = session.subscribe(q);
    await broker.publish(q, 'after');
    const first = await inbox.next();
    expect(first.body).toBe('before — é');
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.headers.persistent).toBe('true');
    first.ack();
    const second = await inbox.next();
    expect(second.body).toBe('after');
    second.ack();
    await session.end();

    // ACKed means gone: a new connection gets nothing.
    const again = stomp(grant.username, grant.password);
    await again.connected;
    await again.subscribe(q).none(300);
  });

  it('the server and the STOMP SUBSCRIBE declare the queue identically, whichever comes first', async () => {
    // Server first (grant), then SUBSCRIBE: no PRECONDITION_FAILED, the declaration is spec §7's.
    const q = queue('declare');
    const grant = await broker.grant(q);
    expect(await declared(q)).toEqual(expected);
    const session = stomp(grant.username, grant.password);
    await session.connected;
    const inbox = session.subscribe(q);
    await broker.publish(q, 'server first');
    (await inbox.next()).ack();
    await session.end();
    expect(session.errors).toEqual([]);

    // SUBSCRIBE first: the queue is gone, the browser declares it, then the server publishes.
    const channel = await testAmqp.createChannel();
    await channel.deleteQueue(q);
    await channel.close();
    const browserFirst = stomp(grant.username, grant.password);
    await browserFirst.connected;
    const inbox2 = browserFirst.subscribe(q);
    await inbox2.none(200); // let the SUBSCRIBE's declaration land
    expect(await declared(q)).toEqual(expected);
    await broker.publish(q, 'browser first');
    const message = await inbox2.next();
    expect(message.body).toBe('browser first');
    message.ack();
    expect(browserFirst.errors).toEqual([]);
  });

  it('RabbitMQ does refuse a declaration that differs (what the test above guards against)', async () => {
    const q = queue('differs');
    await broker.grant(q);
    const channel = await testAmqp.createChannel();
    channel.on('error', () => undefined); // the refusal closes this channel
    await expect(channel.assertQueue(q, { durable: true, arguments: { 'x-expires': QUEUE_EXPIRES_MS + 1 } })).rejects.toThrow(/PRECONDITION_FAILED/);
  });

  it('an unACKed message is redelivered to the next connection', async () => {
    const q = queue('redeliver');
    const grant = await broker.grant(q);
    await broker.publish(q, 'keep me');
    const first = stomp(grant.username, grant.password);
    await first.connected;
    expect((await first.subscribe(q).next()).body).toBe('keep me');
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

  /** The queue's ready messages and consumers, as RabbitMQ counts them. */
  const counts = async (name: string): Promise<{ messageCount: number; consumerCount: number }> => {
    const channel = await testAmqp.createChannel();
    const { messageCount, consumerCount } = await channel.checkQueue(name);
    await channel.close();
    return { messageCount, consumerCount };
  };

  it("a grant cannot read another user's queue", async () => {
    const mine = queue('mine');
    const theirs = queue('theirs');
    const grant = await broker.grant(mine);
    await broker.grant(theirs);
    await broker.publish(theirs, 'private');

    const reader = stomp(grant.username, grant.password);
    await reader.connected;
    const inbox = reader.subscribe(theirs);
    // The SUBSCRIBE's queue.declare is refused (no configure on it): RabbitMQ ends the session.
    expect(await reader.closed).toBe('STOMP died');
    await expect(inbox.next(100)).rejects.toThrow(/no message/);
    expect(await counts(theirs)).toEqual({ messageCount: 1, consumerCount: 0 });
  });

  it('a grant cannot SEND, not even to its own queue', async () => {
    const mine = queue('sender');
    const theirs = queue('target');
    const grant = await broker.grant(mine);
    await broker.grant(theirs);
    const subscribeHeaders = queueSubscribeHeaders(QUEUE_EXPIRES_MS);
    // /queue/ declares first (refused on another's queue); /amq/queue/ publishes straight to the
    // default exchange, which `write: ^$` refuses; so does a SEND with the exact declaration.
    for (const destination of [`/queue/${theirs}`, `/amq/queue/${theirs}`, `/amq/queue/${mine}`, `/queue/${mine}`]) {
      const sender = stomp(grant.username, grant.password);
      await sender.connected;
      sender.client.publish({ destination, body: 'forged', headers: subscribeHeaders });
      expect(await sender.closed, destination).toBe('STOMP died');
    }
    expect(await counts(theirs)).toEqual({ messageCount: 0, consumerCount: 0 });
    expect(await counts(mine)).toEqual({ messageCount: 0, consumerCount: 0 });
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
