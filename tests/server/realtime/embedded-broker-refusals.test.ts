// What the embedded STOMP broker refuses (spec §7 "Queue"): bad credentials, other users' queues,
// mismatched queue arguments, SEND, garbage, oversized frames, silence — each with an ERROR frame
// and a closed socket, never a crashed server.
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import { deviceQueueName, userExchangeDestination } from '../../../src/contract/queue.js';
import { selectStompProtocol } from '../../../examples/server/realtime/embedded-broker.js';
import { MAX_FRAME_BYTES, serializeFrame } from '../../../examples/server/realtime/stomp-frame.js';
import {
  browser,
  browserSubscribeHeaders,
  DEVICE,
  rawClient,
  sleep,
  startBrokerServer,
  stompClient,
  stopAllClients,
  stopBrokerServer,
  waitFor,
  type BrokerServer,
  type RawClient,
} from './broker-harness.js';

let server: BrokerServer | undefined;
afterEach(async () => {
  await stopAllClients();
  await stopBrokerServer(server);
  server = undefined;
});
const start = async (opts: { heartbeatGraceMs?: number } = {}): Promise<BrokerServer> => (server = await startBrokerServer(opts));

const connectFrame = (login: string, passcode: string, heartBeat = '0,0') =>
  serializeFrame('CONNECT', [
    ['accept-version', '1.2,1.1'],
    ['host', '/'],
    ['login', login],
    ['passcode', passcode],
    ['heart-beat', heartBeat],
  ]);

/** A raw client that has CONNECTed with a fresh grant for `userMq`. */
async function rawConnected(s: BrokerServer, userMq: string, heartBeat = '0,0'): Promise<RawClient> {
  const { username, password } = await s.broker.grant(userMq);
  const raw = rawClient(s.url);
  await raw.opened;
  raw.ws.send(connectFrame(username, password, heartBeat));
  await waitFor(() => raw.frames.length === 1, 'CONNECTED');
  expect(raw.frames[0]?.command).toBe('CONNECTED');
  return raw;
}

const errorOf = (raw: RawClient) => raw.frames.find((f) => f.command === 'ERROR')?.headers.get('message');

/** The server still serves a new client after whatever a test threw at it. */
async function stillServes(s: BrokerServer): Promise<void> {
  const c = await browser(s, 'healthy');
  await s.broker.publish('healthy', 'ok');
  await waitFor(() => c.messages.length === 1, 'a message on a fresh connection');
}

