// One side of a bridge (DESIGN.md §6) over any Transport: composes the handshake (handshake.ts),
// the calls it makes (calls.ts), the calls it answers (dispatch.ts) and the events (events.ts),
// and routes each arriving envelope by its kind. Guarantees, each covered by the tests in
// tests/unit/bridge (endpoint.test.ts, and transport-suite.ts against every transport):
//   - hello/hello before anything else; calls and events made earlier are queued and flushed;
//   - every call settles (a result, the peer's error, TIMEOUT, NOT_READY or CANCELLED);
//   - long user-driven methods ack at once; the caller then waits up to longTimeoutMs;
//   - dispatch only to own function properties of the methods table (UNIMPLEMENTED otherwise);
//   - bad params answer INVALID_PARAMS; a handler's throw answers INTERNAL with its message only.
import { createCalls } from './calls.js';
import { createDispatch } from './dispatch.js';
import {
  DEFAULT_LONG_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, clampMs, ownFunction,
  type BridgeEndpoint, type EndpointOptions, type MethodTable, type Wire,
} from './endpoint-types.js';
import { createEvents } from './events.js';
import { createHandshake } from './handshake.js';
import { createIdSource } from './ids.js';
import { PARAM_CHECKS } from './param-checks.js';
import { NS, VERSION, type Envelope } from './protocol.js';

export { DEFAULT_LONG_TIMEOUT_MS, DEFAULT_TIMEOUT_MS };
export type { BridgeEndpoint, CallOptions, EndpointOptions, MethodHandler, MethodTable } from './endpoint-types.js';

export function createEndpoint(opts: EndpointOptions): BridgeEndpoint {
  const { transport, role } = opts;
  const methods: MethodTable = opts.methods ?? {};
  const localVersion = opts.version ?? VERSION;
  const ids = createIdSource();
  let destroyed = false;

  const wire: Wire = {
    send: (msg) => transport.send(msg),
    head: () => ({ ns: NS, v: handshake.version || localVersion }),
    nextId: () => ids.next(),
  };
  const isReady = (): boolean => handshake.isReady;
  const calls = createCalls({
    wire, isReady,
    timeoutMs: clampMs(opts.timeoutMs, DEFAULT_TIMEOUT_MS),
    longTimeoutMs: clampMs(opts.longTimeoutMs, DEFAULT_LONG_TIMEOUT_MS),
  });
  const events = createEvents({ wire, isReady });
  const dispatch = createDispatch({
    wire, methods, isReady,
    checks: opts.checks ?? PARAM_CHECKS,
    longMethods: new Set(opts.longMethods ?? []),
    isClosed: () => destroyed,
  });
  const handshake = createHandshake({
    wire, role, localVersion,
    caps: opts.caps ?? Object.keys(methods).filter((name) => ownFunction(methods, name)),
    session: ids.session,
    helloRetryMs: clampMs(opts.helloRetryMs, 250),
    onPeerReload: () => calls.cancelSent(), // whatever the old page had received is lost with it
    onReady() {
      calls.flush();
      events.flush();
    },
  });

  function receive(msg: Envelope): void {
    if (destroyed) return;
    switch (msg.kind) {
      case 'hello':
        return handshake.receive(msg);
      case 'req':
        return dispatch(msg);
      case 'res':
        return calls.onResponse(msg);
      case 'ack':
        return calls.onAck(msg);
      case 'evt':
        return events.receive(msg);
    }
  }

  const unlisten = transport.listen(receive);
  if (opts.initiate ?? role === 'app') handshake.initiate();

  return {
    call: (method, params, o = {}) => calls.call(method, params, o),
    has: (method) => handshake.has(method),
    ready: handshake.ready,
    on: (event, fn) => events.on(event, fn),
    emit: (event, data) => events.emit(event, data),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      handshake.close();
      unlisten();
      calls.close();
      events.close();
      transport.close();
    },
    get isReady() {
      return handshake.isReady;
    },
    get version() {
      return handshake.version;
    },
    get peerRole() {
      return handshake.peerRole;
    },
    session: ids.session,
  };
}
