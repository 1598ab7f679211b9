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

  it("grants configure and read on the user's queue only, matched literally, and no write", () => {
    expect(escapeRegex('a.b*c')).toBe('a\\.b\\*c');
    const permissions = rabbitPermissions('u.1-x_Y');
    expect(permissions).toEqual({ configure: '^u\\.1-x_Y$', write: '^$', read: '^u\\.1-x_Y$' });
    const read = new RegExp(permissions.read);
    expect(read.test('u.1-x_Y')).toBe(true);
    expect(read.test('uX1-x_Y')).toBe(false); // the dot is not a wildcard
    expect(read.test('u.1-x_Y.other')).toBe(false);
  });

  it('a publish that cannot reach RabbitMQ rejects with a clear error', async () => {
    const publisher = createRabbitPublisher('amqp://guest:guest@127.0.0.1:1');
    await expect(publisher.publish('q', 'x')).rejects.toThrow(/^RabbitMQ publish to q failed: .*ECONNREFUSED/);
    await publisher.close();
  });
});