describe('embedded broker: credentials and access', () => {
  it('refuses a wrong password and an unknown login with ERROR bad credentials, then closes', async () => {
    const s = await start();
    const { username } = await s.broker.grant('alice');
    const wrong = stompClient(s.url, username, 'x'.repeat(43));
    const unknown = stompClient(s.url, 'alice+nosuchgrant', 'x');
    await waitFor(() => wrong.isClosed() && unknown.isClosed(), 'both closed');
    expect(wrong.errors[0]?.headers.message).toBe('bad credentials');
    expect(unknown.errors[0]?.headers.message).toBe('bad credentials');
  });

  it('grants are distinct random secrets that coexist for one user; names are validated', async () => {
    const s = await start();
    const one = await s.broker.grant('bob');
    const two = await s.broker.grant('bob');
    expect(one.username).not.toBe(two.username);
    expect(one.username.startsWith('bob+')).toBe(true);
    expect(one.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.password).not.toBe(two.password);
    await Promise.all([stompClient(s.url, one.username, one.password).connected, stompClient(s.url, two.username, two.password).connected]);
    await expect(s.broker.grant('a/b')).rejects.toThrow();
    await expect(s.broker.grant('')).rejects.toThrow();
    await expect(s.broker.publish('x'.repeat(121), 'm')).rejects.toThrow();
  });

  it("refuses a subscription to another user's exchange or device queue, or a queue that is no device's, with access refused", async () => {
    const s = await start();
    const victim = await browser(s, 'victim'); // the victim's device queue exists and is bound
    const { username, password } = await s.broker.grant('mallory');
    const attempts: Array<[string, Record<string, string>]> = [
      [userExchangeDestination('victim'), browserSubscribeHeaders('mallory')],
      [userExchangeDestination('victim'), browserSubscribeHeaders('victim')],
      [userExchangeDestination('mallory'), browserSubscribeHeaders('victim')],
      [userExchangeDestination('mallory'), { ...browserSubscribeHeaders('mallory'), 'x-queue-name': deviceQueueName('mallory', 'short') }],
      [userExchangeDestination('mallory'), { ...browserSubscribeHeaders('mallory'), 'x-queue-name': 'mallory' }],
      [`/queue/${deviceQueueName('victim', DEVICE)}`, browserSubscribeHeaders('victim')],
      [`/amq/queue/${deviceQueueName('victim', DEVICE)}`, browserSubscribeHeaders('victim')],
    ];
    for (const [destination, headers] of attempts) {
      const c = stompClient(s.url, username, password);
      await c.connected;
      void c.subscribe(destination, headers);
      await waitFor(() => c.isClosed(), `close after ${destination} ${headers['x-queue-name']}`);
      expect(c.errors[0]?.headers.message, `${destination} ${headers['x-queue-name']}`).toBe('access refused');
    }
    await s.broker.publish('victim', 'secret');
    await waitFor(() => victim.messages.length === 1, 'the victim alone gets it');
  });

  it('refuses a mismatched x-expires with precondition failed', async () => {
    const s = await start();
    const { username, password } = await s.broker.grant('carol');
    const c = stompClient(s.url, username, password);
    await c.connected;
    void c.subscribe(userExchangeDestination('carol'), { ...browserSubscribeHeaders('carol'), 'x-expires': String(QUEUE_EXPIRES_MS + 1) });
    await waitFor(() => c.isClosed(), 'close');
    expect(c.errors[0]?.headers.message).toBe('precondition failed');
  });

  it('refuses SEND from a client with access refused', async () => {
    const s = await start();
    const c = await browser(s, 'dave');
    c.client.publish({ destination: userExchangeDestination('dave'), body: 'forged' });
    await waitFor(() => c.isClosed(), 'close');
    expect(c.errors[0]?.headers.message).toBe('access refused');
    const d = await browser(s, 'dave');
    await sleep(50);
    expect(d.messages).toHaveLength(0); // nothing was enqueued
  });

  it('refuses a ninth subscription on one connection', async () => {
    const s = await start();
    const raw = await rawConnected(s, 'erin');
    const subscribe = (id: number) =>
      serializeFrame('SUBSCRIBE', [['id', String(id)], ['destination', userExchangeDestination('erin')], ['x-queue-name', deviceQueueName('erin', DEVICE)], ['receipt', `r${id}`]]);
    raw.ws.send(Array.from({ length: 9 }, (_, i) => subscribe(i)).join(''));
    await waitFor(() => raw.isClosed(), 'close');
    expect(raw.frames.filter((f) => f.command === 'RECEIPT')).toHaveLength(8);
    expect(errorOf(raw)).toBe('too many subscriptions');
  });
});

