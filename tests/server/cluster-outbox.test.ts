// The development outbox across cluster workers (examples/server/cluster-outbox.ts): a code sent by
// one worker is listed by the others, relayed through the primary; anything else on the IPC
// channel is ignored. The channels here are in-process stand-ins for the cluster's IPC; the real
// cluster (built server, WORKERS=2) is tests/e2e/cluster.e2e.ts.
import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { relayOutboxMessage, workerOutbox } from '../../examples/server/cluster-outbox.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';

function cluster(n: number) {
  const channels = Array.from({ length: n }, () => new EventEmitter() as EventEmitter & { send?: (m: unknown) => void });
  // The primary's handle on each worker: send() delivers on that worker's channel.
  const workers = channels.map((c) => ({ isConnected: () => true, send: (m: unknown) => c.emit('message', m) }) as unknown as Worker);
  channels.forEach((c, i) => { c.send = (m) => relayOutboxMessage(workers, workers[i]!, m); });
  const locals = channels.map(() => createMemoryOutbox(() => undefined));
  const outboxes = channels.map((c, i) => workerOutbox(locals[i]!, c));
  return { channels, outboxes };
}

describe('the outbox of several workers', () => {
  it('lists on every worker the code any worker sent, once', async () => {
    const { outboxes } = cluster(3);
    await outboxes[1]!.send({ channel: 'sms', to: '+2250700000009', text: 'code 123456', code: '123456' });
    for (const o of outboxes) expect(o.list('+2250700000009').map((m) => m.code)).toEqual(['123456']);
    await outboxes[0]!.send({ channel: 'mail', to: 'a@example.test', text: 'code 654321', code: '654321' });
    for (const o of outboxes) expect(o.list().map((m) => m.code)).toEqual(['654321', '123456']);
  });

  it('ignores other messages on the channel', async () => {
    const { channels, outboxes } = cluster(2);
    for (const junk of [null, 'text', { type: 'mkt:outbox' }, { type: 'mkt:outbox', message: { to: 1, code: 'x', text: 'x', at: 0, channel: 'sms' } }, { type: 'other', message: {} }]) {
      channels[0]!.emit('message', junk);
    }
    expect(outboxes[0]!.list()).toEqual([]);
  });
});
