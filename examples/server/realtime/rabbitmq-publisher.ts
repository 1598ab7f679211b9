// The server's AMQP side of the RabbitMQ broker (spec §7 "Queue"): one connection and one confirm
// channel that declare users' queues and put messages on them. A dropped connection is noticed
// and reopened by the next call, so a RabbitMQ restart costs one failed publish at most.
import amqp from 'amqplib';
import type { ChannelModel, ConfirmChannel, Options } from 'amqplib';
import { QUEUE_EXPIRES_MS } from './broker.js';

/**
 * The one declaration of a user's queue. It must equal what the browser's STOMP SUBSCRIBE declares
 * (spec §7: `durable: true`, `auto-delete: false`, `x-expires: QUEUE_EXPIRES_MS`, not exclusive):
 * RabbitMQ refuses a redeclaration with other properties or arguments (PRECONDITION_FAILED), so
 * whichever side declares first, the other must agree.
 */
export const USER_QUEUE_OPTIONS: Readonly<Options.AssertQueue> = Object.freeze({
  durable: true,
  autoDelete: false,
  exclusive: false,
  arguments: { 'x-expires': QUEUE_EXPIRES_MS },
});

export interface RabbitPublisher {
  /** Declares `queue` (idempotent; resets its x-expires idle clock). */
  declare(queue: string): Promise<void>;
  /** Declares `queue`, puts `body` on it persistently, and resolves once RabbitMQ confirms it. */
  publish(queue: string, body: string): Promise<void>;
  /** Closes the channel and the connection; idempotent. Later calls reject. */
  close(): Promise<void>;
}

interface Link {
  model: ChannelModel;
  channel: ConfirmChannel;
  /** Set by the connection's or channel's close/error events. */
  dead: boolean;
}

/** `connectionName` shows in the management UI (and lets tests find and cut this connection). */
export function createRabbitPublisher(amqpUrl: string, connectionName = 'mkt-broker'): RabbitPublisher {
  let link: Promise<Link> | undefined;
  let closed = false;

  async function open(): Promise<Link> {
    const model = await amqp.connect(amqpUrl, { clientProperties: { connection_name: connectionName } });
    let channel: ConfirmChannel;
    try {
      channel = await model.createConfirmChannel();
    } catch (error) {
      await model.close().catch(() => undefined);
      throw error;
    }
    const opened: Link = { model, channel, dead: false };
    const die = (): void => {
      opened.dead = true;
    };
    // An EventEmitter 'error' without a listener would crash the server: a broken connection only
    // marks the link dead, and the next call opens a new one.
    model.on('error', die);
    model.on('close', die);
    channel.on('error', die);
    channel.on('close', die);
    return opened;
  }

  async function shut(old: Link): Promise<void> {
    old.dead = true;
    await old.channel.close().catch(() => undefined);
    await old.model.close().catch(() => undefined);
  }

  /** The live link, if there is one (a dead one is shut and forgotten). */
  async function live(): Promise<Link | undefined> {
    const pending = link;
    if (!pending) return undefined;
    const current = await pending.catch(() => undefined);
    if (current && !current.dead) return current;
    if (link === pending) link = undefined; // concurrent callers forget it once
    if (current) await shut(current);
    return undefined;
  }

  /**
   * Runs `action` on a live channel. The link is reopened at most once per call: when none is
   * live, or when the one this call found broke under it (a drop not yet noticed).
   */
  async function run(what: string, action: (channel: ConfirmChannel) => Promise<void>): Promise<void> {
    let failure: unknown;
    let reopened = false;
    for (;;) {
      if (closed) throw new Error(`RabbitMQ ${what}: the broker is closed`);
      let current = await live();
      if (!current) {
        if (reopened) break;
        reopened = true;
        link ??= open();
        try {
          current = await link;
        } catch (error) {
          failure = error;
          break;
        }
      }
      try {
        await action(current.channel);
        return;
      } catch (error) {
        failure = error;
        current.dead = true; // a channel error closes the channel: start afresh next time
        if (reopened) break;
      }
    }
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new Error(`RabbitMQ ${what} failed: ${reason}`, { cause: failure });
  }

  return {
    declare: (queue) =>
      run(`declare of ${queue}`, async (channel) => {
        await channel.assertQueue(queue, USER_QUEUE_OPTIONS);
      }),

    publish: (queue, body) =>
      run(`publish to ${queue}`, async (channel) => {
        // Declared on every publish: the queue may have expired since the last one, and a
        // declaration restarts its x-expires clock.
        await channel.assertQueue(queue, USER_QUEUE_OPTIONS);
        await new Promise<void>((resolve, reject) => {
          channel.sendToQueue(
            queue,
            Buffer.from(body, 'utf8'),
            // Persistent on a durable queue: a RabbitMQ restart keeps what no one has ACKed yet.
            { persistent: true, contentType: 'text/plain; charset=utf-8' },
            // The broker's confirm (or nack, or the channel closing) settles the publish.
            (error: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
          );
        });
      }),

    async close() {
      if (closed) return;
      closed = true;
      const pending = link;
      link = undefined;
      const current = pending ? await pending.catch(() => undefined) : undefined;
      if (current) await shut(current);
    },
  };
}
