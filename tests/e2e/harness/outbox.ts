// The verification codes the reference server "sent" (GET /dev/outbox, development only): what a
// new user would read on their phone or in their mailbox.
import { expect } from 'vitest';

interface OutboxMessage {
  to: string;
  code: string;
  at: number;
}

/** The newest code sent to `to` ('+2250712345678' or an e-mail) after `since` (epoch ms). */
export async function codeSentTo(origin: string, to: string, since = 0): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const res = await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    code = messages.find((m) => m.at >= since)?.code ?? '';
    return code;
  }).not.toBe('');
  return code;
}
