// The development outbox when several workers share one port (cluster.ts): the worker that answered
// a send-code call holds the code, while GET /dev/outbox may reach any worker. Each worker tells
// the primary what it sent and the primary hands it to the other workers, so every worker lists
// every code, as with one process. Wired only when the development routes exist: otherwise nobody
// reads the outbox, and codes never leave the worker that sent them.
import type { Worker } from 'node:cluster';
import type { Outbox, OutboxMessage } from './http/handler.js';
import type { MemoryOutbox } from './outbox.js';

const TYPE = 'mkt:outbox';

interface Relayed {
  type: typeof TYPE;
  message: OutboxMessage;
}

function isRelayed(x: unknown): x is Relayed {
  if (typeof x !== 'object' || x === null) return false;
  const { type, message } = x as { type?: unknown; message?: unknown };
  if (type !== TYPE || typeof message !== 'object' || message === null) return false;
  const m = message as Record<string, unknown>;
  return typeof m.to === 'string' && typeof m.code === 'string' && typeof m.text === 'string' && typeof m.at === 'number' && (m.channel === 'sms' || m.channel === 'mail');
}

/** The worker's side of the IPC channel (the `process` of a cluster worker). */
export interface WorkerChannel {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: Relayed): unknown;
}

/** Worker side: sends reach the other workers; their sends are filed here. */
export function workerOutbox(local: MemoryOutbox, channel: WorkerChannel): Outbox {
  channel.on('message', (x) => {
    if (isRelayed(x)) local.keep(x.message);
  });
  return {
    async send(message) {
      await local.send(message);
      const sent = local.list(message.to)[0];
      if (sent) channel.send?.({ type: TYPE, message: sent });
    },
    list: (to) => local.list(to),
  };
}

/** Primary side: a message from `from` goes to every other live worker. */
export function relayOutboxMessage(workers: Iterable<Worker | undefined>, from: Worker, x: unknown): void {
  if (!isRelayed(x)) return;
  for (const w of workers) if (w && w !== from && w.isConnected()) w.send(x);
}
