import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
// What only the postMessage transport does: origins AND source checked, exact targetOrigin, the
// port handed over with the hello answer. The behaviours every transport shares (calls, errors,
// timeouts, reloads, a stranger's messages) run in transport-suite.ts against this one too.
import { createEndpoint, type BridgeEndpoint, type MethodTable } from '../../../bridge/endpoint.js';
import { postMessageTransport } from '../../../bridge/transports/post-message.js';
import type { Transport } from '../../../bridge/transport.js';
import { FakeChannel, fakeWindow, linkWindows, type FakePort } from './fake-windows.js';

const HOST = 'https://partner.example';
const APP = 'https://market.example';
const EVIL = 'https://evil.example';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
  FakeChannel.created.length = 0;
});

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(hostMethods: MethodTable = {}) {
  const hostWin = fakeWindow(HOST);
  const appWin = fakeWindow(APP);
  const { aToB: hostToApp, bToA: appToHost } = linkWindows(hostWin, appWin);
  const createChannel = () => new FakeChannel() as unknown as MessageChannel;
  const hostT = postMessageTransport({
    self: hostWin as unknown as Window, peer: hostToApp as unknown as Window,
    peerOrigin: APP, allowedOrigins: [APP], createChannel,
  });
  const host = createEndpoint({ transport: hostT, role: 'host', methods: hostMethods });
  const startApp = (methods: MethodTable = {}): BridgeEndpoint => {
    const t = postMessageTransport({
      self: appWin as unknown as Window, peer: appToHost as unknown as Window,
      peerOrigin: HOST, allowedOrigins: [HOST], createChannel,
    });
    const app = createEndpoint({ transport: t, role: 'app', methods });
    cleanups.push(() => app.destroy());
    return app;
  };
  cleanups.push(() => host.destroy());
  return { hostWin, appWin, hostToApp, appToHost, host, hostT, startApp };
}

/** A message as a third window would post it: any origin, any source. */
function forge(target: ReturnType<typeof fakeWindow>, data: unknown, origin: string, source: unknown) {
  target.dispatch(typeof data === 'string' ? data : JSON.stringify(data), origin, source, []);
}

