// Which native shell hosts the page (DESIGN.md §6). The most specific names first:
// a Flutter or React Native WebView on iOS is also a WKWebView, but only our own channels
// (MktFlutter, ReactNativeWebView, MktAndroid, webkit.messageHandlers.mkt) count.
import { NATIVE_TARGETS, nativeTransport, type NativeKind } from './transports/native.js';
import type { Transport } from './transport.js';

export const DETECT_ORDER: readonly NativeKind[] = ['react-native', 'flutter', 'android', 'ios'];

export function detectNativeKind(win: Window, order: readonly NativeKind[] = DETECT_ORDER): NativeKind | null {
  for (const kind of order) {
    try {
      if (NATIVE_TARGETS[kind](win)) return kind;
    } catch {
      // A hostile or half-built object whose getter throws: not that platform.
    }
  }
  return null;
}

/** The native transport of this page, or null in a plain browser (use the web fallbacks). */
export function detectNativeTransport(win: Window, order: readonly NativeKind[] = DETECT_ORDER): Transport | null {
  const kind = detectNativeKind(win, order);
  return kind ? nativeTransport(kind, win) : null;
}
