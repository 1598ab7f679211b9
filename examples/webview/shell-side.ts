// The NATIVE side of the harness (harness.html): what the Kotlin/Swift/React Native/Flutter shell
// does, played in a browser with bridge/native-harness.ts. It injects the platform's object into
// the "WebView" (an iframe showing webview.html) at document start, answers the page's hello,
// implements the native methods of spec §7 "Native bridge page", and can send the photo-URL and
// QR-code callbacks or call the page's own methods. Everything it sees on the wire is logged.
//
// harness.html?native=<variant>                 one of VARIANTS below (default android)
//              &caps=getUserId,jump             the methods this shell implements (an older shell)
//              &silent=1                        inject the object but never answer (a broken shell)
//              &photo=base64                    pickPhoto answers a data: URL, which the bridge refuses
//              &user=u-42                       the signed-in user ('' = nobody)
//              &delay=200                       ms before the long methods (scan, photo) answer
import {
  createEndpoint, installNativeHarness, LONG_METHODS, NATIVE_METHODS, NATIVE_TARGETS,
  type BridgeEndpoint, type JumpParams, type ShareParams, type NotifyParams, type NativeHandlers, type NativeHarnessOptions, type NativeKind,
} from '../../bridge/index.js';
import { settle, type Settled } from './settle.js';

interface Variant {
  kind: NativeKind | null;
  label: string;
  opts?: NativeHarnessOptions;
}

export const VARIANTS: Readonly<Record<string, Variant>> = {
  android: { kind: 'android', label: 'Android · addJavascriptInterface' },
  'android-wml': { kind: 'android', label: 'Android · addWebMessageListener', opts: { android: 'web-message-listener' } },
  'android-wml-reply': {
    kind: 'android', label: 'Android · addWebMessageListener + replyProxy',
    opts: { android: 'web-message-listener', replyViaObject: true },
  },
  ios: { kind: 'ios', label: 'iOS · WKScriptMessageHandler' },
  'react-native': { kind: 'react-native', label: 'React Native · react-native-webview' },
  flutter: { kind: 'flutter', label: 'Flutter · JavaScriptChannel' },
  none: { kind: null, label: 'Plain browser · web fallbacks' },
};

export interface WireEntry {
  dir: 'web→native' | 'native→web';
  /** typeof what crossed: the bridge sends strings only. */
  type: string;
  text: string;
}

/** What tests (and the console) can drive: window.shell. */
export interface Shell {
  variant: string;
  kind: NativeKind | null;
  injected: boolean;
  wire: WireEntry[];
  jumps: JumpParams[];
  /** What the page asked the share sheet to send. */
  shares: ShareParams[];
  /** The links the page asked the shell to open (dialler, WhatsApp, mail). */
  opened: string[];
  /** The system notifications the page asked for (saved-search alerts). */
  notified: NotifyParams[];
  emit(event: 'photoUrl' | 'qrCode', data: unknown): Settled;
  call(method: string, params?: unknown): Promise<Settled>;
  peerCaps(): Promise<string[]>;
}

const PHOTO_BASE64 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

export function startShell(doc: Document, show: (line: string) => void): Shell {
  const q = new URLSearchParams(doc.defaultView?.location.search ?? '');
  const variantName = q.get('native') ?? 'android';
  const variant = VARIANTS[variantName] ?? VARIANTS.android!;
  const caps = q.get('caps')?.split(',') ?? [...NATIVE_METHODS];
  const delay = Number(q.get('delay') ?? 200);
  const user = q.get('user') ?? 'u-42';
  let endpoint: BridgeEndpoint | null = null;

  const later = <T>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), delay));
  const shell: Shell = {
    variant: variantName,
    kind: variant.kind,
    injected: false,
    wire: [],
    jumps: [],
    shares: [],
    opened: [],
    notified: [],
    emit(event, data) {
      if (!endpoint) return { ok: false, code: 'UNAVAILABLE', message: 'no native side' };
      const ep = endpoint;
      try {
        ep.emit(event, data);
        return { ok: true, result: null };
      } catch (e) {
        return { ok: false, code: (e as { code?: string }).code ?? 'INTERNAL', message: String((e as Error).message) };
      }
    },
    call: (method, params) => (endpoint ? settle(endpoint.call(method, params)) : Promise.resolve({ ok: false, code: 'UNAVAILABLE', message: 'no native side' })),
    peerCaps: () => (endpoint ? endpoint.ready : Promise.resolve([])),
  };

  const handlers: NativeHandlers = {
    getUserId: () => ({ userId: user || null }),
    getMetadata: () => ({ language: 'fr', areaId: 'CIV', appVersion: '9.4.0', deviceId: 'harness-device', platform: variantName }),
    jump(params) {
      shell.jumps.push(params);
      show(`native page opened: ${params.pageType}`);
      return {};
    },
    scanQrCode: () => later({ code: 'MKT-QR-0042' }),
    pickPhoto: () => later({ url: q.get('photo') === 'base64' ? PHOTO_BASE64 : new URL('photo.svg', doc.baseURI).href }),
    share(params) {
      shell.shares.push(params);
      show(`share sheet: ${params.url}`);
      return later({ shared: true });
    },
    openExternal({ url }) {
      shell.opened.push(url);
      show(`opened outside: ${url}`);
      return { opened: true };
    },
    notify(params) {
      shell.notified.push(params);
      show(`notification: ${params.title}`);
      return { shown: true };
    },
  };
  // Own entries only: the table the endpoint dispatches to.
  const methods = Object.fromEntries(Object.entries(handlers).filter(([name]) => caps.includes(name)));

  /** Called by webview.html's first script: the moment a real shell injects its object. */
  const inject = (win: Window): void => {
    if (!variant.kind || shell.injected) return;
    shell.injected = true;
    const transport = installNativeHarness(variant.kind, win, variant.opts);
    // The raw page -> native traffic: exactly what the platform object receives.
    const target = NATIVE_TARGETS[variant.kind](win);
    if (target) {
      const post = target.postMessage;
      target.postMessage = (json: string) => {
        shell.wire.push({ dir: 'web→native', type: typeof json, text: String(json) });
        show(`web→native ${String(json)}`);
        post.call(target, json);
      };
    }
    const send = transport.send;
    transport.send = (msg) => {
      send(msg); // throws, and logs nothing, for what may not cross (over 1 MB, base64, binary)
      const text = JSON.stringify(msg);
      shell.wire.push({ dir: 'native→web', type: 'string', text });
      show(`native→web ${text}`);
    };
    if (q.get('silent') !== '1') endpoint = createEndpoint({ transport, role: 'native', methods, longMethods: LONG_METHODS });
  };
  (doc.defaultView as unknown as { __mktInjectNative?: (win: Window) => void }).__mktInjectNative = inject;
  show(`shell: ${variant.label}; implements ${Object.keys(methods).join(', ') || 'nothing'}`);
  return shell;
}