describe('postMessage transport', () => {
  it('handshakes, then moves calls to the transferred port', async () => {
    const { host, hostWin, appWin, hostToApp, appToHost, startApp } = setup({ navigate: (p: { path: string }) => p });
    const app = startApp({ ping: () => 'pong' });
    await app.ready;
    await host.ready;
    expect(FakeChannel.created).toHaveLength(1);
    const windowTraffic = hostWin.received.length + appWin.received.length;
    await expect(app.call('navigate', { path: '/index' })).resolves.toEqual({ path: '/index' });
    await expect(host.call('ping')).resolves.toBe('pong');
    // Nothing more crossed the windows; the port carried both calls.
    expect(hostWin.received.length + appWin.received.length).toBe(windowTraffic);
    const channel = FakeChannel.created[0] as FakeChannel;
    expect(channel.port1.sent + channel.port2.sent).toBe(4);
    // Exact targetOrigin every time, never '*'.
    expect(new Set(hostToApp.targetOrigins)).toEqual(new Set([APP]));
    expect(new Set(appToHost.targetOrigins)).toEqual(new Set([HOST]));
  });

  it('ignores a frame of the wrong origin, even posing as the peer window', async () => {
    const navigate = vi.fn((p: { path: string }) => p);
    const { host, hostWin, hostToApp } = setup({ navigate });
    const hello = { ns: 'mkt', v: 1, kind: 'hello', id: 'evil.0', sid: 'evil', caps: ['x'] };
    forge(hostWin, hello, EVIL, hostToApp);
    forge(hostWin, { ns: 'mkt', v: 1, kind: 'req', id: 'evil.1', method: 'navigate', params: { path: '/x' } }, EVIL, hostToApp);
    await settle();
    expect(host.isReady).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(FakeChannel.created).toHaveLength(0); // no port handed out
  });

  it('ignores the right origin from the wrong window (another frame of the partner origin)', async () => {
    const { host, hostWin } = setup();
    const otherFrame = linkWindows(hostWin, fakeWindow(APP)).aToB; // a second iframe of APP
    forge(hostWin, { ns: 'mkt', v: 1, kind: 'hello', id: 'x.0', sid: 'x', caps: [] }, APP, otherFrame);
    await settle();
    expect(host.isReady).toBe(false);
    expect(FakeChannel.created).toHaveLength(0);
  });

  it('after the upgrade, ignores calls on the window even from the real peer', async () => {
    const navigate = vi.fn((p: { path: string }) => p);
    const { host, hostWin, hostToApp, startApp } = setup({ navigate });
    const app = startApp();
    await app.ready;
    await host.ready;
    forge(hostWin, { ns: 'mkt', v: 1, kind: 'req', id: 'w.1', method: 'navigate', params: { path: '/x' } }, APP, hostToApp);
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    await app.call('navigate', { path: '/y' }); // the port still works
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('drops garbage, oversized and prototype-polluting messages silently', async () => {
    const { host, hostWin, hostToApp } = setup();
    const big = JSON.stringify({ ns: 'mkt', v: 1, kind: 'hello', id: '1', sid: 's', caps: [], pad: 'x'.repeat(1024 * 1024) });
    for (const data of ['not json', '{"ns":"mkt"', big, '{"__proto__":{"polluted":1},"ns":"mkt"}', 42, null]) {
      hostWin.dispatch(data, APP, hostToApp, []);
    }
    await settle();
    expect(host.isReady).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a reloaded app gets a new port and the old one is closed', async () => {
    // The reload itself (cancelled calls, new handshake) is in transport-suite.ts.
    const { host, startApp } = setup();
    const first = startApp();
    await first.ready;
    first.destroy();
    const second = startApp({ slow: () => 'new page' });
    await second.ready;
    expect(FakeChannel.created).toHaveLength(2);
    const oldChannel = FakeChannel.created[0] as FakeChannel;
    expect((oldChannel.port1 as FakePort).closed).toBe(true);
    await expect(host.call('slow')).resolves.toBe('new page');
  });

  it('refuses non-exact origins at construction', () => {
    const win = fakeWindow(HOST) as unknown as Window;
    const make = (peerOrigin: string, allowedOrigins: string[]) => () =>
      postMessageTransport({ self: win, peer: win, peerOrigin, allowedOrigins });
    expect(make('*', [APP])).toThrow(/exact origin/);
    expect(make(`${APP}/path`, [APP])).toThrow(/exact origin/);
    expect(make(APP, ['*'])).toThrow(/allowedOrigins/);
    expect(make(APP, ['null'])).toThrow(/allowedOrigins/);
  });

  it('destroy removes its window listener (with a real MessageChannel, whose ports must close too)', async () => {
    const hostWin = fakeWindow(HOST);
    const appWin = fakeWindow(APP);
    const { aToB, bToA } = linkWindows(hostWin, appWin);
    const createChannel = () => new NodeMessageChannel() as unknown as MessageChannel;
    const transports: Transport[] = [
      postMessageTransport({ self: hostWin as unknown as Window, peer: aToB as unknown as Window, peerOrigin: APP, allowedOrigins: [APP], createChannel }),
      postMessageTransport({ self: appWin as unknown as Window, peer: bToA as unknown as Window, peerOrigin: HOST, allowedOrigins: [HOST], createChannel }),
    ];
    const host = createEndpoint({ transport: transports[0] as Transport, role: 'host', methods: { setLanguage: () => ({}) } });
    const app = createEndpoint({ transport: transports[1] as Transport, role: 'app' });
    cleanups.push(() => host.destroy(), () => app.destroy()); // closes the ports, or Node would hang
    await expect(app.call('setLanguage', { language: 'fr' })).resolves.toEqual({});
    expect(appWin.listenerCount()).toBe(1);
    app.destroy();
    expect(appWin.listenerCount()).toBe(0);
  });
});
