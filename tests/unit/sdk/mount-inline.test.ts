// inline mode (issue 4 "SDK" 5, 6, 7): the app module loaded by URL (memoized, retried after a
// failure), rendered by the REAL inline entry into a shadow root that the SDK owns; styles stay
// inside and carry the nonce; events and host methods; two instances share no storage; 50
// mount/unmount cycles of the real app leave no listener, element or timer behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as inlineEntry from '../../../src/embed/inline-entry.js';
import type { InlineApp, InlineOptions } from '../../../src/embed/inline-entry.js';
import { createMount, type Handle } from '../../../sdk/mount.js';
import { mountedCount } from '../../../sdk/registry.js';
import { deps, fakeMatchMedia, listenerLedger } from './harness.js';

const server = 'https://market.example.com';
const NONCE = 'bm9uY2UxMjM=';

let el: HTMLElement;
let media: ReturnType<typeof fakeMatchMedia>;
const handles: Handle[] = [];

beforeEach(() => {
  el = document.createElement('div');
  document.body.append(el);
  media = fakeMatchMedia(window);
  localStorage.clear();
});
afterEach(() => {
  for (const h of handles.splice(0)) h.unmount();
  document.body.replaceChildren();
  media.restore();
  vi.restoreAllMocks();
});

/** The real inline entry, imported the way the SDK would import <server>/inline.js. */
function realApp() {
  const urls: string[] = [];
  const importModule = vi.fn(async (url: string) => {
    urls.push(url);
    return inlineEntry;
  });
  const mount = createMount(deps(window, { importModule }));
  const go = async (options: Parameters<typeof mount>[1] = {}, target: Element = el) => {
    const h = await mount(target, { serverUrl: server, mode: 'inline', ...options });
    handles.push(h);
    return h;
  };
  return { urls, importModule, mount, go };
}

