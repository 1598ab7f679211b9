// The native WebView transports (DESIGN.md §1 "Inside a native WebView", §6). Web -> native is each platform's own
// object; native -> web is always window.__mkt.receive(json) (native-entry.ts). Both directions
// carry the envelope as a JSON string (the only type every platform passes unchanged).
//
//   android       window.MktAndroid.postMessage(json): an addJavascriptInterface object, or the
//                 object injected by WebViewCompat.addWebMessageListener (whose replyProxy
//                 answers arrive as 'message' events on that object and are accepted too)
//   ios           window.webkit.messageHandlers.mkt.postMessage(json)
//   react-native  window.ReactNativeWebView.postMessage(json)
//   flutter       window.MktFlutter.postMessage(json)   (a webview_flutter JavaScriptChannel)
//   none          a plain browser: no native peer; the app uses the web fallbacks instead.
import { BridgeCallError } from '../errors.js';
import { parseEnvelope } from '../codec.js';
import { createSinks, encodeOrThrow, type Transport } from '../transport.js';
import { attachNativeSink } from './native-entry.js';

export type NativeKind = 'android' | 'ios' | 'react-native' | 'flutter';

/** What a native object looks like from the page: a postMessage method, maybe message events. */
export interface NativePostTarget {
  postMessage(json: string): void;
  addEventListener?(type: 'message', fn: (e: { data?: unknown }) => void): void;
  removeEventListener?(type: 'message', fn: (e: { data?: unknown }) => void): void;
}

// Boundary: the objects native shells inject into the page, read without trusting their shape.
interface NativeWindow {
  MktAndroid?: unknown;
  MktFlutter?: unknown;
  ReactNativeWebView?: unknown;
  webkit?: { messageHandlers?: Record<string, unknown> };
}

const asTarget = (x: unknown): NativePostTarget | null =>
  (typeof x === 'object' || typeof x === 'function') && x !== null &&
  typeof (x as { postMessage?: unknown }).postMessage === 'function'
    ? (x as NativePostTarget)
    : null;

/** Where each platform's object lives, as data. */
export const NATIVE_TARGETS: Readonly<Record<NativeKind, (win: Window) => NativePostTarget | null>> = {
  android: (win) => asTarget((win as unknown as NativeWindow).MktAndroid),
  ios: (win) => {
    const handlers = (win as unknown as NativeWindow).webkit?.messageHandlers;
    return handlers && Object.prototype.hasOwnProperty.call(handlers, 'mkt') ? asTarget(handlers.mkt) : null;
  },
  'react-native': (win) => asTarget((win as unknown as NativeWindow).ReactNativeWebView),
  flutter: (win) => asTarget((win as unknown as NativeWindow).MktFlutter),
};

/** The transport for one platform, or null when its object is not in the page. */
export function nativeTransport(kind: NativeKind, win: Window): Transport | null {
  const target = NATIVE_TARGETS[kind](win);
  if (!target) return null;
  const sinks = createSinks();
  const detach = attachNativeSink(win, (msg) => sinks.deliver(msg));
  // addWebMessageListener objects answer through their own 'message' events as well.
  const onObjectMessage = (e: { data?: unknown }): void => {
    const msg = parseEnvelope(e?.data);
    if (msg) sinks.deliver(msg);
  };
  const eventful = typeof target.addEventListener === 'function';
  if (eventful) target.addEventListener?.('message', onObjectMessage);
  let closed = false;
  return {
    name: kind,
    send(msg) {
      if (closed) throw new BridgeCallError('CANCELLED', 'the transport is closed');
      const text = encodeOrThrow(msg);
      try {
        target.postMessage(text); // called as a method: the native objects need their `this`
      } catch (e) {
        throw new BridgeCallError('UNAVAILABLE', `${kind}: ${e instanceof Error ? e.message : 'postMessage failed'}`);
      }
    },
    listen: (fn) => sinks.add(fn),
    close() {
      if (closed) return;
      closed = true;
      detach();
      if (eventful) target.removeEventListener?.('message', onObjectMessage);
      sinks.clear();
    },
  };
}

/** A plain browser: nothing to talk to. Sends fail with UNAVAILABLE; nothing ever arrives. */
export function noneTransport(): Transport {
  return {
    name: 'none',
    send() {
      throw new BridgeCallError('UNAVAILABLE', 'no native shell: use the web fallback');
    },
    listen: () => () => {},
    close() {},
  };
}
