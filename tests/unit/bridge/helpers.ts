// Shared doubles for the bridge tests.
import { expect } from 'vitest';
import { createEndpoint, type EndpointOptions } from '../../../bridge/endpoint.js';
import { BridgeCallError, type ErrorCode } from '../../../bridge/errors.js';
import type { Envelope } from '../../../bridge/protocol.js';
import { memoryTransportPair } from '../../../bridge/transports/memory.js';
import type { Transport } from '../../../bridge/transport.js';

/** An app endpoint and a host endpoint over an in-memory pair. */
export function connectedPair(app: Partial<EndpointOptions> = {}, host: Partial<EndpointOptions> = {}) {
  const [ta, tb] = memoryTransportPair();
  const sentByApp = recordSends(ta);
  const a = createEndpoint({ transport: ta, role: 'app', ...app });
  const h = createEndpoint({ transport: tb, role: 'host', ...host });
  return { app: a, host: h, ta, tb, sentByApp };
}

/** Records the envelopes a transport sends (it still sends them). */
export function recordSends(t: Transport): Envelope[] {
  const sent: Envelope[] = [];
  const send = t.send.bind(t);
  t.send = (msg) => {
    sent.push(structuredClone(msg));
    send(msg);
  };
  return sent;
}

/**
 * A view of a transport that can be closed without closing the transport: several endpoints
 * in turn over one wire (a page that reloads behind the same iframe).
 */
export function view(t: Transport): Transport {
  const offs = new Set<() => void>();
  return {
    name: `${t.name}-view`,
    send: (msg) => t.send(msg),
    listen(fn) {
      const off = t.listen(fn);
      offs.add(off);
      return () => {
        off();
        offs.delete(off);
      };
    },
    close() {
      for (const off of offs) off();
      offs.clear();
    },
  };
}

/** Awaits a promise expected to reject with a BridgeCallError of `code`; returns the error. */
export async function rejectsWith(p: Promise<unknown>, code: ErrorCode): Promise<BridgeCallError> {
  const outcome = await p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected ${code}, got the result ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(BridgeCallError);
  const e = outcome.error as BridgeCallError;
  expect(e.code).toBe(code);
  return e;
}

/** A promise with its resolve/reject outside. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Tracks whether a promise has settled yet. */
export function track<T>(p: Promise<T>) {
  const state = { settled: false };
  p.then(() => (state.settled = true), () => (state.settled = true));
  return state;
}
