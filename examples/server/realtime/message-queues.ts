// The embedded broker's queues (spec §7 "Queue"): one per device of a user, bound to the user's
// fanout exchange, which copies each message into every bound queue; messages kept in order until a
// consumer acknowledges them, consumers of one queue competing round robin, and a queue without
// consumers for QUEUE_EXPIRES_MS deleted with its messages and its binding — the RabbitMQ behaviour
// the browser sees in production, so the embedded default does not teach it anything RabbitMQ would not do.
import { QUEUE_EXPIRES_MS } from './broker.js';

export type AckMode = 'auto' | 'client' | 'client-individual';

/**
 * Most messages a queue holds, ready and in flight. Past it the oldest *ready* message is dropped
 * (RabbitMQ's `x-max-length` with its default overflow, drop-head); when every message is in flight
 * unacknowledged, publish is refused instead, since a sent message cannot be taken back.
 */
export const MAX_QUEUE_MESSAGES = 10_000;

export interface QueuedMessage {
  /** Publication order: a requeued message goes back to its place, ahead of later ones. */
  readonly seq: number;
  readonly body: string;
  redelivered: boolean;
}

/** A subscription reading a queue; the STOMP connection implements it. */
export interface Consumer {
  readonly ackMode: AckMode;
  /** Delivery tag → message, in delivery order; kept by the queue for the client ack modes. */
  readonly unacked: Map<string, QueuedMessage>;
  /** False while the socket is closing or a prefetch-count is reached. */
  hasCapacity(): boolean;
  /** Sends the MESSAGE frame for `message` under delivery tag `tag`. */
  send(message: QueuedMessage, tag: string): void;
}

export class MessageQueue {
  private ready: QueuedMessage[] = [];
  private readonly consumers: Consumer[] = [];
  private nextConsumer = 0;
  private inFlight = 0;
  /** When the last consumer left (or the queue was declared): the x-expires clock. */
  private idleSince: number;

  constructor(
    readonly name: string,
    private readonly clock: () => number,
    private readonly newTag: () => string,
    private readonly newSeq: () => number,
    private readonly maxMessages: number,
  ) {
    this.idleSince = clock();
  }

  get size(): number {
    return this.ready.length + this.inFlight;
  }

  get consumerCount(): number {
    return this.consumers.length;
  }

  /** A re-declaration counts as use and restarts the expiry clock, as in RabbitMQ. */
  touch(): void {
    if (this.consumers.length === 0) this.idleSince = this.clock();
  }

  expired(now: number): boolean {
    return this.consumers.length === 0 && now - this.idleSince >= QUEUE_EXPIRES_MS;
  }

  enqueue(body: string): void {
    if (this.size >= this.maxMessages) {
      if (this.ready.length === 0) throw new Error(`queue ${this.name} is full of unacknowledged messages`);
      this.ready.shift();
    }
    this.ready.push({ seq: this.newSeq(), body, redelivered: false });
    this.dispatch();
  }

  attach(consumer: Consumer): void {
    this.consumers.push(consumer);
    this.dispatch();
  }

  /** The consumer leaves: its unacknowledged messages go back to their place for the others. */
  detach(consumer: Consumer): void {
    const at = this.consumers.indexOf(consumer);
    if (at < 0) return;
    this.consumers.splice(at, 1);
    if (this.nextConsumer > at) this.nextConsumer--;
    if (this.consumers.length === 0) this.idleSince = this.clock();
    const returned = [...consumer.unacked.values()];
    consumer.unacked.clear();
    this.requeue(returned);
  }

  /**
   * ACK or NACK of delivery `tag`: `client` mode settles every earlier unacknowledged delivery of
   * the subscription too (STOMP 1.2 "SUBSCRIBE ack Header"), `client-individual` only that one.
   * A NACK requeues for redelivery. False when the tag is not pending on this consumer.
   */
  settle(consumer: Consumer, tag: string, outcome: 'ack' | 'nack'): boolean {
    if (!consumer.unacked.has(tag)) return false;
    const settled: QueuedMessage[] = [];
    if (consumer.ackMode === 'client') {
      for (const [pending, message] of consumer.unacked) {
        consumer.unacked.delete(pending);
        settled.push(message);
        if (pending === tag) break;
      }
    } else {
      const message = consumer.unacked.get(tag);
      consumer.unacked.delete(tag);
      if (message) settled.push(message);
    }
    if (outcome === 'nack') this.requeue(settled);
    else {
      this.inFlight -= settled.length;
      this.dispatch(); // room under a prefetch-count may have opened
    }
    return true;
  }

