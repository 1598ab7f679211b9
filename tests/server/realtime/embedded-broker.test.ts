// The embedded STOMP broker driven by the real @stomp/stompjs client over a real websocket
// (spec §7 "Queue"): delivery and acknowledgement, redelivery, round robin, grant and queue expiry.
// Each test's clients are one device of the user (harness DEVICE) unless they name another;
// every-device fan-out has its own file (devices.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRANT_TTL_MS, QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import { userExchangeDestination } from '../../../src/contract/queue.js';
import { browser, sleep, startBrokerServer, stompClient, stopAllClients, stopBrokerServer, waitFor, type BrokerServer } from './broker-harness.js';

let server: BrokerServer | undefined;
const srv = (): BrokerServer => {
  if (!server) throw new Error('no server');
  return server;
};
const bodies = (c: { messages: Array<{ body: string }> }) => c.messages.map((m) => m.body);

beforeEach(async () => {
  server = await startBrokerServer();
});
afterEach(async () => {
  await stopAllClients();
  await stopBrokerServer(server);
  server = undefined;
});

describe('embedded broker: delivery', () => {
  it('a message for a user with no device queue yet is dropped, as RabbitMQ drops an unroutable one', async () => {
    const s = srv();
    await s.broker.publish('u0', 'nobody listens');
    const a = await browser(s, 'u0');
    await s.broker.publish('u0', 'now');
    await waitFor(() => a.messages.length === 1, 'the message after the SUBSCRIBE');
    await sleep(50);
    expect(bodies(a)).toEqual(['now']);
  });

  it('delivers messages published while the device was away and after it came back, with the MESSAGE headers; an ACKed message is gone', async () => {
    const s = srv();
    await (await browser(s, 'u1')).stop(); // the device's queue now exists
    await s.broker.publish('u1', 'before');
    const a = await browser(s, 'u1');
    await s.broker.publish('u1', '{"n":"é"}');
    await waitFor(() => a.messages.length === 2, 'two messages');
    expect(bodies(a)).toEqual(['before', '{"n":"é"}']);
    const m = a.messages[1];
    expect(m?.headers.destination).toBe(userExchangeDestination('u1'));
    expect(m?.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(m?.headers['content-length']).toBe(String(Buffer.byteLength('{"n":"é"}')));
    expect(m?.headers.ack).toBe(m?.headers['message-id']);
    expect(m?.headers.subscription).toBeTruthy();
    expect(m?.headers.redelivered).toBeUndefined();
    for (const message of a.messages) message.ack();
    await sleep(50);
    await a.stop();
    const b = await browser(s, 'u1');
    await s.broker.publish('u1', 'third');
    await waitFor(() => b.messages.length === 1, 'the new message');
    await sleep(50);
    expect(bodies(b)).toEqual(['third']); // the acknowledged two are not redelivered
  });

  it('redelivers unacknowledged messages, in order and marked redelivered, to the next client', async () => {
    const s = srv();
    const a = await browser(s, 'u2');
    for (const body of ['m1', 'm2', 'm3']) await s.broker.publish('u2', body);
    await waitFor(() => a.messages.length === 3, 'three messages');
    a.messages[1]?.ack(); // only m2 is acknowledged
    await sleep(50);
    await a.stop();
    const b = await browser(s, 'u2');
    await waitFor(() => b.messages.length === 2, 'redelivery');
    expect(bodies(b)).toEqual(['m1', 'm3']);
    expect(b.messages.map((m) => m.headers.redelivered)).toEqual(['true', 'true']);
  });

  it('NACK puts the message back and it comes again, redelivered', async () => {
    const s = srv();
    const a = await browser(s, 'u3');
    await s.broker.publish('u3', 'retry me');
    await waitFor(() => a.messages.length === 1, 'first delivery');
    a.messages[0]?.nack();
    await waitFor(() => a.messages.length === 2, 'redelivery after NACK');
    expect(a.messages[1]?.body).toBe('retry me');
    expect(a.messages[1]?.headers.redelivered).toBe('true');
    expect(a.messages[1]?.headers.ack).not.toBe(a.messages[0]?.headers.ack);
  });

  it('client mode acknowledges cumulatively; auto mode drops a message once sent', async () => {
    const s = srv();
    const a = await browser(s, 'u4', { ack: 'client' });
    for (const body of ['c1', 'c2', 'c3']) await s.broker.publish('u4', body);
    await waitFor(() => a.messages.length === 3, 'three messages');
    a.messages[1]?.ack(); // settles c1 and c2
    await sleep(50);
    await a.stop();
    const b = await browser(s, 'u4', { ack: 'auto' });
    await waitFor(() => b.messages.length === 1, 'c3 again');
    expect(bodies(b)).toEqual(['c3']);
    expect(b.messages[0]?.headers.ack).toBeUndefined(); // nothing to acknowledge in auto mode
    await b.stop();
    const c = await browser(s, 'u4');
    await sleep(100);
    expect(c.messages).toHaveLength(0);
  });

  it('two consumers of one queue share it round robin; one leaving hands its unacked to the other', async () => {
    const s = srv();
    const a = await browser(s, 'u5');
    const b = await browser(s, 'u5');
    for (const body of ['r1', 'r2', 'r3', 'r4']) await s.broker.publish('u5', body);
    await waitFor(() => a.messages.length + b.messages.length === 4, 'four messages');
    expect(bodies(a)).toEqual(['r1', 'r3']);
    expect(bodies(b)).toEqual(['r2', 'r4']);
    a.messages[0]?.ack();
    await sleep(50);
    await a.stop();
    await waitFor(() => b.messages.length === 3, 'r3 moved to b');
    expect(b.messages[2]?.body).toBe('r3');
    expect(b.messages[2]?.headers.redelivered).toBe('true');
  });
});

describe('embedded broker: expiry', () => {
  it('a grant opens a connection until GRANT_TTL_MS, not after', async () => {
    const s = srv();
    const early = await s.broker.grant('u6');
    const late = await s.broker.grant('u6');
    s.time.now += GRANT_TTL_MS - 1;
    const ok = stompClient(s.url, early.username, early.password);
    await ok.connected;
    s.time.now += 1;
    const refused = stompClient(s.url, late.username, late.password);
    await waitFor(() => refused.errors.length === 1 && refused.isClosed(), 'refusal and close');
    expect(refused.errors[0]?.headers.message).toBe('bad credentials');
  });

  it('a queue without consumers keeps its messages until QUEUE_EXPIRES_MS', async () => {
    const s = srv();
    await (await browser(s, 'u7')).stop();
    await s.broker.publish('u7', 'kept');
    s.time.now += QUEUE_EXPIRES_MS - 1;
    const a = await browser(s, 'u7');
    await waitFor(() => a.messages.length === 1, 'the kept message');
    expect(a.messages[0]?.body).toBe('kept');
  });

  it('a queue without consumers for QUEUE_EXPIRES_MS is deleted with its messages', async () => {
    const s = srv();
    const a = await browser(s, 'u8');
    await s.broker.publish('u8', 'lost');
    await waitFor(() => a.messages.length === 1, 'delivery');
    await a.stop(); // unacknowledged: back on the queue, which now has no consumer
    await sleep(50);
    s.time.now += QUEUE_EXPIRES_MS;
    await s.broker.publish('u8', 'dropped'); // the expired queue is deleted with its binding: no copy
    const b = await browser(s, 'u8'); // declares an empty queue
    await s.broker.publish('u8', 'fresh');
    await waitFor(() => b.messages.length === 1, 'the fresh message');
    await sleep(50);
    expect(bodies(b)).toEqual(['fresh']);
  });

  it('a queue with a consumer does not expire', async () => {
    const s = srv();
    const a = await browser(s, 'u9');
    s.time.now += 2 * QUEUE_EXPIRES_MS;
    await s.broker.publish('u9', 'still here');
    await waitFor(() => a.messages.length === 1, 'delivery to the live consumer');
  });
});
