// The server's AMQP side of the RabbitMQ broker (spec §7 "Queue"): one connection and one confirm
// channel that declare users' exchanges and put messages on them. A dropped connection is noticed
// and reopened by the next call; rabbitmq-broker.ts retries a publish that failed (publish-backlog.ts).
import amqp from 'amqplib';
import type { ChannelModel, ConfirmChannel, Options } from 'amqplib';

/**
 * The one declaration of a user's exchange: fanout (a copy for each device's queue), durable (it
 * and its bindings outlive a RabbitMQ restart) and not auto-delete (the last device queue expiring
 * must not take it away, or the next device's SUBSCRIBE would find no exchange).
 */
export const USER_EXCHANGE_TYPE = 'fanout';
export const USER_EXCHANGE_OPTIONS: Readonly<Options.AssertExchange> = Object.freeze({ durable: true, autoDelete: false });

export interface RabbitPublisher {
  /** Declares the user exchange `exchange` (idempotent). */
  declare(exchange: string): Promise<void>;
  /**
   * Declares `exchange`, puts `body` on it persistently (so on every bound durable queue), and
   * resolves once RabbitMQ confirms it.
   */
  publish(exchange: string, body: string): Promise<void>;
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
    declare: (exchange) =>
      run(`declare of ${exchange}`, async (channel) => {
        await channel.assertExchange(exchange, USER_EXCHANGE_TYPE, USER_EXCHANGE_OPTIONS);
      }),

    publish: (exchange, body) =>
      run(`publish to ${exchange}`, async (channel) => {
        // Declared on every publish (cheap, idempotent): the user may never have asked for a grant.
        await channel.assertExchange(exchange, USER_EXCHANGE_TYPE, USER_EXCHANGE_OPTIONS);
        await new Promise<void>((resolve, reject) => {
          channel.publish(
            exchange,
            '',
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
