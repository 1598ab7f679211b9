// The app's real-time client (src/realtime) against the reference server's embedded queue, over
// real HTTP and a real websocket (spec §1 "Real-time messages", §7 "Queue"): credentials from the
// GET, CONNECT and SUBSCRIBE on /ws, base64 messages decoded, chat records counted as unread, every
// message acknowledged (none comes back), and a retry with new credentials after a failure.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RATE_RULES } from '../../examples/server/accounts/limits.js';
import { decodeBase64Utf8, encodeBase64Utf8 } from '../../src/contract/base64.js';
import { SYSTEM_CODE } from '../../src/contract/constants.js';
import { APPLICATION_STATE_EVENT } from '../../src/contract/statuses.js';
import { STOMP_SUBPROTOCOLS } from '../../src/contract/queue.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import type { QueueCredentials, QueueMessageData } from '../../src/contract/types/chat.js';
import { openQueue } from '../../src/realtime/queue-connection.js';
import { startRealtime } from '../../src/realtime/start-realtime.js';
import { createChatStore } from '../../src/stores/chat.js';
import { TEST_DATABASES } from '../server/databases.js';
import { member } from './cases/usercenter-state.js';
import { useWorld, type ContractClient } from './support/world.js';

// Node's `ws` in place of the browser's WebSocket: the same protocol on the wire.
const nodeSocket = (url: string) => new WebSocket(url, [...STOMP_SUBPROTOCOLS]) as unknown as globalThis.WebSocket;

const base64Message = (msgType: string, msgData: Record<string, unknown>) =>
  JSON.stringify({ encryptionType: 'base64', data: encodeBase64Utf8(JSON.stringify({ msgType, msgData })) });

const chatInfo = (id: string, content: string) => base64Message('chatInfo', {
  chatMessageId: id, chatSessionId: 's-1', content, fromUserId: 'u-seller', toUserId: member.id, moduleId: 6,
  sendTime: '2026-11-25T08:00:00.000Z', sessionType: 0, type: 0,
});

/** One device of the member (contract DEVICE_ID), so a new connection reads the same queue. */
const DEVICE = 'contract-device-0001';

