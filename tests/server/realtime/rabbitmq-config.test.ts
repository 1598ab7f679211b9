// The RabbitMQ broker's configuration rules, without a RabbitMQ (spec §7 "Queue": the browser
// opens <scheme>://<host>[:port]/ws; grants open one queue, named literally).
import { describe, expect, it } from 'vitest';
import { defaultAdminUrl, escapeRegex } from '../../../examples/server/realtime/rabbitmq-admin.js';
import { createRabbitBroker, parseStompUrl, rabbitPermissions } from '../../../examples/server/realtime/rabbitmq-broker.js';
import { createRabbitPublisher } from '../../../examples/server/realtime/rabbitmq-publisher.js';

describe('RabbitMQ broker configuration', () => {
  it('answers the Web-STOMP address of STOMP_URL, default ports included', () => {
    expect(parseStompUrl('ws://127.0.0.1:15674/ws')).toEqual({ scheme: 'ws', host: '127.0.0.1', port: 15674 });
    expect(parseStompUrl('wss://mq.example.org/ws')).toEqual({ scheme: 'wss', host: 'mq.example.org', port: 443 });
    expect(parseStompUrl('ws://mq.example.org/ws')).toEqual({ scheme: 'ws', host: 'mq.example.org', port: 80 });
  });

  it('refuses a STOMP_URL the browser would not reach', async () => {
    expect(() => parseStompUrl('ws://127.0.0.1:15674/stomp')).toThrow(/must end in \/ws/);
    expect(() => parseStompUrl('http://127.0.0.1:15674/ws')).toThrow(/ws:\/\/ or wss:\/\//);
    expect(() => parseStompUrl('not a url')).toThrow(/not a URL/);
    // Before any connection is attempted.
    await expect(createRabbitBroker({ amqpUrl: 'amqp://127.0.0.1:1', stompUrl: 'ws://h/x' })).rejects.toThrow(/\/ws/);
  });

  it('derives the management API from the AMQP URL', () => {
    expect(defaultAdminUrl('amqp://bob:s%40cret@mq.internal:5672/')).toBe('http://bob:s%40cret@mq.internal:15672/');
    expect(defaultAdminUrl('amqp://mq.internal')).toBe('http://guest:guest@mq.internal:15672/');
  });

  it("grants the user's device queues and the reading of its exchange only, matched literally; nothing else is writable", () => {
    expect(escapeRegex('a.b*c')).toBe('a\\.b\\*c');
    const permissions = rabbitPermissions('u.1-x_Y');
    const [configure, write, read] = [permissions.configure, permissions.write, permissions.read].map((p) => new RegExp(p));
    const device = 'u.1-x_Y.d-AAAAAAAAAAAAAAAAAAAAAA';
    for (const can of [configure, write, read]) expect(can?.test(device)).toBe(true);
    expect(read?.test('u.1-x_Y')).toBe(true); // the exchange: bound from, read
    expect(write?.test('u.1-x_Y')).toBe(false); // but never published to by a client
    expect(configure?.test('u.1-x_Y')).toBe(false); // nor redeclared
    for (const other of ['uX1-x_Y', 'uX1-x_Y.d-AAAAAAAAAAAAAAAAAAAAAA', 'u.1-x_Y.d-short', 'u.1-x_Y.other', 'u.1-x_Y.d-AAAAAAAAAAAAAAAAAAAAAA.x', 'amq.default', 'amq.fanout', '']) {
      for (const can of [configure, write, read]) expect(can?.test(other), other).toBe(false);
    }
  });

  it('a publish that cannot reach RabbitMQ rejects with a clear error', async () => {
    const publisher = createRabbitPublisher('amqp://guest:guest@127.0.0.1:1');
    await expect(publisher.publish('q', 'x')).rejects.toThrow(/^RabbitMQ publish to q failed: .*ECONNREFUSED/);
    await publisher.close();
  });
});
