// A browser-like STOMP session for the RabbitMQ broker tests: the real @stomp/stompjs Client over
// a `ws` websocket, connecting and subscribing exactly as spec §7 "Queue" says the app does.
import type { Client, IMessage } from '@stomp/stompjs';
import { QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import { deviceQueueName, queueSubscribeHeaders, userExchangeDestination } from '../../../src/contract/queue.js';
import { browserStomp } from './browser-stomp.js';

/** Messages of one subscription, taken in arrival order. */
export interface Inbox {
  /** The next message; rejects after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<IMessage>;
  /** Resolves if nothing arrives for `ms`; rejects with what arrived otherwise. */
  none(ms: number): Promise<void>;
}

export interface StompSession {
  client: Client;
  /** Resolves on CONNECTED; rejects with the ERROR frame's message, or if the socket closes first. */
  connected: Promise<void>;
  /**
   * Resolves with the close reason when the websocket closes. RabbitMQ closes it on a channel error
   * (access refused) with reason "STOMP died", often before its ERROR frame reaches the client.
   */
  closed: Promise<string>;
  /** `message: body` of every ERROR frame received. */
  errors: string[];
  /**
   * SUBSCRIBE to `userMq`'s exchange with `device`'s queue and the app's headers (spec §7);
   * `receipt` resolves when RabbitMQ has declared and bound the queue.
   */
  subscribe(userMq: string, device?: string, headers?: Record<string, string>): Inbox & { receipt: Promise<void> };
  end(): Promise<void>;
}

/** The device of sessions that name none (contract DEVICE_ID). */
export const RABBIT_DEVICE = 'rabbit-device-00001';
let receipts = 0;

export function openStomp(url: string, login: string, passcode: string): StompSession {
  const errors: string[] = [];
  let connect!: { resolve: () => void; reject: (error: Error) => void };
  const connected = new Promise<void>((resolve, reject) => (connect = { resolve, reject }));
  connected.catch(() => undefined); // a test that expects refusal awaits `closed` instead
  let markClosed!: (reason: string) => void;
  const closed = new Promise<string>((resolve) => (markClosed = resolve));

  const client = browserStomp(url, login, passcode, {
    onConnect: () => connect.resolve(),
    onStompError: (frame) => {
      const error = `${frame.headers.message ?? ''}: ${frame.body}`;
      errors.push(error);
      connect.reject(new Error(`STOMP ERROR ${error}`));
    },
    onWebSocketClose: (event: { reason?: unknown } | undefined) => {
      connect.reject(new Error('websocket closed before CONNECTED'));
      markClosed(String(event?.reason ?? ''));
    },
  });
  client.activate();

  return {
    client,
    connected,
    closed,
    errors,
    subscribe(userMq, device = RABBIT_DEVICE, headers = queueSubscribeHeaders(QUEUE_EXPIRES_MS, deviceQueueName(userMq, device))) {
      const arrived: IMessage[] = [];
      const waiting: Array<(message: IMessage) => void> = [];
      const receiptId = `sub-${++receipts}`;
      const receipt = new Promise<void>((resolve) => client.watchForReceipt(receiptId, () => resolve()));
      client.subscribe(
        userExchangeDestination(userMq),
        (message) => {
          const waiter = waiting.shift();
          if (waiter) waiter(message);
          else arrived.push(message);
        },
        { ...headers, receipt: receiptId },
      );
      return {
        receipt,
        next: (timeoutMs = 5000) =>
          new Promise<IMessage>((resolve, reject) => {
            const ready = arrived.shift();
            if (ready) return resolve(ready);
            const timer = setTimeout(() => reject(new Error(`no message on ${userMq} within ${timeoutMs} ms`)), timeoutMs);
            waiting.push((message) => {
              clearTimeout(timer);
              resolve(message);
            });
          }),
        none: (ms) =>
          new Promise<void>((resolve, reject) =>
            setTimeout(() => (arrived.length ? reject(new Error(`unexpected message: ${arrived[0]?.body}`)) : resolve()), ms),
          ),
      };
    },
    end: () => client.deactivate(),
  };
}
