// @vitest-environment jsdom
// iframe mode (issue 4 "SDK" 2, 4, 6, 7): the frame, the handshake through a real bridge endpoint,
// events, host methods, layout, URL sync, several instances, and 50 mount/unmount cycles that
// leave no listener, element or timer behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeEmbedParams } from '../../../src/embed/embed-params.js';
import { createMount, type Handle } from '../../../sdk/mount.js';
import { mountedCount } from '../../../sdk/registry.js';
import { SdkError } from '../../../sdk/sdk-error.js';
import { deps, fakeIframeApps, fakeMatchMedia, fakeVisualViewport, listenerLedger } from './harness.js';

const server = 'https://market.example.com';
const tick = () => new Promise((r) => setTimeout(r, 0));

let el: HTMLElement;
let media: ReturnType<typeof fakeMatchMedia>;
let viewport: ReturnType<typeof fakeVisualViewport>;
const handles: Handle[] = [];

beforeEach(() => {
  el = document.createElement('div');
  document.body.append(el);
  media = fakeMatchMedia(window);
  viewport = fakeVisualViewport(window);
});
afterEach(() => {
  for (const h of handles.splice(0)) h.unmount();
  document.body.replaceChildren();
  media.restore();
  viewport.restore();
  history.replaceState(null, '', '/');
});

function setup(o: { ready?: boolean; timeout?: number } = {}) {
  const apps = fakeIframeApps(o);
  const mount = createMount(deps(window, { connect: apps.connect, readyTimeoutMs: o.timeout ?? 5000 }));
  const go = async (options: Parameters<typeof mount>[1] = {}, target: Element = el) => {
    const h = await mount(target, { serverUrl: server, ...options });
    handles.push(h);
    return h;
  };
  return { apps, mount, go };
}

