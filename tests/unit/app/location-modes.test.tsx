import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeBase } from '../../../src/app/location.js';
import { flush } from '../ui/render.js';
import { openRoute, type Screen } from '../harness/open-route.js';

let h: Screen | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
  history.replaceState(null, '', '/');
});

describe('location modes', () => {
  it('hash: keeps path and query inside the hash and leaves the page query alone', async () => {
    history.replaceState(null, '', '/host-page?partner=1');
    h = await openRoute('/', { location: { kind: 'hash' } });
    expect(location.hash).toBe('#/index');
    await h.go('/article?keyWords=car');
    expect(location.hash).toBe('#/article/list?keyWords=car');
    expect(location.search).toBe('?partner=1');
    expect(h.changes.at(-1)?.[0]).toBe('/article/list?keyWords=car');
    await h.go('/index');
    expect(location.hash).toBe('#/index');
    expect(h.nav()?.querySelector('a')?.getAttribute('href')).toBe('#/index');
    // Back button: the browser changes the hash and fires hashchange.
    act(() => {
      location.hash = '#/discover/findPage';
    });
    await flush();
    expect(h.shown()).toBe('/discover/findPage');
  });

  it('path: routes under the base and navigates with it', async () => {
    history.replaceState(null, '', '/shop/');
    h = await openRoute('/', { location: { kind: 'path', base: '/shop/' } });
    expect(location.pathname).toBe('/shop/index');
    expect(h.nav()?.querySelectorAll('a')[1]?.getAttribute('href')).toBe('/shop/discover/findPage');
    await h.go('/common/error');
    expect(location.pathname).toBe('/shop/common/error');
    expect(h.shown()).toBe('/common/error');
  });

  it('memory: never touches the page URL', async () => {
    history.replaceState(null, '', '/host');
    h = await openRoute('/land/list?x=1');
    expect(h.shown()).toBe('/land/list');
    await h.go('/house');
    expect(h.shown()).toBe('/house/list');
    expect(location.pathname + location.search + location.hash).toBe('/host');
  });

  it('normalizes bases', () => {
    expect(normalizeBase('/')).toBe('');
    expect(normalizeBase('')).toBe('');
    expect(normalizeBase('shop/')).toBe('/shop');
    expect(normalizeBase('/a/b')).toBe('/a/b');
  });
});
