// One rig per transport for the shared suite (transport-suite.ts): the same two sides of a wire,
// built from what each transport really is. Variation is data (DESIGN.md §7): the suite never
// asks which transport it runs on.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { detectNativeTransport } from '../../../bridge/detect.js';
import { installNativeHarness, type NativeHarnessOptions } from '../../../bridge/native-harness.js';
import type { Role } from '../../../bridge/protocol.js';
import { memoryTransportPair } from '../../../bridge/transports/memory.js';
import type { NativeKind } from '../../../bridge/transports/native.js';
import { postMessageTransport } from '../../../bridge/transports/post-message.js';
import type { Transport } from '../../../bridge/transport.js';
import { FakeChannel, fakeWindow, linkWindows } from './fake-windows.js';
import { view } from './helpers.js';

export const HOST = 'https://partner.example';
export const APP = 'https://market.example';
export const EVIL = 'https://evil.example';

export interface TransportRig {
  /** The side the app talks to: the host page, or the native shell. */
  peer: Transport;
  peerRole: Role;
  /** A new app side on the same wire: each call is one page load inside the iframe / WebView. */
  appSide(): Transport;
  /**
   * Hands raw text to the app's side the way a stranger could reach it (another origin's frame,
   * posing as the peer), or null when the transport has no way in for strangers.
   */
  stranger: ((text: string) => void) | null;
  /** Undoes what the rig put on globals (the native objects, window.__mkt). */
  dispose(): void;
}

export interface TransportCase {
  name: string;
  /** How a stranger can reach the app's side, in words; null when nothing can (rig.stranger null). */
  strangers: string | null;
  create(): TransportRig;
}

/** One JavaScript realm: only code holding the pair can send, so there is no stranger. */
const memory: TransportCase = {
  name: 'memory',
  strangers: null,
  create() {
    const [app, host] = memoryTransportPair();
    return {
      peer: host, peerRole: 'host',
      appSide: () => view(app), // a view: closing one page's side does not close the pair
      stranger: null,
      dispose: () => app.close(),
    };
  },
};

/** Host page and app iframe (fake windows with a browser's origin/source rules). */
function postMessage(name: string, createChannel: () => MessageChannel): TransportCase {
  return {
    name,
    strangers: 'a frame of another origin posting to the app window, posing as the host window',
    create() {
      const hostWin = fakeWindow(HOST);
      const appWin = fakeWindow(APP);
      const { aToB: hostToApp, bToA: appToHost } = linkWindows(hostWin, appWin);
      const win = (x: unknown) => x as Window; // boundary: the fakes stand for real windows
      return {
        peer: postMessageTransport({ self: win(hostWin), peer: win(hostToApp), peerOrigin: APP, allowedOrigins: [APP], createChannel }),
        peerRole: 'host',
        appSide: () => postMessageTransport({ self: win(appWin), peer: win(appToHost), peerOrigin: HOST, allowedOrigins: [HOST], createChannel }),
        stranger: (text) => appWin.dispatch(text, EVIL, appToHost, []),
        dispose: () => void (FakeChannel.created.length = 0),
      };
    },
  };
}

/** A native shell played by bridge/native-harness.ts on this (happy-dom) window. */
function native(name: string, kind: NativeKind, opts: NativeHarnessOptions = {}): TransportCase {
  return {
    name,
    strangers: 'a window message from any frame (only window.__mkt.receive speaks for the shell)',
    create() {
      const shell = installNativeHarness(kind, window, opts);
      return {
        peer: shell, peerRole: 'native',
        appSide: () => {
          const t = detectNativeTransport(window);
          if (!t || t.name !== kind) throw new Error(`the ${kind} object was not detected`);
          return t;
        },
        stranger: (text) => window.dispatchEvent(new MessageEvent('message', { data: text, origin: EVIL })),
        dispose() {
          shell.close();
          delete (window as unknown as Record<string, unknown>).__mkt;
        },
      };
    },
  };
}

export const TRANSPORT_CASES: readonly TransportCase[] = [
  memory,
  postMessage('post-message (MessageChannel ports)', () => new FakeChannel() as unknown as MessageChannel),
  postMessage('post-message (Node worker_threads MessageChannel)', () => new NodeMessageChannel() as unknown as MessageChannel),
  postMessage('post-message (no MessageChannel: stays on the window)', () => {
    throw new Error('no MessageChannel here');
  }),
  native('native: android (addJavascriptInterface)', 'android'),
  native('native: android (addWebMessageListener)', 'android', { android: 'web-message-listener' }),
  native('native: android (addWebMessageListener, replyProxy)', 'android', { android: 'web-message-listener', replyViaObject: true }),
  native('native: ios', 'ios'),
  native('native: react-native', 'react-native'),
  native('native: flutter', 'flutter'),
];
