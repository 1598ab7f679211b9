// The publish backlog (examples/server/realtime/publish-backlog.ts): straight through while the
// broker answers; through an outage, every publish is kept and delivered once it is back, in the
// order asked, the caller's promise settling then; given up only past retryForMs; bounded.
import { describe, expect, it } from 'vitest';
import { createPublishBacklog, type BacklogOptions } from '../../../examples/server/realtime/publish-backlog.js';

const fast: BacklogOptions = { retryForMs: 60_000, maxWaiting: 100, delaysMs: [5, 10] };

/** A broker that refuses while `down` is true and records what it accepted. */
function fakeBroker() {
  const accepted: string[] = [];
  const state = { down: false, calls: 0 };
  const send = async (exchange: string, body: string) => {
    state.calls += 1;
    await new Promise((r) => setTimeout(r, 1));
    if (state.down) throw new Error('ECONNREFUSED');
    accepted.push(`${exchange}:${body}`);
  };
  return { accepted, state, send };
}

describe('publish backlog', () => {
  it('keeps every publish through an outage and delivers them in order when the broker is back', async () => {
    const broker = fakeBroker();
    const backlog = createPublishBacklog(broker.send, fast);
    await backlog.publish('u', 'm0');
    broker.state.down = true;
    const during = ['m1', 'm2', 'm3'].map((m) => backlog.publish('u', m));
    await new Promise((r) => setTimeout(r, 60));
    expect(backlog.waiting).toBe(3);
    expect(broker.accepted).toEqual(['u:m0']);
    broker.state.down = false;
    // Asked while others wait: behind them, not before.
    const after = backlog.publish('u', 'm4');
    await Promise.all([...during, after]);
    expect(broker.accepted).toEqual(['u:m0', 'u:m1', 'u:m2', 'u:m3', 'u:m4']);
    expect(backlog.waiting).toBe(0);
  });

  it('gives a publish up after retryForMs, with the broker error, and goes on with the next', async () => {
    const broker = fakeBroker();
    let now = 0;
    const backlog = createPublishBacklog(broker.send, { ...fast, retryForMs: 1_000, clock: () => now });
    broker.state.down = true;
    const old = backlog.publish('u', 'old');
    old.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 30));
    now = 900;
    const young = backlog.publish('u', 'young');
    now = 1_000;
    await expect(old).rejects.toThrow(/given up after 1000 ms: ECONNREFUSED/);
    broker.state.down = false;
    await young;
    expect(broker.accepted).toEqual(['u:young']);
  });

  it('refuses past maxWaiting, and close() rejects what waits and what comes', async () => {
    const broker = fakeBroker();
    const backlog = createPublishBacklog(broker.send, { ...fast, maxWaiting: 2 });
    broker.state.down = true;
    const waiting = [backlog.publish('u', 'a'), backlog.publish('u', 'b')];
    for (const w of waiting) w.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    await expect(backlog.publish('u', 'c')).rejects.toThrow(/2 publishes already wait/);
    backlog.close();
    await expect(waiting[0]).rejects.toThrow(/closed/);
    await expect(waiting[1]).rejects.toThrow(/closed/);
    await expect(backlog.publish('u', 'd')).rejects.toThrow(/closed/);
    const calls = broker.state.calls;
    await new Promise((r) => setTimeout(r, 30));
    expect(broker.state.calls).toBe(calls); // no retry after close
  });
});