const rootOf = (target: Element = el) => target.querySelector('[data-mkt-instance]')!.shadowRoot!;
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('inline mode with the real app', () => {
  it('renders into its own shadow root; every style stays inside and carries the nonce', async () => {
    const headBefore = document.head.innerHTML;
    const { urls, go } = realApp();
    const h = await go({ nonce: NONCE, theme: { '--mkt-accent': 'rgb(200, 0, 0)' } });
    expect(urls[0]).toBe(`${server}/inline.js`);
    expect(h.mode).toBe('inline');
    const shadowHost = el.querySelector('[data-mkt-instance]')!;
    expect(shadowHost.getAttribute('data-mkt-instance')).toBe('w1');
    const root = rootOf();
    expect(root.mode).toBe('open');
    expect(root.querySelector('.mkt-root')).not.toBeNull();
    const styles = [...root.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThanOrEqual(3); // reset, app, theme
    for (const s of styles) expect(s.nonce).toBe(NONCE);
    expect(styles.map((s) => s.textContent).join('')).toContain(':host{all:initial');
    expect(document.head.innerHTML).toBe(headBefore); // nothing injected into the host page
    const theme = styles.find((s) => s.getAttribute('data-mkt') === 'theme')!;
    const rule = theme.sheet!.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toBe('.mkt-root .mkt-app');
    expect(rule.style.getPropertyValue('--mkt-accent')).toBe('rgb(200, 0, 0)');
  });

  it('reports route changes, logins and unread counts, and obeys navigate/update', async () => {
    const { go } = realApp();
    const seen: [string, unknown][] = [];
    const h = await go({ initialRoute: '/login' });
    for (const e of ['routeChange', 'login', 'logout', 'unread'] as const) h.on(e, (d: unknown) => seen.push([e, d]));
    await settle();
    await h.navigate('/index');
    // The /index chunk loads before the route reports; on a busy machine that takes more than a tick.
    await vi.waitFor(() => expect(seen).toContainEqual(['routeChange', { path: '/index' }]), { timeout: 5_000 });
    await h.update({ loginToken: { userId: 'u-9', authorization: 'tok' } });
    expect(seen).toContainEqual(['login', { userId: 'u-9' }]);
    expect(localStorage.getItem('mkt:w1:userId')).toBe('u-9');
    await h.update({ loginToken: null });
    expect(seen).toContainEqual(['logout', {}]);
  });

  it('keeps two instances apart: own keys, own storage, own session', async () => {
    const { go } = realApp();
    const other = document.createElement('div');
    document.body.append(other);
    const a = await go({ loginToken: { userId: 'alice', authorization: 't1' } });
    const b = await go({}, other);
    expect([a.instanceKey, b.instanceKey]).toEqual(['w1', 'w2']);
    expect(localStorage.getItem('mkt:w1:userId')).toBe('alice');
    expect(localStorage.getItem('mkt:w2:userId')).toBeNull();
    expect(localStorage.getItem('mkt:w1:deviceId')).not.toBe(localStorage.getItem('mkt:w2:deviceId'));
    const bLogins = vi.fn();
    b.on('login', bLogins);
    await a.update({ loginToken: { userId: 'alice2', authorization: 't2' } });
    expect(bLogins).not.toHaveBeenCalled();
  });

  it('destroy() clears the instance storage; unmount() keeps it', async () => {
    const { go } = realApp();
    const h = await go({ loginToken: { userId: 'bob', authorization: 't' } });
    h.unmount();
    expect(localStorage.getItem('mkt:w1:userId')).toBe('bob');
    const again = await go();
    await again.destroy();
    expect(localStorage.getItem('mkt:w1:userId')).toBeNull();
    expect(el.childElementCount).toBe(0);
  });

  it('mount/unmount 50 times leaves no listener, element, timer or registry entry', async () => {
    const { go } = realApp();
    (await go()).unmount(); // warm-up: module-level caches of the app (locale chunks, routes)
    const ledger = listenerLedger();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const baseNodes = document.querySelectorAll('*').length;
      for (let i = 0; i < 50; i++) {
        const h = await go({ nonce: NONCE });
        media.setSmall(i % 2 === 0);
        // Let the app's effects run (Preact schedules them after paint).
        await vi.advanceTimersByTimeAsync(150);
        expect(ledger.count()).toBeGreaterThan(0);
        if (i % 3 === 0) await h.destroy();
        else h.unmount();
        media.setSmall(false);
        expect(ledger.describe()).toEqual([]);
        // Preact's unmount schedules one after-paint flush (a 35 ms one-shot timer); let it run.
        // Anything still pending after that (the worker start, a request deadline, an interval)
        // would be a leak.
        await vi.advanceTimersByTimeAsync(50);
        expect(vi.getTimerCount()).toBe(0);
      }
      expect(document.querySelectorAll('*').length).toBe(baseNodes);
      expect(document.documentElement.style.overflow).toBe('');
      expect(mountedCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      ledger.restore();
    }
  }, 60_000);
});

describe('inline mode loading', () => {
  /** A stand-in app module recording what the SDK passes and calls. */
  function fakeModule() {
    const passed: InlineOptions[] = [];
    const calls: [string, unknown][] = [];
    const mod = {
      async mountInline(_root: ShadowRoot, o: InlineOptions): Promise<InlineApp> {
        passed.push(o);
        o.onEvent('ready', { path: '/index', userId: '', unread: 0, language: 'en' });
        const rec = (m: string) => (p: unknown) => void calls.push([m, p]);
        return {
          navigate: rec('navigate'),
          setLanguage: rec('setLanguage'),
          setUserToken: rec('setUserToken'),
          setArea: rec('setArea'),
          setTheme: rec('setTheme'),
          forget: rec('forget'),
          destroy: rec('destroy') as () => void,
        };
      },
    };
    return { mod, passed, calls };
  }

  it('passes the options to mountInline and retries a failed load with a new URL', async () => {
    const { mod, passed } = fakeModule();
    const urls: string[] = [];
    let fail = true;
    const importModule = async (url: string) => {
      urls.push(url);
      if (fail) throw new TypeError('Failed to fetch');
      return mod;
    };
    const mount = createMount(deps(window, { importModule }));
    const serverUrl = 'https://retry.example.com';
    const onError = vi.fn();
    const err = await mount(el, { serverUrl, mode: 'inline', onError }).catch((e: Error) => e);
    expect((err as Error).message).toBe(
      `MarketplaceSDK: could not load ${serverUrl}/inline.js (Failed to fetch); check options.serverUrl and the page's CSP script-src`,
    );
    expect(onError).toHaveBeenCalledWith({ code: 'LOAD_FAILED', message: (err as Error).message });
    expect(el.childElementCount).toBe(0);
    fail = false;
    const h = await mount(el, { serverUrl, mode: 'inline', language: 'fr', areaId: 'SEN', nonce: NONCE, loginToken: { userId: 1, authorization: 'a' } });
    handles.push(h);
    expect(urls).toEqual([`${serverUrl}/inline.js`, `${serverUrl}/inline.js?retry=1`]);
    expect(passed[0]).toMatchObject({ instanceKey: 'w1', apiBase: serverUrl, language: 'fr', areaId: 'SEN', nonce: NONCE, loginToken: { userId: '1', authorization: 'a' }, theme: {} });
  });

  it('refuses a module that is not the marketplace inline entry', async () => {
    const mount = createMount(deps(window, { importModule: async () => ({ default: 1 }) }));
    await expect(mount(el, { serverUrl: 'https://other.example', mode: 'inline' })).rejects.toThrow(
      'MarketplaceSDK: https://other.example/inline.js does not export mountInline; is options.serverUrl a marketplace server?',
    );
    expect(mountedCount()).toBe(0);
  });

  it('maps handle calls to the app methods and destroys the app on unmount', async () => {
    const { mod, calls } = fakeModule();
    const mount = createMount(deps(window, { importModule: async () => mod }));
    const h = await mount(el, { serverUrl: 'https://fake.example', mode: 'inline' });
    await h.navigate('/land/list');
    await h.update({ language: 'cn', theme: { '--mkt-bg': '#fff' } });
    h.unmount();
    h.unmount(); // idempotent
    expect(calls).toEqual([
      ['navigate', { path: '/land/list' }],
      ['setLanguage', { language: 'cn' }],
      ['setTheme', { theme: { '--mkt-bg': '#fff' } }],
      ['destroy', undefined],
    ]);
  });
});
