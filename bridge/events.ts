// The events of one endpoint, both ways (DESIGN.md §6 kind `evt`): fire-and-forget, queued until
// the handshake (at most MAX_QUEUED_EVENTS, oldest dropped), delivered to subscribers only after
// it. Data that cannot cross is refused at emit, where the sender can still learn of it.
import { encodeEnvelope } from './codec.js';
import { MAX_QUEUED_EVENTS, type Wire } from './endpoint-types.js';
import { BridgeCallError } from './errors.js';
import type { EventMessage } from './protocol.js';
import { reportLater } from './transport.js';

export interface EventsOptions {
  wire: Wire;
  isReady(): boolean;
}

export interface Events {
  on(event: string, fn: (data: unknown) => void): () => void;
  /** Throws INVALID_PARAMS when `data` cannot cross (1 MB, binary, base64). */
  emit(event: string, data: unknown): void;
  receive(msg: EventMessage): void;
  /** Sends the events queued before the handshake. */
  flush(): void;
  /** Drops the queue and every subscriber; later emits do nothing. */
  close(): void;
}

export function createEvents(opts: EventsOptions): Events {
  const { wire } = opts;
  const queued: Array<{ event: string; data: unknown }> = [];
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let closed = false;

  const message = (event: string, data: unknown, id: string): EventMessage =>
    ({ ...wire.head(), kind: 'evt', id, method: event, ...(data !== undefined && { params: data }) });

  function send(event: string, data: unknown): void {
    try {
      wire.send(message(event, data, wire.nextId()));
    } catch {
      // Fire-and-forget; emit() already refused data that cannot cross.
    }
  }

  return {
    on(event, fn) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0 && listeners.get(event) === set) listeners.delete(event);
      };
    },
    emit(event, data) {
      if (closed) return;
      if (encodeEnvelope(message(event, data, 'probe')) === null) {
        throw new BridgeCallError('INVALID_PARAMS', `${event}: event data over 1 MB, not JSON data, or binary/base64`);
      }
      if (opts.isReady()) return send(event, data);
      queued.push({ event, data });
      if (queued.length > MAX_QUEUED_EVENTS) queued.shift();
    },
    receive(msg) {
      const set = opts.isReady() ? listeners.get(msg.method) : undefined;
      if (!set) return;
      for (const fn of [...set]) {
        try {
          fn(msg.params);
        } catch (e) {
          reportLater(e);
        }
      }
    },
    flush() {
      for (const { event, data } of queued.splice(0)) send(event, data);
    },
    close() {
      closed = true;
      queued.length = 0;
      listeners.clear();
    },
  };
}
