// Answering the peer's calls (DESIGN.md §6 "dispatch only to own methods of a table"). Every req
// gets exactly one res:
//   - NOT_READY before the handshake;
//   - UNIMPLEMENTED unless the name is an own function of the table (never '__proto__',
//     'constructor', 'prototype' or anything inherited: see ownFunction);
//   - INVALID_PARAMS when the method's param check fails (the handler is not called);
//   - the handler's value, or INTERNAL with its message only when it throws (a coded
//     BridgeCallError keeps its code); INTERNAL too when the value cannot cross the wire.
// Long user-driven methods (scan, photo) are acked at once and answered when the user is done.
import { ownFunction, type MethodTable, type Wire } from './endpoint-types.js';
import { failure, toBridgeError, type Outcome } from './errors.js';
import type { ParamCheck } from './param-checks.js';
import type { RequestMessage } from './protocol.js';

export interface DispatchOptions {
  wire: Wire;
  methods: MethodTable;
  checks: Readonly<Record<string, ParamCheck>>;
  longMethods: ReadonlySet<string>;
  isReady(): boolean;
  /** A closed endpoint answers nothing (a handler may finish after destroy). */
  isClosed(): boolean;
}

export function createDispatch(opts: DispatchOptions): (msg: RequestMessage) => void {
  const { wire, methods, checks } = opts;

  function respond(id: string, outcome: Outcome): void {
    if (opts.isClosed()) return;
    const head = { ...wire.head(), kind: 'res' as const, id };
    try {
      wire.send(outcome.ok ? { ...head, result: outcome.value } : { ...head, error: outcome.error });
    } catch (e) {
      // The result could not cross (over 1 MB, a File, base64...): tell the caller instead of
      // letting it time out.
      if (outcome.ok) respond(id, failure('INTERNAL', `the result could not be sent: ${toBridgeError(e).message}`));
    }
  }

  return function dispatch({ id, method, params }) {
    if (!opts.isReady()) return respond(id, failure('NOT_READY', 'the bridge handshake is not complete'));
    const fn = ownFunction(methods, method);
    if (!fn) return respond(id, failure('UNIMPLEMENTED', `no method ${JSON.stringify(method)}`));
    let run: Promise<unknown>;
    try {
      const check = ownFunction(checks, method);
      const problem = check ? check(params) : null;
      if (problem !== null) return respond(id, failure('INVALID_PARAMS', `${method}: ${problem}`));
      if (opts.longMethods.has(method)) wire.send({ ...wire.head(), kind: 'ack', id });
      run = Promise.resolve(Reflect.apply(fn, methods, [params]));
    } catch (e) {
      run = Promise.reject(e);
    }
    run.then(
      (value) => respond(id, { ok: true, value }),
      (e: unknown) => respond(id, { ok: false, error: toBridgeError(e) }),
    );
  };
}
