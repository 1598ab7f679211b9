// The ONE entry point by which every native shell delivers to the page (DESIGN.md §6):
//   window.__mkt.receive(json)     (json: the envelope as a string, or as an object literal)
// Android evaluateJavascript, iOS evaluateJavaScript, React Native injectJavaScript and Flutter
// runJavaScript all call it the same way. Installing it is idempotent, also across two copies of
// the bridge on one page (the SDK's and the app's): the routing state lives on the entry object
// under a registry symbol. It routes to the ACTIVE native transport (the latest that listens),
// so a request from the shell is answered once even if two endpoints exist.
import { parseEnvelope } from '../codec.js';
import type { Envelope } from '../protocol.js';

export interface NativeEntry {
  /** Returns whether the message was accepted; never throws into the native caller. */
  receive(json: unknown): boolean;
}

type Sink = (msg: Envelope) => void;
const STACK = Symbol.for('mkt.bridge.native-sinks');
type EntryWithStack = NativeEntry & { [STACK]: Sink[] };

interface EntryWindow {
  __mkt?: Partial<EntryWithStack>;
}

/** The installed entry of `win` (creating it once). */
export function installNativeEntry(win: Window): EntryWithStack {
  const w = win as unknown as EntryWindow; // boundary: a property the native side calls
  const existing = w.__mkt;
  if (existing && Array.isArray(existing[STACK]) && typeof existing.receive === 'function') {
    return existing as EntryWithStack;
  }
  const stack: Sink[] = [];
  const entry: EntryWithStack = {
    receive(json) {
      try {
        const msg = parseEnvelope(json);
        const active = stack[stack.length - 1];
        if (!msg || !active) return false;
        active(msg);
        return true;
      } catch {
        return false;
      }
    },
    [STACK]: stack,
  };
  Object.defineProperty(win, '__mkt', { value: entry, configurable: true, enumerable: false, writable: false });
  return entry;
}

/** Makes `sink` the active receiver of `win.__mkt.receive`; returns the detach. */
export function attachNativeSink(win: Window, sink: Sink): () => void {
  const stack = installNativeEntry(win)[STACK];
  stack.push(sink);
  return () => {
    const i = stack.lastIndexOf(sink);
    if (i >= 0) stack.splice(i, 1);
  };
}
