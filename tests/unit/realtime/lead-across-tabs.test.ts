// One connection per browser: the tab holding the lock leads and relays; the lock passes on when
// the leader stops; a tab that stops while waiting never leads; without Web Locks each tab leads.
import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { leadAcrossTabs } from '../../../src/realtime/lead-across-tabs.js';

type Granted = () => Promise<unknown>;

/** Web Locks as the browser grants an exclusive lock: one holder per name, the others queue in order. */
class FakeLocks {
  private waiting = new Map<string, { granted: Granted; done(v: unknown): void; fail(e: unknown): void }[]>();
  private held = new Set<string>();

  request(name: string, options: { signal?: AbortSignal }, granted: Granted): Promise<unknown> {
    return new Promise((done, fail) => {
      const entry = { granted, done, fail };
      const queue = this.waiting.get(name) ?? [];
      this.waiting.set(name, queue);
      queue.push(entry);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(entry);
        if (at < 0) return;
        queue.splice(at, 1);
        fail(new DOMException('aborted', 'AbortError'));
      });
      this.grant(name);
    });
  }

  private grant(name: string) {
    if (this.held.has(name)) return;
    const next = this.waiting.get(name)?.shift();
    if (!next) return;
    this.held.add(name);
    void next.granted().then((v) => {
      this.held.delete(name);
      next.done(v);
      this.grant(name);
    });
  }
}

const channel = (name: string) => new NodeChannel(name) as unknown as BroadcastChannel;
const settle = () => new Promise((r) => setTimeout(r, 20));

function tab(locks: FakeLocks | undefined, name: string, log: string[], id: string) {
  const got: string[] = [];
  let relay: ((m: string) => void) | null = null;
  const stop = leadAcrossTabs<string>({
    name,
    locks,
    channel,
    lead: (r) => {
      log.push(`${id} leads`);
      relay = r;
      return () => void log.push(`${id} stops leading`);
    },
    follow: (m) => void got.push(m),
  });
  return { got, stop, receive: (m: string) => relay?.(m) };
}

describe('leadAcrossTabs', () => {
  it('the first tab leads and relays to the others; the next one takes over when it stops', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const a = tab(locks, 'q-1', log, 'a');
    const b = tab(locks, 'q-1', log, 'b');
    const c = tab(locks, 'q-1', log, 'c');
    await settle();
    expect(log).toEqual(['a leads']);
    a.receive('m1');
    await settle();
    expect([a.got, b.got, c.got]).toEqual([[], ['m1'], ['m1']]);

    a.stop();
    await settle();
    expect(log).toEqual(['a leads', 'a stops leading', 'b leads']);
    b.receive('m2');
    await settle();
    expect([a.got, c.got]).toEqual([[], ['m1', 'm2']]);
    b.stop();
    await settle();
    c.stop();
    expect(log).toEqual(['a leads', 'a stops leading', 'b leads', 'b stops leading', 'c leads', 'c stops leading']);
  });

  it('a tab that stops while waiting never leads, and other names are other connections', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const a = tab(locks, 'q-2', log, 'a');
    const b = tab(locks, 'q-2', log, 'b');
    const other = tab(locks, 'q-2-other-user', log, 'x');
    await settle();
    b.stop();
    a.stop();
    other.stop();
    await settle();
    expect(log).toEqual(['a leads', 'x leads', 'a stops leading', 'x stops leading']);
  });

  it('without Web Locks every tab leads on its own', async () => {
    const log: string[] = [];
    const a = tab(undefined, 'q-3', log, 'a');
    const b = tab(undefined, 'q-3', log, 'b');
    expect(log).toEqual(['a leads', 'b leads']);
    a.stop();
    b.stop();
    expect(log).toEqual(['a leads', 'b leads', 'a stops leading', 'b stops leading']);
  });
});