describe('iframe mode', () => {
  it('creates the frame on the server origin, naming this page as the host, and resolves when the app is ready', async () => {
    const { apps, go } = setup();
    const onReady = vi.fn();
    const h = await go({ language: 'fr', areaId: 'CIV', initialRoute: '/land/list', theme: { '--mkt-accent': '#c00' }, onReady });
    const iframe = el.querySelector('iframe')!;
    expect(iframe.title).toBe('Marketplace');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    expect(iframe.getAttribute('allow')).toContain('camera');
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe(`${server}/embed.html`);
    expect(decodeEmbedParams(url.hash)).toEqual({
      host: location.origin,
      key: 'w1',
      language: 'fr',
      areaId: 'CIV',
      route: '/land/list',
      theme: { '--mkt-accent': '#c00' },
    });
    // The bridge talks to exactly the server origin.
    expect(apps.apps[0]!.peerOrigin).toBe(server);
    expect(apps.apps[0]!.allowedOrigins).toEqual([server]);
    expect(onReady).toHaveBeenCalledWith({ path: '/index', userId: '', unread: 0, language: 'en', instanceKey: 'w1', mode: 'iframe' });
    // ready is sticky for late subscribers.
    const late = vi.fn();
    h.on('ready', late);
    await tick();
    expect(late).toHaveBeenCalledTimes(1);
    expect(iframe.style.getPropertyValue('width')).toBe('100%');
    expect(iframe.style.getPropertyPriority('display')).toBe('important');
  });

  it('forwards app events to on() listeners and callbacks, drops malformed ones, and unsubscribes', async () => {
    const { apps, go } = setup();
    const onUnread = vi.fn();
    const h = await go({ onUnread });
    const seen: [string, unknown][] = [];
    const offs = (['routeChange', 'login', 'logout', 'unread', 'error'] as const).map((e) => h.on(e, (d: unknown) => seen.push([e, d])));
    const app = apps.apps[0]!;
    app.emit('routeChange', { path: '/land/list' });
    app.emit('login', { userId: '42' });
    app.emit('unread', { count: 3 });
    app.emit('logout', {});
    app.emit('error', { code: 'APP_ERROR', message: 'x' });
    app.endpoint.emit('unread', { count: -1 }); // malformed: dropped
    app.endpoint.emit('routeChange', { path: 'javascript:alert(1)' }); // malformed: dropped
    await tick();
    expect(seen).toEqual([
      ['routeChange', { path: '/land/list' }],
      ['login', { userId: '42' }],
      ['unread', { count: 3 }],
      ['logout', {}],
      ['error', { code: 'APP_ERROR', message: 'x' }],
    ]);
    expect(onUnread).toHaveBeenCalledWith({ count: 3 });
    offs.forEach((off) => off());
    app.emit('unread', { count: 4 });
    await tick();
    expect(seen).toHaveLength(5);
    expect(onUnread).toHaveBeenCalledTimes(2);
    expect(() => h.on('rout' as never, () => undefined)).toThrow("MarketplaceSDK: unknown event 'rout', expected one of ready, routeChange, login, logout, unread, error");
  });

  it('isolates a throwing host listener', async () => {
    const { apps, go } = setup();
    const h = await go();
    const after = vi.fn();
    h.on('unread', () => {
      throw new Error('host bug');
    });
    h.on('unread', after);
    // The error is rethrown from a timer (so it reaches the console), not into the SDK.
    const later: (() => void)[] = [];
    const timer = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void) => later.push(fn)) as never);
    try {
      apps.apps[0]!.emit('unread', { count: 1 });
      await vi.waitFor(() => expect(after).toHaveBeenCalledWith({ count: 1 }));
    } finally {
      timer.mockRestore();
    }
    const thrown = later.map((fn) => {
      try {
        fn();
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(thrown).toContain('host bug');
  });

  it('calls the app for navigate() and update(), and hands a login over the bridge, never in the URL', async () => {
    const { apps, go } = setup();
    const h = await go({ loginToken: { userId: 7, authorization: 'secret-token' } });
    const app = apps.apps[0]!;
    expect(app.calls).toEqual([{ method: 'setUserToken', params: { token: { userId: '7', authorization: 'secret-token' } } }]);
    expect(el.querySelector('iframe')!.src).not.toContain('secret-token');
    await h.navigate('/house/list?x=1');
    await h.update({ language: 'cn', areaId: 'SEN', theme: { '--mkt-accent': 'red' }, loginToken: null });
    expect(app.calls.slice(1)).toEqual([
      { method: 'navigate', params: { path: '/house/list?x=1' } },
      { method: 'setLanguage', params: { language: 'cn' } },
      { method: 'setArea', params: { areaId: 'SEN' } },
      { method: 'setTheme', params: { theme: { '--mkt-accent': 'red' } } },
      { method: 'setUserToken', params: { token: null } },
    ]);
    await expect(h.navigate('land')).rejects.toThrow("navigate(path): path must be an app path starting with one '/', such as '/land/list', got 'land'");
    await expect(h.update({ mode: 'inline' } as never)).rejects.toThrow('options.mode cannot change after mount');
  });

  it('replaces callbacks on update()', async () => {
    const { apps, go } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const h = await go({ onLogin: first });
    await h.update({ onLogin: second });
    apps.apps[0]!.emit('login', { userId: '1' });
    await tick();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ userId: '1' });
  });

  it('fails with TIMEOUT when the app never becomes ready, leaving nothing behind', async () => {
    const { mount, apps } = setup({ ready: false, timeout: 50 });
    const onError = vi.fn();
    const err = await mount(el, { serverUrl: server, onError }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SdkError);
    expect((err as SdkError).code).toBe('TIMEOUT');
    expect((err as SdkError).message).toMatch(/did not become ready within 0 s/);
    expect(onError).toHaveBeenCalledWith({ code: 'TIMEOUT', message: (err as SdkError).message });
    expect(el.childElementCount).toBe(0);
    expect(apps.open()).toBe(0);
    expect(mountedCount()).toBe(0);
  });

  it('keeps instances apart: own keys, one instance per element, distinct instance keys and URL targets', async () => {
    const { go, mount } = setup();
    const other = document.createElement('div');
    document.body.append(other);
    const a = await go();
    const b = await go({}, other);
    expect([a.instanceKey, b.instanceKey]).toEqual(['w1', 'w2']);
    const third = document.createElement('div');
    document.body.append(third);
    await expect(mount(el, { serverUrl: server })).rejects.toThrow('an instance is already mounted on this element');
    await expect(mount(third, { serverUrl: server, instanceKey: 'w2' })).rejects.toThrow("options.instanceKey 'w2' is already used");
    const c = await go({ routing: 'hash' }, third);
    const fourth = document.createElement('div');
    document.body.append(fourth);
    await expect(mount(fourth, { serverUrl: server, routing: 'hash' })).rejects.toThrow('already syncs its route to the host URL hash');
    c.unmount();
    a.unmount();
    // A freed key is reused by the next mount.
    expect((await go({}, fourth)).instanceKey).toBe('w1');
  });

  it('goes full screen below the breakpoint, follows the visual viewport, and restores the page', async () => {
    const { go } = setup();
    document.documentElement.style.overflow = 'scroll';
    await go({ zIndex: 99 });
    const iframe = el.querySelector('iframe')!;
    expect(iframe.style.getPropertyValue('position')).toBe('relative');
    media.setSmall(true);
    expect(iframe.style.getPropertyValue('position')).toBe('fixed');
    expect(iframe.style.getPropertyValue('z-index')).toBe('99');
    expect(document.documentElement.style.overflow).toBe('hidden');
    viewport.resize(400, 10); // keyboard open
    expect(iframe.style.getPropertyValue('height')).toContain('400px');
    expect(iframe.style.getPropertyValue('top')).toContain('10px');
    media.setSmall(false);
    expect(iframe.style.getPropertyValue('position')).toBe('relative');
    expect(document.documentElement.style.overflow).toBe('scroll');
    document.documentElement.style.overflow = '';
  });

  it('mirrors the route in a host query key and follows the back button', async () => {
    const { apps, go } = setup();
    history.replaceState(null, '', '/shop?mkt=%2Fland%2Fdetails%3FserviceId%3D9&x=1');
    await go({ syncQueryKey: 'mkt' });
    // The URL's route wins over initialRoute, so a reload reopens the page.
    expect(decodeEmbedParams(new URL(el.querySelector('iframe')!.src).hash)?.route).toBe('/land/details?serviceId=9');
    const app = apps.apps[0]!;
    const before = history.length;
    app.emit('routeChange', { path: '/land/details?serviceId=9' }); // already there: no entry
    app.emit('routeChange', { path: '/house/list' });
    await tick();
    expect(new URL(location.href).searchParams.get('mkt')).toBe('/house/list');
    expect(new URL(location.href).searchParams.get('x')).toBe('1');
    app.emit('routeChange', { path: '/message' });
    await tick();
    expect(history.length).toBe(before + 1); // first write replaced, second pushed
    history.replaceState(null, '', '/shop?mkt=%2Fmine');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await tick();
    expect(app.calls).toContainEqual({ method: 'navigate', params: { path: '/mine' } });
  });

  it('destroy() asks the app to forget the stored session, then removes everything and drops listeners', async () => {
    const { apps, go } = setup();
    const h = await go();
    const onUnread = vi.fn();
    h.on('unread', onUnread);
    const app = apps.apps[0]!;
    await h.destroy();
    expect(app.calls).toEqual([{ method: 'forget', params: {} }]);
    expect(el.childElementCount).toBe(0);
    await expect(h.navigate('/index')).rejects.toThrow('this instance was unmounted');
    expect(apps.open()).toBe(0);
  });

  it('mount/unmount 50 times leaves no listener, element, timer, bridge or registry entry', async () => {
    const { go, apps } = setup();
    // Warm-up: jsdom registers its own focus/keyboard listeners the first time a frame is attached.
    (await go()).unmount();
    const ledger = listenerLedger();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const baseListeners = ledger.count();
      const baseNodes = document.querySelectorAll('*').length;
      for (let i = 0; i < 50; i++) {
        const h = await go({ syncQueryKey: 'mkt', onUnread: () => undefined });
        h.on('routeChange', () => undefined);
        media.setSmall(i % 2 === 0); // half the cycles full screen
        expect(ledger.count()).toBeGreaterThan(baseListeners);
        if (i % 3 === 0) await h.destroy();
        else h.unmount();
        media.setSmall(false);
        expect(ledger.describe()).toEqual([]);
        expect(vi.getTimerCount()).toBe(0);
        expect(apps.open()).toBe(0); // the bridge endpoints and transports are closed
      }
      expect(ledger.count()).toBe(baseListeners);
      expect(document.querySelectorAll('*').length).toBe(baseNodes);
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      expect(document.documentElement.style.overflow).toBe('');
      expect(mountedCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      ledger.restore();
    }
  });
});
