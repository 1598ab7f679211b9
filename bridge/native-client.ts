// What the app uses to call native features (DESIGN.md §1 "Inside a native WebView"): the native
// shell when there is one and it announced the method, the web fallback otherwise (a plain
// browser, an old shell without the method, or a shell that never answered the handshake).
// Every call settles with a result or a BridgeCallError, on both paths.
import { detectNativeTransport } from './detect.js';
import { createEndpoint, DEFAULT_LONG_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, type BridgeEndpoint, type MethodTable } from './endpoint.js';
import { BridgeCallError, toBridgeError } from './errors.js';
import { createWebFallbacks, type WebFallbackOptions } from './fallbacks.js';
import {
  LONG_METHODS, type NativeEvent, type NativeEventMap, type NativeMethod, type NativeParams, type NativeResult,
} from './methods.js';
import { PARAM_CHECKS } from './param-checks.js';
import type { Transport } from './transport.js';

export interface NativeClientOptions {
  /** The app's window; default globalThis.window. */
  win?: Window;
  fallback: Omit<WebFallbackOptions, 'win'>;
  /** Default: detectNativeTransport(win); null forces the web fallbacks. */
  transport?: Transport | null;
  /** What the app offers the shell (e.g. navigate, setLanguage, setUserToken handlers). */
  methods?: MethodTable;
  timeoutMs?: number;
  longTimeoutMs?: number;
  /** How long a first call waits for the shell's hello before using the fallback. Default 3 s. */
  handshakeTimeoutMs?: number;
}

export interface NativeClient {
  /** The transport name ('android', 'ios', 'react-native', 'flutter') or 'none'. */
  readonly kind: string;
  readonly endpoint: BridgeEndpoint | null;
  call<M extends NativeMethod>(method: M, params?: NativeParams<M>): Promise<NativeResult<M>>;
  /** Native callbacks; data of the wrong shape is dropped. */
  on<E extends NativeEvent>(event: E, fn: (data: NativeEventMap[E]) => void): () => void;
  /** Cancels pending calls and pickers, revokes object URLs, detaches from the shell. */
  destroy(): void;
}

const stringField = (key: string) => (x: unknown): boolean =>
  typeof x === 'object' && x !== null && typeof (x as Record<string, unknown>)[key] === 'string';

/** Shapes of the native callbacks (they come from outside: checked before the app sees them). */
const EVENT_CHECKS: Readonly<Record<NativeEvent, (x: unknown) => boolean>> = {
  photoUrl: stringField('url'),
  qrCode: stringField('code'),
};

export function createNativeClient(opts: NativeClientOptions): NativeClient {
  const win = opts.win ?? window;
  const transport = opts.transport === undefined ? detectNativeTransport(win) : opts.transport;
  const fallbacks = createWebFallbacks({ ...opts.fallback, win });
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const longTimeoutMs = opts.longTimeoutMs ?? DEFAULT_LONG_TIMEOUT_MS;
  const endpoint = transport
    ? createEndpoint({ transport, role: 'app', methods: opts.methods, longMethods: LONG_METHODS, timeoutMs, longTimeoutMs })
    : null;
  let destroyed = false;

  // One bounded wait for the handshake, shared by every call; once over, calls stop waiting.
  let handshake: Promise<void> | null = null;
  const waitForHandshake = (ep: BridgeEndpoint): Promise<void> =>
    (handshake ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, opts.handshakeTimeoutMs ?? 3_000);
      ep.ready.then(() => clearTimeout(timer), () => clearTimeout(timer)).finally(resolve);
    }));

  async function viaFallback<M extends NativeMethod>(method: M, params: unknown): Promise<NativeResult<M>> {
    const problem = PARAM_CHECKS[method]?.(params) ?? null;
    if (problem !== null) throw new BridgeCallError('INVALID_PARAMS', `${method}: ${problem}`);
    const limit = LONG_METHODS.includes(method) ? longTimeoutMs : timeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BridgeCallError('TIMEOUT', `${method}: no answer within ${limit} ms`)), limit);
    });
    // The handler table is typed per method; the params were checked above.
    const handler = fallbacks.handlers[method] as (p: unknown) => Promise<NativeResult<M>> | NativeResult<M>;
    try {
      return await Promise.race([Promise.resolve().then(() => handler(params)), timeout]);
    } catch (e) {
      throw e instanceof BridgeCallError ? e : new BridgeCallError(toBridgeError(e).code, toBridgeError(e).message);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: transport?.name ?? 'none',
    endpoint,
    async call(method, params) {
      if (destroyed) throw new BridgeCallError('CANCELLED', `${method}: the bridge was destroyed`);
      if (endpoint) {
        if (!endpoint.isReady) await waitForHandshake(endpoint);
        if (destroyed) throw new BridgeCallError('CANCELLED', `${method}: the bridge was destroyed`);
        if (endpoint.has(method)) return endpoint.call(method, params);
      }
      return viaFallback(method, params);
    },
    on(event, fn) {
      if (!endpoint) return () => {};
      return endpoint.on(event, (data) => {
        if (EVENT_CHECKS[event](data)) fn(data as NativeEventMap[typeof event]);
      });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      endpoint?.destroy();
      fallbacks.dispose();
    },
  };
}
