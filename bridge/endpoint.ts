// One side of a bridge (issue 4 "Bridge" 2, DESIGN.md §6): handshake, calls, events, over any
// Transport. Guarantees, each covered by tests/unit/bridge/endpoint.test.ts:
//   - hello/hello before anything else; calls and events made earlier are queued and flushed;
//   - every call settles: a result, the peer's error, TIMEOUT (sent, no answer), NOT_READY (the
//     handshake never came) or CANCELLED (destroy, or the peer reloaded);
//   - long user-driven methods ack at once; the caller then waits up to longTimeoutMs;
//   - dispatch only to own function properties of the methods table, never '__proto__',
//     'constructor', 'prototype' or anything inherited (UNIMPLEMENTED);
//   - bad params answer INVALID_PARAMS; a handler's throw answers INTERNAL with its message only.
//
// Handshake: the initiator (by default the app; the host and native sides answer) sends hello
// {v, caps, sid} and retries with backoff until answered; the other side answers ONCE per peer
// session with hello {re: id}. One reply per session matters: over postMessage the reply carries
// the MessagePort both sides switch to. A hello with a new sid means the peer reloaded: the calls
// it had received are cancelled and the new session is answered.
import {
  DEFAULT_LONG_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, MAX_HELLO_RETRY_MS, MAX_QUEUED_EVENTS, clampMs, ownFunction,
  type BridgeEndpoint, type CallOptions, type EndpointOptions, type MethodTable,
} from './endpoint-types.js';
import { BridgeCallError, toBridgeError, type BridgeError, type ErrorCode } from './errors.js';
import { createIdSource } from './ids.js';
import { PARAM_CHECKS } from './param-checks.js';
import { NS, VERSION, encodeEnvelope, negotiateVersion, type Envelope, type Role } from './protocol.js';
import { reportLater } from './transport.js';

export { DEFAULT_LONG_TIMEOUT_MS, DEFAULT_TIMEOUT_MS };
export type { BridgeEndpoint, CallOptions, EndpointOptions, MethodHandler, MethodTable } from './endpoint-types.js';

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

type Outcome = { ok: true; value: unknown } | { ok: false; error: BridgeError };
const failure = (code: ErrorCode, message: string): Outcome => ({ ok: false, error: { code, message } });

