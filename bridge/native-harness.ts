// Plays the NATIVE side of a WebView transport inside a browser: the harness page of
// examples/webview (README "Native apps"), and the unit tests of the bridge. It installs
// the object the platform would inject into the app's window (MktAndroid, webkit.messageHandlers.mkt,
// ReactNativeWebView, MktFlutter) and answers through window.__mkt.receive(json), exactly as the
// Kotlin/Swift/RN/Flutter snippets do. Put an endpoint with role 'native' on the returned
// transport. Install it before the app runs detectNativeTransport (shells inject at document start).
import { parseEnvelope } from './codec.js';
import type { Envelope } from './protocol.js';
import { createSinks, encodeOrThrow, type Transport } from './transport.js';
import type { NativeKind } from './transports/native.js';

export interface NativeHarnessOptions {
  /**
   * Android only: 'javascript-interface' (addJavascriptInterface, the default) or
   * 'web-message-listener' (WebViewCompat.addWebMessageListener: an object with
   * addEventListener; with `replyViaObject` the answers come as its 'message' events, like
   * replyProxy.postMessage, instead of through window.__mkt.receive).
   */
  android?: 'javascript-interface' | 'web-message-listener';
  replyViaObject?: boolean;
}

type Listener = (e: { data?: unknown }) => void;

// Boundary: the harness writes the platform objects onto a window it does not type.
type Writable = Record<string, unknown>;

export function installNativeHarness(kind: NativeKind, appWin: Window, opts: NativeHarnessOptions = {}): Transport {
  const w = appWin as unknown as Writable;
  const sinks = createSinks();
  const objectListeners = new Set<Listener>();
  let closed = false;

  const fromPage = (json: unknown): void => {
    if (closed) return;
    // Real shells receive the string on another thread: deliver asynchronously.
    setTimeout(() => {
      const msg = parseEnvelope(json);
      if (msg && !closed) sinks.deliver(msg);
    }, 0);
  };

  const target: Writable = { postMessage: (json: unknown) => fromPage(json) };
  const messageListener = kind === 'android' && opts.android === 'web-message-listener';
  if (messageListener) {
    target.addEventListener = (type: string, fn: Listener) => type === 'message' && objectListeners.add(fn);
    target.removeEventListener = (type: string, fn: Listener) => type === 'message' && objectListeners.delete(fn);
  }

  const undo: Array<() => void> = [];
  const put = (obj: Writable, key: string, value: unknown): void => {
    const had = Object.prototype.hasOwnProperty.call(obj, key);
    const before = obj[key];
    obj[key] = value;
    undo.push(() => {
      if (had) obj[key] = before;
      else delete obj[key];
    });
  };
  switch (kind) {
    case 'android':
      put(w, 'MktAndroid', target);
      break;
    case 'flutter':
      put(w, 'MktFlutter', target);
      break;
    case 'react-native':
      put(w, 'ReactNativeWebView', target);
      break;
    case 'ios': {
      const webkit = (w.webkit ?? {}) as Writable;
      const handlers = (webkit.messageHandlers ?? {}) as Writable;
      put(handlers, 'mkt', target);
      if (webkit.messageHandlers !== handlers) put(webkit, 'messageHandlers', handlers);
      if (w.webkit !== webkit) put(w, 'webkit', webkit);
      break;
    }
  }

  function toPage(msg: Envelope): void {
    const json = encodeOrThrow(msg);
    setTimeout(() => {
      if (closed) return;
      if (messageListener && opts.replyViaObject) {
        for (const fn of [...objectListeners]) fn({ data: json });
        return;
      }
      const entry = (w.__mkt ?? null) as { receive?: (json: string) => boolean } | null;
      entry?.receive?.(json); // what evaluateJavascript("window.__mkt.receive(...)") does
    }, 0);
  }

  return {
    name: `${kind}-native-side`,
    send: toPage,
    listen: (fn) => sinks.add(fn),
    close() {
      if (closed) return;
      closed = true;
      for (const fn of undo.splice(0).reverse()) fn();
      objectListeners.clear();
      sinks.clear();
    },
  };
}
