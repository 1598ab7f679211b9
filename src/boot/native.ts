// One native bridge client per app instance (DESIGN.md §1 "Inside a native WebView", spec §7
// "Native bridge page"), created on first use. The bridge code is a dynamic import: web users
// who never touch a native feature never download it, and it stays out of the first-paint budget
// (≤ 60 KB gzip, .size-limit.mjs). Inside a native shell the client is started right after mount
// instead, so the shell's handshake runs and it can call the app's host methods (setUserToken,
// navigate, ...) without waiting for a screen to need the bridge.
import type { MethodTable } from '../../bridge/endpoint-types.js';
import type { NativeMetadata } from '../../bridge/methods.js';
import type { NativeClient, NativeClientOptions } from '../../bridge/native-client.js';
import type { NativeAccess } from '../app/context.js';

type NativeClientModule = { createNativeClient(opts: NativeClientOptions): NativeClient };

export interface NativeServiceOptions {
  /** The app's window; default globalThis.window. */
  win?: Window;
  /** Web fallback of getUserId: the session's user id ('' = nobody, answered as null). */
  getUserId(): string;
  /** Web fallback of getMetadata: what the app knows about itself. */
  getMetadata(): NativeMetadata;
  /** Web fallback of jump: the app navigates to the mapped route (bridge/jump-routes.ts). */
  onJump(route: string): void;
  /** What a native shell may call on the app (bridge/methods.ts HostMethodMap). */
  methods: MethodTable;
  /** Test seam; default: the lazily loaded bridge/native-client.ts. */
  load?: () => Promise<NativeClientModule>;
}

export interface NativeService extends NativeAccess {
  /**
   * Called by Instance.mount: where the fallbacks' hidden file inputs go (the mount root, which is
   * the shadow root in inline mode), and starts the client at once when a native shell is present.
   */
  attach(container: Node): void;
  /** Cancels pending calls and pickers, revokes object URLs, detaches from the shell. */
  destroy(): void;
}

// Boundary: objects a native shell injects into the page, read without trusting their shape.
interface ShellGlobals {
  MktAndroid?: unknown;
  MktFlutter?: unknown;
  ReactNativeWebView?: unknown;
  webkit?: { messageHandlers?: object };
}

/**
 * Whether one of the objects bridge/transports/native.ts NATIVE_TARGETS posts to is in the page,
 * read here without loading the bridge. Looser than the bridge's detection on purpose: it only
 * decides whether to load the bridge early; detectNativeTransport then decides for real.
 */
export function nativeShellPresent(win: Window): boolean {
  try {
    const w = win as unknown as ShellGlobals;
    const handlers = w.webkit?.messageHandlers;
    return !!(w.MktAndroid || w.MktFlutter || w.ReactNativeWebView || (handlers && Object.prototype.hasOwnProperty.call(handlers, 'mkt')));
  } catch {
    return false; // a hostile getter: no shell we can talk to
  }
}

export function createNativeService(opts: NativeServiceOptions): NativeService {
  const win = opts.win ?? globalThis.window;
  const load = opts.load ?? (() => import('../../bridge/native-client.js'));
  let container: Node | undefined;
  let client: NativeClient | null = null;
  let loading: Promise<NativeClient> | null = null;
  let destroyed = false;

  const create = (mod: NativeClientModule): NativeClient => {
    const made = mod.createNativeClient({
      win,
      // Destroyed while loading: no transport (no hello is sent), and destroy() below makes
      // every call reject with CANCELLED, as after a destroy.
      ...(destroyed ? { transport: null } : {}),
      methods: opts.methods,
      fallback: {
        getUserId: () => opts.getUserId(),
        getMetadata: () => opts.getMetadata(),
        onJump: (route) => opts.onJump(route),
        ...(container ? { container } : {}),
      },
    });
    if (destroyed) made.destroy();
    else client = made;
    return made;
  };

  const get = (): Promise<NativeClient> => {
    if (client) return Promise.resolve(client);
    loading ??= load().then(create, (e: unknown) => {
      loading = null; // a failed chunk load (spec §8 "Asset chunk load failure") can be retried
      throw e;
    });
    return loading;
  };

  return {
    get,
    get current() {
      return client;
    },
    inShell: () => nativeShellPresent(win),
    attach(node) {
      container = node;
      // A failed early start is not fatal: the next get() retries.
      if (!destroyed && nativeShellPresent(win)) get().catch(() => undefined);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      client?.destroy();
      client = null;
    },
  };
}
