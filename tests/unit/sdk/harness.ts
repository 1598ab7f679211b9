// Test doubles for the SDK's mount tests: a listener ledger (every addEventListener not undone),
// a controllable matchMedia and visualViewport, and the app side of an iframe played by a real
// bridge endpoint over an in-memory transport pair.
import { vi } from 'vitest';
import { createEndpoint, type BridgeEndpoint } from '../../../bridge/endpoint.js';
import { memoryTransportPair } from '../../../bridge/transports/memory.js';
import { HOST_METHODS, type AppEvents, type HostMethod } from '../../../src/embed/host-api.js';
import type { Connect, ModeDeps } from '../../../sdk/modes.js';

type Entry = { target: EventTarget; type: string; fn: unknown; capture: boolean };

/** Records live listeners on every EventTarget (window, document, media queries, viewports...). */
export function listenerLedger() {
  const live: Entry[] = [];
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const capture = (o: unknown) => (typeof o === 'boolean' ? o : !!(o as { capture?: boolean } | undefined)?.capture);
  const same = (e: Entry, target: EventTarget, type: string, fn: unknown, c: boolean) => e.target === target && e.type === type && e.fn === fn && e.capture === c;
  const addSpy = vi.spyOn(proto, 'addEventListener').mockImplementation(function (this: EventTarget, type, fn, o) {
    if (fn && !live.some((e) => same(e, this, type, fn, capture(o)))) live.push({ target: this, type, fn, capture: capture(o) });
    return add.call(this, type, fn, o);
  });
  const removeSpy = vi.spyOn(proto, 'removeEventListener').mockImplementation(function (this: EventTarget, type, fn, o) {
    const i = live.findIndex((e) => same(e, this, type, fn, capture(o)));
    if (i >= 0) live.splice(i, 1);
    return remove.call(this, type, fn, o);
  });
  return {
    count: () => live.length,
    describe: () => live.map((e) => `${e.target.constructor.name}:${e.type}`),
    restore() {
      addSpy.mockRestore();
      removeSpy.mockRestore();
    },
  };
}

/** window.matchMedia whose `matches` the test flips; a real EventTarget so listeners are counted. */
export function fakeMatchMedia(win: Window) {
  let small = false;
  const lists: (EventTarget & { media: string; matches: boolean })[] = [];
  const original = win.matchMedia;
  win.matchMedia = ((media: string) => {
    // defineProperty, not Object.assign (which would copy the getter's current value).
    const mq = Object.defineProperties(new EventTarget(), {
      media: { value: media },
      matches: { get: () => small },
    }) as EventTarget & { media: string; matches: boolean };
    lists.push(mq);
    return mq as unknown as MediaQueryList;
  }) as typeof win.matchMedia;
  return {
    setSmall(v: boolean) {
      small = v;
      for (const mq of lists) mq.dispatchEvent(new Event('change'));
    },
    restore: () => (win.matchMedia = original),
  };
}

/** window.visualViewport with a settable height (the on-screen keyboard). */
export function fakeVisualViewport(win: Window) {
  const vv = Object.assign(new EventTarget(), { height: 700, offsetTop: 0, width: 360 });
  Object.defineProperty(win, 'visualViewport', { value: vv, configurable: true });
  return {
    vv,
    resize(height: number, offsetTop = 0) {
      vv.height = height;
      vv.offsetTop = offsetTop;
      vv.dispatchEvent(new Event('resize'));
    },
    restore: () => Reflect.deleteProperty(win, 'visualViewport'),
  };
}

export interface FakeApp {
  endpoint: BridgeEndpoint;
  calls: { method: HostMethod; params: unknown }[];
  peerOrigin: string;
  allowedOrigins: readonly string[];
  emit<E extends keyof AppEvents>(event: E, data: AppEvents[E]): void;
}

/**
 * connect() for iframe mode: the host endpoint is real, the app side is a real endpoint playing
 * the iframe (it reports ready at once, like embed.html once booted, unless told not to).
 */
export function fakeIframeApps(o: { ready?: boolean } = {}) {
  const apps: FakeApp[] = [];
  let open = 0;
  const connect: Connect = (opts) => {
    const [hostSide, appSide] = memoryTransportPair();
    const calls: FakeApp['calls'] = [];
    const record = (method: HostMethod) => (params: unknown) => {
      calls.push({ method, params });
      return {};
    };
    const methods = Object.fromEntries(HOST_METHODS.map((m) => [m, record(m)]));
    // The bridge's default PARAM_CHECKS, as in embed.html: what the SDK sends must pass them.
    const appEndpoint = createEndpoint({ transport: appSide, role: 'app', methods });
    const app: FakeApp = {
      endpoint: appEndpoint,
      calls,
      peerOrigin: opts.peerOrigin,
      allowedOrigins: opts.allowedOrigins,
      emit: (event, data) => appEndpoint.emit(event, data),
    };
    apps.push(app);
    if (o.ready !== false) app.emit('ready', { path: '/index', userId: '', unread: 0, language: 'en' });
    const host = createEndpoint({ transport: hostSide, role: 'host' });
    open++;
    return {
      endpoint: host,
      close() {
        host.destroy();
        appEndpoint.destroy();
        open--;
      },
    };
  };
  return { apps, connect, open: () => open };
}

export function deps(win: Window, partial: Partial<ModeDeps>): () => ModeDeps {
  return () => ({
    win,
    importModule: () => Promise.reject(new Error('no module in this test')),
    connect: () => {
      throw new Error('no iframe in this test');
    },
    readyTimeoutMs: 5000,
    ...partial,
  });
}
