// The embedded broker's queues without a socket (spec §7 "Queue"): the 10,000-message bound,
// prefetch, requeue order and lazy expiry, driven through fake consumers.
import { describe, expect, it } from 'vitest';
import { QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import { MAX_QUEUE_MESSAGES, QueueStore, type AckMode, type Consumer, type QueuedMessage } from '../../../examples/server/realtime/message-queues.js';

function fakeConsumer(ackMode: AckMode, prefetch = 0) {
  const got: Array<{ body: string; tag: string; redelivered: boolean }> = [];
  const consumer: Consumer = {
    ackMode,
    unacked: new Map<string, QueuedMessage>(),
    hasCapacity: () => prefetch === 0 || consumer.unacked.size < prefetch,
    send: (m, tag) => got.push({ body: m.body, tag, redelivered: m.redelivered }),
  };
  return { consumer, got };
}

describe('message-queues', () => {
  it(`holds at most ${MAX_QUEUE_MESSAGES} messages: the oldest ready one is dropped`, () => {
    const store = new QueueStore(() => 0);
    const queue = store.declare('q');
    for (let i = 0; i <= MAX_QUEUE_MESSAGES; i++) queue.enqueue(`m${i}`);
    expect(queue.size).toBe(MAX_QUEUE_MESSAGES);
    const { consumer, got } = fakeConsumer('auto');
    queue.attach(consumer);
    expect(got[0]?.body).toBe('m1'); // m0 was dropped
    expect(got.at(-1)?.body).toBe(`m${MAX_QUEUE_MESSAGES}`);
    expect(queue.size).toBe(0);
  });

  it('refuses a publish when every held message is in flight unacknowledged', () => {
    const store = new QueueStore(() => 0, 3);
    const queue = store.declare('q');
    const { consumer, got } = fakeConsumer('client-individual');
    queue.attach(consumer);
    for (const body of ['a', 'b', 'c']) queue.enqueue(body);
    expect(() => queue.enqueue('d')).toThrow(/full/);
    expect(queue.settle(consumer, got[0]?.tag ?? '', 'ack')).toBe(true);
    queue.enqueue('d');
    expect(got.map((g) => g.body)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('honours a prefetch-count and sends more as messages are acknowledged', () => {
    const queue = new QueueStore(() => 0).declare('q');
    const { consumer, got } = fakeConsumer('client-individual', 1);
    queue.attach(consumer);
    queue.enqueue('a');
    queue.enqueue('b');
    expect(got.map((g) => g.body)).toEqual(['a']);
    queue.settle(consumer, got[0]?.tag ?? '', 'ack');
    expect(got.map((g) => g.body)).toEqual(['a', 'b']);
    expect(queue.settle(consumer, 'no-such-tag', 'ack')).toBe(false);
  });

  it('a detached consumer returns its messages to their original places, ahead of later ones', () => {
    const queue = new QueueStore(() => 0).declare('q');
    const first = fakeConsumer('client-individual', 2);
    queue.attach(first.consumer);
    for (const body of ['a', 'b', 'c', 'd']) queue.enqueue(body);
    queue.detach(first.consumer);
    const second = fakeConsumer('client-individual');
    queue.attach(second.consumer);
    expect(second.got.map((g) => `${g.body}${g.redelivered ? '*' : ''}`)).toEqual(['a*', 'b*', 'c', 'd']);
  });

  it('expires an idle queue lazily by the clock; re-declaring restarts its clock, publishing does not', () => {
    const time = { now: 0 };
    const store = new QueueStore(() => time.now);
    store.declare('q').enqueue('x');
    time.now = QUEUE_EXPIRES_MS - 1;
    store.declare('q'); // re-declaration: the clock restarts here
    time.now += QUEUE_EXPIRES_MS - 1;
    expect(store.get('q')?.size).toBe(1);
    store.get('q')?.enqueue('y');
    time.now += 1;
    expect(store.get('q')).toBeUndefined();
    store.sweep();
    expect(store.count).toBe(0);
  });
});
