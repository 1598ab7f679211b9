// @vitest-environment jsdom
// The command form the loader uses (issue 4 "SDK" 1): MarketplaceSDK('mount' | 'update' |
// 'navigate' | 'on' | 'unmount' | 'destroy', target, ...). A command queued right after a mount
// waits for that mount; the loader's server URL is the default serverUrl.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommand } from '../../../sdk/commands.js';
import { createMount } from '../../../sdk/mount.js';
import { deps, fakeIframeApps, fakeMatchMedia } from './harness.js';

afterEach(() => document.body.replaceChildren());

function setup() {
  const media = fakeMatchMedia(window);
  const apps = fakeIframeApps();
  const command = createCommand(createMount(deps(window, { connect: apps.connect })));
  const el = document.createElement('div');
  el.id = 'market';
  document.body.append(el);
  return { apps, command, el, media };
}

describe('command()', () => {
  it('mounts with the loader default server and runs commands queued behind the mount in order', async () => {
    const { apps, command, el, media } = setup();
    const defaults = { serverUrl: 'https://loader.example' };
    const mounted = command(['mount', '#market', { language: 'fr' }], defaults);
    const navigated = command(['navigate', '#market', '/land/list'], defaults);
    const seen = vi.fn();
    const subscribed = command(['on', el, 'routeChange', seen], defaults);
    await mounted;
    await navigated;
    expect(new URL(el.querySelector('iframe')!.src).origin).toBe('https://loader.example');
    expect(apps.apps[0]!.calls).toEqual([{ method: 'navigate', params: { path: '/land/list' } }]);
    const off = (await subscribed) as () => void;
    apps.apps[0]!.emit('routeChange', { path: '/land/list' });
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ path: '/land/list' }));
    off();
    await command(['update', '#market', { language: 'cn' }]);
    expect(apps.apps[0]!.calls[1]).toEqual({ method: 'setLanguage', params: { language: 'cn' } });
    await command(['unmount', '#market']);
    expect(el.childElementCount).toBe(0);
    await expect(command(['navigate', '#market', '/x'])).rejects.toThrow("MarketplaceSDK: no instance is mounted on '#market'");
    media.restore();
  });

  it('explains unknown commands and bad targets', async () => {
    const { command, media } = setup();
    await expect(command(['mnt', '#market'])).rejects.toThrow("MarketplaceSDK: unknown command 'mnt', expected one of mount, update, navigate, on, unmount, destroy");
    await expect(command(['toString'])).rejects.toThrow("unknown command 'toString'");
    await expect(command(['mount', '#missing', {}], { serverUrl: 'https://a.example' })).rejects.toThrow("MarketplaceSDK: mount(element): no element matches '#missing'");
    await expect(command(['mount', '##', {}], { serverUrl: 'https://a.example' })).rejects.toThrow("'##' is not a valid CSS selector");
    await expect(command(['mount', 42, {}], { serverUrl: 'https://a.example' })).rejects.toThrow('mount(element): element must be an Element or a CSS selector, got 42');
    media.restore();
  });
});
