// What only the native transports do: detection of each shell's object, the native method set
// (spec §7 "Native bridge page"), strings to the native object, window.__mkt.receive. The shared
// behaviours run in transport-suite.ts against every shell.
import { afterEach, describe, expect, it } from 'vitest';
import { detectNativeKind, detectNativeTransport } from '../../../bridge/detect.js';
import { createEndpoint, type BridgeEndpoint } from '../../../bridge/endpoint.js';
import { LONG_METHODS, type NativeHandlers } from '../../../bridge/methods.js';
import { installNativeHarness, type NativeHarnessOptions } from '../../../bridge/native-harness.js';
import { installNativeEntry } from '../../../bridge/transports/native-entry.js';
import { nativeTransport, noneTransport, type NativeKind } from '../../../bridge/transports/native.js';
import type { Transport } from '../../../bridge/transport.js';
import { rejectsWith } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0).reverse()) fn();
  delete (window as unknown as Record<string, unknown>).__mkt;
});

/** The native shell's side, as the Kotlin/Swift snippets implement it. */
const nativeMethods: NativeHandlers = {
  getUserId: () => ({ userId: 'u-42' }),
  getMetadata: () => ({ language: 'fr', areaId: 'CIV', appVersion: '2022082218' }),
  jump: (p) => (p.pageType === 'detail' ? {} : { route: undefined }),
  scanQrCode: () => new Promise((resolve) => setTimeout(() => resolve({ code: 'QR-1' }), 300)),
  pickPhoto: () => ({ url: 'https://cdn.market.example/u/photo-1.jpg' }),
  share: () => ({ shared: true }),
  openExternal: () => ({ opened: true }),
  notify: () => ({ shown: true }),
};

function start(kind: NativeKind, opts: NativeHarnessOptions = {}) {
  const nativeSide = installNativeHarness(kind, window, opts);
  const native = createEndpoint({ transport: nativeSide, role: 'native', methods: nativeMethods, longMethods: LONG_METHODS });
  const transport = detectNativeTransport(window) as Transport;
  const app = createEndpoint({ transport, role: 'app', methods: { navigate: (p: { path: string }) => p } });
  cleanups.push(() => native.destroy(), () => app.destroy());
  return { app, native, transport };
}

const cases: Array<[string, NativeKind, NativeHarnessOptions]> = [
  ['android (JavaScript interface)', 'android', {}],
  ['android (addWebMessageListener, answers via __mkt)', 'android', { android: 'web-message-listener' }],
  ['android (addWebMessageListener, answers via replyProxy)', 'android', { android: 'web-message-listener', replyViaObject: true }],
  ['ios', 'ios', {}],
  ['react-native', 'react-native', {}],
  ['flutter', 'flutter', {}],
];

describe.each(cases)('%s', (_label, kind, opts) => {
  it('is detected and round-trips every native method of spec §7', async () => {
    const { app, transport } = start(kind, opts);
    expect(transport.name).toBe(kind);
    expect(detectNativeKind(window)).toBe(kind);
    const caps = await app.ready;
    expect(caps.sort()).toEqual(['getMetadata', 'getUserId', 'jump', 'notify', 'openExternal', 'pickPhoto', 'scanQrCode', 'share']);
    await expect(app.call('getUserId')).resolves.toEqual({ userId: 'u-42' });
    await expect(app.call('getMetadata')).resolves.toEqual({ language: 'fr', areaId: 'CIV', appVersion: '2022082218' });
    await expect(app.call('jump', { pageType: 'detail', module: 'land', serviceId: 7 })).resolves.toEqual({});
    await expect(app.call('share', { title: 'Awa', text: 'Bonjour', url: 'https://market.example/discover/posts?shareId=sh1' })).resolves.toEqual({ shared: true });
    await rejectsWith(app.call('jump', { pageType: 'nowhere' }), 'INVALID_PARAMS');
    await expect(app.call('scanQrCode', undefined, { timeoutMs: 150 })).resolves.toEqual({ code: 'QR-1' }); // acked at once, answered after 300 ms
    await expect(app.call('pickPhoto')).resolves.toEqual({ url: 'https://cdn.market.example/u/photo-1.jpg' });
    // Events, calls from native, errors, timeouts and reloads: transport-suite.ts, per shell.
  });
});

