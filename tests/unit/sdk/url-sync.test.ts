// @vitest-environment jsdom
// Host URL sync (issue 4 "SDK" 3): routing 'hash' and 'path' mirror the app route in the host
// URL; the first write replaces, later ones push; popstate/hashchange navigate the app.
import { afterEach, describe, expect, it } from 'vitest';
import { createDisposer } from '../../../sdk/disposer.js';
import { resolveOptions } from '../../../sdk/options.js';
import { createUrlSync, syncTarget } from '../../../sdk/url-sync.js';

const server = 'https://market.example.com';
afterEach(() => history.replaceState(null, '', '/'));

function start(o: Record<string, unknown>) {
  const d = createDisposer();
  const navigations: string[] = [];
  const sync = createUrlSync(resolveOptions({ serverUrl: server, ...o }), window, (r) => navigations.push(r), d)!;
  return { d, sync, navigations };
}

describe('createUrlSync', () => {
  it('memory routing without a query key syncs nothing', () => {
    expect(syncTarget(resolveOptions({ serverUrl: server }))).toBeNull();
    expect(createUrlSync(resolveOptions({ serverUrl: server }), window, () => undefined, createDisposer())).toBeNull();
  });

  it("routing 'hash' keeps the route (with its query) in the hash and follows hashchange", () => {
    history.replaceState({ host: 1 }, '', '/page?q=1#/house/list');
    const { d, sync, navigations } = start({ routing: 'hash' });
    expect(sync.target).toBe('hash');
    expect(sync.read()).toBe('/house/list');
    const length = history.length;
    sync.write('/land/details?serviceId=2');
    expect(location.pathname + location.search + location.hash).toBe('/page?q=1#/land/details?serviceId=2');
    expect(history.state).toEqual({ host: 1 }); // the host router's state is kept
    expect(history.length).toBe(length); // first write replaces
    sync.write('/mine');
    expect(history.length).toBe(length + 1);
    history.replaceState(null, '', '#/message');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(navigations).toEqual(['/message']);
    d.dispose();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(navigations).toHaveLength(1); // listeners gone
  });

  it("routing 'path' maps app routes under basePath, query included, and ignores other paths", () => {
    history.replaceState(null, '', '/shop/land/list?tag=2');
    const { d, sync, navigations } = start({ routing: 'path', basePath: '/shop' });
    expect(sync.read()).toBe('/land/list?tag=2');
    sync.write('/house/details?serviceId=5');
    expect(location.pathname + location.search).toBe('/shop/house/details?serviceId=5');
    sync.write('/index');
    expect(location.pathname + location.search).toBe('/shop/index');
    history.replaceState(null, '', '/elsewhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(navigations).toEqual([]);
    expect(sync.read()).toBeNull();
    d.dispose();
  });

  it('refuses what is not an app route in the URL', () => {
    history.replaceState(null, '', '/?mkt=https%3A%2F%2Fevil.example');
    const { d, sync } = start({ syncQueryKey: 'mkt' });
    expect(sync.read()).toBeNull();
    d.dispose();
  });
});
