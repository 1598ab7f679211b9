// Verification-code delivery (issue 3): a provider interface whose default keeps the messages in
// memory and logs them, so local users and tests can read codes. A real SMS/mail provider
// implements the same interface; the dev endpoint that lists the outbox is off in production.
import type { Outbox, OutboxMessage } from './http/handler.js';

const KEEP = 500;

export interface MemoryOutbox extends Outbox {
  /** Files a message another worker sent (cluster-outbox.ts), without logging it again. */
  keep(message: OutboxMessage): void;
}

export function createMemoryOutbox(log: (line: string) => void = (l) => console.log(l), clock = Date.now): MemoryOutbox {
  const messages: OutboxMessage[] = [];
  const keep = (message: OutboxMessage) => {
    messages.unshift(message);
    messages.length = Math.min(messages.length, KEEP);
  };
  return {
    async send(message) {
      keep({ ...message, at: clock() });
      // The code is shown only outside production (main.ts passes a silent log there).
      log(`outbox: ${message.channel} to ${message.to}: ${message.text}`);
    },
    list: (to) => (to ? messages.filter((m) => m.to === to) : [...messages]),
    keep,
  };
}