export function createEndpoint(opts: EndpointOptions): BridgeEndpoint {
  const { transport, role } = opts;
  const methods: MethodTable = opts.methods ?? {};
  const checks = opts.checks ?? PARAM_CHECKS;
  const longMethods = new Set(opts.longMethods ?? []);
  const timeoutMs = clampMs(opts.timeoutMs, DEFAULT_TIMEOUT_MS);
  const longTimeoutMs = clampMs(opts.longTimeoutMs, DEFAULT_LONG_TIMEOUT_MS);
  const localVersion = opts.version ?? VERSION;
  const caps = [...(opts.caps ?? Object.keys(methods).filter((name) => ownFunction(methods, name)))];
  const ids = createIdSource();

  const pending = new Map<string, Pending>();
  const queue: string[] = []; // ids of calls made before the handshake
  const queuedEvents: Array<{ event: string; data: unknown }> = [];
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let peerCaps: ReadonlySet<string> = new Set();
  let peerSid: string | null = null;
  let peerRole: Role | undefined;
  let version = 0;
  let isReady = false;
  let destroyed = false;
  let helloDelay = clampMs(opts.helloRetryMs, 250);
  let helloTimer: ReturnType<typeof setTimeout> | undefined;

  let resolveReady: (caps: string[]) => void = () => {};
  let rejectReady: (e: BridgeCallError) => void = () => {};
  const ready = new Promise<string[]>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {}); // destroyed before the handshake: not an unhandled rejection

  const envelope = (kind: Envelope['kind'], id: string): Envelope => ({ ns: NS, v: version || localVersion, kind, id });

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

  function sendRequest(id: string, p: Pending): void {
    p.sent = true;
    const msg = envelope('req', id);
    msg.method = p.method;
    if (p.params !== undefined) msg.params = p.params;
    try {
      transport.send(msg);
    } catch (e) {
      settle(id, { ok: false, error: toBridgeError(e, 'UNAVAILABLE') });
    }
  }

  function sendEvent(event: string, data: unknown): void {
    const msg = envelope('evt', ids.next());
    msg.method = event;
    if (data !== undefined) msg.params = data;
    try {
      transport.send(msg);
    } catch {
      // Events are fire-and-forget; emit() already refused data that cannot cross.
    }
  }

  function respond(id: string, outcome: Outcome): void {
    if (destroyed) return;
    const msg = envelope('res', id);
    if (outcome.ok) msg.result = outcome.value;
    else msg.error = outcome.error;
    try {
      transport.send(msg);
    } catch (e) {
      // The result could not cross (over 1 MB, a File, base64...): tell the caller instead of
      // letting it time out.
      if (outcome.ok) respond(id, failure('INTERNAL', `the result could not be sent: ${toBridgeError(e).message}`));
    }
  }

  function sendHello(re?: string): void {
    const msg = envelope('hello', ids.next());
    msg.v = localVersion; // hello always offers our highest version
    msg.caps = caps;
    msg.sid = ids.session;
    msg.role = role;
    if (re !== undefined) msg.re = re;
    try {
      transport.send(msg);
    } catch {
      // No peer yet: a retry or the peer's own hello completes the handshake.
    }
  }

  function retryHello(): void {
    if (!helloDelay) return;
    helloTimer = setTimeout(() => {
      helloTimer = undefined;
      if (destroyed || isReady) return;
      sendHello();
      helloDelay = Math.min(helloDelay * 2, MAX_HELLO_RETRY_MS);
      retryHello();
    }, helloDelay);
  }

  function onHello(msg: Envelope): void {
    const v = negotiateVersion(localVersion, msg.v);
    if (v === null) return; // a peer too old for us: calls end NOT_READY
    const sid = msg.sid ?? '';
    const newPeer = sid !== peerSid;
    if (!newPeer && isReady) return; // a retry, or a second answer, from the peer we know
    if (newPeer && peerSid !== null) {
      // The peer reloaded: whatever it had received is lost with it.
      for (const [id, p] of [...pending]) if (p.sent) settle(id, failure('CANCELLED', `${p.method}: the peer reloaded`));
    }
    peerSid = sid;
    peerCaps = new Set(msg.caps ?? []);
    peerRole = msg.role;
    version = v;
    // Answer before flushing: over postMessage the answer carries the port the flush then uses.
    if (msg.re === undefined) sendHello(msg.id);
    isReady = true;
    clearTimeout(helloTimer);
    resolveReady([...peerCaps]);
    for (const id of queue.splice(0)) {
      const p = pending.get(id);
      if (p && !p.sent) sendRequest(id, p);
    }
    for (const { event, data } of queuedEvents.splice(0)) sendEvent(event, data);
  }

  function onRequest(msg: Envelope): void {
    const { id } = msg;
    const method = msg.method ?? '';
    if (!isReady) return respond(id, failure('NOT_READY', 'the bridge handshake is not complete'));
    const fn = ownFunction(methods, method);
    if (!fn) return respond(id, failure('UNIMPLEMENTED', `no method ${JSON.stringify(method)}`));
    let run: Promise<unknown>;
    try {
      const check = ownFunction(checks, method);
      const problem = check ? check(msg.params) : null;
      if (problem !== null) return respond(id, failure('INVALID_PARAMS', `${method}: ${problem}`));
      if (longMethods.has(method)) transport.send(envelope('ack', id));
      run = Promise.resolve(Reflect.apply(fn, methods, [msg.params]));
    } catch (e) {
      run = Promise.reject(e);
    }
    run.then(
      (value) => respond(id, { ok: true, value }),
      (e: unknown) => respond(id, { ok: false, error: toBridgeError(e) }),
    );
  }

  function onEvent(msg: Envelope): void {
    const set = isReady ? listeners.get(msg.method ?? '') : undefined;
    if (!set) return;
    for (const fn of [...set]) {
      try {
        fn(msg.params);
      } catch (e) {
        reportLater(e);
      }
    }
  }

  function receive(msg: Envelope): void {
    if (destroyed) return;
    switch (msg.kind) {
      case 'hello':
        return onHello(msg);
      case 'req':
        return onRequest(msg);
      case 'evt':
        return onEvent(msg);
      case 'res': {
        if (!pending.get(msg.id)?.sent) return; // not ours, or an answer to a cancelled call
        return settle(msg.id, msg.error ? { ok: false, error: msg.error } : { ok: true, value: msg.result });
      }
      case 'ack': {
        const p = pending.get(msg.id);
        if (!p || !p.sent || p.acked) return;
        p.acked = true;
        return arm(msg.id, p, p.longTimeoutMs);
      }
    }
  }

  const unlisten = transport.listen(receive);
  if (opts.initiate ?? role === 'app') {
    sendHello();
    retryHello();
  }

  return {
    call<R>(method: string, params?: unknown, o: CallOptions = {}): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        if (destroyed) return reject(new BridgeCallError('CANCELLED', `${method}: the bridge was destroyed`));
        const id = ids.next();
        const p: Pending = {
          method, params, resolve: resolve as (value: unknown) => void, reject,
          timer: undefined, sent: false, acked: false,
          longTimeoutMs: clampMs(o.longTimeoutMs, longTimeoutMs),
        };
        pending.set(id, p);
        arm(id, p, clampMs(o.timeoutMs, timeoutMs));
        if (isReady) sendRequest(id, p);
        else queue.push(id);
      });
    },
    has: (method) => isReady && peerCaps.has(method),
    ready,
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
      if (destroyed) return;
      const probe = envelope('evt', 'probe');
      probe.method = event;
      probe.params = data;
      if (encodeEnvelope(probe) === null) {
        throw new BridgeCallError('INVALID_PARAMS', `${event}: event data over 1 MB, not JSON data, or binary/base64`);
      }
      if (isReady) return sendEvent(event, data);
      queuedEvents.push({ event, data });
      if (queuedEvents.length > MAX_QUEUED_EVENTS) queuedEvents.shift();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(helloTimer);
      unlisten();
      for (const [id, p] of [...pending]) settle(id, failure('CANCELLED', `${p.method}: the bridge was destroyed`));
      queue.length = 0;
      queuedEvents.length = 0;
      listeners.clear();
      rejectReady(new BridgeCallError('CANCELLED', 'the bridge was destroyed before the handshake'));
      transport.close();
    },
    get isReady() {
      return isReady;
    },
    get version() {
      return version;
    },
    get peerRole() {
      return peerRole;
    },
    session: ids.session,
  };
}
