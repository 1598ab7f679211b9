// Test harness for the embedded STOMP broker (spec §7 "Queue"): a real Fastify server with
// @fastify/websocket on 127.0.0.1, the real @stomp/stompjs client the browser uses, and a raw ws
// client for what stompjs would never send (garbage, oversized frames, silence).
import websocket from '@fastify/websocket';
import type { Client, IFrame, IMessage } from '@stomp/stompjs';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import { createEmbeddedBroker, selectStompProtocol, type EmbeddedBroker } from '../../../examples/server/realtime/embedded-broker.js';
import { MAX_FRAME_BYTES, StompFrameReader, type StompFrame } from '../../../examples/server/realtime/stomp-frame.js';

import { deviceQueueName, queueSubscribeHeaders, STOMP_SUBPROTOCOLS, userExchangeDestination } from '../../../src/contract/queue.js';
import { browserStomp } from './browser-stomp.js';

export interface BrokerServer {
  app: FastifyInstance;
  broker: EmbeddedBroker;
  url: string;
  /** The broker's clock: tests move `now` to expire grants and queues. */
  time: { now: number };
}

export async function startBrokerServer(opts: { heartbeatGraceMs?: number } = {}): Promise<BrokerServer> {
  const time = { now: 1_800_000_000_000 };
  const broker = createEmbeddedBroker({ clock: () => time.now, ...opts });
  const app = Fastify({ logger: false });
  await app.register(websocket, { options: { handleProtocols: (p: Set<string>) => selectStompProtocol(p), maxPayload: 2 * MAX_FRAME_BYTES } });
  app.get('/ws', { websocket: true }, (socket) => broker.accept(socket));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, broker, url: `ws://127.0.0.1:${address.port}/ws`, time };
}

export async function stopBrokerServer(server: BrokerServer | undefined): Promise<void> {
  if (!server) return;
  await server.broker.close();
  await server.app.close();
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A device id (contract DEVICE_ID); tests that do not name one read this device's queue. */
export const DEVICE = 'device-one-00000001';

/** The subscription headers the browser of `device` sends for `userMq` (spec §7). */
export const browserSubscribeHeaders = (userMq: string, device = DEVICE): Record<string, string> =>
  queueSubscribeHeaders(QUEUE_EXPIRES_MS, deviceQueueName(userMq, device));

export interface StompTestClient {
  client: Client;
  messages: IMessage[];
  errors: IFrame[];
  isClosed(): boolean;
  /** Resolves on CONNECTED; rejects on ERROR or a close before it. */
  connected: Promise<void>;
  /** Subscribes and resolves on the broker's RECEIPT, so the consumer is attached. */
  subscribe(destination: string, headers: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

const clients = new Set<StompTestClient>();
let receipts = 0;

/** A @stomp/stompjs client configured as the browser's (spec §7), without reconnection. */
export function stompClient(url: string, login: string, passcode: string): StompTestClient {
  const messages: IMessage[] = [];
  const errors: IFrame[] = [];
  let closed = false;
  let settle: { resolve(): void; reject(e: Error): void } | undefined;
  const connected = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const client = browserStomp(url, login, passcode, {
    onConnect: () => settle?.resolve(),
    onStompError: (frame) => {
      errors.push(frame);
      settle?.reject(new Error(`ERROR ${frame.headers.message ?? ''}`));
    },
    onWebSocketClose: () => {
      closed = true;
      settle?.reject(new Error('closed before CONNECTED'));
    },
  });
  connected.catch(() => undefined); // tests that expect a refusal read `errors` instead
  const test: StompTestClient = {
    client,
    messages,
    errors,
    isClosed: () => closed,
    connected,
    subscribe: (destination, headers) => {
      const receipt = `sub-${++receipts}`;
      const attached = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(destination, (m) => messages.push(m), { ...headers, receipt });
      return attached;
    },
    stop: async () => {
      clients.delete(test);
      await client.deactivate();
    },
  };
  clients.add(test);
  client.activate();
  return test;
}

/**
 * Connects with a fresh grant for `userMq` and subscribes as the browser of `device` does, to the
 * user's exchange with the device's own queue; `overrides` replace some of the headers.
 */
export async function browser(server: BrokerServer, userMq: string, overrides: Record<string, string> = {}, device = DEVICE): Promise<StompTestClient> {
  const { username, password } = await server.broker.grant(userMq);
  const c = stompClient(server.url, username, password);
  await c.connected;
  await c.subscribe(userExchangeDestination(userMq), { ...browserSubscribeHeaders(userMq, device), ...overrides });
  return c;
}

export interface RawClient {
  ws: WebSocket;
  frames: StompFrame[];
  opened: Promise<void>;
  isClosed(): boolean;
  closeCode(): number | undefined;
}

const raws = new Set<WebSocket>();

/** A bare websocket speaking whatever the test writes; incoming frames are parsed for asserts. */
export function rawClient(url: string): RawClient {
  const ws = new WebSocket(url, [...STOMP_SUBPROTOCOLS]);
  raws.add(ws);
  const reader = new StompFrameReader();
  const frames: StompFrame[] = [];
  let code: number | undefined;
  ws.on('message', (data: Buffer) => frames.push(...reader.push(data).frames));
  ws.on('close', (c) => (code = c));
  ws.on('error', () => undefined);
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, opened, isClosed: () => code !== undefined, closeCode: () => code };
}

/** Ends every client a test left open (afterEach), so the process can exit. */
export async function stopAllClients(): Promise<void> {
  await Promise.all([...clients].map((c) => c.stop()));
  for (const ws of raws) ws.terminate();
  raws.clear();
}