describe('embedded broker: hostile or broken input', () => {
  it('a frame before CONNECT gets ERROR and a close', async () => {
    const s = await start();
    const raw = rawClient(s.url);
    await raw.opened;
    raw.ws.send(serializeFrame('SUBSCRIBE', [['id', '0'], ['destination', '/queue/x']]));
    await waitFor(() => raw.isClosed(), 'close');
    expect(errorOf(raw)).toBe('not connected');
  });

  it('garbage gets ERROR malformed frame and a close; the server keeps serving', async () => {
    const s = await start();
    const raw = await rawConnected(s, 'frank');
    raw.ws.send('this is not stomp\n\n\0');
    await waitFor(() => raw.isClosed(), 'close');
    expect(errorOf(raw)).toBe('malformed frame');
    expect(raw.closeCode()).toBe(1002);
    const binary = rawClient(s.url);
    await binary.opened;
    binary.ws.send(Buffer.from([0xff, 0x00, 0x0a, 0x0a, 0x00]));
    await waitFor(() => binary.isClosed(), 'close');
    expect(errorOf(binary)).toBe('malformed frame');
    await stillServes(s);
  });

  it('an oversized frame, even one that never ends, gets ERROR and a close', async () => {
    const s = await start();
    const raw = await rawConnected(s, 'grace');
    raw.ws.send(`SEND\ndestination:/queue/grace\n\n${'x'.repeat(MAX_FRAME_BYTES)}`); // no NUL
    await waitFor(() => raw.isClosed(), 'close');
    expect(raw.frames.find((f) => f.command === 'ERROR')?.body.toString()).toMatch(/^frame-too-large/);
    await stillServes(s);
  });

  it('DISCONNECT with a receipt answers RECEIPT, then closes', async () => {
    const s = await start();
    const raw = await rawConnected(s, 'heidi');
    raw.ws.send(serializeFrame('DISCONNECT', [['receipt', 'bye-1']]));
    await waitFor(() => raw.isClosed(), 'close');
    expect(raw.frames[1]?.command).toBe('RECEIPT');
    expect(raw.frames[1]?.headers.get('receipt-id')).toBe('bye-1');
    expect(raw.closeCode()).toBe(1000);
  });

  it("closes a connection silent past twice the client's heart-beat plus the grace; beats keep one open", async () => {
    const s = await start({ heartbeatGraceMs: 100 });
    const silent = await rawConnected(s, 'ivan', '100,0');
    const opened = Date.now(); // just after the server armed the watchdog
    expect(silent.frames[0]?.headers.get('heart-beat')).toBe('0,100');
    const beating = await rawConnected(s, 'ivan', '100,0');
    const beat = setInterval(() => beating.ws.send('\n'), 50);
    try {
      await waitFor(() => silent.isClosed(), 'the silent connection closed', 2000);
      expect(Date.now() - opened).toBeGreaterThanOrEqual(250); // 2 × 100 + 100 ms, less some slack
      await sleep(400);
      expect(beating.isClosed()).toBe(false);
    } finally {
      clearInterval(beat);
    }
  });

  it('closes a socket that never sends CONNECT within the grace, heart-beat EOLs or not', async () => {
    const s = await start({ heartbeatGraceMs: 100 });
    const raw = rawClient(s.url);
    await raw.opened;
    const beat = setInterval(() => raw.ws.readyState === raw.ws.OPEN && raw.ws.send('\n'), 20);
    try {
      await waitFor(() => raw.isClosed(), 'close', 2000);
    } finally {
      clearInterval(beat);
    }
  });

  it('speaks STOMP 1.1 (ACK by message-id) and refuses an unknown delivery tag', async () => {
    const s = await start();
    const { username, password } = await s.broker.grant('lena');
    const raw = rawClient(s.url);
    await raw.opened;
    raw.ws.send(serializeFrame('CONNECT', [['accept-version', '1.1,1.0'], ['login', username], ['passcode', password]]));
    raw.ws.send(serializeFrame('SUBSCRIBE', [['id', 's'], ['destination', userExchangeDestination('lena')], ['x-queue-name', deviceQueueName('lena', DEVICE)], ['ack', 'client-individual']]));
    await waitFor(() => raw.frames.length === 1, 'CONNECTED');
    await sleep(50); // the SUBSCRIBE, sent before, binds the device queue: a publish before it is dropped
    await s.broker.publish('lena', 'one');
    await waitFor(() => raw.frames.length === 2, 'CONNECTED and MESSAGE');
    expect(raw.frames[0]?.headers.get('version')).toBe('1.1');
    const message = raw.frames[1];
    expect(message?.headers.get('ack')).toBeUndefined(); // 1.2 only
    const tag = message?.headers.get('message-id') ?? '';
    raw.ws.send(serializeFrame('ACK', [['message-id', tag], ['subscription', 's'], ['receipt', 'acked']]));
    await waitFor(() => raw.frames.length === 3, 'RECEIPT');
    expect(raw.frames[2]?.headers.get('receipt-id')).toBe('acked');
    raw.ws.send(serializeFrame('ACK', [['message-id', tag], ['subscription', 's']])); // twice
    await waitFor(() => raw.isClosed(), 'close');
    expect(errorOf(raw)).toBe('precondition failed');
  });

  it('negotiates the v12.stomp subprotocol and STOMP 1.2', async () => {
    expect(selectStompProtocol(new Set(['v10.stomp', 'v12.stomp', 'v11.stomp']))).toBe('v12.stomp');
    expect(selectStompProtocol(new Set(['v10.stomp', 'v11.stomp']))).toBe('v11.stomp');
    expect(selectStompProtocol(new Set(['mqtt']))).toBe(false);
    const s = await start();
    const raw = await rawConnected(s, 'judy');
    expect(raw.ws.protocol).toBe('v12.stomp');
    expect(raw.frames[0]?.headers.get('version')).toBe('1.2');
  });

  it('close() ends every connection with 1001 and is idempotent', async () => {
    const s = await start();
    const raw = await rawConnected(s, 'ken');
    await s.broker.close();
    await s.broker.close();
    await waitFor(() => raw.isClosed(), 'close');
    expect(raw.closeCode()).toBe(1001);
    await expect(s.broker.publish('ken', 'late')).rejects.toThrow();
  });
});
