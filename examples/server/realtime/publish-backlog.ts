// Publishes that wait out a broker outage (spec §1 "Real-time messages": a RabbitMQ restart loses
// no message). While the broker answers, a publish goes straight through. One that fails joins a
// backlog retried in order, with back-off, until the broker is back or the publish is too old;
// later publishes queue behind it, so a device still gets a conversation in the order it was sent.
// Memory only: the database holds every message anyway (chat/publish.ts), this only spares the
// devices a sync from the server after a short outage.

export interface BacklogOptions {
  /** A publish still failing this long after it was asked for is given up (rejected). */
  retryForMs: number;
  /** Most publishes waiting; past it a new one is refused at once rather than memory growing. */
  maxWaiting: number;
  /** Delays between retries (ms); the last one repeats. */
  delaysMs: readonly number[];
  clock?: () => number;
}

export interface PublishBacklog {
  publish(exchange: string, body: string): Promise<void>;
  /** How many publishes wait for the broker (tests, logs). */
  readonly waiting: number;
  /** Rejects every waiting publish and refuses new ones; idempotent. */
  close(): void;
}

export const DEFAULT_BACKLOG: BacklogOptions = { retryForMs: 5 * 60_000, maxWaiting: 10_000, delaysMs: [100, 250, 500, 1_000, 2_000] };

interface Waiting {
  exchange: string;
  body: string;
  giveUpAt: number;
  resolve(): void;
  reject(error: Error): void;
}

export function createPublishBacklog(send: (exchange: string, body: string) => Promise<void>, opts: BacklogOptions = DEFAULT_BACKLOG): PublishBacklog {
  const clock = opts.clock ?? Date.now;
  const queue: Waiting[] = [];
  let pumping = false;
  let closed = false;
  let lastError: unknown;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  const giveUp = (item: Waiting) => {
    const reason = lastError instanceof Error ? lastError.message : String(lastError);
    item.reject(new Error(`publish to ${item.exchange} given up after ${opts.retryForMs} ms: ${reason}`, { cause: lastError }));
  };

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    let attempt = 0;
    while (!closed) {
      const head = queue[0];
      if (!head) break;
      if (clock() >= head.giveUpAt) {
        queue.shift();
        giveUp(head);
        continue;
      }
      try {
        await send(head.exchange, head.body);
        queue.shift();
        head.resolve();
        attempt = 0;
      } catch (error) {
        lastError = error;
        await pause(opts.delaysMs[Math.min(attempt, opts.delaysMs.length - 1)] ?? 1_000);
        attempt += 1;
      }
    }
    pumping = false;
  }

  function enqueue(exchange: string, body: string): Promise<void> {
    if (queue.length >= opts.maxWaiting) return Promise.reject(new Error(`publish to ${exchange}: ${opts.maxWaiting} publishes already wait for the broker`));
    return new Promise<void>((resolve, reject) => {
      queue.push({ exchange, body, giveUpAt: clock() + opts.retryForMs, resolve, reject });
      void pump();
    });
  }

  return {
    async publish(exchange, body) {
      if (closed) throw new Error(`publish to ${exchange}: the broker is closed`);
      // Straight through unless others wait: those go first, in order.
      if (queue.length === 0) {
        try {
          return await send(exchange, body);
        } catch (error) {
          if (closed) throw error;
          lastError = error;
        }
      }
      return enqueue(exchange, body);
    },
    get waiting() {
      return queue.length;
    },
    close() {
      if (closed) return;
      closed = true;
      wake?.();
      for (const item of queue.splice(0)) item.reject(new Error(`publish to ${item.exchange}: the broker is closed`));
    },
  };
}
