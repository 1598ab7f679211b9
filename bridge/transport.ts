// What every transport provides to an endpoint (the interface sdk/ and the app share, DESIGN.md §6).
// A transport moves envelopes; it authenticates the sender (origin + source, or possession of a
// port, or the native object) and drops anything it cannot parse. It never interprets calls.
import { BridgeCallError } from './errors.js';
import { encodeEnvelope } from './codec.js';
import type { Envelope } from './protocol.js';

export interface Transport {
  /** Sends one envelope. Throws a BridgeCallError when it cannot (over 1 MB, no native peer). */
  send(msg: Envelope): void;
  /** Receives parsed envelopes; returns the unsubscribe. */
  listen(fn: (msg: Envelope) => void): () => void;
  readonly name: string;
  /** Releases everything the transport holds (listeners, ports). Idempotent. */
  close(): void;
}

/** The listener set every transport keeps; delivery isolates one failing listener from the rest. */
export interface Sinks {
  add(fn: (msg: Envelope) => void): () => void;
  deliver(msg: Envelope): void;
  clear(): void;
  readonly size: number;
}

export function createSinks(): Sinks {
  const set = new Set<(msg: Envelope) => void>();
  return {
    add(fn) {
      set.add(fn);
      return () => set.delete(fn);
    },
    deliver(msg) {
      for (const fn of [...set]) {
        try {
          fn(msg);
        } catch (e) {
          reportLater(e);
        }
      }
    },
    clear: () => set.clear(),
    get size() {
      return set.size;
    },
  };
}

/** Surfaces a listener's error in the console without breaking the dispatch loop. */
export function reportLater(e: unknown): void {
  setTimeout(() => {
    throw e;
  }, 0);
}

/** Encodes for sending, or throws the error the caller's promise should reject with. */
export function encodeOrThrow(msg: Envelope): string {
  const text = encodeEnvelope(msg);
  if (text === null) {
    throw new BridgeCallError('INVALID_PARAMS', 'message refused: over 1 MB, not JSON data, or binary/base64 content');
  }
  return text;
}
