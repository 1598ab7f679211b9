// The calls one endpoint makes (DESIGN.md §6 "every call has a timeout and always settles; long
// user-driven calls ack fast and answer later"). A call settles exactly once with:
//   - the peer's result or the peer's coded error;
//   - TIMEOUT: it was sent and no answer (or, after an ack, no result) came in time;
//   - NOT_READY: the handshake never came while it waited in the queue;
//   - UNAVAILABLE/INVALID_PARAMS: the transport could not send it;
//   - CANCELLED: the endpoint was closed, or the peer reloaded after receiving it.
import { clampMs, type CallOptions, type Wire } from './endpoint-types.js';
import { BridgeCallError, failure, toBridgeError, type Outcome } from './errors.js';
import type { AckMessage, ResponseMessage } from './protocol.js';

export interface CallsOptions {
  wire: Wire;
  /** Until the answer (or the ack of a long method), in ms. */
  timeoutMs: number;
  /** After an ack, in ms. */
  longTimeoutMs: number;
  /** Whether the handshake is done: calls made before it wait in a queue. */
  isReady(): boolean;
}

export interface Calls {
  call<R>(method: string, params: unknown, opts: CallOptions): Promise<R>;
  /** Sends the calls queued before the handshake. */
  flush(): void;
  onResponse(msg: ResponseMessage): void;
  onAck(msg: AckMessage): void;
  /** Cancels the calls the peer had received (it reloaded); queued ones wait for the new peer. */
  cancelSent(): void;
  /** Cancels everything; later calls reject with CANCELLED at once. */
  close(): void;
}

interface Pending {
  method: string;
  params: unknown;
  resolve: (value: unknown) => void;
  reject: (error: BridgeCallError) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  sent: boolean;
  acked: boolean;
  longTimeoutMs: number;
}

export function createCalls(opts: CallsOptions): Calls {
  const { wire } = opts;
  const pending = new Map<string, Pending>();
  const queue: string[] = []; // ids of calls made before the handshake
  let closed = false;

  function settle(id: string, outcome: Outcome): void {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    clearTimeout(p.timer);
    if (outcome.ok) p.resolve(outcome.value);
    else p.reject(new BridgeCallError(outcome.error.code, outcome.error.message));
  }

  function arm(id: string, p: Pending, ms: number): void {
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      settle(id, p.sent
        ? failure('TIMEOUT', `${p.method}: no answer within ${ms} ms`)
        : failure('NOT_READY', `${p.method}: the bridge handshake did not complete within ${ms} ms`));
    }, ms);
  }

  function send(id: string, p: Pending): void {
    p.sent = true;
    try {
      wire.send({ ...wire.head(), kind: 'req', id, method: p.method, ...(p.params !== undefined && { params: p.params }) });
    } catch (e) {
      settle(id, { ok: false, error: toBridgeError(e, 'UNAVAILABLE') });
    }
  }

  function cancelWhere(sentOnly: boolean, why: string): void {
    for (const [id, p] of [...pending]) if (p.sent || !sentOnly) settle(id, failure('CANCELLED', `${p.method}: ${why}`));
  }

  return {
    call<R>(method: string, params: unknown, o: CallOptions): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        if (closed) return reject(new BridgeCallError('CANCELLED', `${method}: the bridge was destroyed`));
        const id = wire.nextId();
        const p: Pending = {
          method, params, resolve: resolve as (value: unknown) => void, reject,
          timer: undefined, sent: false, acked: false,
          longTimeoutMs: clampMs(o.longTimeoutMs, opts.longTimeoutMs),
        };
        pending.set(id, p);
        arm(id, p, clampMs(o.timeoutMs, opts.timeoutMs));
        if (opts.isReady()) send(id, p);
        else queue.push(id);
      });
    },
    flush() {
      for (const id of queue.splice(0)) {
        const p = pending.get(id);
        if (p && !p.sent) send(id, p);
      }
    },
    onResponse(msg) {
      if (!pending.get(msg.id)?.sent) return; // not ours, or an answer to a cancelled call
      settle(msg.id, msg.error ? { ok: false, error: msg.error } : { ok: true, value: msg.result });
    },
    onAck(msg) {
      const p = pending.get(msg.id);
      if (!p || !p.sent || p.acked) return;
      p.acked = true;
      arm(msg.id, p, p.longTimeoutMs);
    },
    cancelSent: () => cancelWhere(true, 'the peer reloaded'),
    close() {
      if (closed) return;
      closed = true;
      cancelWhere(false, 'the bridge was destroyed');
      queue.length = 0;
    },
  };
}