describe('what the page hands to the native object', () => {
  it('is always a JSON string, called as a method of the object', async () => {
    const calls: Array<{ self: unknown; arg: unknown }> = [];
    const target = {
      postMessage(this: unknown, arg: unknown) {
        calls.push({ self: this, arg });
      },
    };
    (window as unknown as Record<string, unknown>).ReactNativeWebView = target;
    cleanups.push(() => delete (window as unknown as Record<string, unknown>).ReactNativeWebView);
    const t = nativeTransport('react-native', window) as Transport;
    const app = createEndpoint({ transport: t, role: 'app' });
    cleanups.push(() => app.destroy());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.self).toBe(target);
    expect(typeof calls[0]?.arg).toBe('string');
    expect(JSON.parse(calls[0]?.arg as string)).toMatchObject({ ns: 'mkt', kind: 'hello', role: 'app' });
  });
});

describe('window.__mkt.receive', () => {
  it('is installed once and never throws into the native caller', () => {
    const a = installNativeEntry(window);
    const b = installNativeEntry(window);
    expect(a).toBe(b);
    expect(Object.keys(window)).not.toContain('__mkt');
    const entry = (window as unknown as { __mkt: { receive(x: unknown): boolean } }).__mkt;
    for (const junk of [undefined, 'garbage', '{"ns":"mkt"}', { ns: 'mkt', v: 1 }, 12]) {
      expect(entry.receive(junk)).toBe(false);
    }
  });

  it('routes to the active (latest) native transport only', () => {
    (window as unknown as Record<string, unknown>).MktFlutter = { postMessage: () => {} };
    cleanups.push(() => delete (window as unknown as Record<string, unknown>).MktFlutter);
    const older = nativeTransport('flutter', window) as Transport;
    const newer = nativeTransport('flutter', window) as Transport;
    const seen: string[] = [];
    older.listen(() => seen.push('older'));
    newer.listen(() => seen.push('newer'));
    const entry = (window as unknown as { __mkt: { receive(x: unknown): boolean } }).__mkt;
    const evt = JSON.stringify({ ns: 'mkt', v: 1, kind: 'evt', id: 'n.1', method: 'qrCode', params: { code: 'x' } });
    expect(entry.receive(evt)).toBe(true);
    newer.close();
    expect(entry.receive(evt)).toBe(true);
    older.close();
    expect(entry.receive(evt)).toBe(false);
    expect(seen).toEqual(['newer', 'older']);
  });
});

describe('detection', () => {
  it('finds nothing in a plain browser; the none transport refuses to send', async () => {
    expect(detectNativeKind(window)).toBeNull();
    expect(detectNativeTransport(window)).toBeNull();
    const none = noneTransport();
    expect(() => none.send({ ns: 'mkt', v: 1, kind: 'ack', id: '1' })).toThrow(/no native shell/);
    const app: BridgeEndpoint = createEndpoint({ transport: none, role: 'app', helloRetryMs: 0 });
    await rejectsWith(app.call('getUserId', undefined, { timeoutMs: 10 }), 'NOT_READY');
    app.destroy();
  });

  it('needs our own iOS handler and survives hostile objects', () => {
    const w = window as unknown as Record<string, unknown>;
    w.webkit = { messageHandlers: { somethingElse: { postMessage() {} } } };
    Object.defineProperty(window, 'MktAndroid', { get() { throw new Error('hostile'); }, configurable: true });
    cleanups.push(() => {
      delete w.webkit;
      delete w.MktAndroid;
    });
    expect(detectNativeKind(window)).toBeNull();
    (w.webkit as { messageHandlers: Record<string, unknown> }).messageHandlers.mkt = { postMessage() {} };
    expect(detectNativeKind(window)).toBe('ios');
  });

  it('a native object whose postMessage throws fails the call with UNAVAILABLE', async () => {
    const w = window as unknown as Record<string, unknown>;
    let broken = false;
    w.MktAndroid = { postMessage: () => { if (broken) throw new Error('bridge gone'); } };
    cleanups.push(() => delete w.MktAndroid);
    const app = createEndpoint({ transport: nativeTransport('android', window) as Transport, role: 'app', helloRetryMs: 0 });
    cleanups.push(() => app.destroy());
    // Play the answer to the app's hello by hand through the entry point.
    const entry = (window as unknown as { __mkt: { receive(x: unknown): boolean } }).__mkt;
    entry.receive({ ns: 'mkt', v: 1, kind: 'hello', id: 'n.0', sid: 'n', re: 'x', caps: ['getUserId'] });
    await app.ready;
    broken = true;
    const e = await rejectsWith(app.call('getUserId'), 'UNAVAILABLE');
    expect(e.message).toContain('bridge gone');
  });
});