const until = async (check: () => boolean, what: string, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('real-time client against the embedded queue', () => {
  const world = useWorld(TEST_DATABASES[0]!, () => ({}));
  const memberClient = async (): Promise<ContractClient> => world().caller('member');

  it('receives, decodes, counts and acknowledges; nothing comes back to the next connection', async () => {
    const w = world();
    const client = await memberClient();
    const chat = createChatStore();
    const events: QueueMessageData[] = [];
    const states: string[] = [];
    const start = () => startRealtime({
      api: client.api, chat, systemCode: SYSTEM_CODE, decodeBase64: decodeBase64Utf8, createSocket: nodeSocket, deviceId: DEVICE,
      onEvent: (e) => void events.push(e), onState: (s) => void states.push(s),
    });
    const broker = w.rig.services.broker!;

    // The device's queue exists once it has subscribed (a message to a user with no device queue
    // is dropped, as RabbitMQ drops it: the app syncs from the server when it connects).
    const stop = start();
    await until(() => states.includes('open'), 'the connection');
    await new Promise((r) => setTimeout(r, 200)); // the SUBSCRIBE reaches the broker
    await broker.publish(member.userMq, chatInfo('m-1', 'Bonjour [微笑] 你好'));
    await until(() => chat.unreadTotal.get() === 1, 'the first chat record');
    expect(chat.lastIncoming.get()).toMatchObject({ chatMessageId: 'm-1', content: 'Bonjour [微笑] 你好' });
    expect(states.slice(0, 2)).toEqual(['connecting', 'open']);

    // Another kind is handed on but is no unread chat; one that cannot be read is dropped.
    await broker.publish(member.userMq, base64Message('endService', { chatSessionId: 's-1' }));
    await broker.publish(member.userMq, 'not json at all');
    await broker.publish(member.userMq, chatInfo('m-2', 'Second'));
    await until(() => chat.unreadTotal.get() === 2, 'the second chat record');
    expect(events.map((e) => e.msgType)).toEqual(['chatInfo', 'endService', 'chatInfo']);
    stop();

    // All four were acknowledged: a new connection gets only what is new.
    const again = createChatStore();
    const stop2 = startRealtime({ api: client.api, chat: again, systemCode: SYSTEM_CODE, decodeBase64: decodeBase64Utf8, createSocket: nodeSocket, deviceId: DEVICE });
    await broker.publish(member.userMq, chatInfo('m-3', 'Third'));
    await until(() => again.unreadTotal.get() === 1, 'the third chat record');
    await new Promise((r) => setTimeout(r, 300)); // room for a redelivery that must not come
    expect(again.unreadTotal.get()).toBe(1);
    expect(again.lastIncoming.get()?.chatMessageId).toBe('m-3');
    stop2();
  });

  it('retries at once with new credentials when a connection fails, then backs off', async () => {
    const w = world();
    const client = await memberClient();
    const asked: number[] = [];
    const bodies: string[] = [];
    const states: string[] = [];
    const conn = openQueue({
      deviceId: DEVICE,
      onState: (s) => void states.push(s),
      credentials: async () => {
        asked.push(Date.now());
        const reply = await client.api.get(ENDPOINTS.getQueueCredentials, { systemCode: SYSTEM_CODE }, { silent: true });
        const c = reply.customData as QueueCredentials;
        // The first two attempts fail: no credentials, then a wrong password (the broker refuses).
        if (asked.length === 1) return null;
        if (asked.length === 2) return { ...c, mqPassword: 'wrong' };
        return c;
      },
      onMessage: (b) => void bodies.push(b),
      createSocket: nodeSocket,
      retryDelays: [0, 50, 5_000],
    });
    await until(() => states.includes('open'), 'the connection after the retries');
    await new Promise((r) => setTimeout(r, 200)); // the SUBSCRIBE reaches the broker
    await w.rig.services.broker!.publish(member.userMq, 'after two failures');
    await until(() => bodies.length === 1, 'the message after the retries');
    expect(asked).toHaveLength(3);
    expect(bodies).toEqual(['after two failures']);
    conn.close();
    conn.close(); // idempotent
  });

  it('a subscription the broker refuses after CONNECTED is retried with backoff, not in a tight loop', async () => {
    const client = await world().caller('personal');
    let asked = 0;
    const states: string[] = [];
    const conn = openQueue({
      deviceId: DEVICE,
      credentials: async () => {
        asked += 1;
        const reply = await client.api.get(ENDPOINTS.getQueueCredentials, { systemCode: SYSTEM_CODE }, { silent: true });
        // Someone else's queue: CONNECT succeeds, the SUBSCRIBE is refused and the socket closed.
        return { ...(reply.customData as QueueCredentials), userMq: member.userMq };
      },
      onMessage: () => undefined,
      onState: (s) => void states.push(s),
      createSocket: nodeSocket,
      retryDelays: [0, 150, 60_000],
    });
    await until(() => asked === 3, 'the third attempt');
    await new Promise((r) => setTimeout(r, 400));
    conn.close();
    expect(asked).toBe(3); // at once, after 150 ms, then waiting a minute
    expect(states.filter((s) => s === 'open')).toHaveLength(3);
  });

  it('credentials are rate-limited per user (each grant writes to the broker): the 61st in 10 minutes is refused', async () => {
    const seller = await world().caller('seller');
    const codes: number[] = [];
    for (let i = 0; i < RATE_RULES.queueGrant.limit + 1; i++) {
      codes.push((await seller.api.get(ENDPOINTS.getQueueCredentials, { systemCode: SYSTEM_CODE }, { silent: true })).code);
    }
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(4429);
    // Another user is not affected.
    const other = await world().caller('enterprise');
    expect((await other.api.get(ENDPOINTS.getQueueCredentials, { systemCode: SYSTEM_CODE }, { silent: true })).code).toBe(200);
  });

  it('a visitor gets no credentials, so nothing connects', async () => {
    const visitor = world().client('rt-visitor');
    let asked = 0;
    const conn = openQueue({
      deviceId: DEVICE,
      credentials: async () => {
        asked += 1;
        const reply = await visitor.api.get(ENDPOINTS.getQueueCredentials, { systemCode: SYSTEM_CODE }, { silent: true });
        return reply.code === 200 ? (reply.customData as QueueCredentials) : null;
      },
      onMessage: () => undefined,
      createSocket: () => {
        throw new Error('no socket may be opened without credentials');
      },
      retryDelays: [0, 20],
    });
    await until(() => asked >= 3, 'a few refused attempts');
    conn.close();
    const after = asked;
    await new Promise((r) => setTimeout(r, 100));
    expect(asked).toBe(after);
  });

  it('an answer to an application reaches the chat store and a toast; a malformed one is dropped and counts nothing', async () => {
    const w = world();
    const client = await memberClient();
    const chat = createChatStore();
    const states: string[] = [];
    const toasts: string[] = [];
    // Echoed keys (the locale parts are a build plugin the server config has not); the texts are
    // checked in tests/unit/realtime/application-event.test.ts.
    const i18n = { t: ((key: string, o?: Record<string, unknown>) => (o ? `${key}${JSON.stringify(o)}` : key)) as never, complete: () => Promise.resolve() };
    const stop = startRealtime({
      api: client.api, chat, systemCode: SYSTEM_CODE, decodeBase64: decodeBase64Utf8, createSocket: nodeSocket, deviceId: 'contract-device-0002',
      onState: (s) => void states.push(s), notice: { i18n, toast: (m) => void toasts.push(m) },
    });
    const broker = w.rig.services.broker!;
    await until(() => states.includes('open'), 'the connection');
    await new Promise((r) => setTimeout(r, 200)); // the SUBSCRIBE reaches the broker
    await broker.publish(member.userMq, base64Message(APPLICATION_STATE_EVENT, { applicationId: '12', recruitingInfoId: '900', state: 2 }));
    await broker.publish(member.userMq, base64Message(APPLICATION_STATE_EVENT, { applicationId: '12', recruitingInfoId: '900', state: 'x' }));
    await broker.publish(member.userMq, base64Message(APPLICATION_STATE_EVENT, { applicationId: '12', recruitingInfoId: '900', state: 3 }));
    await until(() => toasts.length === 2, 'two toasts');
    expect(chat.applicationEvent.get()).toEqual({ applicationId: '12', recruitingInfoId: '900', state: 3 });
    expect(toasts).toEqual(['jobs.seeker.answered.changed{"state":"jobs.common.application.2"}', 'jobs.seeker.answered.invited']);
    expect(chat.unreadTotal.get()).toBe(0);
    stop();
  });
});
