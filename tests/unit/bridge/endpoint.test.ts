// The endpoint's own rules, over the memory transport with fake timers: exact default timeouts,
// queueing before the handshake, version negotiation, what may cross. What every transport must
// do alike (calls, errors, UNIMPLEMENTED, TIMEOUT, reloads, strangers) is transport-suite.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEndpoint } from '../../../bridge/endpoint.js';
import { BridgeCallError } from '../../../bridge/errors.js';
import { memoryTransportPair } from '../../../bridge/transports/memory.js';
import { connectedPair, recordSends, rejectsWith, track } from './helpers.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('handshake and calls', () => {
  it('queues calls made before the handshake and flushes them after it', async () => {
    const [ta, tb] = memoryTransportPair();
    const sent = recordSends(ta);
    const app = createEndpoint({ transport: ta, role: 'app' });
    const result = app.call('navigate', { path: '/index' });
    await vi.advanceTimersByTimeAsync(100);
    // Only hellos went out: the first one was lost, nobody listened yet.
    expect(sent.map((m) => m.kind)).toEqual(['hello']);
    createEndpoint({ transport: tb, role: 'host', methods: { navigate: (p: { path: string }) => p } });
    await vi.advanceTimersByTimeAsync(250); // the hello retry finds the host
    await expect(result).resolves.toEqual({ path: '/index' });
    expect(sent.map((m) => m.kind)).toEqual(['hello', 'hello', 'req']);
  });

  it('answers only once per peer session (the reply carries the port over postMessage)', async () => {
    const [ta, tb] = memoryTransportPair();
    const hostSent = recordSends(tb);
    createEndpoint({ transport: tb, role: 'host' });
    const app = createEndpoint({ transport: ta, role: 'app', helloRetryMs: 10 });
    // Make the app send retries before it hears the answer.
    await vi.advanceTimersByTimeAsync(0);
    await app.ready;
    await vi.advanceTimersByTimeAsync(1000);
    expect(hostSent.filter((m) => m.kind === 'hello')).toHaveLength(1);
    expect(hostSent[0]).toMatchObject({ kind: 'hello', re: expect.any(String) });
  });

  it('negotiates the lower common version', async () => {
    const { app, host } = connectedPair({ version: 3 }, { version: 2 });
    await app.ready;
    await host.ready;
    expect(app.version).toBe(2);
    expect(host.version).toBe(2);
  });
});

describe('every call settles', () => {
  it('rejects with TIMEOUT after the default 10 s when the peer never answers', async () => {
    const { app } = connectedPair({}, { methods: { navigate: () => new Promise(() => {}) } });
    await app.ready;
    const call = app.call('navigate', { path: '/index' });
    const state = track(call);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await rejectsWith(call, 'TIMEOUT');
  });

  it('long calls still time out, after the long timeout (5 min by default)', async () => {
    const { app } = connectedPair({}, { methods: { pickPhoto: () => new Promise(() => {}) }, longMethods: ['pickPhoto'] });
    await app.ready;
    const call = app.call('pickPhoto');
    const state = track(call);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await rejectsWith(call, 'TIMEOUT');
  });

  it('the same slow method without an ack times out at the normal timeout', async () => {
    const { app } = connectedPair({}, { methods: { scanQrCode: () => new Promise(() => {}) } });
    await app.ready;
    const outcome = rejectsWith(app.call('scanQrCode', undefined, { timeoutMs: 1_000 }), 'TIMEOUT');
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });

  it('destroy rejects calls still queued before the handshake, and the ready promise', async () => {
    const [lonely] = memoryTransportPair();
    const early = createEndpoint({ transport: lonely, role: 'app' });
    const queued = early.call('getUserId');
    early.destroy();
    await rejectsWith(queued, 'CANCELLED');
    await rejectsWith(early.ready, 'CANCELLED');
  });

});

describe('dispatch', () => {
  it('refuses prototype-pollution method names and leaves Object.prototype untouched', async () => {
    const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const methods = Object.defineProperty({ ok: () => 'ok' }, 'constructor', { value: () => 'hijacked', enumerable: true });
    const { app } = connectedPair({}, { methods });
    await app.ready;
    for (const name of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      await rejectsWith(app.call(name, { polluted: true }), 'UNIMPLEMENTED');
    }
    // A real method given a hostile payload: it arrives as data and pollutes nothing.
    await expect(app.call('ok', JSON.parse('{"__proto__":{"polluted":true}}'))).resolves.toBe('ok');
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(app.has('constructor')).toBe(false); // not announced either
  });

  it('refuses what cannot cross: big params at once, a big result as INTERNAL', async () => {
    const { app } = connectedPair({}, { methods: { big: () => 'x'.repeat(1024 * 1024), echo: (p: unknown) => p } });
    await app.ready;
    await rejectsWith(app.call('echo', { photo: 'data:image/jpeg;base64,/9j/4AAQ' }), 'INVALID_PARAMS');
    await rejectsWith(app.call('echo', 'y'.repeat(1024 * 1024)), 'INVALID_PARAMS');
    const e = await rejectsWith(app.call('big'), 'INTERNAL');
    expect(e.message).toMatch(/could not be sent/);
  });
});

describe('events', () => {
  it('queues events until the handshake and delivers them to subscribers', async () => {
    const [ta, tb] = memoryTransportPair();
    const app = createEndpoint({ transport: ta, role: 'app' });
    app.emit('routeChange', { path: '/index' });
    app.emit('unread', { count: 3 });
    const host = createEndpoint({ transport: tb, role: 'host' });
    const seen: unknown[] = [];
    const off = host.on('unread', (d) => seen.push(d));
    host.on('routeChange', (d) => seen.push(d));
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toEqual([{ path: '/index' }, { count: 3 }]);
    off();
    app.emit('unread', { count: 4 });
    app.emit('routeChange', { path: '/login' });
    await flush();
    expect(seen).toEqual([{ path: '/index' }, { count: 3 }, { path: '/login' }]);
  });

  it('emit throws INVALID_PARAMS for data that cannot cross', () => {
    const [ta] = memoryTransportPair();
    const app = createEndpoint({ transport: ta, role: 'app' });
    expect(() => app.emit('error', { blob: new Blob(['x']) })).toThrow(BridgeCallError);
    app.destroy();
  });
});
