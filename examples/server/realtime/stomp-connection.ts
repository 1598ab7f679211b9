// One browser's STOMP session on the embedded broker (spec §7 "Queue"): CONNECT with granted
// credentials, SUBSCRIBE to its own user's exchange with a queue of its own device only (the
// destination and headers RabbitMQ Web-STOMP takes, contract/queue.ts), MESSAGE/ACK/NACK, heart-beats. Refusals mirror
// RabbitMQ Web-STOMP's (ERROR, then the socket closes, as STOMP 1.2 requires after an ERROR), so a
// client that works here works against RabbitMQ. No exception leaves a socket event handler.
import type { RawData, WebSocket } from 'ws';
import { DEVICE_ID, deviceQueueName, userExchangeDestination } from '../../../src/contract/queue.js';
import { QUEUE_EXPIRES_MS } from './broker.js';
import type { GrantStore } from './grant-store.js';
import type { AckMode, Consumer, MessageQueue, QueuedMessage, QueueStore } from './message-queues.js';
import { StompFrameReader, serializeFrame, type StompFrame } from './stomp-frame.js';

/** Most subscriptions one connection may hold (the browser needs one). */
export const MAX_SUBSCRIPTIONS = 8;
const SERVER = 'mkt-embedded-stomp/1.0';
/** Close codes: 1002 for a broken stream, 1008 for a refusal, 1000 for DISCONNECT. */
const PROTOCOL_ERROR = 1002;
const POLICY = 1008;

export interface ConnectionDeps {
  grants: GrantStore;
  queues: QueueStore;
  heartbeatGraceMs: number;
  onClosed(connection: StompConnection): void;
}

class Subscription implements Consumer {
  readonly unacked = new Map<string, QueuedMessage>();
  constructor(
    readonly id: string,
    readonly ackMode: AckMode,
    private readonly prefetch: number,
    readonly queue: MessageQueue,
    private readonly connection: StompConnection,
  ) {}

  hasCapacity(): boolean {
    return this.connection.isOpen() && (this.prefetch === 0 || this.unacked.size < this.prefetch);
  }

  send(message: QueuedMessage, tag: string): void {
    this.connection.sendMessage(this, message, tag);
  }
}

const toBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export class StompConnection {
  private readonly reader = new StompFrameReader();
  private state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  private version = '1.2';
  private userMq = '';
  private readonly subscriptions = new Map<string, Subscription>();
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    socket.on('message', (data: RawData) => this.guard(() => this.onData(toBuffer(data))));
    socket.on('close', () => this.guard(() => this.teardown()));
    // ws emits 'close' after 'error'; the listener only keeps an error from being unhandled.
    socket.on('error', () => this.guard(() => this.teardown()));
    // A socket that never sends CONNECT is dropped after the grace, like a silent one.
    this.arm(deps.heartbeatGraceMs);
  }

  isOpen(): boolean {
    return this.state !== 'closed' && this.socket.readyState === this.socket.OPEN;
  }

  /** Broker shutdown: close with 1001 (going away). */
  shutdown(): void {
    this.close(1001, 'broker closing');
  }

  sendMessage(subscription: Subscription, message: QueuedMessage, tag: string): void {
    const headers: Array<[string, string]> = [
      ['subscription', subscription.id],
      ['message-id', tag],
      ['destination', userExchangeDestination(this.userMq)],
    ];
    if (subscription.ackMode !== 'auto' && this.version === '1.2') headers.push(['ack', tag]);
    if (message.redelivered) headers.push(['redelivered', 'true']);
    // Bodies are the server's own text (JSON or not), so text/plain; the byte count lets a body
    // hold anything, NUL included.
    headers.push(['content-type', 'text/plain;charset=UTF-8'], ['content-length', String(Buffer.byteLength(message.body))]);
    this.write(serializeFrame('MESSAGE', headers, message.body));
  }

  private guard(run: () => void): void {
    try {
      run();
    } catch {
      // A bug here must not reach the socket's emitter (it would crash the process): drop the
      // connection instead; its unacknowledged messages are requeued by teardown().
      try {
        this.fail('internal error', 'the broker could not handle this frame', undefined, 1011);
      } catch {
        /* nothing more to do */
      }
    }
  }

  private write(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text, () => undefined);
  }

  /** Heart-beat watchdog (real time): any incoming byte re-arms it; silence past `ms` ends it.
   *  Before CONNECT it is the deadline for CONNECT. */
  private arm(ms: number): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    // Clamped: past 2^31-1 ms Node would fire the timer at once.
    this.watchdog = ms > 0 ? setTimeout(() => this.guard(() => this.expire()), Math.min(ms, 2 ** 31 - 1)) : undefined;
    this.watchdog?.unref();
  }

  private expire(): void {
    this.teardown();
    this.socket.terminate(); // the peer is silent, maybe gone: no closing handshake to wait for
  }

  /** A method, not a field test, so TypeScript does not narrow `state` across calls that close. */
  private ended(): boolean {
    return this.state === 'closed';
  }

  private onData(data: Buffer): void {
    if (this.ended()) return;
    // Only a CONNECTed client's bytes count as heart-beats: before CONNECT the grace is a deadline.
    if (this.state === 'connected') this.watchdog?.refresh();
    const { frames, error } = this.reader.push(data);
    for (const frame of frames) {
      if (this.ended()) return;
      this.onFrame(frame);
    }
    if (error && !this.ended()) this.fail('malformed frame', `${error.code}: ${error.detail}`, undefined, PROTOCOL_ERROR);
  }

  private onFrame(frame: StompFrame): void {
    const command = frame.command;
    if (this.state === 'awaiting-connect') {
      if (command === 'CONNECT' || command === 'STOMP') this.onConnect(frame);
      else this.fail('not connected', 'the first frame must be CONNECT', frame, PROTOCOL_ERROR);
      return;
    }
    switch (command) {
      case 'CONNECT':
      case 'STOMP':
        return this.fail('already connected', 'CONNECT was already received', frame, PROTOCOL_ERROR);
      case 'SEND':
        // Clients only read their queue; the server publishes (spec §7). RabbitMQ refuses the
        // write permission the same way.
        return this.fail('access refused', 'clients cannot send', frame, POLICY);
      case 'SUBSCRIBE':
        return this.onSubscribe(frame);
      case 'UNSUBSCRIBE':
        return this.onUnsubscribe(frame);
      case 'ACK':
      case 'NACK':
        return this.onSettle(frame, command === 'ACK' ? 'ack' : 'nack');
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close(1000, 'disconnect');
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('not supported', 'transactions are not supported', frame, PROTOCOL_ERROR);
      default:
        return this.fail('unknown command', `unknown command ${command}`, frame, PROTOCOL_ERROR);
    }
  }

  private onConnect(frame: StompFrame): void {
    const versions = (frame.headers.get('accept-version') ?? '').split(',').map((v) => v.trim());
    const version = versions.includes('1.2') ? '1.2' : versions.includes('1.1') ? '1.1' : undefined;
    if (!version) return this.fail('unsupported version', 'supported versions are 1.2,1.1', frame, PROTOCOL_ERROR, [['version', '1.2,1.1']]);
    // The only virtual host is '/', as the RabbitMQ deployment uses (spec §7 sends host '/').
    const host = frame.headers.get('host');
    if (host !== undefined && host !== '/') return this.fail('bad credentials', `no virtual host ${host}`, frame, POLICY);
    const userMq = this.deps.grants.verify(frame.headers.get('login'), frame.headers.get('passcode'));
    if (userMq === null) return this.fail('bad credentials', 'unknown, wrong or expired login', frame, POLICY);
    const beat = /^(\d{1,9}),(\d{1,9})$/.exec(frame.headers.get('heart-beat') ?? '0,0');
    if (!beat) return this.fail('malformed frame', 'heart-beat is cx,cy', frame, PROTOCOL_ERROR);
    const clientEvery = Number(beat[1]);
    this.version = version;
    this.userMq = userMq;
    this.state = 'connected';
    // The server sends no heart-beats (0) and wants the client's at the client's own pace; a
    // connection silent for twice that plus the grace is dead (STOMP 1.2 "Heart-beating").
    this.arm(clientEvery > 0 ? 2 * clientEvery + this.deps.heartbeatGraceMs : 0);
    this.write(
      serializeFrame('CONNECTED', [
        ['version', version],
        ['heart-beat', `0,${clientEvery}`],
        ['server', SERVER],
      ]),
    );
  }

  private onSubscribe(frame: StompFrame): void {
    const id = frame.headers.get('id');
    const destination = frame.headers.get('destination');
    if (!id || !destination) return this.fail('missing header', 'SUBSCRIBE needs id and destination', frame, PROTOCOL_ERROR);
    if (this.subscriptions.has(id)) return this.fail('duplicate subscription', `subscription ${id} exists`, frame, PROTOCOL_ERROR);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.fail('too many subscriptions', `at most ${MAX_SUBSCRIPTIONS}`, frame, POLICY);
    if (destination !== userExchangeDestination(this.userMq)) return this.fail('access refused', `no access to ${destination}`, frame, POLICY);
    // A queue of one of this user's devices, named as RabbitMQ's permissions allow (rabbitmq-broker.ts).
    const queueName = frame.headers.get('x-queue-name') ?? '';
    const deviceId = queueName.startsWith(deviceQueueName(this.userMq, '')) ? queueName.slice(deviceQueueName(this.userMq, '').length) : '';
    if (!DEVICE_ID.test(deviceId)) return this.fail('access refused', `no access to queue ${queueName}`, frame, POLICY);
    const ack = frame.headers.get('ack') ?? 'auto';
    if (ack !== 'auto' && ack !== 'client' && ack !== 'client-individual') return this.fail('bad ack mode', `unknown ack mode ${ack}`, frame, PROTOCOL_ERROR);
    // The queue is durable, not auto-delete, not exclusive, with x-expires QUEUE_EXPIRES_MS;
    // RabbitMQ refuses a declaration with other arguments (PRECONDITION_FAILED), so we do too.
    const expires = frame.headers.get('x-expires');
    if (expires !== undefined && expires !== String(QUEUE_EXPIRES_MS)) return this.fail('precondition failed', `x-expires must be ${QUEUE_EXPIRES_MS}`, frame, POLICY);
    for (const [name, wanted] of [['durable', 'true'], ['auto-delete', 'false'], ['exclusive', 'false']] as const) {
      const given = frame.headers.get(name);
      if (given !== undefined && given !== wanted) return this.fail('precondition failed', `${name} must be ${wanted}`, frame, POLICY);
    }
    const prefetchHeader = frame.headers.get('prefetch-count') ?? '0';
    if (!/^\d{1,6}$/.test(prefetchHeader)) return this.fail('malformed frame', 'prefetch-count is a count', frame, PROTOCOL_ERROR);
    // Subscribing declares the device's queue and binds it to the exchange, as RabbitMQ's
    // /exchange/ destinations do; the exchange is the grant's (RabbitMQ: NOT_FOUND without it).
    if (!this.deps.queues.hasExchange(this.userMq)) return this.fail('not found', `no exchange ${this.userMq}`, frame, POLICY);
    const queue = this.deps.queues.declare(queueName);
    this.deps.queues.bind(this.userMq, queueName);
    const subscription = new Subscription(id, ack, Number(prefetchHeader), queue, this);
    this.subscriptions.set(id, subscription);
    this.receipt(frame);
    queue.attach(subscription);
  }

  private onUnsubscribe(frame: StompFrame): void {
    const id = frame.headers.get('id');
    if (!id) return this.fail('missing header', 'UNSUBSCRIBE needs id', frame, PROTOCOL_ERROR);
    const subscription = this.subscriptions.get(id);
    // Unknown ids are ignored; a cancelled subscription's unacknowledged messages are requeued.
    if (subscription) {
      this.subscriptions.delete(id);
      subscription.queue.detach(subscription);
    }
    this.receipt(frame);
  }

  private onSettle(frame: StompFrame, outcome: 'ack' | 'nack'): void {
    if (frame.headers.has('transaction')) return this.fail('not supported', 'transactions are not supported', frame, PROTOCOL_ERROR);
    // 1.2 names the delivery by `id` (our `ack` header); 1.1 by `message-id` (the same value).
    const tag = this.version === '1.2' ? frame.headers.get('id') : frame.headers.get('message-id');
    if (!tag) return this.fail('missing header', `${frame.command} needs ${this.version === '1.2' ? 'id' : 'message-id'}`, frame, PROTOCOL_ERROR);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.queue.settle(subscription, tag, outcome)) return this.receipt(frame);
    }
    // RabbitMQ closes the channel on an unknown delivery tag (PRECONDITION_FAILED).
    this.fail('precondition failed', `unknown delivery tag ${tag}`, frame, POLICY);
  }

  private receipt(frame: StompFrame): void {
    const id = frame.headers.get('receipt');
    if (id !== undefined) this.write(serializeFrame('RECEIPT', [['receipt-id', id]]));
  }

  private fail(message: string, detail: string, frame: StompFrame | undefined, code: number, extra: Array<[string, string]> = []): void {
    const headers: Array<[string, string]> = [['message', message], ...extra];
    const receipt = frame?.headers.get('receipt');
    if (receipt !== undefined) headers.push(['receipt-id', receipt]);
    headers.push(['content-type', 'text/plain;charset=UTF-8'], ['content-length', String(Buffer.byteLength(detail))]);
    this.write(serializeFrame('ERROR', headers, detail));
    this.close(code, message);
  }

  private close(code: number, reason: string): void {
    this.teardown();
    try {
      this.socket.close(code, reason.slice(0, 120)); // queued frames are flushed before the close
    } catch {
      this.socket.terminate();
    }
  }

  /** Idempotent: subscriptions leave their queues (unacknowledged messages requeued). */
  private teardown(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = undefined;
    const subscriptions = [...this.subscriptions.values()];
    this.subscriptions.clear();
    for (const subscription of subscriptions) subscription.queue.detach(subscription);
    this.deps.onClosed(this);
  }
}