  /** Drops every message (queue deletion): in-flight ones are forgotten with their consumers. */
  purge(): void {
    this.ready = [];
    this.inFlight = 0;
  }

  private requeue(messages: QueuedMessage[]): void {
    if (messages.length === 0) return;
    this.inFlight -= messages.length;
    for (const message of messages) message.redelivered = true;
    this.ready.push(...messages);
    this.ready.sort((a, b) => a.seq - b.seq);
    this.dispatch();
  }

  private pickConsumer(): Consumer | undefined {
    const count = this.consumers.length;
    for (let i = 0; i < count; i++) {
      const index = (this.nextConsumer + i) % count;
      const consumer = this.consumers[index];
      if (consumer?.hasCapacity()) {
        this.nextConsumer = (index + 1) % count;
        return consumer;
      }
    }
    return undefined;
  }

  private dispatch(): void {
    for (;;) {
      const message = this.ready[0];
      if (!message) return;
      const consumer = this.pickConsumer();
      if (!consumer) return;
      this.ready.shift();
      const tag = this.newTag();
      // Auto-ack: the message is gone once sent. Otherwise it waits in flight for ACK/NACK.
      if (consumer.ackMode !== 'auto') {
        consumer.unacked.set(tag, message);
        this.inFlight++;
      }
      consumer.send(message, tag);
    }
  }
}

/** Every queue of the broker, by name; expired queues are deleted lazily and by sweep(). */
export class QueueStore {
  private readonly queues = new Map<string, MessageQueue>();
  /** Fanout exchange → names of the queues bound to it (a deleted queue leaves its binding). */
  private readonly bindings = new Map<string, Set<string>>();
  private tags = 0;
  private seqs = 0;

  constructor(
    private readonly clock: () => number,
    private readonly maxMessages = MAX_QUEUE_MESSAGES,
  ) {}

  /** The live queue named `name`, if any (an expired one is deleted on the way). */
  get(name: string): MessageQueue | undefined {
    const queue = this.queues.get(name);
    if (queue?.expired(this.clock())) {
      queue.purge();
      this.queues.delete(name);
      for (const bound of this.bindings.values()) bound.delete(name);
      return undefined;
    }
    return queue;
  }

  /** Declares the fanout exchange `exchange` if missing (idempotent, as RabbitMQ's declare). */
  declareExchange(exchange: string): void {
    if (!this.bindings.has(exchange)) this.bindings.set(exchange, new Set());
  }

  hasExchange(exchange: string): boolean {
    return this.bindings.has(exchange);
  }

  /** Binds queue `name` to `exchange` (both declared by the caller); binding twice is one binding. */
  bind(exchange: string, name: string): void {
    this.bindings.get(exchange)?.add(name);
  }

  /**
   * A copy of `body` into every live queue bound to `exchange`, in binding order; with none bound
   * the message is dropped, as RabbitMQ drops an unroutable one. Answers how many queues got it.
   */
  publish(exchange: string, body: string): number {
    const bound = this.bindings.get(exchange);
    if (!bound) return 0;
    let copies = 0;
    for (const name of [...bound]) {
      const queue = this.get(name);
      if (!queue) continue;
      try {
        queue.enqueue(body);
        copies += 1;
      } catch {
        // That device's queue is full of unacknowledged messages: the other devices still get theirs.
      }
    }
    return copies;
  }

  /** Declares `name` if missing; declaring an existing queue restarts its expiry clock. */
  declare(name: string): MessageQueue {
    const existing = this.get(name);
    if (existing) {
      existing.touch();
      return existing;
    }
    const queue = new MessageQueue(name, this.clock, () => String(++this.tags), () => ++this.seqs, this.maxMessages);
    this.queues.set(name, queue);
    return queue;
  }

  sweep(): void {
    for (const name of [...this.queues.keys()]) this.get(name);
  }

  clear(): void {
    for (const queue of this.queues.values()) queue.purge();
    this.queues.clear();
    this.bindings.clear();
  }

  get count(): number {
    return this.queues.size;
  }
}
