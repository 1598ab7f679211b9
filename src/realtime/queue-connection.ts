// The STOMP connection to the user queue (spec §7 "Queue"): credentials first, then a websocket
// to the broker, CONNECT with them, subscribe to this device's own queue on the user's exchange
// (contract/queue.ts: every device gets every message) with client acknowledgement and expiry expTtl, heart-beats 30 s out and 0 in; acknowledge each message after processing; on
// failure retry at once. Every retry asks for new credentials (they are short-lived), and after the
// first immediate one it backs off, so a phone without signal does not burn its battery and data.
import { Client, type IMessage } from '@stomp/stompjs';
import { deviceQueueName, QUEUE_HEARTBEAT, queueSubscribeHeaders, STOMP_SUBPROTOCOLS, userExchangeDestination } from '../contract/queue.js';
import type { QueueCredentials } from '../contract/types/chat.js';
import { brokerUrl } from './broker-url.js';

/** Delays before each reconnect in a row (ms): at once, then longer; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [0, 1_000, 3_000, 10_000, 30_000];

/**
 * A connection that stayed up this long counts as a success: the next failure retries at once
 * again. Not CONNECTED alone: a broker that accepts CONNECT and then refuses the subscription would
 * otherwise be retried at once forever.
 */
export const STABLE_AFTER_MS = 10_000;

export type QueueState = 'connecting' | 'open' | 'closed';

export interface QueueConnectionDeps {
  /** This device's id (device-id.ts): names its queue, which keeps what arrives while it is away. */
  deviceId: string;
  /** Fresh credentials, or null when there are none to be had now (it retries later). */
  credentials(): Promise<QueueCredentials | null>;
  /** One message body; acknowledged once this settles, whether it resolved or threw. */
  onMessage(body: string): void | Promise<void>;
  onState?(state: QueueState): void;
  /** Tests: another websocket (Node's `ws`). Default: the browser's WebSocket. */
  createSocket?(url: string): WebSocket;
  retryDelays?: readonly number[];
}

export interface QueueConnection {
  /** Ends the connection and every retry; idempotent. */
  close(): void;
}

export function openQueue(deps: QueueConnectionDeps): QueueConnection {
  const delays = deps.retryDelays ?? RETRY_DELAYS_MS;
  let closed = false;
  let failures = 0;
  let client: Client | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (closed || timer !== undefined) return;
    deps.onState?.('closed');
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 0;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
  };

  const receive = async (message: IMessage) => {
    try {
      await deps.onMessage(message.body);
    } catch {
      // Processed as far as it could be; a message that always fails must not come back forever.
    } finally {
      if (!closed) message.ack();
    }
  };

  const connect = async () => {
    if (closed) return;
    deps.onState?.('connecting');
    const c = await deps.credentials().catch(() => null);
    if (closed) return;
    if (!c) return retry();
    const queue = c.userMq ?? c.mqUsername;
    const url = brokerUrl(c);
    let openedAt: number | undefined;
    const stomp = new Client({
      connectHeaders: { login: c.mqUsername, passcode: c.mqPassword, host: '/' },
      heartbeatOutgoing: QUEUE_HEARTBEAT.outgoing,
      heartbeatIncoming: QUEUE_HEARTBEAT.incoming,
      // We reconnect ourselves, with new credentials each time.
      reconnectDelay: 0,
      webSocketFactory: () => (deps.createSocket ? deps.createSocket(url) : new WebSocket(url, [...STOMP_SUBPROTOCOLS])),
      onConnect: () => {
        openedAt = Date.now();
        deps.onState?.('open');
        // The same queue arguments on every declaration (x-expires must match, or the broker
        // refuses the subscription).
        stomp.subscribe(userExchangeDestination(queue), (m) => void receive(m), queueSubscribeHeaders(c.expTtl, deviceQueueName(queue, deps.deviceId)));
      },
      // STOMP says the server closes the socket after an ERROR, but RabbitMQ Web-STOMP 3.10 leaves
      // it open after refusing a CONNECT (a password another device's grant just replaced): close
      // it ourselves, so the retry below comes.
      onStompError: () => stomp.forceDisconnect(),
      onWebSocketClose: () => {
        if (client !== stomp) return;
        client = null;
        if (openedAt !== undefined && Date.now() - openedAt >= STABLE_AFTER_MS) failures = 0;
        retry();
      },
    });
    client = stomp;
    stomp.activate();
  };

  void connect();
  return {
    close() {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      const c = client;
      client = null;
      void c?.deactivate();
      deps.onState?.('closed');
    },
  };
}
